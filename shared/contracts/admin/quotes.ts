import { endpoint } from '../endpoint.ts';
import type { QuoteDetail, QuoteVersionView } from '../quotes.ts';
import type { QuoteStatus } from '../../quote-terms.ts';

/* Quotes as the operator prices them (issue 31). */

export interface AdminQuoteRow {
  id: number;
  number: string;
  status: QuoteStatus;
  mobile: string;
  customerName: string;
  company: string;
  province: string;
  city: string;
  totalRial: number | null;
  updatedAt: string;
}

export interface AdminQuote extends QuoteDetail {
  mobile: string;
  customerName: string;
  /** The latest saved version (sent or not); null before the first pricing. */
  latest: QuoteVersionView | null;
  /** Every version, newest first. */
  versions: QuoteVersionView[];
  /** Where the customer's file is downloaded from (staff only). */
  fileUrl: string | null;
  /** Each asked-for item's list price now (null: price on request), to start the pricing from. */
  listPrices: { productItemId: number; priceRial: number | null }[];
  /** The latest day a cheque of this quote may be due (QUOTE_MAX_CHEQUE_DAYS from today), YYYY-MM-DD. */
  chequeLatestDueDate: string;
}

/** A quote's file, downloaded by staff (`?id=` the quote's). */
export const ADMIN_QUOTE_FILE_PATH = '/api/admin/quote/file';

const inputs = () => import('./quotes.inputs.ts');

export const adminQuoteContracts = {
  list: endpoint<AdminQuoteRow[]>()({ method: 'GET', path: '/api/admin/quotes', input: () => inputs().then((m) => m.list) }),
  get: endpoint<AdminQuote>()({ method: 'GET', path: '/api/admin/quote', input: () => inputs().then((m) => m.byId) }),
  save: endpoint<AdminQuote>()({ method: 'POST', path: '/api/admin/quote', input: () => inputs().then((m) => m.save) }),
  send: endpoint<AdminQuote>()({ method: 'POST', path: '/api/admin/quote/send', input: () => inputs().then((m) => m.byId) }),
  instalment: endpoint<{ orderId: number; status: string }>()({
    method: 'POST',
    path: '/api/admin/order/instalment',
    input: () => inputs().then((m) => m.instalment),
  }),
};
