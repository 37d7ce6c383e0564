import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** An alert as the profile lists it: the item and its product, in both languages. */
const ALERT_COLUMNS = [
  'a.user_id',
  'a.product_item_id',
  'a.locale',
  'a.created_at',
  'i.product_id',
  'i.name_fa as item_fa',
  'i.name_en as item_en',
  'i.stock',
  'p.name_fa',
  'p.name_en',
  'p.label_fa',
  'p.label_en',
  'p.active as product_active',
  'i.active as item_active',
] as const;

/**
 * Back-in-stock alerts (issue #32): a customer's "text me when it is back" on an item. At most `max` a customer, held
 * by a guarded insert under the customer's row lock (the caller's transaction); once the item is back (`markDue`, in
 * the stock change's own transaction), each row is claimed by one guarded DELETE … RETURNING, so one text each.
 */
export function stockAlertsRepo(db: Kysely<Database>) {
  const withItem = () =>
    db.selectFrom('stock_alerts as a').innerJoin('product_items as i', 'i.id', 'a.product_item_id').innerJoin('products as p', 'p.id', 'i.product_id');
  return {
    /** Newest first. */
    list: (userId: number) =>
      withItem().select(ALERT_COLUMNS).where('a.user_id', '=', userId).orderBy('a.created_at', 'desc').orderBy('a.product_item_id').execute(),

    /** The items one customer waits for (the session's user carries them, as it carries the hearts). */
    itemIds: async (userId: number) =>
      (await db.selectFrom('stock_alerts').select('product_item_id').where('user_id', '=', userId).orderBy('product_item_id').execute()).map(
        (r) => r.product_item_id,
      ),

    /** The item a customer may ask about: it, its product and whether it is on sale and in stock. */
    item: (productItemId: number) =>
      db
        .selectFrom('product_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.id', 'i.stock', 'i.active', 'p.active as product_active'])
        .where('i.id', '=', productItemId)
        .executeTakeFirst(),

    /**
     * Adds the alert unless the customer already has `max` (one statement: the count is read by the insert itself;
     * the caller holds the customer's row lock, so two inserts of one customer never both see room). Asking again for
     * the same item is kept as it was. `added`: false when there was no room.
     */
    async add(row: { user_id: number; product_item_id: number; locale: string; created_at: string }, max: number): Promise<{ added: boolean }> {
      const exists = await db
        .selectFrom('stock_alerts')
        .select('user_id')
        .where('user_id', '=', row.user_id)
        .where('product_item_id', '=', row.product_item_id)
        .executeTakeFirst();
      if (exists) return { added: true };
      const inserted = await db
        .insertInto('stock_alerts')
        .columns(['user_id', 'product_item_id', 'locale', 'created_at', 'due'])
        .expression(
          db
            .selectNoFrom([
              sql<number>`cast(${row.user_id} as integer)`.as('user_id'),
              sql<number>`cast(${row.product_item_id} as integer)`.as('product_item_id'),
              sql<string>`cast(${row.locale} as text)`.as('locale'),
              sql<string>`cast(${row.created_at} as text)`.as('created_at'),
              // Stock that came back between the caller's check and this insert: due at once (the next claim texts it).
              sql<number>`case when (select stock from product_items where id = ${row.product_item_id}) > 0 then 1 else 0 end`.as('due'),
            ])
            .where(
              ({ selectFrom }) =>
                selectFrom('stock_alerts')
                  .select((eb) => eb.fn.countAll().as('n'))
                  .where('user_id', '=', row.user_id),
              '<',
              max,
            ),
        )
        .onConflict((oc) => oc.columns(['user_id', 'product_item_id']).doNothing())
        .executeTakeFirst();
      return { added: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
    },

    /** True when there was one to remove. */
    remove: async (userId: number, productItemId: number) =>
      Number(
        (await db.deleteFrom('stock_alerts').where('user_id', '=', userId).where('product_item_id', '=', productItemId).executeTakeFirst()).numDeletedRows,
      ) > 0,

    /**
     * The item came back: its alerts wait to be texted. Run by the stock's guarded statements (stock.repo.ts) in the
     * transaction that raised the stock from zero, so a rolled-back change (an import that failed) marks nothing.
     */
    markDue: (productItemId: number) =>
      db.updateTable('stock_alerts').set({ due: 1 }).where('product_item_id', '=', productItemId).where('due', '=', 0).execute(),

    /**
     * Claims every due alert: each row is deleted by exactly one caller (workers racing get disjoint sets: PostgreSQL's
     * second DELETE waits on the first's rows and finds them gone), answered with what its text needs.
     */
    async claimDue() {
      const claimed = await db.deleteFrom('stock_alerts').where('due', '=', 1).returning(['user_id', 'product_item_id', 'locale']).execute();
      if (!claimed.length) return [];
      const details = await db
        .selectFrom('product_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select([
          'i.id',
          'i.product_id',
          'i.name_fa as item_fa',
          'i.name_en as item_en',
          'p.name_fa',
          'p.name_en',
          'p.label_fa',
          'p.label_en',
          'p.active',
          'i.active as item_active',
        ])
        .where('i.id', 'in', [...new Set(claimed.map((c) => c.product_item_id))])
        .execute();
      const mobiles = await db
        .selectFrom('users')
        .select(['id', 'mobile'])
        .where('id', 'in', [...new Set(claimed.map((c) => c.user_id))])
        .execute();
      return claimed.flatMap((c) => {
        const item = details.find((d) => d.id === c.product_item_id);
        const mobile = mobiles.find((m) => m.id === c.user_id)?.mobile;
        return item && mobile ? [{ ...item, userId: c.user_id, locale: c.locale, mobile, active: !!item.active && !!item.item_active }] : [];
      });
    },
  };
}

export type StockAlertsRepo = ReturnType<typeof stockAlertsRepo>;
