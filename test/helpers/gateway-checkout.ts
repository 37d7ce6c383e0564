import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { readNote } from '../../shared/order-notes.ts';
import { RATE_LIMITS } from '../../server/services/rate-limits.ts';
import type { OrderDetail } from '../../shared/contracts/checkout.ts';
import { captureLog } from './capture-log.ts';
import type { FakeServer } from './fake-http.ts';
import { TEST_DATABASES, startTestServer, type TestServer } from './server.ts';
import { Shopper, PICKUP } from './shopper.ts';

/** What the shared checkout suite needs of a gateway's local fake. */
export interface GatewayDriver<F extends FakeServer & { mode: string }> {
  name: 'zarinpal' | 'zibal';
  start(): Promise<F>;
  /** The server's configuration for this gateway at the fake. */
  env(fake: F): Record<string, string>;
  startUrl(fake: F, paymentId: string): string;
  /** The customer pays (or is at the bank, then pays); answers the callback URL the gateway sends the browser to. */
  pay(fake: F, paymentId: string): string;
  amount(fake: F, paymentId: string): number;
  /** How many verify calls found the payment paid (the first verifies, the rest are "already verified"). */
  verifications(fake: F, paymentId: string): number;
  /** The customer cancels on the payment page; answers the callback URL. */
  cancel(fake: F, paymentId: string): string;
  /** A callback URL that claims the payment went through, whatever happened (anyone can send one). */
  forgedOk(fake: F, paymentId: string): string;
}

export const OPERATOR = '09120000999';

/** The calls a fake gateway counts. */
export interface GatewayCalls {
  request: number;
  verify: number;
  inquiry: number;
}

export interface GatewayCheckout<F> {
  server: () => TestServer;
  fake: () => F;
  outbox: () => string;
  log: () => ReturnType<typeof captureLog>;
  advance: (ms: number) => void;
  placeOnline: () => Promise<{ s: Shopper; placed: Awaited<ReturnType<Shopper['place']>> }>;
}

/**
 * Checkout end to end through a real gateway's adapter and its local fake, on every test database: the same story
 * for Zarinpal and Zibal (issue 18 points 11 and 12). `more` adds a gateway's own tests inside the same servers.
 */
export function describeGatewayCheckout<F extends FakeServer & { mode: string; calls: GatewayCalls }>(
  driver: GatewayDriver<F>,
  more: (ctx: GatewayCheckout<F>) => void = () => {},
) {
  for (const database of TEST_DATABASES) {
    describe(`checkout through ${driver.name}: timeouts, lost answers, expiry and refusals (${database.name})`, function () {
      this.timeout(30_000);
      let server: TestServer;
      let fake: F;
      let outbox: string;
      let nowMs = Date.now();
      const logs = captureLog('info');
      before(async () => {
        fake = await driver.start();
        outbox = join(mkdtempSync(join(tmpdir(), `negahban-${driver.name}-`)), 'outbox.jsonl');
        server = await startTestServer(
          database,
          { SMS_OUTBOX: outbox, OPERATOR_MOBILE: OPERATOR, PAYMENT_TIMEOUT_MS: '1500', ...driver.env(fake) },
          { clock: () => new Date(nowMs), log: logs.log },
        );
      });
      after(async () => {
        await server?.close();
        await fake?.close();
      });
      afterEach(() => {
        fake.mode = 'normal';
      });

      async function placeOnline() {
        const s = await new Shopper(server.url, outbox).signUp();
        const item = await server.db.kysely
          .selectFrom('product_items')
          .select('id')
          .where('price_rial', 'is not', null)
          .where('price_rial', '<', 100_000_000)
          .where('stock', '>=', 5)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        await s.add(item.id, 1);
        await s.delivery(PICKUP);
        return { s, placed: await s.place('online') };
      }
      const callbackPath = (url: string) => new URL(url).pathname + new URL(url).search;
      const order = async (s: Shopper, id: number) => (await s.get<OrderDetail>(`/api/productOrder/order?id=${id}`)).body.data;
      const paymentRow = (authority: string) =>
        server.db.kysely.selectFrom('payments').selectAll().where('authority', '=', authority).executeTakeFirstOrThrow();
      const textsTo = async (mobile: string) => (await readOutbox(outbox)).filter((l) => l.to === mobile && l.code === null).map((l) => l.text);
      /** The payment job then the expiry job, as boot.ts runs them every minute. */
      const sweep = async () => {
        await server.services.payments.resumeInterrupted();
        await server.services.payments.reconcile();
        return server.services.orders.expireDue();
      };

      it('sends the customer to the gateway and marks the order paid after one verification with our amount', async () => {
        const { s, placed } = await placeOnline();
        const { paymentId, paymentUrl, productOrderId } = placed.body.data;
        expect(paymentUrl).to.equal(driver.startUrl(fake, paymentId!));
        expect(driver.amount(fake, paymentId!)).to.equal((await order(s, productOrderId)).totalRial);
        const back = callbackPath(driver.pay(fake, paymentId!));
        await Promise.all([s.raw(back), s.raw(back), s.raw(back)]);
        expect((await s.raw(back)).headers.get('location')).to.contain('payment=paid');
        expect(driver.verifications(fake, paymentId!)).to.equal(1);
        expect((await order(s, productOrderId)).status).to.equal('paid');
      });

      it('a verification that times out leaves the payment pending, and a later callback completes it', async () => {
        const { s, placed } = await placeOnline();
        const { paymentId, productOrderId } = placed.body.data;
        const back = callbackPath(driver.pay(fake, paymentId!));
        fake.mode = 'hang';
        expect((await s.raw(back)).headers.get('location')).to.contain('payment=pending');
        expect(await paymentRow(paymentId!)).to.include({ status: 'pending', note: 'GATEWAY_TIMEOUT' });
        expect((await order(s, productOrderId)).status).to.equal('awaiting-payment');
        fake.mode = 'normal';
        expect((await s.raw(back)).headers.get('location'), 'asked again only after the interval').to.contain('payment=pending');
        advance(31_000);
        expect((await s.raw(back)).headers.get('location')).to.contain('payment=paid');
      });

      it('an order placed while the gateway hangs is kept; paying again says the gateway is unavailable until it answers', async () => {
        fake.mode = 'hang';
        const { s, placed } = await placeOnline();
        expect(placed.status).to.equal(200);
        expect(placed.body.data).to.include({ isOnline: true, paymentId: null, paymentUrl: null });
        const id = placed.body.data.productOrderId;
        const refused = await s.get(`/api/productOrder/reserve?id=${id}`);
        expect(refused.status).to.equal(503);
        expect(refused.body.messages[0].code).to.equal('PAYMENT_UNAVAILABLE');
        fake.mode = 'normal';
        const again = await s.get<{ paymentUrl: string }>(`/api/productOrder/reserve?id=${id}`);
        expect(again.body.data.paymentUrl).to.match(/^http/);
      });

      it('a verification whose answer was lost is asked again by the payment job: "already verified" pays the order', async () => {
        const { s, placed } = await placeOnline();
        const { paymentId, productOrderId } = placed.body.data;
        const back = callbackPath(driver.pay(fake, paymentId!));
        fake.mode = 'lose-verify';
        expect((await s.raw(back)).headers.get('location')).to.contain('payment=pending');
        // The gateway verified it (the money is ours); only its answer never came back.
        expect(driver.verifications(fake, paymentId!)).to.equal(1);
        expect((await order(s, productOrderId)).status).to.equal('awaiting-payment');
        fake.mode = 'normal';
        advance(60_000); // the payment job's next minute
        expect(await server.services.payments.reconcile()).to.equal(1);
        expect(driver.verifications(fake, paymentId!)).to.equal(2);
        const detail = await order(s, productOrderId);
        expect(detail).to.include({ status: 'paid', paymentState: 'paid' });
        expect(detail.refId).to.be.a('string').and.not.equal('');
        expect(await paymentRow(paymentId!)).to.include({ status: 'paid' });
        // The customer is told once, and the job has nothing left to ask.
        expect(await server.services.payments.reconcile()).to.equal(0);
      });

      it('before an order with a started payment expires, the gateway is asked: money taken pays the order', async () => {
        const { s, placed } = await placeOnline();
        const { paymentId, productOrderId } = placed.body.data;
        driver.pay(fake, paymentId!); // paid at the gateway; the browser never came back
        advance(21 * 60_000);
        await sweep();
        expect((await order(s, productOrderId)).status).to.equal('paid');
        expect(driver.verifications(fake, paymentId!)).to.equal(1);
      });

      it('a payment after the order expired is verified and flagged for a refund: timeline, operator, customer', async () => {
        const { s, placed } = await placeOnline();
        const { paymentId, productOrderId } = placed.body.data;
        advance(21 * 60_000);
        await sweep();
        expect((await order(s, productOrderId)).status).to.equal('cancelled');
        driver.pay(fake, paymentId!); // the customer paid at the gateway after the order lapsed, and closed the tab
        advance(60_000);
        await sweep();
        expect(await paymentRow(paymentId!)).to.include({ status: 'late' });
        const detail = await order(s, productOrderId);
        expect(detail).to.include({ status: 'cancelled', paymentState: 'refund-due' });
        expect(readNote(detail.events.at(-1)!.note).machine).to.deep.include({ key: 'paidLate', authority: paymentId });
        expect(logs.lines().some((l) => l.level === 50 && l.alert === 'operatorPaymentLate' && l.authority === paymentId)).to.equal(true);
        expect((await textsTo(OPERATOR)).some((t) => t.includes(paymentId!))).to.equal(true);
        expect((await textsTo(s.mobile)).some((t) => /after the order was cancelled/.test(t))).to.equal(true);
        // The operator may record the refund.
        expect(await server.services.orders.refundable({ id: productOrderId, status: 'cancelled' })).to.equal(true);
      });

      it('an order paid twice (two attempts, both paid) stays paid; the second is owed back and nobody is told "cancelled"', async () => {
        const { s, placed } = await placeOnline();
        const first = placed.body.data.paymentId!;
        advance(11 * 60_000); // the first attempt is no longer young: paying again opens a second one
        const again = await s.get<{ paymentId: string }>(`/api/productOrder/reserve?id=${placed.body.data.productOrderId}`);
        const second = again.body.data.paymentId;
        expect(second).to.be.a('string').and.not.equal(first);
        const backs = [driver.pay(fake, first), driver.pay(fake, second)].map(callbackPath);
        for (const back of backs) expect((await s.raw(back)).headers.get('location')).to.contain('payment=paid');
        const detail = await order(s, placed.body.data.productOrderId);
        expect(detail).to.include({ status: 'paid', paymentState: 'paid' });
        expect(readNote(detail.events.at(-1)!.note).machine).to.deep.equal({ key: 'paidTwice', authority: second });
        expect(await paymentRow(second)).to.include({ status: 'late' });
        const customer = await textsTo(s.mobile);
        expect(
          customer.filter((t) => /cancel/i.test(t)),
          'the customer is never told "cancelled"',
        ).to.deep.equal([]);
        expect(customer.filter((t) => /already paid/.test(t))).to.have.length(1);
        const operator = (await textsTo(OPERATOR)).filter((t) => t.includes(second));
        expect(operator).to.have.length(1);
        // The operator's texts are in Persian: "paid twice", never "cancelled" (لغو).
        expect(operator[0])
          .to.match(/دو بار پرداخت شد/)
          .and.not.match(/لغو/);
        expect(logs.lines().some((l) => l.level === 50 && l.alert === 'operatorPaidTwice' && l.authority === second)).to.equal(true);
      });

      let ipSeq = 0;
      /** A callback sent from an address of its own: the attacker's many, or many customers'. */
      const fromElsewhere = (s: Shopper, back: string) =>
        s.raw(callbackPath(back), { headers: { 'X-Forwarded-For': `10.66.${Math.floor(++ipSeq / 250) % 250}.${ipSeq % 250}` } });

      it('100 forged callbacks for an order cancelled 25 minutes ago make one verify call, not 100; then none', async () => {
        const { s, placed } = await placeOnline();
        const { paymentId } = placed.body.data;
        advance(21 * 60_000);
        await sweep();
        advance(4 * 60_000);
        const before = fake.calls.verify;
        const burst = await Promise.all(Array.from({ length: 100 }, () => fromElsewhere(s, driver.forgedOk(fake, paymentId!))));
        expect(burst.every((r) => r.status === 303)).to.equal(true);
        for (let i = 0; i < 20; i++) await fromElsewhere(s, driver.forgedOk(fake, paymentId!));
        advance(31_000);
        for (let i = 0; i < 20; i++) await fromElsewhere(s, driver.forgedOk(fake, paymentId!));
        expect(fake.calls.verify - before, 'verify calls').to.equal(1);
        expect(await paymentRow(paymentId!)).to.include({ status: 'pending' });
      });

      it('verifies an open attempt at most every 30 s however many callbacks come, and counts callbacks per address', async () => {
        const { s, placed } = await placeOnline();
        const { paymentId } = placed.body.data;
        const before = fake.calls.verify;
        await Promise.all(Array.from({ length: 50 }, () => fromElsewhere(s, driver.forgedOk(fake, paymentId!))));
        expect(fake.calls.verify - before).to.equal(1);
        advance(31_000);
        await Promise.all(Array.from({ length: 50 }, () => fromElsewhere(s, driver.forgedOk(fake, paymentId!))));
        expect(fake.calls.verify - before, 'one more after the interval').to.equal(2);
        // One address: its callbacks of a minute are handled up to the limit; the next only shows the order.
        advance(31_000);
        const back = callbackPath(driver.pay(fake, paymentId!));
        const { points } = RATE_LIMITS.paymentCallbackPerIp;
        const answers = [];
        for (let i = 0; i <= points; i++) answers.push((await s.raw(back)).headers.get('location'));
        expect(answers.slice(0, points).every((l) => l?.includes('payment=paid'))).to.equal(true);
        expect(answers[points]).to.contain('payment=pending');
        expect((await order(s, placed.body.data.productOrderId)).status).to.equal('paid');
      });

      it('reserve reuses a young attempt, asks the gateway once for a burst, and opens five attempts an order at most', async () => {
        const { s, placed } = await placeOnline();
        const id = placed.body.data.productOrderId;
        const reserve = () => s.get<{ paymentId: string }>(`/api/productOrder/reserve?id=${id}`);
        const attempts = async () => (await server.db.kysely.selectFrom('payments').select('id').where('order_id', '=', id).execute()).length;
        const before = fake.calls.request;
        const reused = await Promise.all(Array.from({ length: 50 }, reserve));
        expect(new Set(reused.map((r) => r.body.data.paymentId))).to.deep.equal(new Set([placed.body.data.paymentId]));
        expect([fake.calls.request - before, await attempts()]).to.deep.equal([0, 1]);

        // Cancelled at the gateway, the attempt is dead: of a burst, one asks for a new one, the rest are told to wait.
        await s.raw(callbackPath(driver.cancel(fake, placed.body.data.paymentId!)));
        const burst = await Promise.all(Array.from({ length: 50 }, reserve));
        expect(burst.every((r) => r.status === 200 || r.body.messages[0]?.code === 'RATE_LIMITED')).to.equal(true);
        expect([fake.calls.request - before, await attempts()]).to.deep.equal([1, 2]);

        let last = (await reserve()).body.data.paymentId;
        for (let n = 3; n <= 5; n++) {
          await s.raw(callbackPath(driver.cancel(fake, last)));
          last = (await reserve()).body.data.paymentId;
        }
        await s.raw(callbackPath(driver.cancel(fake, last)));
        const refused = await reserve();
        expect([refused.status, refused.body.messages[0]?.code]).to.deep.equal([429, 'PAYMENT_TOO_MANY_ATTEMPTS']);
        expect([fake.calls.request - before, await attempts()]).to.deep.equal([4, 5]);
      });

      it('while the gateway cannot say, the order is held past its due time for the grace hour, then it lapses', async () => {
        const { s, placed } = await placeOnline();
        const { productOrderId } = placed.body.data;
        advance(21 * 60_000);
        fake.mode = 'hang';
        await sweep();
        expect((await order(s, productOrderId)).status).to.equal('awaiting-payment');
        advance(60 * 60_000);
        await sweep();
        expect((await server.db.kysely.selectFrom('orders').select('status').where('id', '=', productOrderId).executeTakeFirstOrThrow()).status).to.equal(
          'cancelled',
        );
      });

      it('a gateway refusing our merchant alerts the operator at error level; the customer is told to try again', async () => {
        fake.mode = 'inactive';
        const { placed } = await placeOnline();
        expect(placed.body.data).to.include({ paymentUrl: null });
        expect(logs.lines().some((l) => l.level === 50 && l.alert === 'operatorGatewayMisconfigured')).to.equal(true);
        expect((await textsTo(OPERATOR)).some((t) => t.includes(driver.name))).to.equal(true);
      });

      const advance = (ms: number) => {
        nowMs += ms;
      };
      more({ server: () => server, fake: () => fake, outbox: () => outbox, log: () => logs, advance, placeOnline });
    });
  }
}
