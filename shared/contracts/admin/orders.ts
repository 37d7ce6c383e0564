import { endpoint } from '../endpoint.ts';
import type { Paged } from './paging.ts';
import type { InstalmentView } from '../checkout.ts';

/** What the operator may do to an order; each maps to one move of the order state machine (shared/order-status.ts). */
export const ORDER_ACTIONS = ['confirmCheque', 'ship', 'deliver', 'cancel', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface AdminOrderRow {
  id: number;
  status: string;
  paymentMethod: string;
  mobile: string;
  customerName: string;
  totalToman: number;
  createdAt: string;
}

export interface AdminOrder extends AdminOrderRow {
  itemsToman: number;
  discountToman: number;
  deliveryToman: number;
  delivery: { nameFa: string; nameEn: string } | null;
  address: Record<string, string> | null;
  cheque: { sayadId: string; amountToman: number; dueDate: string } | null;
  /** The carrier's, given when the order was marked shipped. */
  trackingCode: string | null;
  lines: { nameFa: string; nameEn: string; itemNameFa: string; itemNameEn: string; unitToman: number; count: number }[];
  /**
   * The money in hand, what a refund returns unless the operator says less: the payments that came (paid, or late),
   * else the cheque's amount, else the order's total.
   */
  paidToman: number;
  payments: { gateway: string; status: string; amountToman: number; refId: string | null; card: string | null; createdAt: string }[];
  events: { status: string; note: string | null; at: string }[];
  /** The quote whose acceptance made the order (issue 31), else null. */
  quoteId: number | null;
  /** A quote's order paid by a deposit and cheques: each part; the operator confirms each cheque on its own. */
  instalments: InstalmentView[];
  /** The actions the order's state allows now. */
  actions: OrderAction[];
  /** The invoice issued when it was paid, and the credit note of its refund (issue #31); null until it is paid. */
  invoice: { number: string; creditNote: string | null } | null;
}

export interface OrderFilter {
  status?: string;
  method?: string;
  /** YYYY-MM-DD (Gregorian; the screen picks it in Jalali), inclusive, Tehran days. */
  from?: string;
  to?: string;
  /** The order's number (its id). */
  number?: number;
  mobile?: string;
}

/** A text the queue gave up on (issue 21): the number masked, never the text (it may have held a code). */
export interface FailedText {
  id: number;
  mobile: string;
  /** `code`, or the message's key (orderPaid, admin.delivered, operatorChequeReview…). */
  kind: string;
  error: string;
  attempts: number;
  failedAt: string;
}

const inputs = () => import('./orders.inputs.ts');

/** Orders (issue #11): filtered, paged lists, an order's page, actions through the state machine, CSV export. */
export const adminOrderContracts = {
  list: endpoint<Paged<AdminOrderRow>>()({ method: 'GET', path: '/api/admin/orders', input: () => inputs().then((m) => m.list) }),
  get: endpoint<AdminOrder>()({ method: 'GET', path: '/api/admin/order', input: () => inputs().then((m) => m.byId) }),
  act: endpoint<AdminOrder>()({ method: 'POST', path: '/api/admin/order', input: () => inputs().then((m) => m.act) }),
  failedTexts: endpoint<Paged<FailedText>>()({ method: 'GET', path: '/api/admin/failed-texts', input: () => inputs().then((m) => m.failedTexts) }),
};

/** The filtered list as CSV (UTF-8 with BOM, formula-safe); same query parameters as the list. */
export const ADMIN_ORDERS_CSV_PATH = '/api/admin/orders.csv';
