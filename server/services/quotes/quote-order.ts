import { randomUUID } from 'node:crypto';
import type { Repos } from '../../db/repos/index.ts';
import type { QuoteRow, QuoteVersionRow } from '../../db/repos/quotes.repo.ts';
import type { OrderRow } from '../../db/repos/orders.repo.ts';
import { AppError } from '../../lib/errors.ts';
import type { Locale } from '../../../shared/locale.ts';
import { quoteNumber } from '../../../shared/quote-terms.ts';
import { storedLines, storedTerms, type StoredQuoteLine } from './quote-view.ts';
import { buyerCopy } from '../checkout/placement-steps.ts';

/** What a quote's order needs that the customer's cart order has from config: how long its first state holds stock. */
export interface QuoteOrderHold {
  /** The order's first state holds its stock this long (the customer pays the deposit or describes the cheques). */
  holdMs: number;
  /** VAT_RATE: the invoice splits it out of the quote's prices. */
  vatRatePercent: number;
}

/**
 * The buyer profile a quote names, carried onto its order as checkout does: its id and a copy as it is at acceptance
 * (the invoice prints the copy). A profile removed since the request leaves the order without one (a plain invoice).
 */
async function buyerColumnsOf(r: Repos, quote: Pick<QuoteRow, 'buyer_id' | 'user_id'>) {
  const copy = quote.buyer_id ? await buyerCopy(r, quote.buyer_id, quote.user_id) : null;
  return { buyer_id: copy?.id ?? null, buyer_snapshot: copy ? JSON.stringify(copy.snapshot) : null };
}

const lineName = (l: Extract<StoredQuoteLine, { productItemId: number }>, locale: Locale) =>
  [locale === 'en' ? l.nameEn : l.nameFa, locale === 'en' ? l.itemNameEn : l.itemNameFa].filter(Boolean).join(' – ');

/**
 * The order an acceptance makes, on the acceptance's transaction (`r`): exactly the version's lines and prices (not
 * today's catalogue), its delivery, its instalments; its stock taken like any order's (guarded updates, in item order).
 * A line short of stock refuses the whole acceptance (QUOTE_STOCK_SHORT names it) and nothing is kept.
 */
export async function writeQuoteOrder(
  r: Repos,
  quote: QuoteRow,
  version: QuoteVersionRow,
  at: string,
  hold: QuoteOrderHold,
  locale: Locale,
): Promise<OrderRow> {
  const lines = storedLines(version);
  const terms = storedTerms(version);
  const catalogue = lines.filter((l): l is Extract<StoredQuoteLine, { productItemId: number }> => 'productItemId' in l);
  for (const l of [...catalogue].sort((a, b) => a.productItemId - b.productItemId)) {
    const taken = await r.stock.take(l.productItemId, l.count);
    if (!taken) throw new AppError('QUOTE_STOCK_SHORT', 'lines', { name: lineName(l, locale) });
  }
  const itemsRial = lines.reduce((n, l) => n + ('title' in l ? l.priceRial : l.count * l.unitPriceRial), 0);
  const discountRial = catalogue.reduce((n, l) => n + l.discountRial, 0);
  const deliveryRial = Number(version.delivery_rial);
  const totalRial = Number(version.total_rial);
  const deposit = terms.instalments.find((i) => i.kind === 'deposit');
  const online = terms.kind !== 'cheques';
  // An order needs a cart and a delivery method of its own: the quote's is a cart made for it, and the delivery the
  // quote prices is named as the quote's (the method row only anchors it).
  const cart = await r.carts.create(`quote-${quote.id}-${randomUUID()}`, quote.user_id, at);
  await r.carts.markOrdered(cart.id, at);
  const method = await r.deliveryMethods.anchorForQuote();
  if (!method) throw new AppError('DELIVERY_REQUIRED', 'deliveryId');
  const number = quoteNumber(quote.id);
  const status = online ? 'awaiting-payment' : 'awaiting-cheque';
  const order = await r.orders.insert({
    user_id: quote.user_id,
    cart_id: cart.id,
    status,
    payment_method: online ? 'online' : 'cheque',
    delivery_id: method.id,
    address_id: null,
    items_rial: itemsRial,
    discount_rial: discountRial,
    delivery_rial: deliveryRial,
    total_rial: totalRial,
    discount_id: null,
    idempotency_key: null,
    idempotency_fingerprint: null,
    locale: quote.locale,
    mobile: quote.mobile,
    delivery_snapshot: JSON.stringify({
      id: method.id,
      name_fa: `تحویل و اجرا طبق پیش‌فاکتور ${number}`,
      name_en: `Delivery as in quote ${number}`,
      price_rial: deliveryRial,
      needs_address: 0,
    }),
    address_snapshot: JSON.stringify({
      receiverName: '',
      receiverMobile: quote.mobile,
      province: quote.province,
      city: quote.city,
      street: '',
      postalCode: '',
    }),
    payment_due_at: new Date(Date.parse(at) + hold.holdMs).toISOString(),
    cheque_sayad_id: null,
    cheque_amount_rial: null,
    cheque_due_date: null,
    cheque_at: null,
    quote_id: quote.id,
    online_due_rial: deposit ? deposit.amountRial : null,
    ...(await buyerColumnsOf(r, quote)),
    // The operator's prices are what the customer pays, VAT included: the invoice splits it out of each line.
    vat_rate: hold.vatRatePercent,
    vat_included: 1,
    created_at: at,
    updated_at: at,
  });
  await r.orders.addEvent(order.id, status, at, null);
  await r.orders.insertLines(
    lines.map((l) =>
      'title' in l
        ? {
            order_id: order.id,
            product_id: null,
            product_item_id: null,
            name_fa: l.title,
            name_en: l.title,
            item_name_fa: '',
            item_name_en: '',
            unit_price_rial: l.priceRial,
            count: 1,
            line_discount_rial: 0,
          }
        : {
            order_id: order.id,
            product_id: l.productId,
            product_item_id: l.productItemId,
            name_fa: l.nameFa,
            name_en: l.nameEn,
            item_name_fa: l.itemNameFa,
            item_name_en: l.itemNameEn,
            unit_price_rial: l.unitPriceRial,
            count: l.count,
            line_discount_rial: l.discountRial,
          },
    ),
  );
  await r.instalments.insert(
    terms.instalments.map((i, seq) => ({ order_id: order.id, seq: seq + 1, kind: i.kind, amount_rial: i.amountRial, due_date: i.dueDate, status: 'open' })),
  );
  return order;
}
