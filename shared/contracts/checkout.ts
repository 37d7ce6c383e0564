import { endpoint } from './endpoint.ts';

/* Checkout (issue #8): addresses, the provinces list, orders, their payment and cheque. Placing an order is the cart
 * endpoint's type 11 (shared/contracts/cart.ts); these are the calls around it. */

export type PaymentMethod = 'online' | 'cheque';

/** A delivery address as the customer types it; province and city by their Persian names. */
export interface AddressInput {
  receiverName: string;
  receiverMobile: string;
  province: string;
  city: string;
  street: string;
  postalCode: string;
}

export interface Address extends AddressInput {
  id: number;
}

export interface Province {
  id: number;
  fa: string;
  en: string;
  cities: readonly string[];
}

/** The order placement data of spec §3 (type 11's answer). */
export interface OrderPlacement {
  isOnline: boolean;
  isCheque: boolean;
  productOrderId: number;
  /** The gateway's reference of the payment to make now; null when there is none (cheque, or the gateway failed). */
  paymentId: string | null;
  paymentUrl: string | null;
}

export interface OrderLineView {
  /** Null for a quote's service line (installation, commissioning). */
  productId: number | null;
  productItemId: number | null;
  name: string;
  itemName: string;
  unitPriceRial: number;
  count: number;
  /** A quote's discount on the whole line (0 for a line of the cart). */
  discountRial: number;
  lineRial: number;
}

export interface OrderEventView {
  status: string;
  at: string;
  note: string | null;
}

export interface OrderSummary {
  productOrderId: number;
  status: string;
  paymentMethod: PaymentMethod;
  totalRial: number;
  itemCount: number;
  createdAt: string;
}

/** Everything the order page shows (its owner only). */
export interface OrderDetail extends OrderSummary {
  itemsRial: number;
  discountRial: number;
  deliveryRial: number;
  /** VAT charged on top of the prices (PRICES_INCLUDE_VAT=off); 0 when the prices included it. */
  vatRial: number;
  /** The invoice issued when the order was paid (issue #31: its page is orderPath + `invoice/`); null before. */
  invoiceNumber: string | null;
  lines: OrderLineView[];
  /** `restOnArrival`: the delivery's price was paid with the order and the rest of the carrier's fee is due on arrival. */
  delivery: { name: string; priceRial: number; restOnArrival: boolean };
  address: AddressInput | null;
  /** Who bought it (the invoice names them, a pickup order too): the account's name and the order's mobile. */
  buyer: { fullName: string; mobile: string };
  /** `paid`, `pending` (online, not paid), `cheque` (waiting for or checking the cheque), `cancelled`. */
  /** `refund-due`: cancelled, but a payment arrived after the cancellation and is to be returned. */
  paymentState: 'paid' | 'pending' | 'cheque' | 'cancelled' | 'refund-due' | 'refunded';
  refId: string | null;
  /** The carrier's tracking code, once the order is shipped (Latin letters, digits and hyphens). */
  trackingCode: string | null;
  /** When an unpaid order is cancelled if still unpaid (or without its cheque). */
  paymentDueAt: string | null;
  /** Waiting for its cheque: the latest due date the cheque may have (YYYY-MM-DD, CHEQUE_MAX_DUE_DAYS from today). */
  chequeLatestDueDate: string | null;
  cheque: { sayadId: string; amountRial: number; dueDate: string } | null;
  /** The quote whose acceptance made this order (issue 31), else null. */
  quoteId: number | null;
  /** What the gateway takes now: the whole total, or a quote's deposit. */
  onlineDueRial: number;
  /** A quote's order paid by a deposit and cheques: each part, in order; empty for any other order. */
  instalments: InstalmentView[];
  events: OrderEventView[];
}

/** One part of a quote order's payment: the deposit (online) or a Sayad cheque (described, then confirmed). */
export interface InstalmentView {
  id: number;
  seq: number;
  kind: 'deposit' | 'cheque';
  amountRial: number;
  /** Cheques: YYYY-MM-DD (Gregorian), the latest date the cheque may carry. */
  dueDate: string | null;
  /** `open` (to pay or describe), `described` (the operator checks it), `settled` (paid, or confirmed). */
  status: 'open' | 'described' | 'settled';
  sayadId: string | null;
}

/** `GET /api/productOrder/reserve`: the payment state, and a new attempt for an unpaid online order still open. */
export interface OrderReserve {
  productOrderId: number;
  status: string;
  isOnline: boolean;
  isCheque: boolean;
  paid: boolean;
  paymentId: string | null;
  paymentUrl: string | null;
}

export interface ChequeInput {
  id: number;
  /** A quote's order: which of its cheques this is (the first not yet described when left out). */
  instalmentId?: number;
  sayadId: string;
  /** YYYY-MM-DD (Gregorian), not before today. */
  dueDate: string;
}

const inputs = () => import('./checkout.inputs.ts');

export const addressContracts = {
  list: endpoint<Address[]>()({ method: 'GET', path: '/api/address', input: () => inputs().then((m) => m.none) }),
  add: endpoint<Address>()({ method: 'POST', path: '/api/address', input: () => inputs().then((m) => m.address) }),
  remove: endpoint<{ id: number }>()({ method: 'DELETE', path: '/api/address', input: () => inputs().then((m) => m.byId) }),
  provinces: endpoint<Province[]>()({ method: 'GET', path: '/api/address/provinces', input: () => inputs().then((m) => m.none) }),
};

export const orderContracts = {
  reserve: endpoint<OrderReserve>()({ method: 'GET', path: '/api/productOrder/reserve', input: () => inputs().then((m) => m.byId) }),
  order: endpoint<OrderDetail>()({ method: 'GET', path: '/api/productOrder/order', input: () => inputs().then((m) => m.byId) }),
  list: endpoint<OrderSummary[]>()({ method: 'GET', path: '/api/productOrder/list', input: () => inputs().then((m) => m.none) }),
  cheque: endpoint<OrderDetail>()({ method: 'POST', path: '/api/productOrder/cheque', input: () => inputs().then((m) => m.cheque) }),
};
