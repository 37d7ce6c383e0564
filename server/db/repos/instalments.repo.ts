import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema.ts';

export type InstalmentRow = Selectable<Database['order_instalments']>;

/**
 * How a quote's order is paid when its terms are a deposit and cheques (issue 31): each instalment moves by a guarded
 * update (open → described → settled), and its reminder and overdue alert are each claimed once by one guarded update.
 */
export function instalmentsRepo(db: Kysely<Database>) {
  const claim = async (id: number, column: 'reminded_at' | 'overdue_alerted_at', at: string) => {
    const result = await db
      .updateTable('order_instalments')
      .set({ [column]: at })
      .where('id', '=', id)
      .where(column, 'is', null)
      .where('status', '!=', 'settled')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };
  return {
    insert: async (rows: Insertable<Database['order_instalments']>[]) => {
      if (rows.length) await db.insertInto('order_instalments').values(rows).execute();
    },

    /**
     * Takes the order's row until the transaction ends (its `updated_at` set, a row lock on PostgreSQL), only while it is
     * in one of `statuses`: the steps of one order's instalments run one after the other. False when it was not.
     */
    async lockOrder(orderId: number, statuses: readonly string[], at: string) {
      const result = await db
        .updateTable('orders')
        .set({ updated_at: at })
        .where('id', '=', orderId)
        .where('status', 'in', [...statuses])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    forOrder: (orderId: number) => db.selectFrom('order_instalments').selectAll().where('order_id', '=', orderId).orderBy('seq').execute(),

    byId: (id: number) => db.selectFrom('order_instalments').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Moves one instalment from `from` to `to` (with the columns in `set`): false when it was not in `from`. */
    async move(id: number, from: string, to: string, set: Partial<Insertable<Database['order_instalments']>> = {}) {
      const result = await db
        .updateTable('order_instalments')
        .set({ ...set, status: to })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The order's deposit, settled (paid online) in the payment's transaction: false when there was none open. */
    async settleDeposit(orderId: number, at: string) {
      const result = await db
        .updateTable('order_instalments')
        .set({ status: 'settled', settled_at: at })
        .where('order_id', '=', orderId)
        .where('kind', '=', 'deposit')
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Cheques not yet confirmed, due on or before `day` (YYYY-MM-DD), whose `column` text has not gone out. */
    due: (day: string, column: 'reminded_at' | 'overdue_alerted_at', limit = 100) =>
      db
        .selectFrom('order_instalments as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select(['i.id', 'i.order_id', 'i.amount_rial', 'i.due_date', 'i.seq', 'o.mobile', 'o.locale'])
        .where('i.kind', '=', 'cheque')
        .where('i.status', '!=', 'settled')
        .where('i.due_date', '<=', day)
        .where(`i.${column}`, 'is', null)
        .where('o.status', 'not in', ['cancelled', 'refunded'])
        .orderBy('i.due_date')
        .limit(limit)
        .execute(),

    claimReminder: (id: number, at: string) => claim(id, 'reminded_at', at),
    claimOverdueAlert: (id: number, at: string) => claim(id, 'overdue_alerted_at', at),
  };
}

export type InstalmentsRepo = ReturnType<typeof instalmentsRepo>;
