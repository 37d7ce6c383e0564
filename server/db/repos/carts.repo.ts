import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import { col } from './localized.ts';

export interface CartRow {
  id: number;
  unique_id: string;
  user_id: number | null;
  delivery_id: number | null;
}

/**
 * The one owner of the `carts` and `cart_lines` tables: a cart by its id or a user, its lines as the basket shows them
 * and as placing an order reads them, and the checkout's choices on it (address, discount, ordered). Works on the
 * database or on a transaction alike, so the login's cart merge runs inside the login transaction.
 */
export function cartsRepo(db: Kysely<Database>) {
  const cartColumns = ['id', 'unique_id', 'user_id', 'delivery_id'] as const;
  return {
    byUniqueId: (uniqueId: string): Promise<CartRow | undefined> =>
      db.selectFrom('carts').select(cartColumns).where('unique_id', '=', uniqueId).executeTakeFirst(),

    byId: (id: number) => db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The cart `uniqueId` names, only if it is this user's (ordered or not). */
    namedCartOf: (uniqueId: string, userId: number) =>
      db.selectFrom('carts').selectAll().where('unique_id', '=', uniqueId).where('user_id', '=', userId).executeTakeFirst(),

    /** A user's cart not yet ordered: the most recently used one if an old session left several. */
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

    async create(uniqueId: string, userId: number | null, now: string): Promise<CartRow> {
      return db
        .insertInto('carts')
        .values({ unique_id: uniqueId, user_id: userId, created_at: now, updated_at: now })
        .returning(cartColumns)
        .executeTakeFirstOrThrow();
    },

    /** Marks the cart changed; choosing a delivery also marks, the first time, that it reached the checkout (reports). */
    async touch(cartId: number, now: string, changes: { delivery_id?: number | null; user_id?: number } = {}) {
      await db
        .updateTable('carts')
        .set((eb) => ({ ...changes, updated_at: now, ...(changes.delivery_id ? { checkout_at: eb.fn.coalesce('checkout_at', eb.val(now)) } : {}) }))
        .where('id', '=', cartId)
        .execute();
    },

    deleteCart: async (cartId: number) => void (await db.deleteFrom('carts').where('id', '=', cartId).execute()),

    /** An item that can be sold: active, of an active product. */
    sellableItem: (itemId: number) =>
      db
        .selectFrom('product_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.id', 'i.product_id', 'i.price_rial', 'i.stock'])
        .where('i.id', '=', itemId)
        .where('i.active', '=', 1)
        .where('p.active', '=', 1)
        .executeTakeFirst(),

    /** Sets a line's count, adding the line if the cart has none for this item (one statement: safe when racing). */
    async setLine(cartId: number, itemId: number, count: number, now: string) {
      await db
        .insertInto('cart_lines')
        .values({ cart_id: cartId, product_item_id: itemId, count, created_at: now })
        .onConflict((oc) => oc.columns(['cart_id', 'product_item_id']).doUpdateSet({ count }))
        .execute();
    },

    deleteLine: async (cartId: number, itemId: number) =>
      void (await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where('product_item_id', '=', itemId).execute()),

    /** The raw lines with their item's stock (for merging). */
    rawLines: (cartId: number) =>
      db
        .selectFrom('cart_lines as l')
        .innerJoin('product_items as i', 'i.id', 'l.product_item_id')
        .select(['l.product_item_id', 'l.count', 'i.stock'])
        .where('l.cart_id', '=', cartId)
        .execute(),

    /** The lines a visitor sees: of active, priced items of active products, in the order they were added. */
    lines: (cartId: number, locale: Locale) =>
      db
        .selectFrom('cart_lines as l')
        .innerJoin('product_items as i', 'i.id', 'l.product_item_id')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select((eb) => [
          'l.id',
          'l.count',
          'l.product_item_id',
          'i.product_id',
          'i.price_rial',
          'i.stock',
          'p.code',
          eb.ref(`i.${col('name', locale)}`).as('item_name'),
          eb.ref(`p.${col('name', locale)}`).as('name'),
          eb.ref(`p.${col('label', locale)}`).as('label'),
        ])
        .where('l.cart_id', '=', cartId)
        .where('i.active', '=', 1)
        .where('p.active', '=', 1)
        .where('i.price_rial', 'is not', null)
        .orderBy('l.id')
        .execute(),

    /** The number of pieces in a cart (the header's count), counted as `lines` would show them. */
    async pieceCount(cartId: number): Promise<number> {
      const row = await db
        .selectFrom('cart_lines as l')
        .innerJoin('product_items as i', 'i.id', 'l.product_item_id')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.count'), eb.lit(0)).as('n'))
        .where('l.cart_id', '=', cartId)
        .where('i.active', '=', 1)
        .where('p.active', '=', 1)
        .where('i.price_rial', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

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
          'i.sku',
        ])
        .where('l.cart_id', '=', cartId)
        .orderBy('l.id')
        .execute(),

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

export type CartsRepo = ReturnType<typeof cartsRepo>;

/** A cart line as placing an order reads it. */
export type PlacementLine = Awaited<ReturnType<CartsRepo['placementLines']>>[number];
