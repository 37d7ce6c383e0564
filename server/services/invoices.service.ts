import { AppError } from '../lib/errors.ts';
import type { Repos } from '../db/repos/index.ts';
import type { InvoiceRow } from '../db/repos/invoices.repo.ts';
import type { Role } from '../lib/call-context.ts';
import type { Locale } from '../../shared/locale.ts';
import type { InvoiceBuyer, InvoiceData } from '../../shared/contracts/invoices.ts';
import { numberInWords } from '../../shared/number-words.ts';
import type { IssuedBody } from './invoices/issue-invoice.ts';
import { isStaffRole } from './admin/access.ts';

/** The buyer as the invoice names them, in the visitor's language. */
function buyerOf(body: IssuedBody): InvoiceBuyer {
  const b = body.buyer;
  if (b.kind === 'customer') {
    return { kind: 'customer', name: b.name, nationalId: null, economicCode: null, registrationNo: null, postalCode: null, address: null, phone: b.phone };
  }
  return { ...b };
}

/** An issued invoice as data, in `locale`: the body as issued, with its names and the total in words in that language. */
export function invoiceView(invoice: InvoiceRow, credit: InvoiceRow | undefined, locale: Locale): InvoiceData {
  const body = JSON.parse(invoice.body) as IssuedBody;
  const fa = locale === 'fa';
  const s = body.seller;
  return {
    number: invoice.number,
    issuedAt: invoice.issued_at,
    official: invoice.official === 1,
    notOfficialBecause: body.notOfficialBecause,
    vatRate: body.vatRate,
    vatIncluded: body.vatIncluded,
    productOrderId: invoice.order_id,
    seller: {
      name: fa ? s.nameFa : s.nameEn,
      nationalId: s.nationalId,
      economicCode: s.economicCode,
      registrationNo: s.registrationNo,
      address: fa ? s.addressFa : s.addressEn,
      postalCode: s.postalCode,
      phone: s.phone,
    },
    buyer: buyerOf(body),
    lines: body.lines.map((l) => ({
      name: fa ? l.nameFa : l.nameEn,
      sku: l.sku,
      count: l.count,
      unitPriceRial: l.unitPriceRial,
      discountRial: l.discountRial,
      netRial: l.netRial,
      vatRial: l.vatRial,
      totalRial: l.totalRial,
    })),
    totals: { ...body.totals, inWords: numberInWords(body.totals.totalRial, locale) },
    pickupAddress: body.pickup ? (fa ? s.addressFa : s.addressEn) : null,
    ...(credit ? { creditNote: { number: credit.number, issuedAt: credit.issued_at, cancels: invoice.number, totals: body.totals } } : {}),
  };
}

/** Reading invoices (`/api/productOrder/invoice`): the order's owner and staff; anyone else signed in, or none issued yet, a 404. */
export function invoicesService({ repos }: { repos: Repos }) {
  return {
    async invoice(visitor: { userId?: number; role?: Role }, orderId: number, locale: Locale): Promise<InvoiceData> {
      // Not signed in: asked to log in (the page then comes back here), whether the invoice exists or not.
      if (visitor.userId === undefined) throw new AppError('LOGIN_REQUIRED');
      const order = isStaffRole(visitor.role) ? await repos.orders.byId(orderId) : await repos.orders.byIdForUser(orderId, visitor.userId);
      const invoice = order && (await repos.invoices.of(order.id, 'invoice'));
      if (!invoice) throw new AppError('INVOICE_NOT_FOUND', 'id');
      return invoiceView(invoice, await repos.invoices.of(order.id, 'credit'), locale);
    },
  };
}

export type InvoicesService = ReturnType<typeof invoicesService>;
