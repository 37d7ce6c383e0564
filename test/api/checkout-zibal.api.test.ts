import { expect } from 'chai';
import { startFakeZibal, type FakeZibal } from '../helpers/fake-zibal.ts';
import { describeGatewayCheckout } from '../helpers/gateway-checkout.ts';
import { withQuery } from '../helpers/fake-http.ts';

/** The same checkout through a local Zibal: its "already verified" (201) comes without the amount, as clients report. */
describeGatewayCheckout<FakeZibal>(
  {
    name: 'zibal',
    // A terminal ceiling of 50 million Rial, which Zibal does not publish: only its refusal (113) says it.
    start: () => startFakeZibal({ merchant: 'negahban-zibal', maxAmount: 500_000_000 }),
    env: (fake) => ({ PAYMENT_PROVIDER: 'zibal', ZIBAL_MERCHANT: fake.merchant, ZIBAL_BASE_URL: fake.url }),
    startUrl: (fake, id) => `${fake.url}/start/${id}`,
    pay: (fake, id) => fake.pay(id),
    amount: (fake, id) => fake.payments.get(Number(id))!.amount,
    verifications: (fake, id) => fake.payments.get(Number(id))!.verifications,
    cancel: (fake, id) => fake.cancel(id),
    forgedOk: (fake, id) => withQuery(fake.payments.get(Number(id))!.callbackUrl, { trackId: id, success: '1', status: '2' }),
  },
  ({ server, placeOnline }) => {
    it('an amount over the terminal\'s ceiling (113) is not "unreachable": paying says plainly it is not accepted', async () => {
      const { s, placed } = await placeOnline();
      const id = placed.body.data.productOrderId;
      // The order's payable rose past the ceiling (as a large order would be).
      await server().db.kysely.updateTable('orders').set({ total_rial: 600_000_000 }).where('id', '=', id).execute();
      const refused = await s.get(`/api/productOrder/reserve?id=${id}`);
      expect(refused.status).to.equal(422);
      expect(refused.body.messages[0]).to.include({ code: 'PAYMENT_AMOUNT_NOT_ACCEPTED' });
      expect(refused.body.messages[0].item1).to.match(/Sayad cheque/);
    });
  },
);
