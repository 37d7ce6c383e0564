import { expect } from 'chai';
import { loadConfig } from '../../../../../server/config.ts';
import {
  createMemoryTestPaymentStore,
  createPaymentGateway,
  isTestGateway,
  paymentOptionsFromConfig,
  testCallbackUrl,
  type TestGateway,
  type TestPaymentStore,
} from '../../../../../server/integrations/payment/index.ts';

describe('payment: the test gateway', () => {
  const at = new Date('2026-03-21T10:00:00Z');
  const CALLBACK = 'https://shop.example/payment/callback/test';
  const order = { amountRial: 4_500_000, callbackUrl: CALLBACK, description: 'سفارش ۹', orderId: '9' };
  let store: TestPaymentStore;
  let gateway: TestGateway;

  beforeEach(() => {
    store = createMemoryTestPaymentStore();
    gateway = createPaymentGateway({ provider: 'test', base: '/payment/test/', store, clock: () => at });
  });

  const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('gives each payment an unguessable URL-safe authority (128 random bits) and records it pending', async () => {
    const authorities = new Set<string>();
    for (let i = 0; i < 500; i++) authorities.add((await gateway.request(order)).authority);
    expect(authorities.size).to.equal(500);
    for (const a of authorities) expect(a).to.match(/^[A-Za-z0-9_-]{22}$/);
    const [first] = authorities;
    expect(await gateway.find(first)).to.deep.equal({ authority: first, ...order, state: 'pending', verified: false, createdAt: at });
  });

  it('takes its randomness from the options', async () => {
    const fixed = createPaymentGateway({ provider: 'test', base: '/payment/test/', store, random: (n) => new Uint8Array(n).fill(255) });
    expect((await fixed.request(order)).authority).to.equal('_____________________w');
  });

  it('is told apart from the real gateways by its name', () => {
    const options = paymentOptionsFromConfig(loadConfig({}), { store });
    expect(isTestGateway(createPaymentGateway(options))).to.equal(true);
    expect(isTestGateway(createPaymentGateway({ provider: 'zibal', merchant: 'zibal', baseUrl: 'http://127.0.0.1:9', timeoutMs: 1 }))).to.equal(false);
  });

  it('sends the customer to PAYMENT_TEST_BASE + authority + ?test=true (spec §4)', async () => {
    const { authority } = await gateway.request(order);
    expect(gateway.startUrl(authority)).to.equal(`/payment/test/${authority}?test=true`);
    const absolute = createPaymentGateway({ provider: 'test', base: 'https://pay.example/test', store });
    expect(absolute.startUrl(authority)).to.equal(`https://pay.example/test/${authority}?test=true`);
  });

  it('"pay" records the payment and returns the browser to the callback; verify then answers paid, once', async () => {
    const { authority } = await gateway.request(order);
    const back = await gateway.complete(authority, 'paid');
    expect(back).to.equal(`${CALLBACK}?authority=${authority}&result=paid`);
    expect(gateway.parseCallback(query(back!))).to.deep.equal({ authority, ok: true });
    expect(await gateway.verify({ authority, amountRial: order.amountRial })).to.deep.equal({ status: 'paid', refId: `TEST-${authority.slice(0, 10)}` });
    expect(await gateway.verify({ authority, amountRial: order.amountRial })).to.include({ status: 'already-verified' });
  });

  it('"cancel" returns the browser with result=cancelled and verify fails', async () => {
    const { authority } = await gateway.request(order);
    const back = await gateway.complete(authority, 'cancelled');
    expect(gateway.parseCallback(query(back!))).to.deep.equal({ authority, ok: false });
    expect(await gateway.verify({ authority, amountRial: order.amountRial })).to.deep.equal({ status: 'failed', code: 'CANCELLED' });
  });

  it('counts only the first button pressed (a double click or a late cancel changes nothing)', async () => {
    const { authority } = await gateway.request(order);
    await gateway.complete(authority, 'paid');
    expect(query((await gateway.complete(authority, 'cancelled'))!).result).to.equal('paid');
    expect((await gateway.find(authority))?.state).to.equal('paid');
  });

  it('fails a verify for a pending payment, another amount, an unknown or malformed authority', async () => {
    const { authority } = await gateway.request(order);
    expect(await gateway.verify({ authority, amountRial: order.amountRial })).to.deep.equal({ status: 'failed', code: 'NOT_PAID' });
    await gateway.complete(authority, 'paid');
    expect(await gateway.verify({ authority, amountRial: order.amountRial - 10 })).to.deep.equal({ status: 'failed', code: 'AMOUNT_MISMATCH' });
    expect(await gateway.verify({ authority: 'A'.repeat(22), amountRial: order.amountRial })).to.deep.equal({ status: 'failed', code: 'UNKNOWN_AUTHORITY' });
    expect(await gateway.verify({ authority: '../x', amountRial: order.amountRial })).to.deep.equal({ status: 'failed', code: 'UNKNOWN_AUTHORITY' });
    // the wrong-amount attempt did not use up the verification
    expect(await gateway.verify({ authority, amountRial: order.amountRial })).to.include({ status: 'paid' });
  });

  it('verifies once when many callbacks race', async () => {
    const { authority } = await gateway.request(order);
    await gateway.complete(authority, 'paid');
    const answers = await Promise.all(Array.from({ length: 10 }, () => gateway.verify({ authority, amountRial: order.amountRial })));
    expect(answers.filter((a) => a.status === 'paid')).to.have.length(1);
    expect(answers.filter((a) => a.status === 'already-verified')).to.have.length(9);
  });

  it('knows nothing of unknown authorities on its page', async () => {
    expect(await gateway.find('A'.repeat(22))).to.equal(null);
    expect(await gateway.complete('A'.repeat(22), 'paid')).to.equal(null);
    expect(await gateway.complete('<script>', 'paid')).to.equal(null);
  });

  it('parses only its own callback queries', () => {
    expect(gateway.parseCallback({})).to.equal(null);
    expect(gateway.parseCallback({ authority: 'short', result: 'paid' })).to.equal(null);
    expect(gateway.parseCallback({ authority: ['A'.repeat(22)], result: 'paid' })).to.equal(null);
    expect(gateway.parseCallback({ authority: 'A'.repeat(22), result: 'PAID' })).to.deep.equal({ authority: 'A'.repeat(22), ok: false });
  });

  it('builds callback URLs that keep an existing query', () => {
    expect(testCallbackUrl('/payment/callback/test?lang=en', 'abc', 'paid')).to.equal('/payment/callback/test?lang=en&authority=abc&result=paid');
  });
});

describe('payment: configuration', () => {
  const store = createMemoryTestPaymentStore();

  it('uses the test gateway at /payment/test/ by default', () => {
    expect(paymentOptionsFromConfig(loadConfig({}), { store })).to.deep.equal({ provider: 'test', base: '/payment/test/', store });
  });

  it('picks the Zarinpal live host, the sandbox host with ZARINPAL_SANDBOX=1, or an explicit one', () => {
    const merchant = { PAYMENT_PROVIDER: 'zarinpal', ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be' };
    expect(paymentOptionsFromConfig(loadConfig(merchant), { store })).to.deep.equal({
      provider: 'zarinpal',
      merchantId: merchant.ZARINPAL_MERCHANT_ID,
      baseUrl: 'https://payment.zarinpal.com',
      timeoutMs: 15_000,
    });
    expect(paymentOptionsFromConfig(loadConfig({ ...merchant, ZARINPAL_SANDBOX: '1' }), { store })).to.include({ baseUrl: 'https://sandbox.zarinpal.com' });
    expect(paymentOptionsFromConfig(loadConfig({ ...merchant, ZARINPAL_SANDBOX: '1', ZARINPAL_BASE_URL: 'http://127.0.0.1:9' }), { store })).to.include({
      baseUrl: 'http://127.0.0.1:9',
    });
  });

  it('maps Zibal with its live host by default', () => {
    expect(paymentOptionsFromConfig(loadConfig({ PAYMENT_PROVIDER: 'zibal', ZIBAL_MERCHANT: 'zibal', PAYMENT_TIMEOUT_MS: '5000' }), { store })).to.deep.equal({
      provider: 'zibal',
      merchant: 'zibal',
      baseUrl: 'https://gateway.zibal.ir',
      timeoutMs: 5_000,
    });
  });

  it('refuses to start with a real gateway but no merchant, or a merchant id that is not a UUID', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'zarinpal' })).to.throw(/ZARINPAL_MERCHANT_ID: required/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'zarinpal', ZARINPAL_MERCHANT_ID: 'abc' })).to.throw(/ZARINPAL_MERCHANT_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'zibal' })).to.throw(/ZIBAL_MERCHANT: required/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).to.throw(/PAYMENT_PROVIDER/);
  });
});
