import { expect } from 'chai';
import { PaymentGatewayError, createPaymentGateway, type PaymentGateway } from '../../server/integrations/payment/index.ts';
import { sendJson, startFakeServer } from '../helpers/fake-http.ts';
import { startFakeZibal, type FakeZibal } from '../helpers/fake-zibal.ts';
import { rejection } from '../helpers/rejection.ts';

const gatewayError = (promise: Promise<unknown>) => rejection(promise, PaymentGatewayError);
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('Zibal adapter, against a local fake of its API', () => {
  let fake: FakeZibal;
  let zibal: PaymentGateway;
  const CALLBACK = 'https://shop.example/payment/callback/zibal';
  const order = { amountRial: 8_400_000, callbackUrl: CALLBACK, description: 'سفارش ۷', mobile: '09123456789', orderId: '7' };

  beforeEach(async () => {
    fake = await startFakeZibal({ merchant: 'negahban-test' });
    zibal = createPaymentGateway({ provider: 'zibal', merchant: 'negahban-test', baseUrl: fake.url, timeoutMs: 2_000 });
  });
  afterEach(() => fake.close());

  /** A payment requested and paid on the fake's page. */
  async function paid() {
    const { authority } = await zibal.request(order);
    fake.pay(authority);
    return authority;
  }

  describe('request and start', () => {
    it('registers the payment in Rials and answers the trackId as the authority', async () => {
      const { authority } = await zibal.request(order);
      expect(authority).to.match(/^\d+$/);
      const [req] = fake.requests;
      expect(req.method).to.equal('POST');
      expect(req.path).to.equal('/v1/request');
      expect(req.headers['content-type']).to.equal('application/json');
      expect(req.json).to.deep.equal({
        merchant: 'negahban-test',
        amount: 8_400_000,
        callbackUrl: CALLBACK,
        description: 'سفارش ۷',
        orderId: '7',
        mobile: '09123456789',
      });
      expect(fake.payments.get(Number(authority))?.amount).to.equal(8_400_000);
    });

    it('sends the browser to /start/{trackId}', async () => {
      const { authority } = await zibal.request(order);
      expect(zibal.startUrl(authority)).to.equal(`${fake.url}/start/${authority}`);
      expect((await fetch(zibal.startUrl(authority))).status).to.equal(200);
    });

    it('works with the sandbox merchant "zibal"', async () => {
      const sandbox = createPaymentGateway({ provider: 'zibal', merchant: 'zibal', baseUrl: fake.url, timeoutMs: 2_000 });
      const { authority } = await sandbox.request(order);
      fake.pay(authority);
      expect(await sandbox.verify({ authority, amountRial: order.amountRial })).to.include({ status: 'paid' });
    });

    it('tells a refusal of our setup (102, 103, 106: GATEWAY_MISCONFIGURED) from one of the amount (105, 113: GATEWAY_AMOUNT_REFUSED)', async () => {
      const stranger = createPaymentGateway({ provider: 'zibal', merchant: 'nobody', baseUrl: fake.url, timeoutMs: 2_000 });
      const unknown = await gatewayError(stranger.request(order));
      expect(unknown).to.include({ code: 'GATEWAY_MISCONFIGURED', gateway: 'zibal' });
      expect(unknown.details).to.include({ gatewayCode: 102 });
      expect(unknown.details.gatewayMessage).to.be.a('string').and.not.empty;
      expect(await gatewayError(zibal.request({ ...order, amountRial: 500 })))
        .to.include({ code: 'GATEWAY_AMOUNT_REFUSED' })
        .and.nested.include({ 'details.gatewayCode': 105 });
      expect(await gatewayError(zibal.request({ ...order, callbackUrl: 'ftp://x' })))
        .to.include({ code: 'GATEWAY_MISCONFIGURED' })
        .and.nested.include({ 'details.gatewayCode': 106 });
      expect(await gatewayError(zibal.request({ ...order, amountRial: 3_000_000_000 })))
        .to.include({ code: 'GATEWAY_AMOUNT_REFUSED' })
        .and.nested.include({ 'details.gatewayCode': 113 });
      fake.mode = 'inactive';
      expect(await gatewayError(zibal.request(order)))
        .to.include({ code: 'GATEWAY_MISCONFIGURED' })
        .and.nested.include({ 'details.gatewayCode': 103 });
    });
  });

  describe('callback', () => {
    it('is ok only when success=1 and status=2 (paid, not yet verified)', async () => {
      const a = (await zibal.request(order)).authority;
      const b = (await zibal.request(order)).authority;
      expect(zibal.parseCallback(query(fake.pay(a)))).to.deep.equal({ authority: a, ok: true });
      expect(zibal.parseCallback(query(fake.cancel(b)))).to.deep.equal({ authority: b, ok: false });
      expect(zibal.parseCallback({ trackId: a, success: '1', status: '1' })).to.deep.equal({ authority: a, ok: false });
      expect(zibal.parseCallback({ trackId: a, success: '0', status: '2' })).to.deep.equal({ authority: a, ok: false });
    });

    it('follows the gateway page back to our callback with trackId, success, status and orderId', async () => {
      const { authority } = await zibal.request(order);
      const res = await fetch(`${zibal.startUrl(authority)}/cancel`, { redirect: 'manual' });
      expect(res.status).to.equal(302);
      expect(res.headers.get('location')).to.equal(`${CALLBACK}?trackId=${authority}&success=0&status=3&orderId=7`);
    });

    it('refuses queries that are not a Zibal callback', () => {
      expect(zibal.parseCallback({})).to.equal(null);
      expect(zibal.parseCallback({ success: '1', status: '2' })).to.equal(null);
      expect(zibal.parseCallback({ trackId: '12a', success: '1', status: '2' })).to.equal(null);
      expect(zibal.parseCallback({ trackId: ['1', '2'], success: '1', status: '2' })).to.equal(null);
    });
  });

  describe('verify', () => {
    it('answers paid with the reference and masked card, then already-verified (201)', async () => {
      const authority = await paid();
      const { refNumber } = fake.payments.get(Number(authority))!;
      expect(await zibal.verify({ authority, amountRial: order.amountRial })).to.deep.equal({
        status: 'paid',
        code: 100,
        refId: String(refNumber),
        cardPan: '62741****44',
      });
      expect(fake.requests.at(-1)!.json).to.deep.equal({ merchant: 'negahban-test', trackId: Number(authority) });
      // Zibal's 201 here carries no amount: the inquiry confirms what was paid, and gives the receipt.
      expect(await zibal.verify({ authority, amountRial: order.amountRial })).to.deep.equal({
        status: 'already-verified',
        code: 201,
        refId: String(refNumber),
        cardPan: '62741****44',
      });
      expect(fake.requests.at(-1)).to.deep.include({ path: '/v1/inquiry', json: { merchant: 'negahban-test', trackId: Number(authority) } });
    });

    it("confirms a 201 without an amount by inquiry: another amount than ours is not this order's payment", async () => {
      const authority = await paid();
      await zibal.verify({ authority, amountRial: order.amountRial });
      expect(await zibal.verify({ authority, amountRial: 1_000_000 })).to.include({ status: 'failed', code: 'AMOUNT_MISMATCH' });
    });

    it('fails a payment whose verified amount is not ours, and keeps the receipt for the operator', async () => {
      const authority = await paid();
      const answer = await zibal.verify({ authority, amountRial: 1_000_000 });
      expect(answer).to.include({ status: 'failed', code: 'AMOUNT_MISMATCH' });
      expect(answer.refId).to.equal(String(fake.payments.get(Number(authority))!.refNumber));
    });

    it('checks the amount on 201 too when Zibal sends it', async () => {
      await fake.close();
      fake = await startFakeZibal({ merchant: 'negahban-test', amountOnAlreadyVerified: true });
      zibal = createPaymentGateway({ provider: 'zibal', merchant: 'negahban-test', baseUrl: fake.url, timeoutMs: 2_000 });
      const authority = await paid();
      await zibal.verify({ authority, amountRial: order.amountRial });
      expect(await zibal.verify({ authority, amountRial: 1 })).to.include({ status: 'failed', code: 'AMOUNT_MISMATCH' });
      expect(await zibal.verify({ authority, amountRial: order.amountRial })).to.include({ status: 'already-verified' });
    });

    it('fails an unpaid or cancelled payment (202) and an unknown trackId (203)', async () => {
      const unpaid = (await zibal.request(order)).authority;
      const cancelled = (await zibal.request(order)).authority;
      fake.cancel(cancelled);
      expect(await zibal.verify({ authority: unpaid, amountRial: order.amountRial })).to.include({ status: 'failed', code: 202 });
      expect(await zibal.verify({ authority: cancelled, amountRial: order.amountRial })).to.include({ status: 'failed', code: 202 });
      expect(await zibal.verify({ authority: '999', amountRial: order.amountRial })).to.include({ status: 'failed', code: 203 });
    });

    it('fails an authority that cannot be a trackId without asking Zibal', async () => {
      expect(await zibal.verify({ authority: 'A0000', amountRial: 1 })).to.include({ status: 'failed', code: 203 });
      expect(fake.requests).to.deep.equal([]);
    });

    it('rejects (payment stays pending) on a merchant error', async () => {
      const authority = await paid();
      fake.mode = 'inactive';
      expect((await gatewayError(zibal.verify({ authority, amountRial: order.amountRial }))).details.gatewayCode).to.equal(103);
      fake.mode = 'normal';
      expect(await zibal.verify({ authority, amountRial: order.amountRial })).to.include({ status: 'paid' });
    });
  });

  describe('limits and inquiry', () => {
    it("names its minimum once (more than 1,000 Rial); its ceiling is the terminal's, said by 113", () => {
      expect(zibal.limits).to.deep.equal({ minRial: 1_001, maxRial: null });
    });

    it('asks where a payment stands without verifying it: −1 open, 2 and 1 paid, 3 failed, unknown trackId failed', async () => {
      const { authority } = await zibal.request(order);
      const ask = (amountRial = order.amountRial) => zibal.inquire({ authority, amountRial });
      expect(await ask()).to.deep.equal({ state: 'open', detail: -1 });
      fake.pay(authority);
      expect(await ask()).to.deep.equal({ state: 'paid', detail: 2 });
      expect(fake.payments.get(Number(authority))!.verifications).to.equal(0);
      expect(await ask(1_000_000)).to.include({ state: 'failed', detail: 'AMOUNT_MISMATCH' });
      await zibal.verify({ authority, amountRial: order.amountRial });
      expect(await ask()).to.deep.equal({ state: 'paid', detail: 1 });
      const cancelled = (await zibal.request(order)).authority;
      fake.cancel(cancelled);
      expect(await zibal.inquire({ authority: cancelled, amountRial: order.amountRial })).to.deep.equal({ state: 'failed', detail: 3 });
      expect(await zibal.inquire({ authority: '999', amountRial: order.amountRial })).to.deep.equal({ state: 'failed', detail: 203 });
    });
  });

  describe('an unreliable network', () => {
    it('times out a request and a verify that get no answer (GATEWAY_TIMEOUT)', async () => {
      const slow = createPaymentGateway({ provider: 'zibal', merchant: 'negahban-test', baseUrl: fake.url, timeoutMs: 300 });
      const authority = await paid();
      fake.mode = 'hang';
      expect((await gatewayError(slow.request(order))).code).to.equal('GATEWAY_TIMEOUT');
      expect((await gatewayError(slow.verify({ authority, amountRial: order.amountRial }))).code).to.equal('GATEWAY_TIMEOUT');
    });

    it('calls a body that is not JSON GATEWAY_BAD_RESPONSE', async () => {
      fake.mode = 'malformed';
      expect((await gatewayError(zibal.request(order))).code).to.equal('GATEWAY_BAD_RESPONSE');
      expect((await gatewayError(zibal.verify({ authority: '1', amountRial: 1 }))).code).to.equal('GATEWAY_BAD_RESPONSE');
    });

    it('calls JSON without the documented fields GATEWAY_BAD_RESPONSE', async () => {
      const answers: unknown[] = [
        { message: 'no result' },
        { result: 100 }, // no trackId
        { result: 100, trackId: 'abc' },
        { result: 100, refNumber: 5 }, // verify without an amount
        { result: '۱۰۰' },
      ];
      const odd = await startFakeServer((_req, res) => sendJson(res, 200, answers.shift()));
      try {
        const gateway = createPaymentGateway({ provider: 'zibal', merchant: 'zibal', baseUrl: odd.url, timeoutMs: 2_000 });
        for (let i = 0; i < 3; i++) expect((await gatewayError(gateway.request(order))).code, `answer ${i}`).to.equal('GATEWAY_BAD_RESPONSE');
        expect((await gatewayError(gateway.verify({ authority: '5', amountRial: 1 }))).code).to.equal('GATEWAY_BAD_RESPONSE');
        expect((await gatewayError(gateway.verify({ authority: '5', amountRial: 1 }))).code).to.equal('GATEWAY_BAD_RESPONSE');
      } finally {
        await odd.close();
      }
    });

    it('reports GATEWAY_UNREACHABLE when nothing listens', async () => {
      await fake.close();
      expect((await gatewayError(zibal.request(order))).code).to.equal('GATEWAY_UNREACHABLE');
    });
  });
});
