import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * What checkout reads and writes of a cart: the signed-in user's open cart, its lines with everything an order keeps
 * (both languages, the item, its current price and stock), and the checkout choices (address, discount, ordered).
 */
export function checkoutCartsRepo(db: Kysely<Database>) {
  return {
    /** The user's cart not yet ordered: the most recently used one. */
    openCartOf: (userId: number) =>
      db
        .selectFrom('carts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('ordered_at', 'is', null)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    byId: (id: number) => db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The cart `uniqueId` names, only if it is this user's (ordered or not). */
    namedCartOf: (uniqueId: string, userId: number) =>
      db.selectFrom('carts').selectAll().where('unique_id', '=', uniqueId).where('user_id', '=', userId).executeTakeFirst(),

    /** The discount code the cart carries, if any. */
    chosenDiscountId: async (cartId: number) =>
      (await db.selectFrom('carts').select('discount_id').where('id', '=', cartId).executeTakeFirst())?.discount_id ?? null,

    placementLines: (cartId: number) =>
      db
        .selectFrom('cart_lines as l')
        .innerJoin('product_items as i', 'i.id', 'l.product_item_id')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select([
          'l.product_item_id',
          'l.count',
          'i.product_id',
          'i.price_rial',
          'i.stock',
          'i.active as item_active',
          'p.active as product_active',
          'p.name_fa',
          'p.name_en',
          'i.name_fa as item_name_fa',
          'i.name_en as item_name_en',
        ])
        .where('l.cart_id', '=', cartId)
        .orderBy('l.id')
        .execute(),

    delivery: (id: number) => db.selectFrom('delivery_methods').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst(),

    /** What a delivery method asks and costs, offered or not (a placement's request is compared as it was made). */
    deliveryTerms: (id: number) => db.selectFrom('delivery_methods').select(['needs_address', 'price_rial']).where('id', '=', id).executeTakeFirst(),

    async choose(cartId: number, at: string, set: { address_id?: number | null; discount_id?: number | null }) {
      await db
        .updateTable('carts')
        .set({ ...set, updated_at: at })
        .where('id', '=', cartId)
        .where('ordered_at', 'is', null)
        .execute();
    },

    /**
     * Claims the cart for an order: true for the one placement that gets it. On PostgreSQL the row stays locked until
     * the transaction ends, so a second placement of the same cart waits here and then finds it ordered.
     */
    async markOrdered(cartId: number, at: string) {
      const r = await db
        .updateTable('carts')
        .set({ ordered_at: at, updated_at: at })
        .where('id', '=', cartId)
        .where('ordered_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

export type CheckoutCartsRepo = ReturnType<typeof checkoutCartsRepo>;

/** A cart line as placing an order reads it. */
export type PlacementLine = Awaited<ReturnType<CheckoutCartsRepo['placementLines']>>[number];

/** An offered delivery method, every column (an order keeps a copy). */
export type OfferedDelivery = NonNullable<Awaited<ReturnType<CheckoutCartsRepo['delivery']>>>;
