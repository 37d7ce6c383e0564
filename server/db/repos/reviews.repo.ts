import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { col } from './localized.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { ReviewStatus } from '../../../shared/contracts/admin/reviews.ts';

/** The order statuses after which the customer holds the product: delivered is past shipped. */
const HELD = ['shipped', 'delivered'];

/**
 * Verified buyers' reviews (issue 33). One a customer and product (the unique key), written by one upsert; a decision
 * is a guarded move; the product's rating summary is one statement over its approved reviews, run in the same
 * transaction as every change of them.
 */
export function reviewsRepo(db: Kysely<Database>) {
  const adminRows = (locale: Locale) =>
    db
      .selectFrom('product_reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select(['r.id', 'r.product_id', 'r.rating', 'r.text', 'r.status', 'r.reason', 'r.reply', 'r.posted_at', 'r.decided_at', 'u.full_name', 'u.mobile'])
      .select((eb) => eb.ref(`p.${col('name', locale)}`).as('product_name'));
  const approvedOf = (productId: number) =>
    db
      .selectFrom('product_reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.rating', 'r.text', 'r.reply', 'r.posted_at', 'u.full_name'])
      .where('r.product_id', '=', productId)
      .where('r.status', '=', 'approved')
      .orderBy('r.posted_at', 'desc')
      .orderBy('r.id', 'desc');
  return {
    /**
     * Has the customer an order holding the product that reached shipped or delivered (its status now, or in its
     * history: a delivered order later refunded was still received)?
     */
    async isBuyer(userId: number, productId: number): Promise<boolean> {
      const row = await db
        .selectFrom('orders as o')
        .innerJoin('order_lines as l', 'l.order_id', 'o.id')
        .select('o.id')
        .where('o.user_id', '=', userId)
        .where('l.product_id', '=', productId)
        .where((eb) =>
          eb.or([
            eb('o.status', 'in', HELD),
            eb.exists(eb.selectFrom('order_events as e').select('e.id').whereRef('e.order_id', '=', 'o.id').where('e.status', 'in', HELD)),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Writes the customer's review, or edits theirs (back to pending, its reason gone; a reply stays for the operator). */
    upsert: (row: { product_id: number; user_id: number; rating: number; text: string; posted_at: string }) =>
      db
        .insertInto('product_reviews')
        .values({ ...row, status: 'pending' })
        .onConflict((oc) =>
          oc.columns(['user_id', 'product_id']).doUpdateSet({ rating: row.rating, text: row.text, posted_at: row.posted_at, status: 'pending', reason: null }),
        )
        .returning('id')
        .executeTakeFirstOrThrow(),

    mine: (userId: number, productId: number) =>
      db
        .selectFrom('product_reviews')
        .select(['rating', 'text', 'status'])
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst(),

    /** A product's approved reviews, newest first, and how many there are. */
    async approved(productId: number, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        approvedOf(productId).limit(limit).offset(offset).execute(),
        db
          .selectFrom('product_reviews')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('product_id', '=', productId)
          .where('status', '=', 'approved')
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The latest approved reviews of a product (its structured data), without their text. */
    latest: (productId: number, limit: number) =>
      db
        .selectFrom('product_reviews as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.rating', 'r.posted_at', 'u.full_name'])
        .where('r.product_id', '=', productId)
        .where('r.status', '=', 'approved')
        .orderBy('r.posted_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute(),

    /** The operator's list: by status, newest first. */
    byStatus: (status: ReviewStatus, locale: Locale, limit: number, offset: number) =>
      adminRows(locale).where('r.status', '=', status).orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),

    adminById: (id: number, locale: Locale) => adminRows(locale).where('r.id', '=', id).executeTakeFirst(),

    countByStatus: async (status: ReviewStatus) =>
      Number(
        (
          await db
            .selectFrom('product_reviews')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    find: (id: number) => db.selectFrom('product_reviews').select(['id', 'product_id', 'status', 'reason', 'reply']).where('id', '=', id).executeTakeFirst(),

    /** Moves a review still in one of `from` to its decision; false when it was not (another decision came first). */
    async decide(
      id: number,
      from: ReviewStatus[],
      set: { status: ReviewStatus; reason: string | null; reply: string | null; decided_by: number; decided_at: string },
    ) {
      const r = await db.updateTable('product_reviews').set(set).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** The product's rating summary from its approved reviews: one statement, in the transaction that changed them. */
    syncRating: (productId: number) =>
      db
        .updateTable('products')
        .set((eb) => ({
          rating_sum: eb.fn.coalesce(
            eb
              .selectFrom('product_reviews')
              .select((e) => e.fn.sum<number>('rating').as('s'))
              .where('product_id', '=', productId)
              .where('status', '=', 'approved'),
            eb.lit(0),
          ),
          rating_count: eb
            .selectFrom('product_reviews')
            .select((e) => e.fn.countAll<number>().as('n'))
            .where('product_id', '=', productId)
            .where('status', '=', 'approved'),
        }))
        .where('id', '=', productId)
        .execute(),
  };
}

export type ReviewsRepo = ReturnType<typeof reviewsRepo>;
