import { endpoint } from './endpoint.ts';
import type { Buyer } from './buyers.ts';

/*
 * The invoice of a paid order and the credit note of its refund (issue #31), as data: `GET /api/productOrder/invoice`,
 * for the order's owner and staff. Names and addresses come in the visitor's language; money in Rials.
 */

/** A buyer profile as copied onto an order at checkout. */
export type BuyerSnapshot = Omit<Buyer, 'id'>;

export interface InvoiceSeller {
  name: string;
  nationalId: string;
  economicCode: string;
  registrationNo: string;
  address: string;
  postalCode: string;
  phone: string;
}

/**
 * Whom the invoice is made out to: the buyer profile chosen at checkout, or (kind `customer`, a plain invoice) the
 * customer's name and mobile.
 */
export interface InvoiceBuyer {
  kind: 'person' | 'company' | 'customer';
  name: string;
  nationalId: string | null;
  economicCode: string | null;
  registrationNo: string | null;
  postalCode: string | null;
  address: string | null;
  phone: string | null;
}

export interface InvoiceLine {
  name: string;
  /** The item's code; null for the delivery. */
  sku: string | null;
  count: number;
  unitPriceRial: number;
  discountRial: number;
  netRial: number;
  vatRial: number;
  totalRial: number;
}

export interface InvoiceTotals {
  netRial: number;
  vatRial: number;
  totalRial: number;
}

export interface CreditNote {
  number: string;
  issuedAt: string;
  /** The number of the invoice it cancels. */
  cancels: string;
  totals: InvoiceTotals;
}

export interface InvoiceData {
  /** `YYYY-NNNNNN`: the Jalali year, then that year's sequence. */
  number: string;
  issuedAt: string;
  /** False for a plain invoice: no buyer profile was chosen, or the seller's identity is not configured. */
  official: boolean;
  /** Why it is not official, when it is not. */
  notOfficialBecause: 'no-buyer' | 'no-seller' | null;
  vatRate: number;
  /** Whether the prices included the VAT (split out of each line) or it was added on top. */
  vatIncluded: boolean;
  productOrderId: number;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  totals: InvoiceTotals & { inWords: string };
  /** For an order picked up at the office: where (the seller's address); null when it is delivered. */
  pickupAddress: string | null;
  creditNote?: CreditNote;
}

const inputs = () => import('./checkout.inputs.ts');

export const invoiceContracts = {
  invoice: endpoint<InvoiceData>()({ method: 'GET', path: '/api/productOrder/invoice', input: () => inputs().then((m) => m.byId) }),
};
