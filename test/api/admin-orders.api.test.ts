import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite, placeOrderInDb } from '../helpers/admin-client.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import type { AdminOrder } from '../../shared/contracts/admin/orders.ts';
import { readNote } from '../../shared/order-notes.ts';

for (const database of TEST_DATABASES) {
  describe(`back office orders: the state machine, SMS, filters and CSV (${database.name})`, function () {
    const suite = backOfficeSuite(database, { mobilePrefix: '0939' });
    const { people, outbox } = suite;

    const order = (status: string, method: 'online' | 'cheque', opts: Parameters<typeof placeOrderInDb>[3] = {}) =>
      placeOrderInDb(suite.server, status, method, opts);
    const stockOf = async (itemId: number) =>
      (await suite.server.db.kysely.selectFrom('product_items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock;

    it('confirms a cheque, ships with a tracking code and delivers: each an order event, an audit row and an SMS', async () => {
      const staff = await people.staff();
      const o = await order('cheque-submitted', 'cheque');
      const confirmed = await staff.post<AdminOrder>('/api/admin/order', { id: o.id, action: 'confirmCheque' });
      expect(confirmed.body.data.status, JSON.stringify(confirmed.body.messages)).to.equal('paid');
      const noCode = await staff.post('/api/admin/order', { id: o.id, action: 'ship' });
      expect([noCode.status, noCode.body.messages[0].code]).to.deep.equal([400, 'REQUIRED']);
      const shipped = await staff.post<AdminOrder>('/api/admin/order', { id: o.id, action: 'ship', trackingCode: 'POST-7788' });
      expect([shipped.body.data.status, shipped.body.data.trackingCode]).to.deep.equal(['shipped', 'POST-7788']);
      const delivered = await staff.post<AdminOrder>('/api/admin/order', { id: o.id, action: 'deliver' });
      expect(delivered.body.data.events.map((e) => e.status)).to.deep.equal(['paid', 'shipped', 'delivered']);
      expect(readNote(delivered.body.data.events[1].note).machine).to.deep.equal({ key: 'shipped', trackingCode: 'POST-7788' });
      const texts = (await readOutbox(outbox)).filter((l) => l.to === o.mobile);
      expect(texts).to.have.length(3);
      const admin = await people.staff('admin');
      const log = await admin.get<{ items: { action: string }[] }>(`/api/admin/audit?entity=order&entityId=${o.id}`);
      expect(log.body.data.items.map((r) => r.action)).to.deep.equal(['order.deliver', 'order.ship', 'order.confirmCheque']);
    });

    it("ships only with a tracking code: a blank, malformed or too long one is refused in the operator's language and nothing moves; Persian digits become Latin; the code is stored, texted and shown to the customer", async () => {
      const customerMobile = people.newMobile();
      const customer = await people.signIn(people.visitor(), customerMobile, 'Customer Karimi');
      const userId = (await suite.server.db.kysely.selectFrom('users').select('id').where('mobile', '=', customerMobile).executeTakeFirstOrThrow()).id;
      const o = await order('paid', 'online', { userId, mobile: customerMobile });
      const mine = () => customer.get<{ status: string; trackingCode: string | null }>(`/api/productOrder/order?id=${o.id}`);
      expect((await mine()).body.data.trackingCode).to.equal(null);

      const fa = await people.staff('staff', 'fa');
      const blank = await fa.post('/api/admin/order', { id: o.id, action: 'ship', trackingCode: '   ' });
      expect([blank.status, blank.body.messages[0].code, blank.body.messages[0].item2]).to.deep.equal([400, 'REQUIRED', 'trackingCode']);
      expect(blank.body.messages[0].item1).to.equal('«کد رهگیری» را وارد کنید.');
      const en = await people.staff('staff', 'en');
      const missing = await en.post('/api/admin/order', { id: o.id, action: 'ship' });
      expect([missing.status, missing.body.messages[0].item1]).to.deep.equal([400, 'Please enter “Tracking code”.']);
      const spaced = await en.post('/api/admin/order', { id: o.id, action: 'ship', trackingCode: 'PX 12/34' });
      expect([spaced.status, spaced.body.messages[0].code, spaced.body.messages[0].item1]).to.deep.equal([
        400,
        'TRACKING_CODE_FORMAT',
        'A tracking code has only Latin letters, digits and hyphens.',
      ]);
      const persianLetters = await fa.post('/api/admin/order', { id: o.id, action: 'ship', trackingCode: 'پست-۱۲' });
      expect([persianLetters.status, persianLetters.body.messages[0].item1]).to.deep.equal([400, 'کد رهگیری فقط حروف لاتین، رقم و خط تیره دارد.']);
      const long = await en.post('/api/admin/order', { id: o.id, action: 'ship', trackingCode: '1'.repeat(41) });
      expect([long.status, long.body.messages[0].code]).to.deep.equal([400, 'TOO_LONG']);
      const row = () => suite.server.db.kysely.selectFrom('orders').select(['status', 'tracking_code']).where('id', '=', o.id).executeTakeFirstOrThrow();
      expect(await row()).to.deep.equal({ status: 'paid', tracking_code: null });
      const orderTexts = async () => (await readOutbox(outbox)).filter((l) => l.to === o.mobile && l.template !== 'otp').map((l) => l.text);
      expect(await orderTexts()).to.deep.equal([]);

      // Pasted from Persian text: Persian digits, a right-to-left mark and spaces around it.
      const shipped = await fa.post<AdminOrder>('/api/admin/order', { id: o.id, action: 'ship', trackingCode: ' \u200fPX-۱۲۳۴۵۶۷۸٩ ' });
      expect(shipped.status, JSON.stringify(shipped.body.messages)).to.equal(200);
      expect([shipped.body.data.status, shipped.body.data.trackingCode]).to.deep.equal(['shipped', 'PX-123456789']);
      expect(await row()).to.deep.equal({ status: 'shipped', tracking_code: 'PX-123456789' });
      expect(shipped.body.data.events.at(-1)?.status).to.equal('shipped');
      expect(readNote(shipped.body.data.events.at(-1)!.note).machine).to.deep.equal({ key: 'shipped', trackingCode: 'PX-123456789' });
      const admin = await people.staff('admin');
      const log = await admin.get<{ items: { action: string; after: { trackingCode?: string } }[] }>(`/api/admin/audit?entity=order&entityId=${o.id}`);
      expect(log.body.data.items.map((r) => [r.action, r.after.trackingCode])).to.deep.equal([['order.ship', 'PX-123456789']]);

      const texts = await orderTexts();
      expect(texts).to.have.length(1);
      expect(texts[0]).to.contain('ارسال شد').and.to.contain('PX-123456789'); // the order was placed in Persian
      expect((await mine()).body.data).to.include({ status: 'shipped', trackingCode: 'PX-123456789' });

      // An order placed in English is texted in English, the code in it the same.
      const english = await order('paid', 'online');
      await suite.server.db.kysely.updateTable('orders').set({ locale: 'en' }).where('id', '=', english.id).execute();
      expect((await en.post('/api/admin/order', { id: english.id, action: 'ship', trackingCode: 'tpx-42' })).status).to.equal(200);
      expect((await readOutbox(outbox)).filter((l) => l.to === english.mobile).map((l) => l.text)).to.deep.equal([
        `Negahban: order ${english.id} is on its way. Tracking code: tpx-42`,
      ]);
    });

    it('refuses moves the state machine does not allow: shipping an unpaid online order, cancelling a delivered one, confirming an online order as a cheque', async () => {
      const staff = await people.staff();
      const unpaid = await order('awaiting-payment', 'online');
      for (const action of ['ship', 'confirmCheque', 'deliver']) {
        const res = await staff.post('/api/admin/order', { id: unpaid.id, action, trackingCode: 'X' });
        expect([res.status, res.body.messages[0].code], action).to.deep.equal([409, 'ORDER_TRANSITION']);
      }
      const delivered = await order('delivered', 'online');
      const cancel = await staff.post('/api/admin/order', { id: delivered.id, action: 'cancel' });
      expect([cancel.status, cancel.body.messages[0].code]).to.deep.equal([409, 'ORDER_TRANSITION']);
      const missing = await staff.post('/api/admin/order', { id: 987_654, action: 'cancel' });
      expect(missing.body.messages[0].code).to.equal('ORDER_NOT_FOUND');
    });

    it('returns the stock of a cancelled order exactly once, even when two operators cancel at the same moment', async () => {
      const staff = await people.staff();
      const other = await people.staff();
      const o = await order('awaiting-cheque', 'cheque', { count: 3 });
      const before = await stockOf(o.itemId);
      const results = await Promise.all([
        staff.post('/api/admin/order', { id: o.id, action: 'cancel' }),
        other.post('/api/admin/order', { id: o.id, action: 'cancel' }),
      ]);
      expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
      expect(await stockOf(o.itemId)).to.equal(before + 3);
      expect((await staff.post('/api/admin/order', { id: o.id, action: 'cancel' })).status).to.equal(409);
      expect(await stockOf(o.itemId)).to.equal(before + 3);
    });

    const latePayment = (orderId: number) =>
      suite.server.db.kysely
        .insertInto('payments')
        .values({
          order_id: orderId,
          gateway: 'zarinpal',
          authority: `late-${orderId}`,
          amount_rial: 5_000_000,
          status: 'late',
          ref_id: '778899',
          card_pan: '6037****1234',
          note: null,
          created_at: new Date().toISOString(),
          verified_at: new Date().toISOString(),
        } as never)
        .execute();

    it('records a refund of a paid order: the state refunded, an event with the amount, an audit row, the stock back once, the SMS, and the customer sees it', async () => {
      const staff = await people.staff();
      const customerMobile = people.newMobile();
      const customer = await people.signIn(people.visitor(), customerMobile, 'Customer Karimi');
      const userId = (await suite.server.db.kysely.selectFrom('users').select('id').where('mobile', '=', customerMobile).executeTakeFirstOrThrow()).id;
      const o = await order('paid', 'online', { count: 2, userId });
      const before = await stockOf(o.itemId);
      const shown = await staff.get<AdminOrder>(`/api/admin/order?id=${o.id}`);
      expect(shown.body.data.actions).to.include('refund');
      const tooMuch = await staff.post('/api/admin/order', { id: o.id, action: 'refund', amountToman: 500_001 });
      expect([tooMuch.status, tooMuch.body.messages[0].code, tooMuch.body.messages[0].item2]).to.deep.equal([400, 'REFUND_TOO_LARGE', 'amountToman']);
      expect(await stockOf(o.itemId)).to.equal(before);

      const [first, second] = await Promise.all([
        staff.post<AdminOrder>('/api/admin/order', { id: o.id, action: 'refund', amountToman: '۴۵۰۰۰۰', note: 'returned to card' }),
        staff.post<AdminOrder>('/api/admin/order', { id: o.id, action: 'refund' }),
      ]);
      expect([first.status, second.status].sort()).to.deep.equal([200, 409]);
      const done = first.status === 200 ? first : second;
      expect(done.body.data.status).to.equal('refunded');
      expect(done.body.data.actions).to.deep.equal([]);
      expect(await stockOf(o.itemId)).to.equal(before + 2);
      const event = done.body.data.events.at(-1)!;
      expect(event.status).to.equal('refunded');
      // The note is the server's (a key the back office shows in the operator's language) with the operator's words, if any.
      const note = readNote(event.note);
      expect(note.machine).to.deep.equal({ key: 'refunded', amountToman: note.text ? 450000 : 500000 });
      expect(note.text).to.be.oneOf([null, 'returned to card']);

      const admin = await people.staff('admin');
      const log = await admin.get<{ items: { action: string; before: unknown; after: { status: string; refundToman: number } }[] }>(
        `/api/admin/audit?entity=order&entityId=${o.id}`,
      );
      expect(log.body.data.items).to.have.length(1);
      expect(log.body.data.items[0]).to.deep.include({ action: 'order.refund', before: { status: 'paid' } });
      expect(log.body.data.items[0].after.status).to.equal('refunded');

      const texts = (await readOutbox(outbox)).filter((l) => l.to === o.mobile);
      expect(texts.map((l) => l.text)).to.have.length(1);
      expect(texts[0].text).to.contain('بازگردانده'); // the order was placed in Persian

      const mine = await customer.get<{ status: string; paymentState: string; events: { status: string }[] }>(`/api/productOrder/order?id=${o.id}`);
      expect([mine.body.data.status, mine.body.data.paymentState, mine.body.data.events.at(-1)!.status]).to.deep.equal(['refunded', 'refunded', 'refunded']);
    });

    it('refunds only money in hand: not an unpaid, cheque-to-check, shipped, delivered or plainly cancelled order; a cancelled one whose payment came late, yes (its stock went back already)', async () => {
      const staff = await people.staff();
      for (const [status, method] of [
        ['awaiting-payment', 'online'],
        ['cheque-submitted', 'cheque'],
        ['shipped', 'online'],
        ['delivered', 'online'],
        ['cancelled', 'online'],
      ] as const) {
        const o = await order(status, method);
        expect((await staff.get<AdminOrder>(`/api/admin/order?id=${o.id}`)).body.data.actions, status).not.to.include('refund');
        const res = await staff.post('/api/admin/order', { id: o.id, action: 'refund' });
        expect([res.status, res.body.messages[0].code], status).to.deep.equal([409, 'ORDER_TRANSITION']);
      }
      const late = await order('cancelled', 'online');
      await latePayment(late.id);
      const before = await stockOf(late.itemId);
      const shown = await staff.get<AdminOrder>(`/api/admin/order?id=${late.id}`);
      expect(shown.body.data.actions).to.deep.equal(['refund']);
      expect(shown.body.data.payments[0]).to.include({ status: 'late', refId: '778899', card: '6037****1234' });
      const res = await staff.post<AdminOrder>('/api/admin/order', { id: late.id, action: 'refund' });
      expect(res.body.data.status, JSON.stringify(res.body.messages)).to.equal('refunded');
      expect(await stockOf(late.itemId)).to.equal(before);
      expect((await readOutbox(outbox)).filter((l) => l.to === late.mobile)).to.have.length(1);
    });

    it('filters and pages the list, and exports it as CSV with a BOM where a name beginning with = stays text', async () => {
      const staff = await people.staff();
      const evil = await order('paid', 'online', { fullName: '=HYPERLINK("http://evil.example","click")' });
      await order('paid', 'cheque');
      const list = await staff.get<{ items: { id: number; paymentMethod: string }[]; total: number }>(
        `/api/admin/orders?status=paid&method=online&mobile=${evil.mobile.slice(-7)}`,
      );
      expect(list.body.data.items.map((o) => o.id)).to.deep.equal([evil.id]);
      const bad = await staff.get('/api/admin/orders?from=yesterday');
      expect([bad.status, bad.body.messages[0].code]).to.deep.equal([400, 'DATE_FORMAT']);

      const res = await fetch(`${suite.server.url}/api/admin/orders.csv?status=paid&lang=en`, {
        headers: { Cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(res.headers.get('content-type')).to.contain('text/csv');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text).to.contain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(text).not.to.match(/(^|,)"?=HYPERLINK/m);
      const customer = await people.customer();
      const refused = await fetch(`${suite.server.url}/api/admin/orders.csv`, {
        headers: { Cookie: [...customer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(refused.status).to.equal(403);
    });

    it("finds an order by its number, typed in Persian digits or with a #; anything else is refused in the operator's language, naming the field", async () => {
      const staff = await people.staff('staff', 'fa');
      const wanted = await order('paid', 'online');
      await order('paid', 'online');
      const persian = wanted.id.toString().replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
      for (const typed of [String(wanted.id), persian, `#${persian}`]) {
        const list = await staff.get<{ items: { id: number }[]; total: number }>(`/api/admin/orders?number=${encodeURIComponent(typed)}`);
        expect([list.status, list.body.data.items.map((o) => o.id), list.body.data.total], typed).to.deep.equal([200, [wanted.id], 1]);
      }
      const bad = await staff.get('/api/admin/orders?number=12a');
      expect([bad.status, bad.body.messages[0].code, bad.body.messages[0].item2]).to.deep.equal([400, 'ORDER_NUMBER_FORMAT', 'number']);
      expect(bad.body.messages[0].item1).to.contain('شمارهٔ سفارش');
    });

    it('writes the CSV as the screen reads: Tehran time (Jalali in Persian) and the words for status and payment', async () => {
      const staff = await people.staff();
      const placed = await order('paid', 'cheque', { fullName: 'CSV Time' });
      // 20:45 UTC on 31 March 2026 is 00:15 on 1 April in Tehran: 12 Farvardin 1405.
      await suite.server.db.kysely.updateTable('orders').set({ created_at: '2026-03-31T20:45:00.000Z' }).where('id', '=', placed.id).execute();
      const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const rowOf = async (lang: string) => {
        const text = await (
          await fetch(`${suite.server.url}/api/admin/orders.csv?mobile=${placed.mobile}&lang=${lang}`, { headers: { Cookie: cookie } })
        ).text();
        return text.split('\r\n')[1];
      };
      expect(await rowOf('fa')).to.equal(`"${placed.id}","پرداخت‌شده","چک","${placed.mobile}","CSV Time","500000","1405/01/12 00:15"`);
      expect(await rowOf('en')).to.equal(`"${placed.id}","Paid","Cheque","${placed.mobile}","CSV Time","500000","2026-04-01 00:15"`);
    });
  });
}
