import { randomBytes } from 'node:crypto';
import type { CartRow } from '../db/repos/carts.repo.ts';
import type { Repos } from '../db/repos/index.ts';
import type { ProductsRepo } from '../db/repos/products.repo.ts';
import type { CartCount, CartData, CartResponse, CartUpdate, CartUpdateOf, DeliveryMethod } from '../../shared/contracts/cart.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import { formatNumber } from '../../shared/format.ts';
import type { Locale } from '../../shared/locale.ts';
import type { CallContext } from '../lib/call-context.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { picture } from './pictures.ts';
import { zoneFromColumn } from '../../shared/delivery-zone.ts';
import type { CheckoutService } from './checkout.service.ts';
import { cartTotals } from './checkout/cart-total.ts';
import type { VatTerms } from './checkout/vat.ts';

/** 128 random bits, URL-safe: a cart id nobody can guess. */
export const newCartToken = () => randomBytes(16).toString('base64url');

interface CartDeps {
  repos: Repos;
  products: ProductsRepo;
  clock: Clock;
  /** Makes a new cart identifier; injected so tests can name carts. */
  newToken?: () => string;
  /** The VAT the prices are under (PRICES_INCLUDE_VAT, VAT_RATE). */
  vat: VatTerms;
  /** The checkout's types (5, 7, 8, 11, 16) and the discount the totals show (server/services/checkout.service.ts). */
  checkout?: CheckoutService;
}

/** Who is asking, and how to make the browser remember a new anonymous cart (the HTTP layer sets the cookie). */
export type CartCall = Pick<CallContext, 'locale' | 'visitor'> & {
  rememberCart(uniqueId: string): void;
  /** The request's origin (the payment gateway's callback) and `Idempotency-Key` header, for placing an order. */
  origin?: string;
  idempotencyKey?: string;
};

/**
 * Merges an anonymous cart (by its identifier, the `cart` cookie or the login's `cartCode`) into a user's cart at
 * login: lines of the same item add their counts, capped by stock, and the anonymous cart is gone. A user without a
 * cart simply takes it over. Idempotent: a second call finds nothing to merge. Run it inside the login transaction.
 */
export async function mergeCartInto(
  { carts }: Pick<Repos, 'carts'>,
  { fromCartId, userId, at = new Date() }: { fromCartId: string; userId: number; at?: Date },
): Promise<void> {
  const from = await carts.byUniqueId(fromCartId);
  // Already the user's, or another user's: never merged, never shown.
  if (!from || from.user_id !== null) return;
  const now = at.toISOString();
  const into = await carts.openCartOf(userId);
  if (!into) return carts.touch(from.id, now, { user_id: userId });
  const have = new Map((await carts.rawLines(into.id)).map((l) => [l.product_item_id, l.count]));
  for (const line of await carts.rawLines(from.id)) {
    const existing = have.get(line.product_item_id) ?? 0;
    const count = Math.max(existing, Math.min(existing + line.count, line.stock));
    if (count > 0 && count !== existing) await carts.setLine(into.id, line.product_item_id, count, now);
  }
  await carts.deleteCart(from.id);
  await carts.touch(into.id, now, into.delivery_id === null && from.delivery_id !== null ? { delivery_id: from.delivery_id } : {});
}

/** The cart of spec §3/§4 (`POST /api/cart/cart`): every price and total is the server's, never the client's. */
export function cartService({ repos, products, clock, newToken = newCartToken, checkout, vat }: CartDeps) {
  const { carts, deliveryMethods: methods } = repos;
  const now = () => clock().toISOString();

  /** The caller's cart: a signed-in visitor's by user, else the one the id names if it is anonymous; or none. */
  async function current(uniqueId: string | undefined, { visitor }: CartCall): Promise<CartRow | null> {
    if (visitor.userId !== undefined) return (await carts.openCartOf(visitor.userId)) ?? null;
    const code = uniqueId || visitor.cartId;
    if (!code) return null;
    const cart = await carts.byUniqueId(code);
    return cart && cart.user_id === null ? cart : null;
  }

  /** The caller's cart, made on first write; an anonymous visitor gets its id as an httpOnly cookie for a year. */
  async function ensure(uniqueId: string | undefined, ctx: CartCall): Promise<CartRow> {
    const found = await current(uniqueId, ctx);
    if (found) return found;
    const cart = await carts.create(newToken(), ctx.visitor.userId ?? null, now());
    if (ctx.visitor.userId === undefined) ctx.rememberCart(cart.unique_id);
    return cart;
  }

  async function view(cart: CartRow | null, locale: Locale, userId?: number): Promise<CartData> {
    if (!cart) {
      const empty = { itemsRial: 0, discountRial: 0, deliveryRial: 0, vatRial: 0, vatIncluded: vat.included, payableRial: 0 };
      return { uniqueId: null, itemCount: 0, deliveryId: null, cartItems: [], ...empty };
    }
    const [lines, delivery] = await Promise.all([carts.lines(cart.id, locale), cart.delivery_id === null ? undefined : methods.offeredPrice(cart.delivery_id)]);
    const pics = await products.pictures([...new Set(lines.map((l) => l.product_id))], locale);
    const cartItems = lines.map((l) => {
      const pic = pics.find((p) => p.product_id === l.product_id);
      const unit = l.price_rial ?? 0;
      return {
        id: l.id,
        productId: l.product_id,
        productItemId: l.product_item_id,
        count: l.count,
        name: l.name,
        itemName: l.item_name,
        code: l.code,
        label: l.label,
        picture: pic ? picture(pic.path, pic.alt, pic) : null,
        unitPriceRial: unit,
        lineRial: unit * l.count,
        stock: l.stock,
        available: l.count <= l.stock,
      };
    });
    // A line that cannot be bought as it stands is no part of what is paid (checkout/cart-total.ts).
    const { discount: _verdict, ...totals } = await cartTotals(cartItems, {
      deliveryRial: delivery?.price_rial ?? 0,
      discount: async (itemsRial) => (checkout ? checkout.discountFor(cart, itemsRial, userId) : null),
      vat,
    });
    return {
      uniqueId: cart.unique_id,
      itemCount: cartItems.reduce((sum, l) => sum + l.count, 0),
      deliveryId: delivery?.id ?? null,
      cartItems,
      ...totals,
    };
  }

  /** Type 1: puts `count` pieces of an item in the cart (a new line, or that line's count set), 1…stock. */
  async function add(input: CartUpdateOf<typeof CART_UPDATE.add>, ctx: CartCall): Promise<CartData> {
    const count = input.count ?? 1;
    if (count < 1) throw new AppError('CART_COUNT_INVALID', 'count');
    const item = input.productItemId ? await carts.sellableItem(input.productItemId) : undefined;
    if (!item) throw new AppError('CART_ITEM_NOT_FOUND', 'productItemId');
    if (item.price_rial === null) throw new AppError('PRICE_ON_INQUIRY', 'productItemId');
    if (item.stock === 0) throw new AppError('OUT_OF_STOCK', 'count');
    if (count > item.stock) throw new AppError('STOCK_LIMIT', 'count', { left: formatNumber(item.stock, ctx.locale) });
    const cart = await ensure(input.uniqueId, ctx);
    await carts.setLine(cart.id, item.id, count, now());
    await carts.touch(cart.id, now());
    return view(cart, ctx.locale, ctx.visitor.userId);
  }

  async function remove(input: CartUpdateOf<typeof CART_UPDATE.delete>, ctx: CartCall): Promise<CartData> {
    if (!input.productItemId) throw new AppError('CART_ITEM_NOT_FOUND', 'productItemId');
    const cart = await current(input.uniqueId, ctx);
    if (cart) {
      await carts.deleteLine(cart.id, input.productItemId);
      await carts.touch(cart.id, now());
    }
    return view(cart, ctx.locale, ctx.visitor.userId);
  }

  async function setDelivery(input: CartUpdateOf<typeof CART_UPDATE.setDelivery>, ctx: CartCall): Promise<CartData> {
    const delivery = input.deliveryId ? await methods.offeredPrice(input.deliveryId) : undefined;
    if (!delivery) throw new AppError('DELIVERY_NOT_FOUND', 'deliveryId');
    const cart = await ensure(input.uniqueId, ctx);
    await carts.touch(cart.id, now(), { delivery_id: delivery.id });
    return view({ ...cart, delivery_id: delivery.id }, ctx.locale, ctx.visitor.userId);
  }

  async function deliveryMethods(locale: Locale): Promise<DeliveryMethod[]> {
    return (await methods.offered(locale)).map((d) => ({
      id: d.id,
      name: d.name,
      description: d.description,
      priceRial: d.price_rial,
      needsAddress: d.needs_address === 1,
      restOnArrival: d.rest_on_arrival === 1,
      zone: zoneFromColumn(d.zone),
    }));
  }

  async function count(input: CartUpdateOf<typeof CART_UPDATE.getCartCount>, ctx: CartCall): Promise<CartCount> {
    const cart = await current(input.uniqueId, ctx);
    return { uniqueId: cart?.unique_id ?? null, itemCount: cart ? await carts.pieceCount(cart.id) : 0, deliveryId: cart?.delivery_id ?? null };
  }

  /** The checkout's types (server/services/checkout.service.ts), in a store that has a checkout. */
  function checkoutOf(ctx: CartCall) {
    if (!checkout) throw new AppError('CART_TYPE_UNSUPPORTED', 'cartUpdateType');
    return { checkout, call: { locale: ctx.locale, userId: ctx.visitor.userId, origin: ctx.origin ?? '', idempotencyKey: ctx.idempotencyKey } };
  }

  /** Runs a checkout step on the caller's cart, then answers the cart with its new totals. */
  async function afterCheckoutStep(input: CartUpdate, ctx: CartCall, step: (c: ReturnType<typeof checkoutOf>) => Promise<unknown>): Promise<CartData> {
    await step(checkoutOf(ctx));
    return view(await current(input.uniqueId, ctx), ctx.locale, ctx.visitor.userId);
  }

  return {
    /**
     * One cart update request. A switch over every update type, checked by the compiler: a type added to
     * shared/cart-update-types.ts without a case here fails to compile. Types outside this store's trade answer
     * CART_TYPE_UNSUPPORTED (200, isSuccess false).
     */
    async update(input: CartUpdate, ctx: CartCall): Promise<CartResponse> {
      switch (input.cartUpdateType) {
        case CART_UPDATE.add:
          return add(input, ctx);
        case CART_UPDATE.delete:
          return remove(input, ctx);
        case CART_UPDATE.setDelivery:
          return setDelivery(input, ctx);
        case CART_UPDATE.getCartCount:
          return count(input, ctx);
        case CART_UPDATE.getCart:
          return view(await current(input.uniqueId, ctx), ctx.locale, ctx.visitor.userId);
        case CART_UPDATE.getDelivery:
          return deliveryMethods(ctx.locale);
        case CART_UPDATE.setAddress:
          return afterCheckoutStep(input, ctx, ({ checkout, call }) => checkout.setAddress(call, input.addressId, input.uniqueId));
        case CART_UPDATE.removeAddress:
          return afterCheckoutStep(input, ctx, ({ checkout, call }) => checkout.removeAddress(call, input.uniqueId));
        case CART_UPDATE.setRebate:
          return afterCheckoutStep(input, ctx, ({ checkout, call }) => checkout.setDiscount(call, input.discountCode, input.uniqueId));
        case CART_UPDATE.removeRebate:
          return afterCheckoutStep(input, ctx, ({ checkout, call }) => checkout.removeDiscount(call, input.uniqueId));
        case CART_UPDATE.setOrder: {
          const { checkout, call } = checkoutOf(ctx);
          return checkout.place(call, input);
        }
        // Merchant, bonus, reserve and parent order: this store never uses them.
        case CART_UPDATE.none:
        case CART_UPDATE.setMerchant:
        case CART_UPDATE.setBonus:
        case CART_UPDATE.removeBonus:
        case CART_UPDATE.setReserve:
        case CART_UPDATE.setParentOrderId:
          throw new AppError('CART_TYPE_UNSUPPORTED', 'cartUpdateType');
        default:
          return unhandled(input);
      }
    },
  };
}

/** Compiles only when every update type has its case above (`input` is then `never` here). */
function unhandled(_input: never): never {
  throw new AppError('CART_TYPE_UNSUPPORTED', 'cartUpdateType');
}

export type CartService = ReturnType<typeof cartService>;
