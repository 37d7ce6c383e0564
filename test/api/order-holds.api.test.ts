import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import { Shopper, PICKUP } from '../helpers/shopper.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import type { OrderDetail } from '../../shared/contracts/checkout.ts';
import type { Dashboard } from '../../shared/contracts/admin/dashboard.ts';
import { readNote } from '../../shared/order-notes.ts';

const OPERATOR = '09120000777';
const DAY = 86_400_000;

/**
 * Stock is never held forever (issue 18, point 6): a cheque's due date has a bound, a described cheque has a review
 * deadline (the operator is texted, then the hold lapses and the customer is texted), a customer has at most
 * MAX_UNPAID_ORDERS orders waiting for money, and the back office lists what waits and since when. Defaults throughout:
 * CHEQUE_MAX_DUE_DAYS 31, CHEQUE_REVIEW_DAYS 2, CHEQUE_REVIEW_GRACE_HOURS 24, MAX_UNPAID_ORDERS 3.
 */
for (const database of TEST_DATABASES) {
  describe(`stock holds: cheque bounds, review deadline, unpaid cap (${database.name})`, function () {
    this.timeout(120_000);
    let nowMs = Date.parse('2026-03-01T08:00:00Z'); // 11:30 in Tehran, 1404/12/10
    const suite = backOfficeSuite(database, { mobilePrefix: '0937', env: { OPERATOR_MOBILE: OPERATOR }, options: { clock: () => new Date(nowMs) } });
    const db = () => suite.server.db.kysely;
    const shopper = (lang: 'fa' | 'en' = 'en') => new Shopper(suite.server.url, suite.outbox, lang).signUp();
    const stockOf = async (id: number) => (await db().selectFrom('product_items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    const statusOf = async (id: number) => (await db().selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const textsTo = async (mobile: string) => (await readOutbox(suite.outbox)).filter((l) => l.to === mobile && !l.code).map((l) => l.text);
    /** An item of its own for each test (by index), with plenty of stock. */
    async function item(index: number) {
      const rows = await db()
        .selectFrom('product_items')
        .select(['id', 'product_id'])
        .where('price_rial', 'is not', null)
        .where('active', '=', 1)
        .orderBy('id')
        .execute();
      const row = rows[10 + index * 3];
      await db().updateTable('product_items').set({ stock: 100 }).where('id', '=', row.id).execute();
      return row;
    }
    async function chequeOrder(s: Shopper, itemId: number, count = 1) {
      expect((await s.add(itemId, count)).status).to.equal(200);
      expect((await s.delivery(PICKUP)).status).to.equal(200);
      const placed = await s.place('cheque');
      expect(placed.status, JSON.stringify(placed.body.messages)).to.equal(200);
      return placed.body.data.productOrderId;
    }
    const describeCheque = (s: Shopper, id: number, dueDate: string) =>
      s.post<OrderDetail>('/api/productOrder/cheque', { id, sayadId: '1234567890123456', dueDate });

    it('refuses a cheque due further ahead than CHEQUE_MAX_DUE_DAYS (in the customer’s language), accepts one due on the last day', async () => {
      const s = await shopper('fa');
      const id = await chequeOrder(s, (await item(0)).id);
      const far = await describeCheque(s, id, '2099-01-01');
      expect([far.status, far.body.messages[0].code, far.body.messages[0].item2]).to.deep.equal([400, 'CHEQUE_DUE_TOO_FAR', 'dueDate']);
      expect(far.body.messages[0].item1)
        .to.match(/[\u0600-\u06FF]/)
        .and.to.contain('۳۱');
      const en = new Shopper(suite.server.url, suite.outbox, 'en');
      for (const [k, v] of s.cookies) en.cookies.set(k, v);
      const dayAfter = await describeCheque(en, id, '2026-04-02');
      expect([dayAfter.status, dayAfter.body.messages[0].code]).to.deep.equal([400, 'CHEQUE_DUE_TOO_FAR']);
      expect(dayAfter.body.messages[0].item1).to.match(/31 days/);
      expect(await statusOf(id)).to.equal('awaiting-cheque');
      const last = await describeCheque(s, id, '2026-04-01');
      expect([last.status, last.body.data.status]).to.deep.equal([200, 'cheque-submitted']);
    });

    it('alerts the operator at a described cheque’s review deadline, then lets the hold lapse unless confirmed: stock back once, the customer texted', async () => {
      const start = nowMs;
      const [lapsing, confirmed] = [await shopper('fa'), await shopper('en')];
      const { id: itemId } = await item(1);
      const a = await chequeOrder(lapsing, itemId, 2);
      const b = await chequeOrder(confirmed, itemId, 1);
      nowMs += 3600_000; // described an hour after placing
      for (const [s, id] of [
        [lapsing, a],
        [confirmed, b],
      ] as const)
        expect((await describeCheque(s, id, '2026-03-20')).status).to.equal(200);
      const stock = await stockOf(itemId);
      // The operator's texts about these two orders (an earlier test's cheque has a deadline of its own).
      const operatorTexts = async () => (await textsTo(OPERATOR)).filter((t) => t.startsWith(`سفارش ${a}:`) || t.startsWith(`سفارش ${b}:`));

      // Nothing before the deadline (2 days after the cheque was described), even days past the cheque hold of placing.
      nowMs = start + 3600_000 + 2 * DAY - 60_000;
      await Promise.all([suite.server.services.orders.expireDue(), suite.server.services.orders.expireDue()]);
      expect(await operatorTexts()).to.deep.equal([]);
      expect(await statusOf(a)).to.equal('cheque-submitted');
      const staff = await suite.people.staff('staff', 'fa');
      expect((await staff.post('/api/admin/order', { id: b, action: 'confirmCheque' })).status).to.equal(200);

      // Past the deadline: the operator is texted once, however many sweeps run at once; the order still waits.
      nowMs += 2 * 60_000;
      await Promise.all([suite.server.services.orders.expireDue(), suite.server.services.orders.expireDue(), suite.server.services.orders.expireDue()]);
      await suite.server.services.orders.expireDue();
      const alerts = await operatorTexts();
      expect(alerts).to.have.length(1);
      expect(alerts[0])
        .to.contain(String(a))
        .and.to.match(/[\u0600-\u06FF]/);
      expect(await statusOf(a)).to.equal('cheque-submitted');
      expect(await stockOf(itemId)).to.equal(stock);

      // The back office lists what holds stock, the oldest wait first, with how long and until when.
      const dashboard = (await staff.get<Dashboard>('/api/admin/dashboard')).body.data;
      const held = dashboard.holds.find((h) => h.id === a)!;
      expect(held).to.include({
        status: 'cheque-submitted',
        paymentMethod: 'cheque',
        waitingSince: new Date(start + 3600_000).toISOString(),
        operatorAlerted: true,
      });
      expect(held.lapsesAt).to.equal(new Date(start + 3600_000 + 3 * DAY).toISOString());
      expect(dashboard.holds.map((h) => h.id)).not.to.include(b);

      // Past the grace: the hold lapses once (two sweeps at once), stock back once, the customer texted once in Persian.
      nowMs = start + 3600_000 + 3 * DAY + 60_000;
      await Promise.all([suite.server.services.orders.expireDue(), suite.server.services.orders.expireDue()]);
      await suite.server.services.orders.expireDue();
      expect(await statusOf(a)).to.equal('cancelled');
      expect(await stockOf(itemId)).to.equal(stock + 2);
      const toCustomer = (await textsTo(lapsing.mobile)).filter((t) => t.includes('صیادی'));
      expect(toCustomer).to.have.length(1);
      const events = await db().selectFrom('order_events').select(['status', 'note']).where('order_id', '=', a).orderBy('id').execute();
      expect(events.filter((e) => e.status === 'cancelled')).to.have.length(1);
      expect(readNote(events.at(-1)!.note).machine).to.deep.equal({ key: 'chequeNotReviewed' });
      expect(await statusOf(b)).to.equal('paid');
      expect(await operatorTexts()).to.have.length(1);
      // A staff session lasts 8 idle hours: a new one, a day later.
      expect((await (await suite.people.staff()).get<Dashboard>('/api/admin/dashboard')).body.data.holds.map((h) => h.id)).not.to.include(a);
    });

    it('lets a customer hold at most 3 unpaid orders: of 30 placed at once exactly 3 pass, the rest are told why', async () => {
      const s = await shopper('fa');
      const userId = (await db().selectFrom('users').select('id').where('mobile', '=', s.mobile).executeTakeFirstOrThrow()).id;
      const { id: itemId } = await item(2);
      const at = new Date(nowMs).toISOString();
      // Thirty carts of the one customer, each ready to place (a shop page makes them one at a time; a script, at once).
      const uniqueIds = Array.from({ length: 30 }, (_, i) => `cap-${database.name}-${i}`);
      for (const uniqueId of uniqueIds) {
        const cart = await db()
          .insertInto('carts')
          .values({ unique_id: uniqueId, user_id: userId, delivery_id: PICKUP, address_id: null, created_at: at, updated_at: at } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await db().insertInto('cart_lines').values({ cart_id: cart.id, product_item_id: itemId, count: 1, created_at: at }).execute();
      }
      const stock = await stockOf(itemId);
      const results = await Promise.all(uniqueIds.map((uniqueId, i) => s.place(i % 2 ? 'online' : 'cheque', { uniqueId })));
      const passed = results.filter((r) => r.status === 200);
      expect(passed, JSON.stringify(results.filter((r) => r.status !== 200 && r.status !== 429).map((r) => r.body.messages))).to.have.length(3);
      for (const r of results.filter((r) => r.status !== 200)) {
        expect([r.status, r.body.messages[0].code]).to.deep.equal([429, 'UNPAID_ORDERS_LIMIT']);
        expect(r.body.messages[0].item1)
          .to.match(/[\u0600-\u06FF]/)
          .and.to.contain('۳');
      }
      expect(await stockOf(itemId)).to.equal(stock - 3);
      expect(await db().selectFrom('orders').select('id').where('user_id', '=', userId).execute()).to.have.length(3);
      const en = new Shopper(suite.server.url, suite.outbox, 'en');
      for (const [k, v] of s.cookies) en.cookies.set(k, v);
      const refused = await en.place('cheque', { uniqueId: uniqueIds.find((u, i) => results[i].status !== 200) });
      expect(refused.body.messages[0].item1).to.match(/3 unpaid orders/);

      // Once one of them is paid, lapses or is cancelled, another may be placed.
      const staff = await suite.people.staff();
      expect((await staff.post('/api/admin/order', { id: passed[0].body.data.productOrderId, action: 'cancel' })).status).to.equal(200);
      const next = await s.place('cheque', { uniqueId: uniqueIds.find((u, i) => results[i].status !== 200) });
      expect(next.status, JSON.stringify(next.body.messages)).to.equal(200);
    });
  });
}
