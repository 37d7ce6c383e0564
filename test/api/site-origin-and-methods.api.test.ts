import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { loadConfig } from '../../server/config.ts';
import { captureLog } from '../helpers/capture-log.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startFakeZarinpal, type FakeZarinpal } from '../helpers/fake-zarinpal.ts';
import { Shopper, newMobile } from '../helpers/shopper.ts';
import { http11, rawRequest } from '../helpers/raw-http.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';

/*
 * Issue #18, points 8 and 10: a visitor's Host never reaches a text or a gateway, and the small HTTP faults (a form
 * POST to an unknown test payment, Vary on answers in the visitor's language, HSTS only over https, 405 with Allow).
 */
describe("the visitor's Host never reaches a text or a gateway (PUBLIC_ORIGIN unset)", function () {
  let server: TestServer;
  let zarinpal: FakeZarinpal;
  let outbox: string;
  before(async () => {
    zarinpal = await startFakeZarinpal();
    outbox = join(mkdtempSync(join(tmpdir(), 'negahban-origin-')), 'outbox.jsonl');
    server = await startTestServer(undefined, {
      SMS_OUTBOX: outbox,
      PAYMENT_PROVIDER: 'zarinpal',
      ZARINPAL_MERCHANT_ID: zarinpal.merchantId,
      ZARINPAL_BASE_URL: zarinpal.url,
    });
  });
  after(async () => {
    await server?.close();
    await zarinpal?.close();
  });

  /** A JSON write whose Host names another site (a client cannot set Host through fetch, so these go over a raw socket). */
  const fromEvilHost = (): Record<string, string> => ({ 'Content-Type': 'application/json', 'X-Forwarded-For': '10.77.0.1', Host: 'evil.example' });

  it("writes the site's own host, not the request's, into the login text's WebOTP line", async () => {
    const mobile = newMobile();
    const body = JSON.stringify({ mobile });
    const res = await rawRequest(server.url, http11('/api/auth/otp', fromEvilHost(), 'POST', body));
    expect(res.status).to.equal(200);
    const text = (await readOutbox(outbox)).filter((l) => l.to === mobile).at(-1)!.text;
    expect(text).to.match(/\n@localhost #\d{6}$/);
    expect(text).to.not.include('evil.example');
  });

  it("gives the gateway a callback on the site's own origin", async () => {
    const s = await new Shopper(server.url, outbox).signUp();
    await s.fillPickupCart(server);
    const body = JSON.stringify({ cartUpdateType: CART_UPDATE.setOrder, paymentMethod: 'online' });
    const cookie = [...s.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await rawRequest(server.url, http11('/api/cart/cart', { ...fromEvilHost(), Cookie: cookie }, 'POST', body));
    expect(res.status).to.equal(200);
    const { paymentId } = JSON.parse(res.body).data as { paymentId: string };
    const callback = new URL(zarinpal.payments.get(paymentId)!.callbackUrl);
    expect(callback.hostname).to.equal('localhost');
    expect(callback.pathname).to.equal('/payment/callback/zarinpal');
  });
});

describe('no pretend gateway in production by accident (PAYMENT_PROVIDER)', function () {
  it('stops the start when a public PUBLIC_ORIGIN names no provider', () => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://negahban.example' })).to.throw(/PAYMENT_PROVIDER: required when PUBLIC_ORIGIN is a public site/);
  });

  it('keeps the test gateway as the default of a local demo', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).to.equal('test');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).PAYMENT_PROVIDER).to.equal('test');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://negahban.example', PAYMENT_PROVIDER: 'zibal', ZIBAL_MERCHANT: 'zibal' }).PAYMENT_PROVIDER).to.equal('zibal');
  });

  it('warns at start when the test gateway is named on a public site, and its page says it is a test', async () => {
    const capture = captureLog('info');
    const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-origin-')), 'outbox.jsonl');
    const server = await startTestServer(
      undefined,
      { PUBLIC_ORIGIN: 'https://negahban.example', PAYMENT_PROVIDER: 'test', SMS_OUTBOX: outbox },
      { log: capture.log },
    );
    try {
      expect(capture.lines().some((l) => l.level === 40 && /PAYMENT_PROVIDER=test on a public site/.test(String(l.msg)))).to.equal(true);
      const s = await new Shopper(server.url, outbox).signUp();
      await s.fillPickupCart(server);
      const { paymentUrl } = (await s.place('online')).body.data;
      const page = await (await s.raw(new URL(paymentUrl!, server.url).pathname)).text();
      expect(page).to.include('Test payment gateway').and.include('no money moves');
    } finally {
      await server.close();
    }
  });
});

describe('the pretend gateway named at start in production, wherever it runs', function () {
  const warned = (lines: Record<string, unknown>[]) =>
    lines.some((l) => l.level === 40 && /pretend gateway .*anyone can mark an order paid/.test(String(l.msg)));

  it('warns a production start without PUBLIC_ORIGIN and PAYMENT_PROVIDER, and still serves the local demo', async () => {
    const capture = captureLog('info');
    const server = await startTestServer(undefined, { NODE_ENV: 'production' }, { log: capture.log });
    try {
      expect(warned(capture.lines())).to.equal(true);
      expect((await fetch(`${server.url}/`)).status).to.equal(200);
    } finally {
      await server.close();
    }
  });

  it('says nothing of it to a developer, nor in production with a real gateway', async () => {
    const envs: Record<string, string>[] = [{ NODE_ENV: 'development' }, { NODE_ENV: 'production', PAYMENT_PROVIDER: 'zibal', ZIBAL_MERCHANT: 'zibal' }];
    for (const env of envs) {
      const capture = captureLog('info');
      const server = await startTestServer(undefined, env, { log: capture.log });
      await server.close();
      expect(warned(capture.lines()), JSON.stringify(env)).to.equal(false);
    }
  });
});

describe('small HTTP faults', function () {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it('answers a form POST to an unknown test payment with the 404 page, not a 500', async () => {
    const res = await fetch(`${server.url}/payment/test/no-such-payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(res.status).to.equal(404);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    expect(await res.text()).to.include('<html');
  });

  it('says in Vary that API answers depend on the language asked for', async () => {
    const fa = await fetch(`${server.url}/api/products/productInfo?id=1`, { headers: { 'Accept-Language': 'fa' } });
    const en = await fetch(`${server.url}/api/products/productInfo?id=1`, { headers: { 'Accept-Language': 'en' } });
    expect(fa.status).to.equal(en.status);
    for (const res of [fa, en]) {
      const vary = (res.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(vary).to.include.members(['accept-language', 'cookie']);
    }
    // The same address does answer differently by language: that is why it must say so.
    expect(await fa.text()).to.not.equal(await en.text());
  });

  it('sends Strict-Transport-Security only over https', async () => {
    const res = await fetch(`${server.url}/about/`);
    expect(res.status).to.equal(200);
    expect(res.headers.has('strict-transport-security')).to.equal(false);
    const proxied = await fetch(`${server.url}/about/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).to.match(/max-age=\d+/);
  });

  it('answers a method a page does not take with 405 and Allow', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(`${server.url}/about/`, { method });
      expect(res.status, method).to.equal(405);
      expect(res.headers.get('allow'), method).to.equal('GET, HEAD');
    }
    const post = await fetch(`${server.url}/about/`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(post.status).to.equal(405);
    expect(post.headers.get('allow')).to.equal('GET, HEAD');
    // A page with a form takes POST too; an address that is no page stays a 404.
    const login = await fetch(`${server.url}/loginRegister/`, { method: 'PUT' });
    expect(login.status).to.equal(405);
    expect(login.headers.get('allow')).to.equal('GET, HEAD, POST');
    expect((await fetch(`${server.url}/no/such/page/at/all/`, { method: 'PUT' })).status).to.equal(404);
  });

  it('says in Retry-After when a visitor refused by a rate limit may ask again', async () => {
    const ask = () =>
      fetch(`${server.url}/api/auth/otp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.78.0.1' },
        body: JSON.stringify({ mobile: '09127770001' }),
      });
    expect((await ask()).status).to.equal(200);
    const refused = await ask();
    expect(refused.status).to.equal(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).to.be.within(1, 60);
  });

  it('answers an API address asked with the wrong method with 405 and Allow', async () => {
    const res = await fetch(`${server.url}/api/auth/otp`, { method: 'GET' });
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.equal('POST');
    expect(((await res.json()) as { messages: { code: string }[] }).messages[0].code).to.equal('METHOD_NOT_ALLOWED');
  });
});
