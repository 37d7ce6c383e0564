import type { QuoteRow, QuoteVersionRow } from '../../db/repos/quotes.repo.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { QuoteDetail, QuoteLineView, QuoteSummary, QuoteVersionView } from '../../../shared/contracts/quotes.ts';
import { quoteNumber, type Instalment, type QuoteStatus, type TermsKind } from '../../../shared/quote-terms.ts';

/** A priced line as a version keeps it: the names as they were, the amounts as priced. */
export type StoredQuoteLine =
  | {
      productItemId: number;
      productId: number;
      nameFa: string;
      nameEn: string;
      itemNameFa: string;
      itemNameEn: string;
      count: number;
      unitPriceRial: number;
      discountRial: number;
    }
  | { title: string; priceRial: number };

export interface StoredTerms {
  kind: TermsKind;
  depositPercent: number | null;
  instalments: Instalment[];
}

export const storedLines = (v: QuoteVersionRow) => JSON.parse(v.lines) as StoredQuoteLine[];
export const storedTerms = (v: QuoteVersionRow) => JSON.parse(v.terms) as StoredTerms;

export function lineView(l: StoredQuoteLine, locale: Locale): QuoteLineView {
  if ('title' in l)
    return { productItemId: null, productId: null, name: l.title, itemName: '', count: 1, unitPriceRial: l.priceRial, discountRial: 0, lineRial: l.priceRial };
  return {
    productItemId: l.productItemId,
    productId: l.productId,
    name: locale === 'en' ? l.nameEn : l.nameFa,
    itemName: locale === 'en' ? l.itemNameEn : l.itemNameFa,
    count: l.count,
    unitPriceRial: l.unitPriceRial,
    discountRial: l.discountRial,
    lineRial: l.count * l.unitPriceRial - l.discountRial,
  };
}

export function versionView(v: QuoteVersionRow, locale: Locale): QuoteVersionView {
  const lines = storedLines(v).map((l) => lineView(l, locale));
  const itemsRial = lines.reduce((n, l) => n + l.count * l.unitPriceRial, 0);
  const discountRial = lines.reduce((n, l) => n + l.discountRial, 0);
  return {
    version: v.version,
    lines,
    itemsRial,
    discountRial,
    deliveryRial: Number(v.delivery_rial),
    totalRial: Number(v.total_rial),
    validDays: v.valid_days,
    terms: storedTerms(v),
    note: v.note,
    createdAt: v.created_at,
  };
}

export function summaryOf(q: QuoteRow, sent: QuoteVersionRow | undefined): QuoteSummary {
  return {
    id: q.id,
    number: quoteNumber(q.id),
    status: q.status as QuoteStatus,
    createdAt: q.created_at,
    updatedAt: q.updated_at,
    totalRial: sent ? Number(sent.total_rial) : null,
    validUntil: q.valid_until,
    productOrderId: q.order_id,
  };
}

export type AskedLine = { productItemId: number; count: number };

export function detailOf(
  q: QuoteRow,
  sent: QuoteVersionRow | undefined,
  askedNames: Map<number, { nameFa: string; nameEn: string; itemNameFa: string; itemNameEn: string }>,
  events: { kind: string; by: string; version: number | null; message: string | null; at: string }[],
  locale: Locale,
): QuoteDetail {
  const asked = JSON.parse(q.asked_lines) as AskedLine[];
  return {
    ...summaryOf(q, sent),
    description: q.description,
    company: q.company,
    askedLines: asked.map((l) => {
      const n = askedNames.get(l.productItemId);
      return {
        ...l,
        name: (locale === 'en' ? n?.nameEn : n?.nameFa) ?? '',
        itemName: (locale === 'en' ? n?.itemNameEn : n?.itemNameFa) ?? '',
      };
    }),
    province: q.province,
    city: q.city,
    visitDate: q.visit_date,
    buyerId: q.buyer_id,
    hasFile: q.file_id !== null,
    offer: sent ? versionView(sent, locale) : null,
    events: events.map((e) => ({ kind: e.kind, by: e.by, version: e.version, message: e.message, at: e.at })),
  };
}
