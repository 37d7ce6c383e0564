import { endpoint } from '../endpoint.ts';

/* The back office's reports (issue #32): sales over a range of Tehran days, what visitors searched for, the stock's value. */

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
/** A day, a week (from Saturday, the Persian week) or a Jalali month; the range's ends cut the first and last. */
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest range a report covers, in days (two years): a longer one is a 400 naming `to`. */
export const REPORT_MAX_DAYS = 731;
/** Top products and top categories listed. */
export const REPORT_TOP = 20;
/** Search queries listed, the most frequent and those that found nothing. */
export const SEARCH_REPORT_TOP = 50;
/** Days the search log keeps. */
export const SEARCH_LOG_DAYS = 90;

/** The order figures of a period or a group: orders placed in it, those of them paid, their money and its average. */
export interface OrderFigures {
  placed: number;
  paid: number;
  paidToman: number;
  /** paidToman / paid, whole Toman; 0 when none is paid. */
  averageToman: number;
}

export interface SalesPeriod extends OrderFigures {
  /** Its first and last Tehran day (YYYY-MM-DD, Gregorian), inside the range. */
  from: string;
  to: string;
}

/** A product or a category: pieces sold on paid orders and those lines' money. */
export interface LineSale {
  id: number;
  name: string;
  count: number;
  amountToman: number;
}

/** A province (null: no address, picked up), a delivery method, or a way of paying. */
export interface OrderGroupFigures extends OrderFigures {
  key: string;
  name: string | null;
}

/** How orders are paid: online, by cheque, or a quote's order (a deposit and cheques). */
export type PaymentWay = 'online' | 'cheque' | 'quote';

export interface StockValue {
  /** Active items in stock, and their pieces. */
  items: number;
  pieces: number;
  atCostToman: number;
  atPriceToman: number;
  /** Items in stock without a cost (left out of atCostToman) or without a price (on inquiry). */
  unknownCost: number;
  unknownPrice: number;
}

/**
 * Sales between two Tehran days (both included). "Placed" counts every order placed in the range, whatever became of
 * it; "paid" those of them now paid, shipped or delivered, and their money is their totals. Lines and groups are of
 * the same orders.
 */
export interface SalesReport {
  from: string;
  to: string;
  by: ReportPeriod;
  periods: SalesPeriod[];
  totals: OrderFigures;
  products: LineSale[];
  categories: LineSale[];
  provinces: OrderGroupFigures[];
  deliveries: OrderGroupFigures[];
  payments: (OrderGroupFigures & { key: PaymentWay })[];
  /** The path to money in the range: carts created, carts that reached the checkout (chose a delivery), orders placed, paid. */
  funnel: { cartsCreated: number; cartsAtCheckout: number; ordersPlaced: number; ordersPaid: number };
  /** Now, not of the range. */
  stock: StockValue;
}

/** A query as search normalised it, how often it was searched, and how many of those searches found nothing. */
export interface SearchQueryFigures {
  query: string;
  count: number;
  nothing: number;
}

export interface SearchReport {
  from: string;
  to: string;
  top: SearchQueryFigures[];
  nothing: SearchQueryFigures[];
}

/** Each report's table, downloadable. */
export const REPORT_TABLES = ['periods', 'products', 'categories', 'provinces', 'deliveries', 'payments', 'funnel', 'stock', 'searches', 'nothing'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** A table as a file: `?table=&format=csv|xlsx&from=&to=&by=&lang=` (behind the back office's gate). */
export const ADMIN_REPORT_FILE_PATH = '/api/admin/reports/file';

const inputs = () => import('./reports.inputs.ts');

export const adminReportContracts = {
  sales: endpoint<SalesReport>()({ method: 'GET', path: '/api/admin/reports/sales', input: () => inputs().then((m) => m.sales) }),
  search: endpoint<SearchReport>()({ method: 'GET', path: '/api/admin/reports/search', input: () => inputs().then((m) => m.search) }),
};
