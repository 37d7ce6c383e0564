import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { startFakeZarinpal, type FakeZarinpal } from '../helpers/fake-zarinpal.ts';
import { Shopper, PICKUP } from '../helpers/shopper.ts';
import type { OrderDetail } from '../../shared/contracts/checkout.ts';

/** Checkout against a local Zarinpal that answers as the documented one, and times out when told to. */
for (const database of TEST_DATABASES) {
  describe(`checkout through Zarinpal, timeouts included (${database.name})`, function () {
    this.timeout(30_000);
    let server: TestServer;
    let zarinpal: FakeZarinpal;
    let outbox: string;
    before(async () => {
      zarinpal = await startFakeZarinpal();
      outbox = join(mkdtempSync(join(tmpdir(), 'negahban-zp-')), 'outbox.jsonl');
      server = await startTestServer(database, {
        SMS_OUTBOX: outbox,
        PAYMENT_PROVIDER: 'zarinpal',
        ZARINPAL_MERCHANT_ID: zarinpal.merchantId,
        ZARINPAL_BASE_URL: zarinpal.url,
        PAYMENT_TIMEOUT_MS: '1500',
      });
    });
    after(async () => {
      await server?.close();
      await zarinpal?.close();
    });
    afterEach(() => {
      zarinpal.mode = 'normal';
    });

    async function placeOnline() {
      const s = await new Shopper(server.url, outbox).signUp();
      const item = await server.db.kysely.selectFrom('product_items').select('id').where('price_rial', 'is not', null).where('stock', '>=', 5).orderBy('id').executeTakeFirstOrThrow();
      await s.add(item.id, 1);
      await s.delivery(PICKUP);
      return { s, placed: await s.place('online') };
    }
    const callbackPath = (url: string) => new URL(url).pathname + new URL(url).search;

    it('sends the customer to StartPay and marks the order paid after one verification with our amount', async () => {
      const { s, placed } = await placeOnline();
      const { paymentId, paymentUrl, productOrderId } = placed.body.data;
      expect(paymentUrl).to.equal(`${zarinpal.url}/pg/StartPay/${paymentId}`);
      const order = (await s.get<OrderDetail>(`/api/productOrder/order?id=${productOrderId}`)).body.data;
      expect(zarinpal.payments.get(paymentId!)!.amount).to.equal(order.totalRial);
      const back = callbackPath(zarinpal.pay(paymentId!));
      await Promise.all([s.raw(back), s.raw(back), s.raw(back)]);
      expect((await s.raw(back)).headers.get('location')).to.contain('payment=paid');
      expect(zarinpal.payments.get(paymentId!)!.verifications).to.equal(1);
      expect((await s.get<OrderDetail>(`/api/productOrder/order?id=${productOrderId}`)).body.data.status).to.equal('paid');
    });

    it('a verification that times out leaves the payment pending, and a later callback completes it', async () => {
      const { s, placed } = await placeOnline();
      const { paymentId, productOrderId } = placed.body.data;
      const back = callbackPath(zarinpal.pay(paymentId!));
      zarinpal.mode = 'hang';
      expect((await s.raw(back)).headers.get('location')).to.contain('payment=pending');
      const payment = await server.db.kysely.selectFrom('payments').selectAll().where('authority', '=', paymentId!).executeTakeFirstOrThrow();
      expect(payment.status).to.equal('pending');
      expect(payment.note).to.equal('GATEWAY_TIMEOUT');
      expect((await s.get<OrderDetail>(`/api/productOrder/order?id=${productOrderId}`)).body.data.status).to.equal('awaiting-payment');
      zarinpal.mode = 'normal';
      expect((await s.raw(back)).headers.get('location')).to.contain('payment=paid');
    });

    it('an order placed while the gateway hangs is kept; paying again says the gateway is unavailable until it answers', async () => {
      zarinpal.mode = 'hang';
      const { s, placed } = await placeOnline();
      expect(placed.status).to.equal(200);
      expect(placed.body.data).to.include({ isOnline: true, paymentId: null, paymentUrl: null });
      const id = placed.body.data.productOrderId;
      const refused = await s.get(`/api/productOrder/reserve?id=${id}`);
      expect(refused.status).to.equal(503);
      expect(refused.body.messages[0].code).to.equal('PAYMENT_UNAVAILABLE');
      zarinpal.mode = 'normal';
      const again = await s.get<{ paymentUrl: string }>(`/api/productOrder/reserve?id=${id}`);
      expect(again.body.data.paymentUrl).to.match(new RegExp(`^${zarinpal.url}/pg/StartPay/`));
    });
  });
}
