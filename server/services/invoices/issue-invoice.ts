import { AppError } from '../../lib/errors.ts';
import type { Repos } from '../../db/repos/index.ts';
import type { OrderRow } from '../../db/repos/orders.repo.ts';
import { jalaliYearOf } from '../../../shared/tehran-day.ts';
import type { BuyerSnapshot } from '../../../shared/contracts/invoices.ts';
import { splitVat, type VatLine } from '../checkout/vat.ts';
import type { Seller, SellerIdentity } from './seller.ts';

/*
 * Issuing (issue #31): an order that became paid gets its invoice, a refunded one its credit note, each numbered from
 * its Jalali year's counter, all in the transaction that moved the order (repos' OrderMoveHooks). What is issued is
 * written whole into the invoice's row and never changes.
 */

/** An invoice number: the Jalali year, a dash, the year's sequence in six digits ("1405-000042"). */
export const invoiceNumber = (year: number, seq: number) => `${year}-${String(seq).padStart(6, '0')}`;

/** VAT terms of orders placed before they were kept on the order. */
const EARLIER_ORDERS = { ratePercent: 10, included: true };

/** A line as issued: names in both languages. */
export interface IssuedLine extends VatLine {
  nameFa: string;
  nameEn: string;
  sku: string | null;
  count: number;
  unitPriceRial: number;
  delivery?: true;
}

/** The invoice's row `body`, as issued. */
export interface IssuedBody {
  seller: SellerIdentity;
  buyer: BuyerSnapshot | { kind: 'customer'; name: string; phone: string };
  notOfficialBecause: 'no-buyer' | 'no-seller' | null;
  vatRate: number;
  vatIncluded: boolean;
  pickup: boolean;
  lines: IssuedLine[];
  totals: { netRial: number; vatRial: number; totalRial: number };
  /** Rials the lines were off what was paid, put on the delivery line (never for an order priced by vat.ts). */
  adjustmentRial?: number;
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(' – ');

/** What the invoice of `order` says, from its lines, its copies of the delivery and the buyer, and its VAT terms. */
async function bodyOf(r: Repos, order: OrderRow, seller: Seller): Promise<IssuedBody> {
  const lines = await r.invoices.linesOf(order.id);
  const terms = order.vat_rate === null ? EARLIER_ORDERS : { ratePercent: order.vat_rate, included: order.vat_included !== 0 };
  // A quote's order carries the operator's discount on each line (0022); a cart order's one discount is spread.
  const lineDiscounts = lines.some((l) => Number(l.line_discount_rial) > 0) ? lines.map((l) => Number(l.line_discount_rial)) : undefined;
  const split = splitVat(
    lines.map((l) => Number(l.unit_price_rial) * l.count),
    Number(order.discount_rial),
    Number(order.delivery_rial),
    terms,
    lineDiscounts,
  );
  // What was paid is the one figure that must not move. Orders priced by this same rule match to the Rial; one priced
  // otherwise (a bug) must still be paid, not refused inside the payment's transaction: the odd Rials go on the
  // delivery line, and the body says how many.
  const adjustmentRial = Number(order.total_rial) - split.totals.totalRial;
  if (adjustmentRial !== 0) {
    split.delivery.netRial += adjustmentRial;
    split.delivery.totalRial += adjustmentRial;
    split.totals.netRial += adjustmentRial;
    split.totals.totalRial += adjustmentRial;
  }
  const delivery = JSON.parse(order.delivery_snapshot) as { name_fa: string; name_en: string; needs_address: number };
  const user = await r.users.byId(order.user_id);
  const buyer: IssuedBody['buyer'] = order.buyer_snapshot
    ? (JSON.parse(order.buyer_snapshot) as BuyerSnapshot)
    : { kind: 'customer', name: user?.full_name ?? '', phone: order.mobile };
  return {
    seller: seller.identity,
    buyer,
    notOfficialBecause: !seller.configured ? 'no-seller' : order.buyer_snapshot ? null : 'no-buyer',
    vatRate: terms.ratePercent,
    vatIncluded: terms.included,
    // A quote's order names its own delivery and installation: no office to pick it up from.
    pickup: delivery.needs_address !== 1 && order.quote_id === null,
    lines: [
      ...lines.map((l, i) => ({
        nameFa: joined(l.name_fa, l.item_name_fa),
        nameEn: joined(l.name_en, l.item_name_en),
        sku: l.sku ?? l.item_sku ?? null,
        count: l.count,
        unitPriceRial: Number(l.unit_price_rial),
        ...split.items[i]!,
      })),
      {
        nameFa: delivery.name_fa,
        nameEn: delivery.name_en,
        sku: null,
        count: 1,
        unitPriceRial: Number(order.delivery_rial),
        ...split.delivery,
        delivery: true as const,
      },
    ],
    totals: split.totals,
    ...(adjustmentRial ? { adjustmentRial } : {}),
  };
}

export interface InvoiceIssuer {
  /** Issues the invoice of an order that has just become paid, in the caller's transaction (`r`); once per order. */
  issueForPaidOrder(r: Repos, orderId: number, at: string): Promise<void>;
  /** Issues the credit note cancelling a refunded order's invoice, in `r`; nothing when it had none (never paid). */
  issueCreditNoteForRefund(r: Repos, orderId: number, at: string): Promise<void>;
}

/**
 * Issuing with the seller in force when issued (`sellerIn`, read in the issuing transaction). The hooks of
 * `repos(db, hooks)` call it; a quote's order reaching `paid` is issued the same way.
 */
export function invoiceIssuer(sellerIn: (r: Repos) => Promise<Seller>): InvoiceIssuer {
  async function numbered(r: Repos, at: string) {
    const year = jalaliYearOf(at);
    const seq = await r.invoices.takeNumber(year);
    return { year, seq, number: invoiceNumber(year, seq) };
  }
  return {
    async issueForPaidOrder(r, orderId, at) {
      if (await r.invoices.of(orderId, 'invoice')) return;
      const order = await r.orders.byId(orderId);
      if (!order) throw new AppError('NOT_FOUND');
      const body = await bodyOf(r, order, await sellerIn(r));
      await r.invoices.insert({
        order_id: orderId,
        kind: 'invoice',
        ...(await numbered(r, at)),
        issued_at: at,
        cancels_id: null,
        official: body.notOfficialBecause === null ? 1 : 0,
        body: JSON.stringify(body),
      });
    },

    async issueCreditNoteForRefund(r, orderId, at) {
      const invoice = await r.invoices.of(orderId, 'invoice');
      if (!invoice || (await r.invoices.of(orderId, 'credit'))) return;
      await r.invoices.insert({
        order_id: orderId,
        kind: 'credit',
        ...(await numbered(r, at)),
        issued_at: at,
        cancels_id: invoice.id,
        official: invoice.official,
        body: invoice.body,
      });
    },
  };
}
