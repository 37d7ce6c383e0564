import { expect } from 'chai';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import type { ApiVisitor } from './auth-client.ts';
import type { AdminQuote } from '../../shared/contracts/admin/quotes.ts';
import type { QuoteCreated } from '../../shared/contracts/quotes.ts';

/** Two priced catalogue items of their own for a test (by index), each with `stock` pieces. */
export async function quoteItems(db: Kysely<Database>, index: number, stock = 100) {
  const rows = await db
    .selectFrom('product_items')
    .select(['id', 'product_id', 'price_rial'])
    .where('price_rial', 'is not', null)
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const picked = [rows[20 + index * 2], rows[21 + index * 2]];
  for (const r of picked) await db.updateTable('product_items').set({ stock }).where('id', '=', r.id).execute();
  return picked.map((r) => ({ id: r.id, productId: r.product_id, priceRial: Number(r.price_rial) }));
}

/** A customer's request for two items, in Tehran: its id and number. */
export async function requestQuote(customer: ApiVisitor, itemIds: number[], extra: Record<string, unknown> = {}) {
  const res = await customer.post<QuoteCreated>('/api/quote/request', {
    lines: itemIds.map((productItemId) => ({ productItemId, count: 2 })),
    description: 'Cameras for a 6-floor building',
    company: 'Arya Towers',
    province: 'تهران',
    city: 'تهران',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body.messages)).to.equal(200);
  return res.body.data;
}

/**
 * The operator prices the quote at prices of their own (not the catalogue's): two catalogue lines, installation, a
 * delivery; with `terms` (deposit 30% and two cheques by default) adding up to the total exactly.
 */
export function pricing(id: number, itemIds: number[], terms?: Record<string, unknown>) {
  // 2 × 10,000,000 − 500,000 + 2 × 7,000,000 + installation 6,000,000 + delivery 500,000 = 40,000,000 Rials.
  return {
    id,
    lines: [
      { productItemId: itemIds[0], count: 2, unitPriceRial: 10_000_000, discountRial: 500_000 },
      { productItemId: itemIds[1], count: 2, unitPriceRial: 7_000_000 },
      { title: 'Installation and commissioning', priceRial: 6_000_000 },
    ],
    deliveryRial: 500_000,
    validDays: 7,
    terms: terms ?? {
      kind: 'deposit',
      depositPercent: 30,
      cheques: [
        { amountRial: 14_000_000, dueDate: '2026-04-15' },
        { amountRial: 14_000_000, dueDate: '2026-06-01' },
      ],
    },
    note: 'Prices include two years of warranty.',
  };
}

export const QUOTE_TOTAL = 40_000_000;

/** Prices and sends: the quote as the operator sees it afterwards. */
export async function priceAndSend(staff: ApiVisitor, id: number, itemIds: number[], terms?: Record<string, unknown>) {
  const saved = await staff.post<AdminQuote>('/api/admin/quote', pricing(id, itemIds, terms));
  expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
  const sent = await staff.post<AdminQuote>('/api/admin/quote/send', { id });
  expect(sent.status, JSON.stringify(sent.body.messages)).to.equal(200);
  return sent.body.data;
}
