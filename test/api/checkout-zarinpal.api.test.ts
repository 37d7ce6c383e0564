import { expect } from 'chai';
import { startFakeZarinpal, type FakeZarinpal } from '../helpers/fake-zarinpal.ts';
import { describeGatewayCheckout } from '../helpers/gateway-checkout.ts';
import { withQuery } from '../helpers/fake-http.ts';
import { PICKUP, Shopper } from '../helpers/shopper.ts';

/** Checkout against a local Zarinpal that answers as the documented one, and times out or loses answers when told to. */
describeGatewayCheckout<FakeZarinpal>(
  {
    name: 'zarinpal',
    start: () => startFakeZarinpal(),
    env: (fake) => ({ PAYMENT_PROVIDER: 'zarinpal', ZARINPAL_MERCHANT_ID: fake.merchantId, ZARINPAL_BASE_URL: fake.url }),
    startUrl: (fake, id) => `${fake.url}/pg/StartPay/${id}`,
    pay: (fake, id) => fake.pay(id),
    amount: (fake, id) => fake.payments.get(id)!.amount,
    verifications: (fake, id) => fake.payments.get(id)!.verifications,
    cancel: (fake, id) => fake.cancel(id),
    forgedOk: (fake, id) => withQuery(fake.payments.get(id)!.callbackUrl, { Authority: id, Status: 'OK' }),
  },
  ({ server, fake, outbox }) => {
    it("an order over Zarinpal's ceiling (100 million Toman) is refused before anything is held, plainly, with the cheque offered", async () => {
      const s = await new Shopper(server().url, outbox()).signUp();
      // The demo's costliest kind of product: 148 million Toman.
      const item = await server()
        .db.kysely.selectFrom('product_items')
        .select(['id', 'stock'])
        .where('stock', '>=', 3)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await server().db.kysely.updateTable('product_items').set({ price_rial: 1_480_000_000 }).where('id', '=', item.id).execute();
      await s.add(item.id, 1);
      await s.delivery(PICKUP);
      const requests = fake().requests.length;
      const refused = await s.place('online');
      expect(refused.status).to.equal(422);
      expect(refused.body.messages[0]).to.include({ code: 'PAYMENT_AMOUNT_NOT_ACCEPTED', item2: 'paymentMethod' });
      expect(refused.body.messages[0].item1).to.match(/148,000,000 Toman.*Sayad cheque/);
      expect(fake().requests.length).to.equal(requests);
      const stock = await server().db.kysely.selectFrom('product_items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow();
      expect(stock.stock).to.equal(item.stock);
      const persian = await new Shopper(server().url, outbox(), 'fa').signUp();
      await persian.add(item.id, 1);
      await persian.delivery(PICKUP);
      const fa = await persian.place('online');
      expect(fa.status).to.equal(422);
      expect(fa.body.messages[0].item1).to.contain('چک صیادی');
      const cheque = await s.place('cheque');
      expect(cheque.status).to.equal(200);
      expect(cheque.body.data).to.include({ isCheque: true });
    });
  },
);
