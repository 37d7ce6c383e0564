import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrderTable } from '../schema.ts';
import { movableFrom, type OrderStatus } from '../../../shared/order-status.ts';

export type OrderRow = Selectable<OrderTable>;

/** Orders, their lines and events. Build it on a transaction (`withTransaction`) for work that must commit together. */
export function ordersRepo(db: Kysely<Database>) {
  return {
    byId: (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The order only if it is this user's: another user's is as absent as a missing one. */
    byIdForUser: (id: number, userId: number) =>
      db.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    byCart: (cartId: number) => db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst(),

    byIdempotencyKey: (userId: number, key: string) =>
      db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst(),

    listForUser: (userId: number) =>
      db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute(),

    async insert(row: Insertable<OrderTable>): Promise<OrderRow> {
      return db.insertInto('orders').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async insertLines(lines: Insertable<Database['order_lines']>[]) {
      if (lines.length) await db.insertInto('order_lines').values(lines).execute();
    },

    lines: (orderId: number) => db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),

    events: (orderId: number) => db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),

    addEvent: (orderId: number, status: string, at: string, note: string | null = null) =>
      db.insertInto('order_events').values({ order_id: orderId, status, at, note }).execute(),

    /**
     * Moves an order to `to` only from a state allowed to move there (order-status.ts), with its event; false when the
     * order was not in such a state (someone else moved it first). `extra` columns change in the same update.
     */
    async move(orderId: number, to: OrderStatus, at: string, note: string | null = null, extra: Partial<Insertable<OrderTable>> = {}) {
      const result = await db
        .updateTable('orders')
        .set({ ...extra, status: to, updated_at: at })
        .where('id', '=', orderId)
        .where('status', 'in', [...movableFrom(to)])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await db.insertInto('order_events').values({ order_id: orderId, status: to, at, note }).execute();
      return true;
    },

    /** Orders waiting for the customer whose time is up (the expiry job), oldest first. */
    dueForExpiry: (statuses: readonly OrderStatus[], now: string, limit = 100) =>
      db
        .selectFrom('orders')
        .select(['id'])
        .where('status', 'in', [...statuses])
        .where('payment_due_at', '<=', now)
        .orderBy('payment_due_at')
        .limit(limit)
        .execute(),
  };
}

export type OrdersRepo = ReturnType<typeof ordersRepo>;
