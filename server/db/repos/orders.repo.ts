import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrderTable } from '../schema.ts';
import { movableFrom, type OrderStatus } from '../../../shared/order-status.ts';

export type OrderRow = Selectable<OrderTable>;

/** Orders, their lines and events. Build it on a transaction (`withTransaction`) for work that must commit together. */
export function ordersRepo(db: Kysely<Database>) {
  return {
    /**
     * Claims the orders to invite to a review (issue 33): delivered between `from` and `to` (the delivery's event),
     * never invited, their customer not opted out. One guarded UPDATE: of runs together, each order goes to one.
     */
    claimReviewInvites: (now: string, from: string, to: string) =>
      db
        .updateTable('orders')
        .set({ review_invited_at: now })
        .where('review_invited_at', 'is', null)
        .where('status', '=', 'delivered')
        .where((eb) =>
          eb.and([
            eb.exists(
              eb
                .selectFrom('order_events as e')
                .select('e.id')
                .whereRef('e.order_id', '=', 'orders.id')
                .where('e.status', '=', 'delivered')
                .where('e.at', '>', from)
                .where('e.at', '<=', to),
            ),
            eb.exists(eb.selectFrom('users as u').select('u.id').whereRef('u.id', '=', 'orders.user_id').where('u.review_invites', '=', 1)),
          ]),
        )
        .returning(['id', 'mobile', 'locale'])
        .execute(),

    /** The first product of an order (its invitation's link). */
    firstProduct: (orderId: number) =>
      db
        .selectFrom('order_lines as l')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select(['p.id', 'p.label_fa', 'p.label_en', 'p.name_fa', 'p.name_en'])
        .where('l.order_id', '=', orderId)
        .orderBy('l.id')
        .limit(1)
        .executeTakeFirst(),

    byId: (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The order only if it is this user's: another user's is as absent as a missing one. */
    byIdForUser: (id: number, userId: number) => db.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    byCart: (cartId: number) => db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst(),

    byIdempotencyKey: (userId: number, key: string) =>
      db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst(),

    /**
     * Holds the customer's row until the transaction ends (a no-op update: a row lock on PostgreSQL; SQLite runs one
     * transaction at a time anyway), so two placements of one customer are counted one after the other; so are their
     * buyer profiles and open quote requests (each limit counted under the same lock).
     */
    async lockCustomer(userId: number) {
      await db
        .updateTable('users')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('id', '=', userId)
        .execute();
    },

    /** How many of the customer's orders are in `statuses` (those that hold stock waiting for money). */
    async countOpen(userId: number, statuses: readonly OrderStatus[]): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', 'in', [...statuses])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    listForUser: (userId: number) => db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute(),

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
     * order was not in such a state (someone else moved it first). `extra` columns change in the same update. `only`
     * narrows it further: from that one state, and (`dueBy`) only if its due time is not later (the expiry job).
     */
    async move(
      orderId: number,
      to: OrderStatus,
      at: string,
      note: string | null = null,
      extra: Partial<Insertable<OrderTable>> = {},
      only?: { from: OrderStatus; dueBy: string },
    ) {
      let update = db
        .updateTable('orders')
        .set({ ...extra, status: to, updated_at: at })
        .where('id', '=', orderId)
        .where('status', 'in', [...movableFrom(to)]);
      if (only) update = update.where('status', '=', only.from).where('payment_due_at', '<=', only.dueBy);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await db.insertInto('order_events').values({ order_id: orderId, status: to, at, note }).execute();
      return true;
    },

    /** Orders waiting for the customer (or a cheque's check) whose time is up (the expiry job), oldest first. */
    dueForExpiry: (statuses: readonly OrderStatus[], now: string, limit = 100) =>
      db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('status', 'in', [...statuses])
        .where('payment_due_at', '<=', now)
        .orderBy('payment_due_at')
        .limit(limit)
        .execute(),

    /** Described cheques past their review deadline whose operator alert has not gone out. */
    dueForReview: (now: string, limit = 100) =>
      db
        .selectFrom('orders')
        .select(['id'])
        .where('status', '=', 'cheque-submitted')
        .where('cheque_review_due_at', '<=', now)
        .where('operator_alerted_at', 'is', null)
        .orderBy('cheque_review_due_at')
        .limit(limit)
        .execute(),

    /** Claims a cheque's review alert: true for the one caller that sets it (it then sends the text). */
    async claimReviewAlert(orderId: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ operator_alerted_at: at })
        .where('id', '=', orderId)
        .where('status', '=', 'cheque-submitted')
        .where('operator_alerted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type OrdersRepo = ReturnType<typeof ordersRepo>;
