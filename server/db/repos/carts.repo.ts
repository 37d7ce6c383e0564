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
 * Carts, their lines and the delivery methods. Works on the database or on a transaction (`trx`) alike, so the
 * login's cart merge runs inside the login transaction.
 */
export function cartsRepo(db: Kysely<Database>) {
  const cartColumns = ['id', 'unique_id', 'user_id', 'delivery_id'] as const;
  return {
    byUniqueId: (uniqueId: string): Promise<CartRow | undefined> =>
      db.selectFrom('carts').select(cartColumns).where('unique_id', '=', uniqueId).executeTakeFirst(),

    /** A user's cart not yet ordered: the most recently used one if an old session left several. */
    byUser: (userId: number): Promise<CartRow | undefined> =>
      db
        .selectFrom('carts')
        .select(cartColumns)
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

    async touch(cartId: number, now: string, changes: { delivery_id?: number | null; user_id?: number } = {}) {
      await db
        .updateTable('carts')
        .set({ ...changes, updated_at: now })
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

    deliveryMethods: (locale: Locale) =>
      db
        .selectFrom('delivery_methods')
        .select((eb) => [
          'id',
          'price_rial',
          'needs_address',
          'zone',
          eb.ref(col('name', locale)).as('name'),
          eb.ref(col('description', locale)).as('description'),
        ])
        .where('active', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    activeDelivery: (id: number) =>
      db.selectFrom('delivery_methods').select(['id', 'price_rial']).where('id', '=', id).where('active', '=', 1).executeTakeFirst(),
  };
}

export type CartsRepo = ReturnType<typeof cartsRepo>;
