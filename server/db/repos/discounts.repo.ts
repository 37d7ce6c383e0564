import type { Kysely, Selectable } from 'kysely';
import type { Database, DiscountTable } from '../schema.ts';

export type DiscountRow = Selectable<DiscountTable>;

/** Discount codes and their uses. A use is taken by a guarded update, so a code with one use left serves one order. */
export function discountsRepo(db: Kysely<Database>) {
  const usesBy = async (discountId: number, userId: number) =>
    Number(
      (
        await db
          .selectFrom('discount_uses')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('discount_id', '=', discountId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  return {
    byCode: (code: string) => db.selectFrom('discounts').selectAll().where('code', '=', code).executeTakeFirst(),
    byId: (id: number) => db.selectFrom('discounts').selectAll().where('id', '=', id).executeTakeFirst(),
    usesBy,
    /**
     * Counts one use for an order; false when the code's total limit, or this user's, is reached. The guarded update
     * comes first: on PostgreSQL it locks the code's row, so a second order of the same user waits, then counts the
     * first one's use (each statement reads what was committed before it). The caller's transaction rolls back on false.
     */
    async use(discountId: number, userId: number, orderId: number, at: string) {
      const r = await db
        .updateTable('discounts')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', discountId)
        .where((eb) => eb.or([eb('total_limit', 'is', null), eb('used_count', '<', eb.ref('total_limit'))]))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      const { per_user_limit: perUser } = await db.selectFrom('discounts').select('per_user_limit').where('id', '=', discountId).executeTakeFirstOrThrow();
      if (perUser !== null && (await usesBy(discountId, userId)) >= perUser) return false;
      await db.insertInto('discount_uses').values({ discount_id: discountId, user_id: userId, order_id: orderId, created_at: at }).execute();
      return true;
    },
    /** A cancelled order gives its use back. */
    async release(orderId: number) {
      const use = await db.selectFrom('discount_uses').select(['id', 'discount_id']).where('order_id', '=', orderId).executeTakeFirst();
      if (!use) return;
      await db.deleteFrom('discount_uses').where('id', '=', use.id).execute();
      await db
        .updateTable('discounts')
        .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
        .where('id', '=', use.discount_id)
        .where('used_count', '>', 0)
        .execute();
    },
  };
}

export type DiscountsRepo = ReturnType<typeof discountsRepo>;
