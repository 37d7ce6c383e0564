import { endpoint } from '../endpoint.ts';

/** An order holding stock while it waits for money (issue 18): what waits, since when, and until when. */
export interface StockHold {
  id: number;
  /** awaiting-payment, awaiting-cheque or cheque-submitted */
  status: string;
  paymentMethod: string;
  mobile: string;
  customerName: string;
  totalToman: number;
  /** Since when it waits: placed, or for a described cheque, since the customer described it (the operator's turn). */
  waitingSince: string;
  /** When the hold lapses (cancelled, stock back) unless paid or confirmed. */
  lapsesAt: string | null;
  /** A described cheque past its review deadline: the operator has been texted. */
  operatorAlerted: boolean;
}

export interface Dashboard {
  ordersToday: number;
  revenueTodayToman: number;
  ordersMonth: number;
  revenueMonthToman: number;
  /** Orders someone must act on: a cheque to check, a paid order to ship (each tile opens the list so filtered). */
  ordersWaiting: { 'cheque-submitted': number; paid: number };
  newRequests: number;
  lowStock: number;
  /** Texts the queue gave up on in the last FAILED_TEXTS_DAYS days (the tile opens their list). */
  failedTexts: number;
  /** The server's now, which the holds' waits are counted to. */
  asOf: string;
  /** Orders holding stock, the nearest lapse first (at most HOLDS_SHOWN), and how many there are in all. */
  holds: StockHold[];
  holdsTotal: number;
}

/** The dashboard counts the texts that failed this many days back: a failure stays listed, but stops asking for notice. */
export const FAILED_TEXTS_DAYS = 7;

/** The holds the dashboard lists; the orders list (filtered by state) has the rest. */
export const HOLDS_SHOWN = 20;

const inputs = () => import('./access.inputs.ts');

export const adminDashboardContracts = {
  get: endpoint<Dashboard>()({ method: 'GET', path: '/api/admin/dashboard', input: () => inputs().then((m) => m.none) }),
};
