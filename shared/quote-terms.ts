/*
 * A quote's money, written once (issue 31): what each priced line comes to, the quote's total, and how its terms split
 * that total into what is paid online now and the Sayad cheques after. The operator's screen, the pricing service and
 * the order an acceptance makes all ask here.
 */

export const QUOTE_STATUSES = ['requested', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Requests still open: each counts against the customer's MAX_OPEN_QUOTES. */
export const OPEN_QUOTE_STATUSES: readonly QuoteStatus[] = ['requested', 'sent'];

/** A customer may have this many open requests at once. */
export const MAX_OPEN_QUOTES = 5;

/** «Q-000012»: the number a customer and the operator read. */
export const quoteNumber = (id: number) => `Q-${String(id).padStart(6, '0')}`;

/** The id a typed number names ("Q-000012", "q12", "12"), or null. */
export function quoteIdOf(typed: string): number | null {
  const m = /^\s*(?:q-?)?0*(\d{1,9})\s*$/i.exec(typed);
  return m && Number(m[1]) > 0 ? Number(m[1]) : null;
}

export type QuoteLineInput = { productItemId: number; count: number; unitPriceRial: number; discountRial?: number } | { title: string; priceRial: number };

export type TermsKind = 'online' | 'deposit' | 'cheques';

export interface QuoteTermsInput {
  kind: TermsKind;
  depositPercent?: number;
  cheques?: { amountRial: number; dueDate: string }[];
}

/** A line's amount: count × unit price − its discount; a service line its price. */
export const lineRialOf = (line: QuoteLineInput) => ('title' in line ? line.priceRial : line.count * line.unitPriceRial - (line.discountRial ?? 0));

/** The quote's sums: lines before discounts, the discounts, the delivery and the payable total. */
export function quoteTotals(lines: readonly QuoteLineInput[], deliveryRial: number) {
  let itemsRial = 0;
  let discountRial = 0;
  for (const line of lines) {
    if ('title' in line) itemsRial += line.priceRial;
    else {
      itemsRial += line.count * line.unitPriceRial;
      discountRial += line.discountRial ?? 0;
    }
  }
  return { itemsRial, discountRial, deliveryRial, totalRial: itemsRial - discountRial + deliveryRial };
}

/** The deposit of a total: its percentage, rounded down to the Rial (the cheques carry the rest exactly). */
export const depositOf = (totalRial: number, percent: number) => Math.floor((totalRial * percent) / 100);

export interface Instalment {
  kind: 'deposit' | 'cheque';
  amountRial: number;
  /** Cheques only: YYYY-MM-DD (Gregorian, a Tehran day). */
  dueDate: string | null;
}

/** Why terms cannot be: the error code and the field it is about. */
export interface TermsRefusal {
  code: 'QUOTE_TERMS_SUM' | 'QUOTE_TERMS_INVALID' | 'CHEQUE_DUE_TOO_FAR' | 'DATE_IN_PAST' | 'QUOTE_LINE_NEGATIVE';
  field: string;
}

/**
 * The instalments the terms make of `totalRial`: `online` none (the gateway takes the whole), `deposit` the percentage
 * online now and the cheques, `cheques` only cheques. Refused unless the deposit and the cheques add up to the total
 * exactly, every cheque is positive and due from `today` to `latest` (Tehran days), and deposit's percentage is 1–99.
 */
export function splitTerms(
  totalRial: number,
  terms: QuoteTermsInput,
  window: { today: string; latest: string },
): { instalments: Instalment[] } | { refusal: TermsRefusal } {
  const cheques = terms.cheques ?? [];
  if (terms.kind === 'online') {
    if (cheques.length || terms.depositPercent !== undefined) return { refusal: { code: 'QUOTE_TERMS_INVALID', field: 'terms.kind' } };
    return { instalments: [] };
  }
  if (!cheques.length) return { refusal: { code: 'QUOTE_TERMS_INVALID', field: 'terms.cheques' } };
  const percent = terms.kind === 'deposit' ? terms.depositPercent : undefined;
  if (terms.kind === 'deposit' && (percent === undefined || percent < 1 || percent > 99))
    return { refusal: { code: 'QUOTE_TERMS_INVALID', field: 'terms.depositPercent' } };
  if (terms.kind === 'cheques' && terms.depositPercent !== undefined) return { refusal: { code: 'QUOTE_TERMS_INVALID', field: 'terms.depositPercent' } };
  for (const [i, c] of cheques.entries()) {
    if (c.amountRial <= 0) return { refusal: { code: 'QUOTE_TERMS_INVALID', field: `terms.cheques.${i}.amountRial` } };
    if (c.dueDate < window.today) return { refusal: { code: 'DATE_IN_PAST', field: `terms.cheques.${i}.dueDate` } };
    if (c.dueDate > window.latest) return { refusal: { code: 'CHEQUE_DUE_TOO_FAR', field: `terms.cheques.${i}.dueDate` } };
  }
  const deposit = percent === undefined ? 0 : depositOf(totalRial, percent);
  const sum = cheques.reduce((n, c) => n + c.amountRial, deposit);
  if (sum !== totalRial) return { refusal: { code: 'QUOTE_TERMS_SUM', field: 'terms.cheques' } };
  const instalments: Instalment[] = percent === undefined ? [] : [{ kind: 'deposit', amountRial: deposit, dueDate: null }];
  for (const c of [...cheques].sort((a, b) => a.dueDate.localeCompare(b.dueDate)))
    instalments.push({ kind: 'cheque', amountRial: c.amountRial, dueDate: c.dueDate });
  return { instalments };
}
