import type { Selectable } from 'kysely';
import type { CartTable } from '../db/schema.ts';
import type { Repos } from '../db/repos/index.ts';
import type { OrderRow } from '../db/repos/orders.repo.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { Locale } from '../../shared/locale.ts';
import type { OrderPlacement, PaymentMethod } from '../../shared/contracts/checkout.ts';
import { askDiscount, discountRefused, normalizeDiscountCode } from './checkout/discount-rules.ts';
import { buyableItemsRial, cartTotals, placementTotalLine } from './checkout/cart-total.ts';
import { placementFingerprint, type PlacementAsked } from './checkout/placement-fingerprint.ts';
import {
  checkDeliveryZone,
  checkLinesAndStock,
  chosenDelivery,
  chosenDiscount,
  countDiscountUse,
  chosenBuyer,
  deliveryAddress,
  firstOrderOf,
  placementTotals,
  readCartLines,
  takeStock,
  writeOrder,
} from './checkout/placement-steps.ts';
import { EXPIRING_STATUSES } from '../../shared/order-status.ts';
import type { VatTerms } from './checkout/vat.ts';
import { signedIn } from './addresses.service.ts';
import type { PaymentsService } from './payments.service.ts';
import type { SendOrderSms } from './orders/order-sms.ts';
import { ordersPlaced } from '../lib/metrics.ts';
import type { ChangeBus } from '../integrations/change-bus/index.ts';

/** Who places the order and how to reach back (the gateway's callback needs the site's origin). */
export interface CheckoutCall {
  locale: Locale;
  userId: number | undefined;
  /** The request's origin, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  /** The `Idempotency-Key` header: a retried placement with it, asking for the same, returns the first order. */
  idempotencyKey?: string;
}

interface CheckoutDeps {
  repos: Repos;
  payments: PaymentsService;
  clock: Clock;
  log: Logger;
  notify: SendOrderSms;
  /** Told after the commit when an order took an item's last piece (the page cache drops what showed it in stock). */
  changes: Pick<ChangeBus, 'publish'>;
  paymentMinutes: number;
  chequeHoldDays: number;
  /** Orders one customer may have waiting for money (or a cheque) at once: each holds stock. */
  maxUnpaidOrders: number;
  /** The VAT the catalogue's prices are under (VAT_RATE, PRICES_INCLUDE_VAT). */
  vat: VatTerms;
}

type CartRow = Selectable<CartTable>;

/** What a placement asks besides its method: the payable the customer saw, and whom the invoice is made out to. */
interface PlacementAsk {
  payableRial?: number | null;
  buyerId?: number | null;
}

/** A placement repeated within this of the last order, with no cart left to place, is that order's double. */
const DOUBLE_SUBMIT_MS = 60_000;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23505' || (typeof e?.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT'));
}

/**
 * The order is placed: a gateway refusing its amount past the limits we know (Zibal's unpublished ceiling, 113) leaves
 * it without an attempt, and the order page's "pay" says why (the same refusal, from `reserve`).
 */
function keptWithoutAttempt(err: unknown): null {
  if (err instanceof AppError && err.code === 'PAYMENT_AMOUNT_NOT_ACCEPTED') return null;
  throw err;
}

/**
 * The checkout's cart update types (spec §4: 5 set address, 16 remove it, 7 set a discount code, 8 remove it,
 * 11 place the order) for a signed-in customer's cart. Placing runs in one transaction: the cart is claimed (a second
 * placement of it waits, then gets the first order), every line re-read and refused if it changed, the stock taken by
 * guarded updates, the discount use counted; the payment attempt is registered after the commit.
 */
export function checkoutService({ repos, payments, clock, log, notify, changes, paymentMinutes, chequeHoldDays, maxUnpaidOrders, vat }: CheckoutDeps) {
  const { carts, deliveryMethods, orders, discounts, addresses } = repos;
  const now = () => clock().toISOString();

  /** The customer's cart: the one `uniqueId` names if it is theirs (ordered or not), else their open one. */
  async function cartOf(userId: number, uniqueId?: string): Promise<CartRow | undefined> {
    if (uniqueId) {
      const named = await carts.namedCartOf(uniqueId, userId);
      if (named) return named;
    }
    return carts.openCartOf(userId);
  }

  async function openCart(userId: number, uniqueId?: string) {
    const cart = await cartOf(userId, uniqueId);
    if (!cart || cart.ordered_at) throw new AppError('CART_EMPTY');
    return cart;
  }

  const itemsRialOf = async (cartId: number) => buyableItemsRial((await carts.placementLines(cartId)).map(placementTotalLine));

  function placementOf(order: OrderRow, attempt: { paymentId: string; paymentUrl: string } | null): OrderPlacement {
    return {
      isOnline: order.payment_method === 'online',
      isCheque: order.payment_method === 'cheque',
      productOrderId: order.id,
      paymentId: attempt?.paymentId ?? null,
      paymentUrl: attempt?.paymentUrl ?? null,
    };
  }

  /** A placement already made: the first order, with its open payment attempt if it is still waiting for one. */
  async function replay(order: OrderRow): Promise<OrderPlacement> {
    const waiting = order.payment_method === 'online' && order.status === 'awaiting-payment';
    return placementOf(order, waiting ? await payments.openAttempt(order.id) : null);
  }

  /**
   * What a request for `cart` asks for, to compare with the placement its Idempotency-Key was first used for. The
   * payable not given is the one the cart comes to; for the first order's own cart, the total it was placed at (its
   * prices may have changed since).
   */
  async function askedOf(cart: CartRow, method: PaymentMethod, payableRial: number | null | undefined, first: OrderRow): Promise<PlacementAsked> {
    const lines = await carts.placementLines(cart.id);
    const delivery = cart.delivery_id === null ? undefined : await deliveryMethods.terms(cart.delivery_id);
    let payable = payableRial ?? Number(first.total_rial);
    if ((payableRial === null || payableRial === undefined) && cart.id !== first.cart_id) {
      const totals = await cartTotals(lines.map(placementTotalLine), {
        deliveryRial: Number(delivery?.price_rial ?? 0),
        discount: (itemsRial) => checkout.discountFor(cart, itemsRial, first.user_id),
        vat,
      });
      payable = totals.payableRial;
    }
    return {
      lines: lines.map((l) => ({ productItemId: l.product_item_id, count: l.count })),
      deliveryId: cart.delivery_id,
      addressId: delivery?.needs_address === 1 ? cart.address_id : null,
      method,
      payableRial: payable,
    };
  }

  /**
   * The first order of a key, if this request asks for what that placement did; a key reused for another cart, method
   * or payable is refused (nothing is placed). The request's cart is the one it names, else the customer's open cart
   * if it has lines, else the first order's own (a retry after the cart was spent).
   */
  async function boundReplay(
    first: OrderRow,
    cart: CartRow | undefined,
    method: PaymentMethod,
    payableRial: number | null | undefined,
  ): Promise<OrderPlacement> {
    // Orders placed before keys were bound to their request carry no fingerprint.
    if (first.idempotency_fingerprint) {
      const hasLines = cart && (cart.ordered_at || (await carts.placementLines(cart.id)).length > 0);
      const asked = hasLines ? cart : await carts.byId(first.cart_id);
      if (!asked || placementFingerprint(await askedOf(asked, method, payableRial, first)) !== first.idempotency_fingerprint) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'idempotencyKey');
      }
    }
    return replay(first);
  }

  /** Each unpaid order holds stock: a customer with `maxUnpaidOrders` of them waiting places no more until one ends. */
  async function checkUnpaidCap(r: Repos, userId: number) {
    if ((await r.orders.countOpen(userId, EXPIRING_STATUSES)) >= maxUnpaidOrders) {
      throw new AppError('UNPAID_ORDERS_LIMIT', 'paymentMethod', { max: maxUnpaidOrders });
    }
  }

  /** The order's first state and how long it holds its stock: the gateway's minutes, or the days a cheque may take. */
  function holdOf(method: PaymentMethod) {
    const status = method === 'online' ? 'awaiting-payment' : 'awaiting-cheque';
    const dueMs = method === 'online' ? paymentMinutes * 60_000 : chequeHoldDays * 86_400_000;
    return { status, dueAt: new Date(clock().getTime() + dueMs).toISOString() };
  }

  /**
   * One placement, in one transaction: claim the cart (or return the order that already claimed it), check the cap of
   * unpaid orders, the lines and their stock, the delivery and its zone, the discount and the payable; then write the
   * order, take the stock and count the discount's use. Any refusal rolls all of it back.
   */
  async function placeInTransaction(r: Repos, cart: CartRow, userId: number, method: PaymentMethod, call: CheckoutCall, asked: PlacementAsk) {
    const at = now();
    // One placement of a customer at a time (the row lock is held to the commit), so the unpaid count below is exact.
    await r.orders.lockCustomer(userId);
    if (!(await r.carts.markOrdered(cart.id, at))) return { first: true as const, order: await firstOrderOf(r, cart.id) };
    await checkUnpaidCap(r, userId);
    const lines = await readCartLines(r, cart.id);
    checkLinesAndStock(lines, call.locale);
    const delivery = await chosenDelivery(r, cart);
    const address = await deliveryAddress(r, cart, delivery, userId, call.locale);
    const buyer = await chosenBuyer(r, asked.buyerId, userId);
    const { itemsRial, totalRial, vatRial, discount } = await placementTotals(r, cart, userId, lines, delivery, asked.payableRial, at, call.locale, vat);
    // Before anything is held: an amount the gateway does not take is never placed as an online order.
    if (method === 'online') payments.assertPayableOnline(totalRial, call.locale);
    const order = await writeOrder(r, {
      cart,
      userId,
      method,
      call,
      hold: holdOf(method),
      lines,
      delivery,
      address,
      discount,
      itemsRial,
      totalRial,
      vat: { ...vat, rial: vatRial },
      buyer,
      at,
    });
    const { soldOut } = await takeStock(r, lines, call.locale);
    await countDiscountUse(r, discount, userId, order.id, at);
    return { first: false as const, order, soldOut };
  }

  const checkout = {
    /** Type 5: the delivery address, one of the customer's own. */
    async setAddress(call: CheckoutCall, addressId: number | null | undefined, uniqueId?: string) {
      const userId = signedIn(call.userId);
      const address = addressId ? await addresses.find(addressId, userId) : undefined;
      if (!address) throw new AppError('ADDRESS_NOT_FOUND', 'addressId');
      const cart = await openCart(userId, uniqueId);
      checkDeliveryZone(cart.delivery_id === null ? undefined : await deliveryMethods.offeredWhole(cart.delivery_id), address, call.locale);
      await carts.choose(cart.id, now(), { address_id: address.id });
    },

    /** Type 16. */
    async removeAddress(call: CheckoutCall, uniqueId?: string) {
      await carts.choose((await openCart(signedIn(call.userId), uniqueId)).id, now(), { address_id: null });
    },

    /** Type 7: a discount code, refused with its reason (unknown, not yet, expired, used up, minimum not reached). */
    async setDiscount(call: CheckoutCall, code: string | null | undefined, uniqueId?: string) {
      const userId = signedIn(call.userId);
      if (!code?.trim()) throw new AppError('REQUIRED', 'discountCode');
      const cart = await openCart(userId, uniqueId);
      const row = await discounts.byCode(normalizeDiscountCode(code));
      const verdict = await askDiscount(discounts, row, { userId, now: now(), itemsRial: await itemsRialOf(cart.id) });
      if (verdict.refusal) throw discountRefused(verdict, call.locale);
      await carts.choose(cart.id, now(), { discount_id: verdict.id });
    },

    /** Type 8. */
    async removeDiscount(call: CheckoutCall, uniqueId?: string) {
      await carts.choose((await openCart(signedIn(call.userId), uniqueId)).id, now(), { discount_id: null });
    },

    /**
     * The verdict on the code a cart chose, for its totals: a refused one takes nothing there (placing the order then
     * says why); none for a visitor, who cannot choose one.
     */
    async discountFor(cart: { id: number }, itemsRial: number, userId: number | undefined) {
      if (userId === undefined) return null;
      return chosenDiscount({ discounts }, await carts.chosenDiscountId(cart.id), userId, itemsRial, now());
    },

    /** Type 11: places the order (spec §3 order placement data); a doubled or retried placement returns the first order. */
    async place(
      call: CheckoutCall,
      input: { paymentMethod?: PaymentMethod | null; payableRial?: number | null; buyerId?: number | null; uniqueId?: string },
    ): Promise<OrderPlacement> {
      const userId = signedIn(call.userId);
      if (!input.paymentMethod) throw new AppError('PAYMENT_METHOD_REQUIRED', 'paymentMethod');
      const key = call.idempotencyKey?.trim().slice(0, 100) || undefined;
      const call2 = { ...call, idempotencyKey: key };
      const cart = await cartOf(userId, input.uniqueId);
      if (key) {
        const first = await orders.byIdempotencyKey(userId, key);
        if (first) return boundReplay(first, cart, input.paymentMethod, input.payableRial);
      }
      if (!cart) {
        // The same placement sent twice without the cart's id: the second finds the cart already an order.
        const recent = (await orders.listForUser(userId))[0];
        if (recent && clock().getTime() - Date.parse(recent.created_at) < DOUBLE_SUBMIT_MS) return replay(recent);
        throw new AppError('CART_EMPTY');
      }
      let placed;
      try {
        placed = await repos.transaction((r) => placeInTransaction(r, cart, userId, input.paymentMethod!, call2, input));
      } catch (err) {
        // Two placements racing past the checks above (the same key on two carts): the loser returns the winner's order.
        if (!isUniqueViolation(err)) throw err;
        const byKey = key ? await orders.byIdempotencyKey(userId, key) : undefined;
        if (byKey) return boundReplay(byKey, cart, input.paymentMethod, input.payableRial);
        const first = await orders.byCart(cart.id);
        if (!first) throw err;
        return replay(first);
      }
      if (placed.first) return replay(placed.order);
      if (placed.soldOut) await changes.publish('stock.flipped', { orderId: placed.order.id });
      log.info({ orderId: placed.order.id, total: placed.order.total_rial, method: placed.order.payment_method }, 'order placed');
      ordersPlaced.inc({ method: placed.order.payment_method });
      await notify('orderPlaced', placed.order);
      if (placed.order.payment_method !== 'online') return placementOf(placed.order, null);
      return placementOf(placed.order, await payments.startAttempt(placed.order, call.origin).catch(keptWithoutAttempt));
    },
  };
  return checkout;
}

export type CheckoutService = ReturnType<typeof checkoutService>;
