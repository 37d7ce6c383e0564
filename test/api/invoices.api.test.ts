import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { backOfficeSuite, newOutbox, placeOrderInDb } from '../helpers/admin-client.ts';
import { Shopper, PICKUP } from '../helpers/shopper.ts';
import { invoiceOf, placeAndPay, seqOf } from '../helpers/invoices.ts';
import { COMPANY, PERSON } from '../helpers/buyers.ts';
import type { Buyer } from '../../shared/contracts/buyers.ts';
import type { CartData } from '../../shared/contracts/cart.ts';
import type { InvoiceData } from '../../shared/contracts/invoices.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import { jalaliYearOf } from '../../shared/tehran-day.ts';

const sum = (lines: InvoiceData['lines'], key: 'netRial' | 'vatRial' | 'totalRial') => lines.reduce((s, l) => s + l[key], 0);

for (const database of TEST_DATABASES) {
  describe(`invoices: issued once when an order is paid, credit notes on refund (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0935' });
    const server = () => suite.server;
    const shopper = (lang: 'fa' | 'en' = 'en') => new Shopper(server().url, suite.outbox, lang).signUp();
    /** Two pieces of one item and one of another, picked up at the office: awkward amounts once VAT is split. */
    async function twoLineCart(s: Shopper) {
      const items = await server()
        .db.kysely.selectFrom('product_items')
        .select(['id', 'price_rial'])
        .where('price_rial', 'is not', null)
        .where('stock', '>=', 5)
        .where('active', '=', 1)
        .orderBy('id')
        .limit(2)
        .execute();
      await s.add(items[0].id, 2);
      await s.add(items[1].id, 1);
      return (await s.delivery(PICKUP)).body.data as unknown as CartData;
    }

    it('an order paid online, made out to a company, gets one official invoice whose lines add up to what was paid', async () => {
      const s = await shopper();
      const company = (await s.post<Buyer>('/api/buyer', COMPANY)).body.data;
      const cart = await twoLineCart(s);
      expect(cart).to.include({ vatIncluded: true });
      expect(cart.vatRial).to.be.greaterThan(0);
      const placed = await s.place('online', { buyerId: company.id });
      expect((await invoiceOf(s, placed.body.data.productOrderId)).status, 'no invoice before the money is in').to.equal(404);
      const orderId = await placeAndPay(s, server().url, { buyerId: company.id });
      expect(orderId).to.equal(placed.body.data.productOrderId);

      const res = await invoiceOf(s, orderId);
      expect(res.status, JSON.stringify(res.body.messages)).to.equal(200);
      const invoice = res.body.data;
      expect(invoice.number).to.match(new RegExp(`^${jalaliYearOf(new Date())}-\\d{6}$`));
      expect(invoice).to.include({ official: true, notOfficialBecause: null, vatRate: 10, vatIncluded: true, productOrderId: orderId });
      expect(invoice.buyer).to.deep.include({ kind: 'company', name: 'Arman Sazeh Co.', nationalId: '10380284790', economicCode: '411111111111' });
      expect(invoice.seller.nationalId).to.match(/^\d{11}$/);
      expect(invoice.lines).to.have.length(3); // two items and the delivery
      expect(invoice.lines[0]).to.include({ count: 2, discountRial: 0 });
      expect(invoice.lines[0].sku).to.be.a('string').and.not.equal('');
      expect(invoice.lines[2]).to.include({ sku: null, count: 1, totalRial: 0, name: 'Pickup at our office' });
      expect(invoice.pickupAddress).to.equal(invoice.seller.address);
      for (const l of invoice.lines) {
        expect(l.totalRial).to.equal(l.unitPriceRial * l.count - l.discountRial);
        expect(l.vatRial).to.equal(Math.round((l.totalRial * 10) / 110));
        expect(l.netRial + l.vatRial).to.equal(l.totalRial);
      }
      const paid = (await s.get<{ totalRial: number }>(`/api/productOrder/order?id=${orderId}`)).body.data.totalRial;
      expect(sum(invoice.lines, 'totalRial')).to.equal(paid);
      expect(invoice.totals).to.deep.include({ totalRial: paid, vatRial: sum(invoice.lines, 'vatRial'), netRial: sum(invoice.lines, 'netRial') });
      expect(invoice.totals.vatRial).to.equal(cart.vatRial);
      expect(invoice.totals.inWords).to.match(/^[a-z -]+$/);

      // An issued invoice never changes: editing or removing the profile later leaves it as it was.
      await s.post('/api/buyer', { ...COMPANY, id: company.id, name: 'Renamed Co.' });
      await s.call('DELETE' as 'POST', '/api/buyer', { id: company.id });
      expect((await invoiceOf(s, orderId)).body.data).to.deep.equal(invoice);
      const fa = new Shopper(server().url, suite.outbox, 'fa');
      for (const [k, v] of s.cookies) fa.cookies.set(k, v);
      const persian = (await invoiceOf(fa, orderId)).body.data;
      expect(persian.number).to.equal(invoice.number);
      expect(persian.lines[2].name).to.equal('تحویل حضوری در دفتر');
      expect(persian.totals.inWords).to.match(/^[\u0600-\u06FF\u200c ]+$/);
      expect(await server().db.kysely.selectFrom('invoices').select('id').where('order_id', '=', orderId).execute()).to.have.length(1);
    });

    it('is for the order’s owner and staff only: anyone else, and a missing order, get a 404; a visitor logs in first', async () => {
      const s = await shopper();
      await twoLineCart(s);
      const orderId = await placeAndPay(s, server().url);
      const other = await shopper();
      for (const res of [await invoiceOf(other, orderId), await invoiceOf(s, 99_999_999)]) {
        expect([res.status, res.body.messages[0].code]).to.deep.equal([404, 'INVOICE_NOT_FOUND']);
      }
      const stranger = await invoiceOf(new Shopper(server().url, suite.outbox), orderId);
      expect([stranger.status, stranger.body.messages[0].code]).to.deep.equal([401, 'LOGIN_REQUIRED']);
      const staff = await suite.people.staff();
      expect((await staff.get<InvoiceData>(`/api/productOrder/invoice?id=${orderId}`)).body.data.productOrderId).to.equal(orderId);
    });

    it('without a buyer profile: a plain invoice to the customer’s name and mobile, not official, and it says so', async () => {
      const s = await shopper();
      await twoLineCart(s);
      const invoice = (await invoiceOf(s, await placeAndPay(s, server().url))).body.data;
      expect(invoice).to.include({ official: false, notOfficialBecause: 'no-buyer' });
      expect(invoice.buyer).to.deep.include({ kind: 'customer', name: 'Test Shopper', phone: s.mobile, nationalId: null });
    });

    it('refuses to make an order out to another customer’s buyer profile', async () => {
      const owner = await shopper();
      const theirs = (await owner.post<Buyer>('/api/buyer', PERSON)).body.data;
      const s = await shopper();
      await twoLineCart(s);
      const res = await s.place('online', { buyerId: theirs.id });
      expect([res.status, res.body.messages[0].code, res.body.messages[0].item2]).to.deep.equal([404, 'BUYER_NOT_FOUND', 'buyerId']);
      expect((await s.cart<CartData>({ cartUpdateType: CART_UPDATE.getCart })).body.data.itemCount, 'nothing was placed').to.equal(3);
    });

    it('a confirmed cheque issues the invoice; a refund a credit note with the next number naming it; 20 at once get 20 consecutive numbers', async () => {
      const staff = await suite.people.staff();
      const orders = await Promise.all(Array.from({ length: 20 }, () => placeOrderInDb(server(), 'cheque-submitted', 'cheque')));
      const confirmed = await Promise.all(orders.map((o) => staff.post('/api/admin/order', { id: o.id, action: 'confirmCheque' })));
      expect(confirmed.map((r) => r.status)).to.deep.equal(Array(20).fill(200));
      const numbers = await Promise.all(orders.map(async (o) => (await invoiceOf(staff, o.id)).body.data.number));
      const seqs = numbers.map(seqOf).sort((a, b) => a - b);
      expect(new Set(numbers).size).to.equal(20);
      expect(seqs.at(-1)! - seqs[0]!).to.equal(19);
      // A second confirmation moves nothing and issues nothing.
      expect((await staff.post('/api/admin/order', { id: orders[0].id, action: 'confirmCheque' })).status).to.not.equal(200);
      expect(await server().db.kysely.selectFrom('invoices').select('id').where('order_id', '=', orders[0].id).execute()).to.have.length(1);

      const before = (await invoiceOf(staff, orders[0].id)).body.data;
      const refunded = await staff.post('/api/admin/order', { id: orders[0].id, action: 'refund' });
      expect(refunded.status, JSON.stringify(refunded.body.messages)).to.equal(200);
      const after = (await invoiceOf(staff, orders[0].id)).body.data;
      const { inWords: _words, ...money } = before.totals;
      expect(after.creditNote).to.deep.include({ cancels: before.number, totals: money });
      expect(seqOf(after.creditNote!.number)).to.equal(seqs.at(-1)! + 1);
      const { creditNote: _c, ...unchanged } = after;
      expect(unchanged).to.deep.equal(before);
      const adminOrder = (await staff.get<{ invoice: { number: string; creditNote: string | null } | null }>(`/api/admin/order?id=${orders[0].id}`)).body.data;
      expect(adminOrder.invoice).to.deep.equal({ number: before.number, creditNote: after.creditNote!.number });
    });
  });

  describe(`invoices with PRICES_INCLUDE_VAT=off: VAT added on top, shown and charged (${database.name})`, function () {
    this.timeout(60_000);
    let server: TestServer;
    const outbox = newOutbox();
    before(async () => {
      server = await startTestServer(database, { PRICES_INCLUDE_VAT: 'off', VAT_RATE: '9', SMS_OUTBOX: outbox });
    });
    after(() => server?.close());

    it('the cart shows the VAT, the payable includes it, the order charges it and the invoice adds it to each line', async () => {
      const s = await new Shopper(server.url, outbox).signUp();
      await s.fillPickupCart(server);
      const cart = (await s.cart<CartData>({ cartUpdateType: CART_UPDATE.getCart })).body.data;
      expect(cart.vatIncluded).to.equal(false);
      expect(cart.vatRial).to.equal(Math.round((cart.itemsRial * 9) / 100));
      expect(cart.payableRial).to.equal(cart.itemsRial + cart.vatRial);
      const stale = await s.place('online', { payableRial: cart.itemsRial });
      expect(stale.body.messages[0].code).to.equal('ORDER_PRICE_CHANGED');
      const orderId = await placeAndPay(s, server.url, { payableRial: cart.payableRial });
      const order = (await s.get<{ totalRial: number }>(`/api/productOrder/order?id=${orderId}`)).body.data;
      expect(order.totalRial).to.equal(cart.payableRial);
      const invoice = (await invoiceOf(s, orderId)).body.data;
      expect(invoice).to.include({ vatRate: 9, vatIncluded: false });
      expect(invoice.lines[0]).to.include({ netRial: cart.itemsRial, vatRial: cart.vatRial, totalRial: cart.payableRial });
      expect(invoice.totals.totalRial).to.equal(order.totalRial);
    });
  });
}
