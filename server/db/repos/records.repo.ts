import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** A table the back office edits as plain records: an integer `id` and columns its mapping names. */
export type RecordTable = keyof Database;
type Row = Record<string, unknown> & { id: number };

/**
 * The back office's table-shaped screens (discounts, deliveries, categories, brands, posts…): one record, a page of a
 * table, a write. The table is chosen at run time, so Kysely cannot type its columns here; each screen's mapping
 * (server/services/admin/) names them.
 */
export function recordsRepo(k: Kysely<Database>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time (see above)
  const db = k as unknown as Kysely<any>;
  return {
    byId: (table: RecordTable, id: number) => db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<Row | undefined>,

    /** A page of the table in `order` (e.g. [['sort', 'asc'], ['id', 'asc']]) and the table's count. */
    async page(table: RecordTable, order: [string, 'asc' | 'desc'][], { limit, offset }: { limit: number; offset: number }) {
      let q = db.selectFrom(table).selectAll();
      for (const [column, direction] of order) q = q.orderBy(column, direction);
      const [rows, count] = await Promise.all([
        q.limit(limit).offset(offset).execute() as Promise<Row[]>,
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow() as Promise<{ n: number | string }>,
      ]);
      return { rows, total: count.n };
    },

    insert: async (table: RecordTable, values: Record<string, unknown>) =>
      ((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as Row).id,

    update: (table: RecordTable, id: number, values: Record<string, unknown>) => db.updateTable(table).set(values).where('id', '=', id).execute(),

    /** The id of a record of `table` whose `column` is `value` (a taken label or code, a named parent), if any. */
    idWhere: async (table: RecordTable, column: string, value: string | number) =>
      ((await db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirst()) as { id: number } | undefined)?.id,
  };
}

export type RecordsRepo = ReturnType<typeof recordsRepo>;
