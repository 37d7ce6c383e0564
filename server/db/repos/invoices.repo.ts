import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, InvoiceTable } from '../schema.ts';

export type InvoiceRow = Selectable<InvoiceTable>;

/** Invoices and credit notes (issue #31), and the counter their numbers come from. Written once, never updated. */
export function invoicesRepo(db: Kysely<Database>) {
  return {
    /**
     * The next number of a Jalali year, taken inside the issuing transaction: the counter row is made if missing, then
     * advanced by one guarded `UPDATE … RETURNING`. Its row lock (PostgreSQL) or the one writer (SQLite) makes issuers
     * take turns until they commit, and a rolled-back issue gives its number back: gap-free, never reused.
     */
    async takeNumber(year: number): Promise<number> {
      await db
        .insertInto('invoice_counters')
        .values({ year, n: 0 })
        .onConflict((oc) => oc.column('year').doNothing())
        .execute();
      const row = await db
        .updateTable('invoice_counters')
        .set((eb) => ({ n: eb('n', '+', 1) }))
        .where('year', '=', year)
        .returning('n')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert: (row: Insertable<InvoiceTable>) => db.insertInto('invoices').values(row).returningAll().executeTakeFirstOrThrow(),

    /** The order's invoice or credit note, if issued. */
    of: (orderId: number, kind: 'invoice' | 'credit') =>
      db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).where('kind', '=', kind).executeTakeFirst(),

    /** The order's lines with their codes as ordered (or the item's, for orders placed before codes were kept). */
    linesOf: (orderId: number) =>
      db
        .selectFrom('order_lines as l')
        .leftJoin('product_items as i', 'i.id', 'l.product_item_id')
        .select([
          'l.name_fa',
          'l.name_en',
          'l.item_name_fa',
          'l.item_name_en',
          'l.unit_price_rial',
          'l.count',
          'l.line_discount_rial',
          'l.sku',
          'i.sku as item_sku',
        ])
        .where('l.order_id', '=', orderId)
        .orderBy('l.id')
        .execute(),
  };
}

export type InvoicesRepo = ReturnType<typeof invoicesRepo>;
