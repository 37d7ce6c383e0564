import { expect } from 'chai';
import type { InvoiceData } from '../../shared/contracts/invoices.ts';
import type { Shopper } from './shopper.ts';

/** Presses a button of the site's test gateway page; answers the callback address it sends the browser to. */
export async function pressTestGateway(s: Shopper, base: string, paymentId: string, outcome: 'paid' | 'cancelled' = 'paid') {
  const res = await s.raw(`/payment/test/${paymentId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: `outcome=${outcome}`,
  });
  expect(res.status).to.equal(303);
  const to = new URL(res.headers.get('location')!);
  return to.pathname + to.search;
}

/** Places the shopper's ready cart online and pays it at the test gateway; answers the order's id. */
export async function placeAndPay(s: Shopper, base: string, extra: Record<string, unknown> = {}) {
  const placed = await s.place('online', extra);
  expect(placed.status, JSON.stringify(placed.body.messages)).to.equal(200);
  const callback = await pressTestGateway(s, base, placed.body.data.paymentId!);
  expect((await s.raw(callback)).status).to.equal(303);
  return placed.body.data.productOrderId;
}

export const invoiceOf = (v: { get: Shopper['get'] }, orderId: number) => v.get<InvoiceData>(`/api/productOrder/invoice?id=${orderId}`);

/** The sequence part of an invoice number ("1405-000042" → 42). */
export const seqOf = (number: string) => Number(number.split('-')[1]);
