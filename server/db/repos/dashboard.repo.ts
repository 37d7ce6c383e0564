import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** What the back office's first screen counts of the orders. */
export function dashboardRepo(db: Kysely<Database>) {
  return {
    /** Orders placed since `from` (cancelled ones left out) and the money of those in an `earning` state, in rials. */
    async placedSince(from: string, earning: readonly string[]) {
      const row = await db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when('status', 'in', [...earning])
                .then(eb.ref('total_rial'))
                .else(0)
                .end(),
            )
            .as('rial'),
        ])
        .where('created_at', '>=', from)
        .where('status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), rial: Number(row.rial ?? 0) };
    },

    /** Orders in `statuses` (those holding stock while they wait for money), the nearest lapse first: `shown` of them and their count. */
    async holds(statuses: readonly string[], shown: number) {
      const held = () => db.selectFrom('orders as o').where('o.status', 'in', [...statuses]);
      const [rows, total] = await Promise.all([
        held()
          .leftJoin('users as u', 'u.id', 'o.user_id')
          .select([
            'o.id',
            'o.status',
            'o.payment_method',
            'o.mobile',
            'u.full_name',
            'o.total_rial',
            'o.created_at',
            'o.cheque_at',
            'o.payment_due_at',
            'o.operator_alerted_at',
          ])
          .orderBy('o.payment_due_at')
          .orderBy('o.id')
          .limit(shown)
          .execute(),
        held()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** How many orders are in each of `statuses` (a status with none is absent). */
    countsByStatus: (statuses: readonly string[]) =>
      db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', 'in', [...statuses])
        .groupBy('status')
        .execute(),
  };
}

export type DashboardRepo = ReturnType<typeof dashboardRepo>;
