import type { Selectable } from 'kysely';
import type { CartTable, DeliveryMethodTable } from '../../db/schema.ts';
import type { Repos } from '../../db/repos/index.ts';
import type { PlacementLine } from '../../db/repos/carts.repo.ts';
import type { OfferedDelivery } from '../../db/repos/delivery-methods.repo.ts';
import type { OrderRow } from '../../db/repos/orders.repo.ts';
import { AppError } from '../../lib/errors.ts';
import type { Locale } from '../../../shared/locale.ts';
import { formatNumber } from '../../../shared/format.ts';
import { rialToToman } from '../../../shared/money.ts';
import type { PaymentMethod } from '../../../shared/contracts/checkout.ts';
import { servesAddress, zoneFromColumn } from '../../../shared/delivery-zone.ts';
import { findProvince } from '../../../shared/data/iran-provinces.ts';
import { addressView } from '../addresses.service.ts';
import { askDiscount, discountRefused } from './discount-rules.ts';
import { cartTotals, placementTotalLine } from './cart-total.ts';
import { placementFingerprint } from './placement-fingerprint.ts';
import type { VatTerms } from './vat.ts';
import { buyerView } from '../buyers/buyer-fields.ts';
import type { BuyerSnapshot } from '../../../shared/contracts/invoices.ts';

/*
 * The named steps of placing an order (checkout.service.ts `placeInTransaction` runs them in this order), each on the
 * placement's transaction (`r`): a refusal in any of them rolls the whole placement back.
 */

type CartRow = Selectable<CartTable>;

const toman = (rial: number, locale: Locale) => formatNumber(rialToToman(rial), locale);

type DeliveryRow = Pick<Selectable<DeliveryMethodTable>, 'name_fa' | 'name_en' | 'needs_address' | 'zone'>;

/** Refuses an address the delivery method does not deliver to (the Tehran courier and an address in Kashan). */
export function checkDeliveryZone(delivery: DeliveryRow | undefined, address: { province: string; city: string }, locale: Locale) {
  if (!delivery || delivery.needs_address !== 1 || servesAddress(zoneFromColumn(delivery.zone), address)) return;
  const province = findProvince(address.province);
  const place = locale === 'en' && province ? `${address.city} (${province.en})` : address.city;
  throw new AppError('DELIVERY_OUT_OF_ZONE', 'addressId', { delivery: locale === 'en' ? delivery.name_en : delivery.name_fa, place });
}

/** The first order of a cart another placement already claimed (a doubled placement gets it back). */
export async function firstOrderOf(r: Repos, cartId: number) {
  const first = await r.orders.byCart(cartId);
  if (!first) throw new AppError('CART_EMPTY');
  return first;
}

/** The cart's lines, re-read inside the transaction: an empty cart places nothing. */
export async function readCartLines(r: Repos, cartId: number): Promise<PlacementLine[]> {
  const lines = await r.carts.placementLines(cartId);
  if (!lines.length) throw new AppError('CART_EMPTY');
  return lines;
}

/** A line as the customer names it, in their language: "product – item". */
const lineName = (l: PlacementLine, locale: Locale) =>
  [locale === 'en' ? l.name_en : l.name_fa, locale === 'en' ? l.item_name_en : l.item_name_fa].filter(Boolean).join(' – ');

/** Every line still on sale at a price, and no more of it asked than is left; the refusal names the line. */
export function checkLinesAndStock(lines: PlacementLine[], locale: Locale) {
  for (const l of lines) {
    if (l.item_active !== 1 || l.product_active !== 1 || l.price_rial === null)
      throw new AppError('ORDER_ITEM_UNAVAILABLE', 'productItemId', { name: lineName(l, locale) });
    if (l.count > l.stock) throw new AppError('ORDER_STOCK_CHANGED', 'count', { name: lineName(l, locale), left: l.stock });
  }
}

/** The delivery method the cart chose, if it is still offered. */
export async function chosenDelivery(r: Repos, cart: CartRow): Promise<OfferedDelivery> {
  const delivery = cart.delivery_id === null ? undefined : await r.deliveryMethods.offeredWhole(cart.delivery_id);
  if (!delivery) throw new AppError('DELIVERY_REQUIRED', 'deliveryId');
  return delivery;
}

/** The address a method that delivers needs: one of the customer's own, in the method's zone, copied onto the order. */
export async function deliveryAddress(r: Repos, cart: CartRow, delivery: OfferedDelivery, userId: number, locale: Locale) {
  if (delivery.needs_address !== 1) return null;
  const row = cart.address_id === null ? undefined : await r.addresses.find(cart.address_id, userId);
  if (!row) throw new AppError('ADDRESS_REQUIRED', 'addressId');
  checkDeliveryZone(delivery, row, locale);
  const { id: _id, ...snapshot } = addressView(row);
  return { id: row.id, snapshot };
}

/** The verdict on the code a cart chose, asked now through `r` (a placement's transaction, or the database); null for none. */
export async function chosenDiscount(r: Pick<Repos, 'discounts'>, discountId: number | null, userId: number, itemsRial: number, at: string) {
  if (discountId === null) return null;
  return askDiscount(r.discounts, await r.discounts.byId(discountId), { userId, now: at, itemsRial });
}

/**
 * What the customer pays for the lines (all buyable: checkLinesAndStock), the delivery and the cart's discount, checked
 * again now; a refused discount refuses the order, and so does a request that expected to pay something else.
 */
export async function placementTotals(
  r: Repos,
  cart: CartRow,
  userId: number,
  lines: PlacementLine[],
  delivery: OfferedDelivery,
  expectedRial: number | null | undefined,
  at: string,
  locale: Locale,
  vat: VatTerms,
) {
  const totals = await cartTotals(lines.map(placementTotalLine), {
    deliveryRial: Number(delivery.price_rial),
    discount: (itemsRial) => chosenDiscount(r, cart.discount_id, userId, itemsRial, at),
    vat,
  });
  if (totals.discount?.refusal) throw discountRefused(totals.discount, locale);
  if (expectedRial !== undefined && expectedRial !== null && expectedRial !== totals.payableRial) {
    throw new AppError('ORDER_PRICE_CHANGED', 'payableRial', { payable: toman(totals.payableRial, locale) });
  }
  return {
    itemsRial: totals.itemsRial,
    totalRial: totals.payableRial,
    vatRial: totals.vatIncluded ? 0 : totals.vatRial,
    discount: totals.discount && { id: totals.discount.id, rial: totals.discount.rial },
  };
}

/**
 * The buyer the invoice is made out to ("invoice to", issue #31): one of the customer's own profiles, copied onto the
 * order as it is now (an edit or removal later changes no order); none when the customer chose none.
 */
export async function chosenBuyer(r: Repos, buyerId: number | null | undefined, userId: number) {
  if (!buyerId) return null;
  const copy = await buyerCopy(r, buyerId, userId);
  if (!copy) throw new AppError('BUYER_NOT_FOUND', 'buyerId');
  return copy;
}

/** One of the customer's buyer profiles as an order keeps it (its id and a copy), or null when it is not theirs. */
export async function buyerCopy(r: Repos, buyerId: number, userId: number) {
  const row = await r.buyers.find(buyerId, userId);
  if (!row) return null;
  const { id, ...snapshot } = buyerView(row);
  return { id, snapshot: snapshot satisfies BuyerSnapshot };
}

/** Writes the order (with copies of its delivery and address, and its key's fingerprint), its first event and its lines. */
export async function writeOrder(
  r: Repos,
  p: {
    cart: CartRow;
    userId: number;
    method: PaymentMethod;
    call: { locale: Locale; idempotencyKey?: string };
    /** The order's first state and when its hold on the stock lapses (the service's hold rules). */
    hold: { status: string; dueAt: string };
    lines: PlacementLine[];
    delivery: OfferedDelivery;
    address: Awaited<ReturnType<typeof deliveryAddress>>;
    discount: { id: number; rial: number } | null;
    itemsRial: number;
    totalRial: number;
    /** The VAT terms the order was priced under, and the VAT charged on top (0 when the prices include it). */
    vat: VatTerms & { rial: number };
    buyer: Awaited<ReturnType<typeof chosenBuyer>>;
    at: string;
  },
): Promise<OrderRow> {
  const { cart, userId, method, call, hold, lines, delivery, address, discount, itemsRial, totalRial, vat, buyer, at } = p;
  const deliveryRial = Number(delivery.price_rial);
  const user = await r.users.byId(userId);
  const { status, dueAt } = hold;
  const order = await r.orders.insert({
    user_id: userId,
    cart_id: cart.id,
    status,
    payment_method: method,
    delivery_id: delivery.id,
    address_id: address?.id ?? null,
    items_rial: itemsRial,
    discount_rial: discount?.rial ?? 0,
    delivery_rial: deliveryRial,
    total_rial: totalRial,
    discount_id: discount?.id ?? null,
    idempotency_key: call.idempotencyKey ?? null,
    idempotency_fingerprint: call.idempotencyKey
      ? placementFingerprint({
          lines: lines.map((l) => ({ productItemId: l.product_item_id, count: l.count })),
          deliveryId: delivery.id,
          addressId: address?.id ?? null,
          method,
          payableRial: totalRial,
        })
      : null,
    locale: call.locale,
    mobile: user?.mobile ?? '',
    delivery_snapshot: JSON.stringify({
      id: delivery.id,
      name_fa: delivery.name_fa,
      name_en: delivery.name_en,
      price_rial: deliveryRial,
      needs_address: delivery.needs_address,
      rest_on_arrival: delivery.rest_on_arrival,
    }),
    address_snapshot: address ? JSON.stringify(address.snapshot) : null,
    payment_due_at: dueAt,
    cheque_sayad_id: null,
    cheque_amount_rial: null,
    cheque_due_date: null,
    cheque_at: null,
    buyer_id: buyer?.id ?? null,
    buyer_snapshot: buyer ? JSON.stringify(buyer.snapshot) : null,
    vat_rate: vat.ratePercent,
    vat_included: vat.included ? 1 : 0,
    vat_rial: vat.rial,
    created_at: at,
    updated_at: at,
  });
  await r.orders.addEvent(order.id, status, at);
  await r.orders.insertLines(
    lines.map((l) => ({
      order_id: order.id,
      product_id: l.product_id,
      product_item_id: l.product_item_id,
      name_fa: l.name_fa,
      name_en: l.name_en,
      item_name_fa: l.item_name_fa,
      item_name_en: l.item_name_en,
      unit_price_rial: Number(l.price_rial),
      count: l.count,
      sku: l.sku,
    })),
  );
  return order;
}

/**
 * Takes each line's stock by a guarded update; a line another buyer emptied meanwhile refuses the order. In item
 * order, so two buyers of the same items lock their rows in the same order (no deadlock on PostgreSQL). Says whether
 * this took the last piece of an item (the storefront's pages show it out of stock from now on).
 */
export async function takeStock(r: Repos, lines: PlacementLine[], locale: Locale): Promise<{ soldOut: boolean }> {
  let soldOut = false;
  for (const l of [...lines].sort((a, b) => a.product_item_id - b.product_item_id)) {
    const taken = await r.stock.take(l.product_item_id, l.count);
    if (!taken) throw new AppError('ORDER_STOCK_CHANGED', 'count', { name: lineName(l, locale), left: 0 });
    if (taken.left === 0) soldOut = true;
  }
  return { soldOut };
}

/** Counts the code's use for the order (a guarded update): a code used up meanwhile refuses the order. */
export async function countDiscountUse(r: Repos, discount: { id: number } | null, userId: number, orderId: number, at: string) {
  if (discount && !(await r.discounts.use(discount.id, userId, orderId, at))) throw new AppError('DISCOUNT_USED_UP', 'discountCode');
}
