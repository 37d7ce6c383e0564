import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The operator's filter of the orders list; times are UTC ISO strings (`createdFrom` inclusive, `createdBefore` not). */
export interface AdminOrderQuery {
  status?: string;
  method?: string;
  createdFrom?: string;
  createdBefore?: string;
  /** The order's number. */
  id?: number;
  /** Part of the customer's mobile number. */
  mobile?: string;
}

/** Orders as the back office lists and opens them, each with its customer's name. */
export function adminOrdersRepo(db: Kysely<Database>) {
  function filtered(f: AdminOrderQuery) {
    let q = db.selectFrom('orders as o').leftJoin('users as u', 'u.id', 'o.user_id');
    if (f.status) q = q.where('o.status', '=', f.status);
    if (f.method) q = q.where('o.payment_method', '=', f.method);
    if (f.createdFrom) q = q.where('o.created_at', '>=', f.createdFrom);
    if (f.createdBefore) q = q.where('o.created_at', '<', f.createdBefore);
    if (f.id) q = q.where('o.id', '=', f.id);
    if (f.mobile) q = q.where('o.mobile', 'like', `%${f.mobile}%`);
    return q;
  }
  const columns = ['o.id', 'o.status', 'o.payment_method', 'o.mobile', 'u.full_name', 'o.total_rial', 'o.created_at'] as const;
  /** Newest first, at most `limit` from `offset`. */
  const list = (f: AdminOrderQuery, limit: number, offset = 0) =>
    filtered(f)
      .select([...columns])
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();

  return {
    list,

    async page(f: AdminOrderQuery, { limit, offset }: { limit: number; offset: number }) {
      const [rows, total] = await Promise.all([
        list(f, limit, offset),
        filtered(f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    withCustomer: (id: number) =>
      db.selectFrom('orders as o').leftJoin('users as u', 'u.id', 'o.user_id').selectAll('o').select('u.full_name').where('o.id', '=', id).executeTakeFirst(),

    /** The language the customer ordered in (their texts are written in it). */
    locale: async (id: number) => (await db.selectFrom('orders').select('locale').where('id', '=', id).executeTakeFirstOrThrow()).locale,
  };
}

export type AdminOrdersRepo = ReturnType<typeof adminOrdersRepo>;
