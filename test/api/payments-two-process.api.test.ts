import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { startFakeZarinpal, type FakeZarinpal } from '../helpers/fake-zarinpal.ts';
import { withQuery } from '../helpers/fake-http.ts';
import { OPERATOR } from '../helpers/gateway-checkout.ts';
import { twoProcessSuite, type TestServer } from '../helpers/server.ts';
import { PICKUP, Shopper } from '../helpers/shopper.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';

/**
 * The gateway's calls (issue #30) on two processes over one PostgreSQL database, as an attacker would spread them:
 * callbacks and `reserve` sent to both, counted at a local Zarinpal; and an order paid twice, its callbacks on each.
 */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('payments on two processes over one PostgreSQL database', function () {
  this.timeout(60_000);
  let fake: FakeZarinpal;
  const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-pay2-')), 'outbox.jsonl');
  // Filled in once the fake listens, before the two processes start (twoProcessSuite's hook runs after this one).
  const env: Record<string, string> = { SMS_OUTBOX: outbox, OPERATOR_MOBILE: OPERATOR };
  before(async () => {
    fake = await startFakeZarinpal();
    Object.assign(env, { PAYMENT_PROVIDER: 'zarinpal', ZARINPAL_MERCHANT_ID: fake.merchantId, ZARINPAL_BASE_URL: fake.url });
  });
  const processes = twoProcessSuite(env);
  after(() => fake?.close());

  const db = () => processes.a().db.kysely;
  let ipSeq = 0;
  const from = (server: TestServer, path: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'X-Forwarded-For': `10.77.${Math.floor(++ipSeq / 250) % 250}.${ipSeq % 250}` } });
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  const onEither = (i: number) => (i % 2 ? processes.a() : processes.b());

  async function placeOnline() {
    const s = await new Shopper(processes.a().url, outbox).signUp();
    await s.fillPickupCart(processes.a());
    await s.delivery(PICKUP);
    const placed = (await s.place('online')).body.data;
    expect(placed.paymentId).to.be.a('string');
    return { s, id: placed.productOrderId, paymentId: placed.paymentId! };
  }

  it('100 forged callbacks on both processes make one verify call', async () => {
    const { paymentId } = await placeOnline();
    const forged = pathOf(withQuery(fake.payments.get(paymentId)!.callbackUrl, { Authority: paymentId, Status: 'OK' }));
    const before = fake.calls.verify;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => from(onEither(i), forged)));
    expect(answers.every((r) => r.status === 303)).to.equal(true);
    expect(fake.calls.verify - before).to.equal(1);
  });

  it('50 parallel reserves on both processes ask the gateway for one new attempt', async () => {
    const { s, id, paymentId } = await placeOnline();
    await s.raw(pathOf(fake.cancel(paymentId)));
    const before = fake.calls.request;
    const reserve = (i: number) => {
      const on = new Shopper(onEither(i).url, outbox);
      for (const [k, v] of s.cookies) on.cookies.set(k, v);
      return on.get<{ paymentId: string }>(`/api/productOrder/reserve?id=${id}`);
    };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => reserve(i)));
    expect(answers.every((r) => r.status === 200 || r.body.messages[0]?.code === 'RATE_LIMITED')).to.equal(true);
    expect(fake.calls.request - before).to.equal(1);
    expect(await db().selectFrom('payments').select('id').where('order_id', '=', id).execute()).to.have.length(2);
  });

  it('an order paid twice, its callbacks on each process, stays paid and nobody is told "cancelled"', async () => {
    const { s, id, paymentId: first } = await placeOnline();
    // The first attempt is no longer young (as 11 minutes later): paying again opens a second one.
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    await db().updateTable('payments').set({ created_at: old }).where('authority', '=', first).execute();
    const second = (await s.get<{ paymentId: string }>(`/api/productOrder/reserve?id=${id}`)).body.data.paymentId;
    expect(second).to.be.a('string').and.not.equal(first);
    const backs = [fake.pay(first), fake.pay(second)].map(pathOf);
    await Promise.all([from(processes.a(), backs[0]), from(processes.b(), backs[1])]);
    const order = await db().selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.status).to.equal('paid');
    const statuses = (await db().selectFrom('payments').select('status').where('order_id', '=', id).execute()).map((p) => p.status).sort();
    expect(statuses).to.deep.equal(['late', 'paid']);
    const texts = (await readOutbox(outbox)).filter((l) => l.code === null);
    const customer = texts.filter((l) => l.to === s.mobile).map((l) => l.text);
    expect(customer.filter((t) => /cancel/i.test(t))).to.deep.equal([]);
    expect(customer.filter((t) => /already paid/.test(t))).to.have.length(1);
    const operator = texts.filter((l) => l.to === OPERATOR && (l.text.includes(first) || l.text.includes(second))).map((l) => l.text);
    expect(operator).to.have.length(1);
    expect(operator[0])
      .to.match(/دو بار پرداخت شد/)
      .and.not.match(/لغو/);
  });
});
