import { endpoint } from './endpoint.ts';
import type { Instalment, QuoteStatus, TermsKind } from '../quote-terms.ts';

/* Quotes for projects (issue 31): the customer's side. The operator's is shared/contracts/admin/quotes.ts. */

export interface QuoteRequestInput {
  /** The items wanted (from the basket or picked), or none and a description. */
  lines?: { productItemId: number; count: number }[];
  description?: string;
  /** The organisation or project the quote is for. */
  company?: string;
  /** An upload's id (the checked upload pipeline, POST /api/upload). */
  fileId?: number;
  province: string;
  city: string;
  /** YYYY-MM-DD (Gregorian), from tomorrow on. */
  visitDate?: string;
  /** One of the customer's buyer profiles, for the invoice. */
  buyerId?: number;
}

export interface QuoteCreated {
  quoteId: number;
  number: string;
}

export interface QuoteLineView {
  /** Null for a service line (installation, commissioning, a maintenance contract). */
  productItemId: number | null;
  productId: number | null;
  name: string;
  itemName: string;
  count: number;
  unitPriceRial: number;
  discountRial: number;
  lineRial: number;
}

/** One pricing of a quote, as saved (never changed afterwards). */
export interface QuoteVersionView {
  version: number;
  lines: QuoteLineView[];
  itemsRial: number;
  discountRial: number;
  deliveryRial: number;
  totalRial: number;
  validDays: number;
  terms: { kind: TermsKind; depositPercent: number | null; instalments: Instalment[] };
  note: string | null;
  createdAt: string;
}

export interface QuoteSummary {
  id: number;
  number: string;
  status: QuoteStatus;
  createdAt: string;
  updatedAt: string;
  /** The sent version's total; null before one is sent. */
  totalRial: number | null;
  validUntil: string | null;
  productOrderId: number | null;
}

export interface QuoteEventView {
  kind: string;
  by: string;
  version: number | null;
  message: string | null;
  at: string;
}

export interface QuoteDetail extends QuoteSummary {
  description: string;
  company: string;
  askedLines: { productItemId: number; count: number; name: string; itemName: string }[];
  province: string;
  city: string;
  visitDate: string | null;
  buyerId: number | null;
  hasFile: boolean;
  /** The version sent to the customer (what accepting takes); null while none is. */
  offer: QuoteVersionView | null;
  events: QuoteEventView[];
}

export interface QuoteAccepted {
  quoteId: number;
  productOrderId: number;
}

const inputs = () => import('./quotes.inputs.ts');

export const quoteContracts = {
  request: endpoint<QuoteCreated>()({ method: 'POST', path: '/api/quote/request', input: () => inputs().then((m) => m.request) }),
  list: endpoint<QuoteSummary[]>()({ method: 'GET', path: '/api/quote/list', input: () => inputs().then((m) => m.none) }),
  item: endpoint<QuoteDetail>()({ method: 'GET', path: '/api/quote/item', input: () => inputs().then((m) => m.byId) }),
  accept: endpoint<QuoteAccepted>()({ method: 'POST', path: '/api/quote/accept', input: () => inputs().then((m) => m.accept) }),
  decline: endpoint<QuoteDetail>()({ method: 'POST', path: '/api/quote/decline', input: () => inputs().then((m) => m.decline) }),
  comment: endpoint<QuoteDetail>()({ method: 'POST', path: '/api/quote/comment', input: () => inputs().then((m) => m.comment) }),
};
