import { expect } from 'chai';
import { PaymentGatewayError, createPaymentGateway, type PaymentGateway } from '../../server/integrations/payment/index.ts';
import { sendJson, startFakeServer } from '../helpers/fake-http.ts';
import { startFakeZarinpal, type FakeZarinpal } from '../helpers/fake-zarinpal.ts';
import { rejection } from '../helpers/rejection.ts';

const gatewayError = (promise: Promise<unknown>) => rejection(promise, PaymentGatewayError);
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('Zarinpal adapter, against a local fake of API v4', () => {
  let fake: FakeZarinpal;
  let zarinpal: PaymentGateway;
  const CALLBACK = 'https://shop.example/payment/callback/zarinpal';
  const order = { amountRial: 12_500_000, callbackUrl: CALLBACK, description: 'سفارش ۴۲', mobile: '09123456789', orderId: '42' };

  beforeEach(async () => {
    fake = await startFakeZarinpal();
    zarinpal = createPaymentGateway({ provider: 'zarinpal', merchantId: fake.merchantId, baseUrl: fake.url, timeoutMs: 2_000 });
  });
  afterEach(() => fake.close());

  describe('request and start', () => {
    it('registers the payment in Rials with currency IRR and answers the authority', async () => {
      const { authority } = await zarinpal.request(order);
      expect(authority).to.match(/^A[0-9a-zA-Z]{35}$/);
      expect(fake.requests).to.have.length(1);
      const [req] = fake.requests;
      expect(req.method).to.equal('POST');
      expect(req.path).to.equal('/pg/v4/payment/request.json');
      expect(req.headers['content-type']).to.equal('application/json');
      expect(req.json).to.deep.equal({
        merchant_id: fake.merchantId,
        amount: 12_500_000,
        currency: 'IRR',
        description: 'سفارش ۴۲',
        callback_url: CALLBACK,
        metadata: { order_id: '42', mobile: '09123456789' },
      });
      expect(fake.payments.get(authority)?.amount).to.equal(12_500_000);
    });

    it('leaves the mobile out when the order has none or it is not a mobile, and sends it as 09xxxxxxxxx', async () => {
      await zarinpal.request({ ...order, mobile: undefined });
      await zarinpal.request({ ...order, mobile: '021-1234' });
      await zarinpal.request({ ...order, mobile: '+98 912 345 6789' });
      const metadata = fake.requests.map((r) => (r.json as { metadata: unknown }).metadata);
      expect(metadata).to.deep.equal([{ order_id: '42' }, { order_id: '42' }, { order_id: '42', mobile: '09123456789' }]);
    });

    it('sends the browser to StartPay/{authority} on the same host', async () => {
      const { authority } = await zarinpal.request(order);
      expect(zarinpal.startUrl(authority)).to.equal(`${fake.url}/pg/StartPay/${authority}`);
      const page = await fetch(zarinpal.startUrl(authority));
      expect(page.status).to.equal(200);
    });

    it('works against the sandbox, whose authorities start with S and which takes any UUID', async () => {
      await fake.close();
      fake = await startFakeZarinpal({ sandbox: true });
      const sandbox = createPaymentGateway({ provider: 'zarinpal', merchantId: '00000000-0000-4000-8000-000000000000', baseUrl: fake.url, timeoutMs: 2_000 });
      expect((await sandbox.request(order)).authority).to.match(/^S[0-9a-zA-Z]{35}$/);
    });

    it('turns Zarinpal error codes into errors with the code: −9 GATEWAY_ERROR, −10/−11 GATEWAY_MISCONFIGURED, −41 GATEWAY_AMOUNT_REFUSED', async () => {
      const tooLong = await gatewayError(zarinpal.request({ ...order, description: 'x'.repeat(501) }));
      expect(tooLong).to.include({ code: 'GATEWAY_ERROR', gateway: 'zarinpal' });
      expect(tooLong.details).to.include({ gatewayCode: -9, httpStatus: 400 });
      expect((await gatewayError(zarinpal.request({ ...order, amountRial: 5_000 }))).details.gatewayCode).to.equal(-9);

      const stranger = createPaymentGateway({ provider: 'zarinpal', merchantId: '11111111-2222-4333-8444-555555555555', baseUrl: fake.url, timeoutMs: 2_000 });
      expect(await gatewayError(stranger.request(order)))
        .to.deep.include({ code: 'GATEWAY_MISCONFIGURED' })
        .and.nested.include({ 'details.gatewayCode': -10 });
      expect(await gatewayError(zarinpal.request({ ...order, amountRial: 1_000_000_010 }))).to.deep.include({ code: 'GATEWAY_AMOUNT_REFUSED' });

      fake.mode = 'inactive';
      const inactive = await gatewayError(zarinpal.request(order));
      expect(inactive).to.include({ code: 'GATEWAY_MISCONFIGURED' });
      expect(inactive.details).to.include({ gatewayCode: -11 });
      expect(inactive.details.gatewayMessage).to.be.a('string').and.not.empty;
    });

    it('reads errors from the body whatever the HTTP status', async () => {
      await fake.close();
      fake = await startFakeZarinpal({ errorHttpStatus: 200 });
      zarinpal = createPaymentGateway({ provider: 'zarinpal', merchantId: fake.merchantId, baseUrl: fake.url, timeoutMs: 2_000 });
      const error = await gatewayError(zarinpal.request({ ...order, amountRial: 2_000_000_000 }));
      expect(error.details).to.include({ gatewayCode: -41, httpStatus: 200 });
    });
  });

  describe('callback', () => {
    it('reads Authority and Status=OK after a payment, NOK after a cancel', async () => {
      const paid = (await zarinpal.request(order)).authority;
      const cancelled = (await zarinpal.request(order)).authority;
      expect(zarinpal.parseCallback(query(fake.pay(paid)))).to.deep.equal({ authority: paid, ok: true });
      expect(zarinpal.parseCallback(query(fake.cancel(cancelled)))).to.deep.equal({ authority: cancelled, ok: false });
    });

    it('follows the gateway page back to our callback, as a browser does', async () => {
      const { authority } = await zarinpal.request(order);
      const res = await fetch(`${zarinpal.startUrl(authority)}/pay`, { redirect: 'manual' });
      expect(res.status).to.equal(302);
      expect(res.headers.get('location')).to.equal(`${CALLBACK}?Authority=${authority}&Status=OK`);
    });

    it('refuses queries that are not a Zarinpal callback', () => {
      expect(zarinpal.parseCallback({})).to.equal(null);
      expect(zarinpal.parseCallback({ Status: 'OK' })).to.equal(null);
      expect(zarinpal.parseCallback({ Authority: '../../etc', Status: 'OK' })).to.equal(null);
      expect(zarinpal.parseCallback({ Authority: ['A1', 'A2'], Status: 'OK' })).to.equal(null);
      expect(zarinpal.parseCallback({ Authority: 'A0000000000000000000000000000000000001', Status: 'ok' })).to.deep.equal({
        authority: 'A0000000000000000000000000000000000001',
        ok: false,
      });
    });
  });

  describe('verify', () => {
    it('answers paid with the bank reference and masked card, then already-verified (101)', async () => {
      const { authority } = await zarinpal.request(order);
      fake.pay(authority);
      const refId = String(fake.payments.get(authority)!.refId);
      expect(await zarinpal.verify({ authority, amountRial: order.amountRial })).to.deep.equal({
        status: 'paid',
        code: 100,
        refId,
        cardPan: '502229******5995',
      });
      expect(fake.requests.at(-1)!.json).to.deep.equal({ merchant_id: fake.merchantId, amount: order.amountRial, authority });
      expect(await zarinpal.verify({ authority, amountRial: order.amountRial })).to.include({ status: 'already-verified', code: 101, refId });
    });

    it('fails a verify with another amount (−50) and still verifies the right one afterwards', async () => {
      const { authority } = await zarinpal.request(order);
      fake.pay(authority);
      expect(await zarinpal.verify({ authority, amountRial: 1_000_000 })).to.include({ status: 'failed', code: -50 });
      expect(await zarinpal.verify({ authority, amountRial: order.amountRial })).to.include({ status: 'paid' });
    });

    it("fails an unpaid or cancelled payment (−51), an unknown authority (−54), another merchant's (−53)", async () => {
      const unpaid = (await zarinpal.request(order)).authority;
      const cancelled = (await zarinpal.request(order)).authority;
      fake.cancel(cancelled);
      expect(await zarinpal.verify({ authority: unpaid, amountRial: order.amountRial })).to.include({ status: 'failed', code: -51 });
      expect(await zarinpal.verify({ authority: cancelled, amountRial: order.amountRial })).to.include({ status: 'failed', code: -51 });
      const forged = `A${'0'.repeat(35)}`;
      const unknown = await zarinpal.verify({ authority: forged, amountRial: order.amountRial });
      expect(unknown).to.include({ status: 'failed', code: -54 });
      expect(unknown.message).to.be.a('string').and.not.empty;

      fake.pay(unpaid);
      const other = createPaymentGateway({ provider: 'zarinpal', merchantId: '11111111-2222-4333-8444-555555555555', baseUrl: fake.url, timeoutMs: 2_000 });
      expect(await other.verify({ authority: unpaid, amountRial: order.amountRial })).to.include({ status: 'failed', code: -53 });
    });

    it('rejects (payment stays pending) when the error is about the terminal, not the payment', async () => {
      const { authority } = await zarinpal.request(order);
      fake.pay(authority);
      fake.mode = 'inactive';
      const error = await gatewayError(zarinpal.verify({ authority, amountRial: order.amountRial }));
      expect(error.details.gatewayCode).to.equal(-11);
      fake.mode = 'normal';
      expect(await zarinpal.verify({ authority, amountRial: order.amountRial })).to.include({ status: 'paid' });
    });
  });

  describe('limits, inquiry and the unverified list', () => {
    it('names its limits once: 10,000 Rial to 100 million Toman', () => {
      expect(zarinpal.limits).to.deep.equal({ minRial: 10_000, maxRial: 1_000_000_000 });
    });

    it('asks where a payment stands without verifying it: IN_BANK open, PAID and VERIFIED paid, FAILED failed', async () => {
      const { authority } = await zarinpal.request(order);
      const ask = () => zarinpal.inquire({ authority, amountRial: order.amountRial });
      expect(await ask()).to.deep.equal({ state: 'open', detail: 'IN_BANK' });
      expect(fake.requests.at(-1)).to.deep.include({ path: '/pg/v4/payment/inquiry.json', json: { merchant_id: fake.merchantId, authority } });
      fake.pay(authority);
      expect(await ask()).to.deep.equal({ state: 'paid', detail: 'PAID' });
      expect(fake.payments.get(authority)!.verifications).to.equal(0);
      await zarinpal.verify({ authority, amountRial: order.amountRial });
      expect(await ask()).to.deep.equal({ state: 'paid', detail: 'VERIFIED' });
      const cancelled = (await zarinpal.request(order)).authority;
      fake.cancel(cancelled);
      expect(await zarinpal.inquire({ authority: cancelled, amountRial: order.amountRial })).to.include({ state: 'failed' });
      expect(await zarinpal.inquire({ authority: `A${'0'.repeat(35)}`, amountRial: order.amountRial })).to.include({ state: 'failed', detail: -54 });
      fake.mode = 'hang';
      expect(await gatewayError(ask())).to.include({ code: 'GATEWAY_TIMEOUT' });
    });

    it('lists the payments taken and never verified', async () => {
      const [a, b] = [(await zarinpal.request(order)).authority, (await zarinpal.request(order)).authority];
      fake.pay(a);
      fake.pay(b);
      await zarinpal.verify({ authority: b, amountRial: order.amountRial });
      expect(await zarinpal.unverified!()).to.deep.equal([a]);
      expect(fake.requests.at(-1)).to.deep.include({ path: '/pg/v4/payment/unVerified.json', json: { merchant_id: fake.merchantId } });
    });
  });

  describe('an unreliable network', () => {
    it('times out a request and a verify that get no answer (GATEWAY_TIMEOUT)', async () => {
      const slow = createPaymentGateway({ provider: 'zarinpal', merchantId: fake.merchantId, baseUrl: fake.url, timeoutMs: 300 });
      const { authority } = await slow.request(order);
      fake.pay(authority);
      fake.mode = 'hang';
      const started = Date.now();
      expect((await gatewayError(slow.request(order))).code).to.equal('GATEWAY_TIMEOUT');
      expect((await gatewayError(slow.verify({ authority, amountRial: order.amountRial }))).code).to.equal('GATEWAY_TIMEOUT');
      expect(Date.now() - started).to.be.within(500, 3_000);
    });

    it('calls a body that is not JSON GATEWAY_BAD_RESPONSE', async () => {
      fake.mode = 'malformed';
      expect((await gatewayError(zarinpal.request(order))).code).to.equal('GATEWAY_BAD_RESPONSE');
      expect((await gatewayError(zarinpal.verify({ authority: `A${'1'.repeat(35)}`, amountRial: 10_000 }))).code).to.equal('GATEWAY_BAD_RESPONSE');
    });

    it('calls JSON without the documented fields GATEWAY_BAD_RESPONSE', async () => {
      const answers: unknown[] = [
        { data: [], errors: [] }, // empty data and no errors
        { data: { code: 100 }, errors: [] }, // no authority
        { data: { code: 100, authority: '<script>' }, errors: [] }, // not URL-safe
        { data: { code: 100, ref_id: null }, errors: [] }, // verify without a reference
        { errors: { message: 'no code' } },
        [1, 2, 3],
      ];
      const odd = await startFakeServer((_req, res) => sendJson(res, 200, answers.shift()));
      try {
        const gateway = createPaymentGateway({ provider: 'zarinpal', merchantId: fake.merchantId, baseUrl: odd.url, timeoutMs: 2_000 });
        for (let i = 0; i < 3; i++) expect((await gatewayError(gateway.request(order))).code, `answer ${i}`).to.equal('GATEWAY_BAD_RESPONSE');
        expect((await gatewayError(gateway.verify({ authority: `A${'1'.repeat(35)}`, amountRial: 10_000 }))).code).to.equal('GATEWAY_BAD_RESPONSE');
        expect((await gatewayError(gateway.request(order))).code).to.equal('GATEWAY_BAD_RESPONSE');
        expect((await gatewayError(gateway.request(order))).code).to.equal('GATEWAY_BAD_RESPONSE');
      } finally {
        await odd.close();
      }
    });

    it('reports GATEWAY_UNREACHABLE when nothing listens', async () => {
      await fake.close();
      expect((await gatewayError(zarinpal.request(order))).code).to.equal('GATEWAY_UNREACHABLE');
    });
  });
});
