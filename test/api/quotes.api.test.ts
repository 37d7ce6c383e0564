import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { Shopper } from '../helpers/shopper.ts';
import { ApiVisitor } from '../helpers/auth-client.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { pricing, priceAndSend, QUOTE_TOTAL, quoteItems, requestQuote } from '../helpers/quote-flow.ts';
import type { AdminQuote, AdminQuoteRow } from '../../shared/contracts/admin/quotes.ts';
import type { QuoteAccepted, QuoteDetail, QuoteSummary } from '../../shared/contracts/quotes.ts';
import type { OrderDetail, OrderReserve } from '../../shared/contracts/checkout.ts';
import { addDays, tehranDayOf } from '../../shared/tehran-day.ts';
import type { AdminOrder } from '../../shared/contracts/admin/orders.ts';
import type { InvoiceData } from '../../shared/contracts/invoices.ts';
import type { Buyer } from '../../shared/contracts/buyers.ts';
import { COMPANY } from '../helpers/buyers.ts';

const OPERATOR = '09120000555';
const DAY = 86_400_000;

/**
 * Quotes for projects (issue 31, points 3–5): a customer's request, the operator's pricing and sending, the customer's
 * decision, one order per acceptance, and that order paid by its terms: a deposit online, then Sayad cheques described
 * and confirmed one by one. The clock starts at 2026-03-01 11:30 in Tehran; QUOTE_MAX_CHEQUE_DAYS is 180 by default.
 */
for (const database of TEST_DATABASES) {
  describe(`quotes: request, price, accept, pay by instalments (${database.name})`, function () {
    this.timeout(180_000);
    let nowMs = Date.parse('2026-03-01T08:00:00Z');
    const suite = backOfficeSuite(database, { mobilePrefix: '0938', env: { OPERATOR_MOBILE: OPERATOR }, options: { clock: () => new Date(nowMs) } });
    const db = () => suite.server.db.kysely;
    const customer = (lang: 'fa' | 'en' = 'en') => new Shopper(suite.server.url, suite.outbox, lang).signUp();
    const textsTo = async (mobile: string) => (await readOutbox(suite.outbox)).filter((l) => l.to === mobile && !l.code).map((l) => l.text);
    const stockOf = async (id: number) => (await db().selectFrom('product_items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    let staff: Awaited<ReturnType<typeof suite.people.staff>>;
    // A fresh staff session each test: a test moving the clock days ahead outlives the back office's session.
    beforeEach(async () => {
      staff = await suite.people.staff('staff');
    });

    describe('the request', () => {
      it('is for signed-in customers only (401), checks its fields with a 400 naming each, and texts the operator', async () => {
        const stranger = new ApiVisitor(suite.server.url, '10.40.0.1', 'en');
        const anonymous = await stranger.post('/api/quote/request', { description: 'x', province: 'تهران', city: 'تهران' });
        expect([anonymous.status, anonymous.body.messages[0].code]).to.deep.equal([401, 'LOGIN_REQUIRED']);
        const c = await customer('fa');
        const refusals = [
          [{ province: 'تهران', city: 'تهران' }, 'QUOTE_EMPTY', 'description'],
          [{ description: 'x', province: 'تهران', city: 'اصفهان' }, 'CITY_UNKNOWN', 'city'],
          [{ description: 'x', province: 'Atlantis', city: 'x' }, 'PROVINCE_UNKNOWN', 'province'],
          [{ description: 'x', province: 'تهران', city: 'تهران', visitDate: '2026-03-01' }, 'VISIT_DATE_TOO_SOON', 'visitDate'],
          [{ description: 'x', province: 'تهران', city: 'تهران', visitDate: 'tomorrow' }, 'DATE_FORMAT', 'visitDate'],
          [{ description: 'x', province: 'تهران', city: 'تهران', fileId: 999_999 }, 'UPLOAD_NOT_FOUND', 'fileId'],
          [{ lines: [{ productItemId: 999_999, count: 1 }], province: 'تهران', city: 'تهران' }, 'ITEM_NOT_FOUND', 'lines'],
        ] as const;
        for (const [body, code, field] of refusals) {
          const res = await c.post('/api/quote/request', body);
          expect([res.status, res.body.messages[0]?.code, res.body.messages[0]?.item2], JSON.stringify(body)).to.deep.equal([
            code === 'ITEM_NOT_FOUND' ? 404 : 400,
            code,
            field,
          ]);
          expect(res.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
        }
        const [a] = await quoteItems(db(), 0);
        const created = await requestQuote(c, [a.id], { visitDate: '2026-03-02' });
        expect(created.number).to.match(/^Q-\d{6}$/);
        expect(await textsTo(OPERATOR)).to.satisfy((texts: string[]) => texts.some((t) => t.includes(created.number)));
        const item = (await c.get<QuoteDetail>(`/api/quote/item?id=${created.quoteId}`)).body.data;
        expect(item).to.include({ status: 'requested', province: 'تهران', city: 'تهران', visitDate: '2026-03-02', company: 'Arya Towers', offer: null });
        expect(item.askedLines).to.have.length(1);
        expect(item.askedLines[0]).to.include({ productItemId: a.id, count: 2 });
        expect(item.askedLines[0].name).to.not.equal('');
      });

      it("names only the customer's own buyer profile: another's is refused, as at checkout", async () => {
        const [owner, other] = [await customer('en'), await customer('en')];
        const theirs = (await other.post<Buyer>('/api/buyer', COMPANY)).body.data;
        const refused = await owner.post('/api/quote/request', { description: 'Fire alarms', province: 'تهران', city: 'تهران', buyerId: theirs.id });
        expect([refused.status, refused.body.messages[0].code, refused.body.messages[0].item2]).to.deep.equal([404, 'BUYER_NOT_FOUND', 'buyerId']);
        expect((await owner.get<QuoteSummary[]>('/api/quote/list')).body.data).to.have.length(0);
      });

      it('lets at most 5 be open per customer, also when 8 are sent at once (429 with a clear message)', async () => {
        const c = await customer('en');
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => c.post('/api/quote/request', { description: 'Fire alarms', province: 'تهران', city: 'تهران' })),
        );
        const codes = answers.map((a) => a.status).sort();
        expect(codes).to.deep.equal([200, 200, 200, 200, 200, 429, 429, 429]);
        const refused = answers.find((a) => a.status === 429)!;
        expect(refused.body.messages[0].code).to.equal('QUOTE_OPEN_LIMIT');
        expect(refused.body.messages[0].item1).to.contain('5 open quote requests');
        expect((await c.get<QuoteSummary[]>('/api/quote/list')).body.data).to.have.length(5);
        // Declining one frees a place.
        const one = answers.find((a) => a.status === 200)!.body.data as { quoteId: number };
        expect((await c.post('/api/quote/decline', { id: one.quoteId })).status).to.equal(200);
        expect((await c.post('/api/quote/request', { description: 'Fire alarms', province: 'تهران', city: 'تهران' })).status).to.equal(200);
      });
    });

    describe('the operator', () => {
      it('lists by status and finds by number, mobile or company; prices in versions that add up; sends with a text', async () => {
        const c = await customer('fa');
        const items = await quoteItems(db(), 1);
        const { quoteId, number } = await requestQuote(
          c,
          items.map((i) => i.id),
        );
        const find = async (query: string) => (await staff.get<AdminQuoteRow[]>(`/api/admin/quotes?${query}`)).body.data.map((r) => r.id);
        expect(await find('status=requested')).to.include(quoteId);
        expect(await find('status=sent')).to.not.include(quoteId);
        expect(await find(`q=${number}`)).to.deep.equal([quoteId]);
        expect(await find(`q=${c.mobile.slice(-7)}`)).to.deep.equal([quoteId]);
        expect(await find('q=Arya')).to.include(quoteId);
        expect((await new ApiVisitor(suite.server.url, '10.40.0.2').get('/api/admin/quotes')).status).to.be.oneOf([401, 403]);
        expect((await c.get('/api/admin/quotes')).status).to.be.oneOf([401, 403]);

        const ids = items.map((i) => i.id);
        const refusals = [
          [
            { ...pricing(quoteId, ids), terms: { kind: 'deposit', depositPercent: 30, cheques: [{ amountRial: 14_000_000, dueDate: '2026-04-15' }] } },
            'QUOTE_TERMS_SUM',
            'terms.cheques',
          ],
          [
            { ...pricing(quoteId, ids), terms: { kind: 'cheques', cheques: [{ amountRial: QUOTE_TOTAL, dueDate: '2026-09-15' }] } },
            'CHEQUE_DUE_TOO_FAR',
            'terms.cheques.0.dueDate',
          ],
          [
            { ...pricing(quoteId, ids), terms: { kind: 'cheques', cheques: [{ amountRial: QUOTE_TOTAL, dueDate: '2026-02-28' }] } },
            'DATE_IN_PAST',
            'terms.cheques.0.dueDate',
          ],
          [
            { ...pricing(quoteId, ids), terms: { kind: 'online', cheques: [{ amountRial: QUOTE_TOTAL, dueDate: '2026-04-01' }] } },
            'QUOTE_TERMS_INVALID',
            'terms.kind',
          ],
          [
            { ...pricing(quoteId, ids), lines: [{ productItemId: ids[0], count: 1, unitPriceRial: 100, discountRial: 200 }] },
            'QUOTE_LINE_NEGATIVE',
            'lines.0.discountRial',
          ],
        ] as const;
        for (const [body, code, field] of refusals) {
          const res = await staff.post('/api/admin/quote', body);
          expect([res.status, res.body.messages[0]?.code, res.body.messages[0]?.item2], code).to.deep.equal([400, code, field]);
        }
        expect((await staff.post('/api/admin/quote/send', { id: quoteId })).body.messages[0].code).to.equal('QUOTE_NOT_PRICED');

        // All by cheques, due 45 and 92 days ahead: past an ordinary order's 31 days, within the quote's 180.
        const first = await staff.post<AdminQuote>(
          '/api/admin/quote',
          pricing(quoteId, ids, {
            kind: 'cheques',
            cheques: [
              { amountRial: 20_000_000, dueDate: '2026-04-15' },
              { amountRial: 20_000_000, dueDate: '2026-06-01' },
            ],
          }),
        );
        expect(first.status, JSON.stringify(first.body.messages)).to.equal(200);
        expect(first.body.data.latest).to.include({ version: 1, totalRial: QUOTE_TOTAL, itemsRial: 40_000_000, discountRial: 500_000, deliveryRial: 500_000 });
        const second = await staff.post<AdminQuote>('/api/admin/quote', pricing(quoteId, ids));
        expect(second.body.data.versions.map((v) => v.version)).to.deep.equal([2, 1]);
        expect(second.body.data.versions[1].terms.kind).to.equal('cheques');
        expect(second.body.data.latest!.terms.instalments.map((i) => [i.kind, i.amountRial])).to.deep.equal([
          ['deposit', 12_000_000],
          ['cheque', 14_000_000],
          ['cheque', 14_000_000],
        ]);
        expect(second.body.data.latest!.lines.map((l) => l.unitPriceRial)).to.deep.equal([10_000_000, 7_000_000, 6_000_000]);
        expect(second.body.data.status).to.equal('requested');

        const sent = await staff.post<AdminQuote>('/api/admin/quote/send', { id: quoteId });
        expect(sent.body.data).to.include({ status: 'sent' });
        expect(sent.body.data.offer!.version).to.equal(2);
        const texts = await textsTo(c.mobile);
        expect(texts.some((t) => t.includes(number) && t.includes(`/profile/quotes/${quoteId}/`))).to.equal(true);
        const audits = await db().selectFrom('audit_log').select(['action']).where('entity', '=', 'quote').where('entity_id', '=', String(quoteId)).execute();
        expect(audits.map((a) => a.action)).to.deep.equal(['quote.price', 'quote.price', 'quote.send']);
      });
    });

    describe('the customer', () => {
      it('reads only their own quotes (others’: 404), asks for a change, declines', async () => {
        const [c, other] = [await customer('en'), await customer('en')];
        const items = await quoteItems(db(), 2);
        const { quoteId } = await requestQuote(
          c,
          items.map((i) => i.id),
        );
        expect((await other.get(`/api/quote/item?id=${quoteId}`)).status).to.equal(404);
        expect((await other.post('/api/quote/accept', { id: quoteId, version: 1 })).status).to.equal(404);
        expect((await other.post('/api/quote/comment', { id: quoteId, message: 'hi' })).status).to.equal(404);
        expect((await other.get<QuoteSummary[]>('/api/quote/list')).body.data.map((q) => q.id)).to.not.include(quoteId);
        await priceAndSend(
          staff,
          quoteId,
          items.map((i) => i.id),
        );
        const asked = await c.post<QuoteDetail>('/api/quote/comment', { id: quoteId, message: 'Can the second cheque be in July?' });
        expect(asked.body.data.status).to.equal('requested');
        expect(asked.body.data.events.at(-1)).to.include({ kind: 'comment', by: 'customer', message: 'Can the second cheque be in July?' });
        expect((await textsTo(OPERATOR)).some((t) => t.includes('second cheque'))).to.equal(true);
        const notSent = await c.post('/api/quote/accept', { id: quoteId, version: 1 });
        expect([notSent.status, notSent.body.messages[0].code]).to.deep.equal([409, 'QUOTE_NOT_SENT']);
        const declined = await c.post<QuoteDetail>('/api/quote/decline', { id: quoteId, message: 'Too far away' });
        expect(declined.body.data.status).to.equal('declined');
        const again = await c.post('/api/quote/decline', { id: quoteId });
        expect([again.status, again.body.messages[0].code]).to.deep.equal([409, 'QUOTE_CLOSED']);
        expect(
          (
            await staff.post(
              '/api/admin/quote',
              pricing(
                quoteId,
                items.map((i) => i.id),
              ),
            )
          ).body.messages[0].code,
        ).to.equal('QUOTE_CLOSED');
      });

      it('an old version is a 409 QUOTE_CHANGED; past validity a 409 QUOTE_EXPIRED until the operator extends it', async () => {
        const c = await customer('en');
        const items = await quoteItems(db(), 3);
        const ids = items.map((i) => i.id);
        const { quoteId } = await requestQuote(c, ids);
        await priceAndSend(staff, quoteId, ids);
        // Version 2, valid one day, not sent yet: version 1 is no longer the latest.
        await staff.post('/api/admin/quote', { ...pricing(quoteId, ids), validDays: 1 });
        const old = await c.post('/api/quote/accept', { id: quoteId, version: 1 });
        expect([old.status, old.body.messages[0].code]).to.deep.equal([409, 'QUOTE_CHANGED']);
        await staff.post('/api/admin/quote/send', { id: quoteId });
        const start = nowMs;
        nowMs += 2 * DAY; // valid one day
        try {
          const late = await c.post('/api/quote/accept', { id: quoteId, version: 2 });
          expect([late.status, late.body.messages[0].code]).to.deep.equal([409, 'QUOTE_EXPIRED']);
          expect((await c.get<QuoteDetail>(`/api/quote/item?id=${quoteId}`)).body.data.status).to.equal('expired');
          // The operator extends it: the same pricing saved and sent again.
          const extended = await priceAndSend(await suite.people.staff('staff'), quoteId, ids, {
            kind: 'cheques',
            cheques: [
              { amountRial: 20_000_000, dueDate: '2026-04-15' },
              { amountRial: 20_000_000, dueDate: '2026-06-01' },
            ],
          });
          expect(extended.offer!.version).to.equal(3);
          const accepted = await c.post<QuoteAccepted>('/api/quote/accept', { id: quoteId, version: 3 });
          expect(accepted.status, JSON.stringify(accepted.body.messages)).to.equal(200);
        } finally {
          nowMs = start;
        }
      });

      it('10 accepts at once make ONE order with exactly the quote’s lines and prices, its stock taken once', async () => {
        const c = await customer('en');
        const items = await quoteItems(db(), 4);
        const ids = items.map((i) => i.id);
        const { quoteId } = await requestQuote(c, ids);
        const sent = await priceAndSend(staff, quoteId, ids);
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => c.post<QuoteAccepted>('/api/quote/accept', { id: quoteId, version: sent.offer!.version })),
        );
        for (const a of answers) expect(a.status, JSON.stringify(a.body.messages)).to.equal(200);
        const orderIds = new Set(answers.map((a) => a.body.data.productOrderId));
        expect(orderIds.size).to.equal(1);
        const orders = await db().selectFrom('orders').select(['id']).where('quote_id', '=', quoteId).execute();
        expect(orders).to.have.length(1);
        expect([await stockOf(ids[0]), await stockOf(ids[1])]).to.deep.equal([98, 98]);
        const order = (await c.get<OrderDetail>(`/api/productOrder/order?id=${[...orderIds][0]}`)).body.data;
        expect(order.totalRial).to.equal(QUOTE_TOTAL);
        expect(order.lines.map((l) => [l.productItemId, l.count, l.unitPriceRial, l.discountRial, l.lineRial])).to.deep.equal([
          [ids[0], 2, 10_000_000, 500_000, 19_500_000],
          [ids[1], 2, 7_000_000, 0, 14_000_000],
          [null, 1, 6_000_000, 0, 6_000_000],
        ]);
        expect(items[0].priceRial).to.not.equal(10_000_000);
        expect(order.lines.reduce((n, l) => n + l.lineRial, 0) + order.deliveryRial).to.equal(order.totalRial);
        expect(order.instalments.map((i) => [i.kind, i.amountRial, i.status])).to.deep.equal([
          ['deposit', 12_000_000, 'open'],
          ['cheque', 14_000_000, 'open'],
          ['cheque', 14_000_000, 'open'],
        ]);
        const item = (await c.get<QuoteDetail>(`/api/quote/item?id=${quoteId}`)).body.data;
        expect(item).to.include({ status: 'accepted', productOrderId: order.productOrderId });
      });

      it('an order of a quote cancelled unpaid opens the quote again: accepted anew, it makes a new order', async () => {
        const c = await customer('en');
        const items = await quoteItems(db(), 4);
        const ids = items.map((i) => i.id);
        const { quoteId } = await requestQuote(c, ids);
        const sent = await priceAndSend(staff, quoteId, ids);
        const stockBefore = await stockOf(ids[0]);
        const first = await c.post<QuoteAccepted>('/api/quote/accept', { id: quoteId, version: sent.offer!.version });
        expect(first.status, JSON.stringify(first.body.messages)).to.equal(200);
        const firstOrder = first.body.data.productOrderId;
        const orderId = (await db().selectFrom('orders').select('id').where('quote_id', '=', quoteId).executeTakeFirstOrThrow()).id;
        const cancelled = await staff.post('/api/admin/order', { id: orderId, action: 'cancel' });
        expect(cancelled.status, JSON.stringify(cancelled.body.messages)).to.equal(200);
        expect(await stockOf(ids[0])).to.equal(stockBefore);
        const reopened = (await c.get<QuoteDetail>(`/api/quote/item?id=${quoteId}`)).body.data;
        expect(reopened.status).to.equal('sent');
        expect(reopened.productOrderId).to.equal(null);
        expect(reopened.events.map((e) => e.kind)).to.include('reopened');
        const again = await c.post<QuoteAccepted>('/api/quote/accept', { id: quoteId, version: sent.offer!.version });
        expect(again.status, JSON.stringify(again.body.messages)).to.equal(200);
        expect(again.body.data.productOrderId).to.not.equal(firstOrder);
        expect((await c.get<QuoteDetail>(`/api/quote/item?id=${quoteId}`)).body.data).to.include({
          status: 'accepted',
          productOrderId: again.body.data.productOrderId,
        });
      });

      it('stock short at acceptance: a 409 naming the line, nothing kept, the operator texted', async () => {
        const c = await customer('en');
        const items = await quoteItems(db(), 5);
        const ids = items.map((i) => i.id);
        const { quoteId, number } = await requestQuote(c, ids);
        const sent = await priceAndSend(staff, quoteId, ids);
        await db().updateTable('product_items').set({ stock: 1 }).where('id', '=', ids[1]).execute();
        const short = await c.post('/api/quote/accept', { id: quoteId, version: sent.offer!.version });
        expect([short.status, short.body.messages[0].code, short.body.messages[0].item2]).to.deep.equal([409, 'QUOTE_STOCK_SHORT', 'lines']);
        const offer = (await c.get<QuoteDetail>(`/api/quote/item?id=${quoteId}`)).body.data.offer!;
        expect(short.body.messages[0].item1).to.contain(offer.lines[1].name);
        expect([await stockOf(ids[0]), await stockOf(ids[1])]).to.deep.equal([100, 1]);
        expect((await c.get<QuoteDetail>(`/api/quote/item?id=${quoteId}`)).body.data.status).to.equal('sent');
        expect((await textsTo(OPERATOR)).some((t) => t.includes(number) && /موجودی/.test(t))).to.equal(true);
      });
    });

    describe('paying by the terms', () => {
      it('deposit online at the test gateway, then two Sayad cheques described and confirmed one by one: paid, invoiced to the buyer', async () => {
        const c = await customer('en');
        const items = await quoteItems(db(), 6);
        const ids = items.map((i) => i.id);
        const buyer = (await c.post<Buyer>('/api/buyer', COMPANY)).body.data;
        const { quoteId } = await requestQuote(c, ids, { buyerId: buyer.id });
        const sent = await priceAndSend(staff, quoteId, ids);
        const { productOrderId: id } = (await c.post<QuoteAccepted>('/api/quote/accept', { id: quoteId, version: sent.offer!.version })).body.data;
        const order = async () => (await c.get<OrderDetail>(`/api/productOrder/order?id=${id}`)).body.data;
        expect(await order()).to.include({ status: 'awaiting-payment', onlineDueRial: 12_000_000, quoteId });
        const tooEarly = await c.post('/api/productOrder/cheque', { id, sayadId: '1234567890123456', dueDate: '2026-04-01' });
        expect([tooEarly.status, tooEarly.body.messages[0].code]).to.deep.equal([409, 'ORDER_NOT_CHEQUE']);

        const reserve = (await c.get<OrderReserve>(`/api/productOrder/reserve?id=${id}`)).body.data;
        expect(reserve.paymentUrl).to.be.a('string');
        const payment = await db().selectFrom('payments').select(['amount_rial']).where('authority', '=', reserve.paymentId!).executeTakeFirstOrThrow();
        expect(Number(payment.amount_rial)).to.equal(12_000_000);
        const pressed = await c.raw(`/payment/test/${reserve.paymentId}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: suite.server.url },
          body: 'outcome=paid',
        });
        const back = new URL(pressed.headers.get('location')!);
        expect((await c.raw(back.pathname + back.search)).status).to.equal(303);
        const afterDeposit = await order();
        expect(afterDeposit.status).to.equal('awaiting-cheque');
        expect(afterDeposit.paymentDueAt).to.equal(null);
        expect(afterDeposit.instalments.map((i) => i.status)).to.deep.equal(['settled', 'open', 'open']);
        expect((await textsTo(c.mobile)).some((t) => /deposit/i.test(t))).to.equal(true);

        const [first, second] = afterDeposit.instalments.slice(1);
        const farther = await c.post('/api/productOrder/cheque', { id, instalmentId: first.id, sayadId: '1234567890123456', dueDate: '2026-04-16' });
        expect([farther.status, farther.body.messages[0].code]).to.deep.equal([400, 'CHEQUE_DUE_TOO_FAR']);
        const one = await c.post<OrderDetail>('/api/productOrder/cheque', { id, instalmentId: first.id, sayadId: '1111222233334444', dueDate: '2026-04-15' });
        expect(one.status, JSON.stringify(one.body.messages)).to.equal(200);
        expect(one.body.data.status).to.equal('awaiting-cheque');
        const twice = await c.post('/api/productOrder/cheque', { id, instalmentId: first.id, sayadId: '1111222233334444', dueDate: '2026-04-15' });
        expect([twice.status, twice.body.messages[0].code]).to.deep.equal([409, 'INSTALMENT_STATE']);
        // Due 92 days ahead: past an ordinary order's 31 days.
        const two = await c.post<OrderDetail>('/api/productOrder/cheque', { id, instalmentId: second.id, sayadId: '۵۵۵۵۶۶۶۶۷۷۷۷۸۸۸۸', dueDate: '2026-06-01' });
        expect(two.body.data.status).to.equal('cheque-submitted');
        expect(two.body.data.instalments.map((i) => [i.status, i.sayadId])).to.deep.equal([
          ['settled', null],
          ['described', '1111222233334444'],
          ['described', '5555666677778888'],
        ]);

        const adminOrder = (await staff.get<AdminOrder>(`/api/admin/order?id=${id}`)).body.data;
        expect(adminOrder.actions).to.not.include('confirmCheque');
        expect(adminOrder.instalments).to.have.length(3);
        const confirm = (instalmentId: number, action = 'confirm') =>
          staff.post<{ orderId: number; status: string }>('/api/admin/order/instalment', { id: instalmentId, action });
        const refused = await confirm(second.id, 'refuse');
        expect(refused.body.data.status).to.equal('awaiting-cheque');
        await c.post('/api/productOrder/cheque', { id, instalmentId: second.id, sayadId: '5555666677778888', dueDate: '2026-06-01' });
        expect((await confirm(first.id)).body.data.status).to.equal('cheque-submitted');
        const both = await Promise.all([confirm(second.id), confirm(second.id)]);
        expect(both.map((b) => b.status).sort()).to.deep.equal([200, 409]);
        const paid = await order();
        expect(paid.status).to.equal('paid');
        expect(paid.events.map((e) => e.status).filter((s, i, all) => s !== all[i - 1])).to.deep.equal([
          'awaiting-payment',
          'awaiting-cheque',
          'cheque-submitted',
          'awaiting-cheque',
          'cheque-submitted',
          'paid',
        ]);
        expect(paid.events.filter((e) => e.status === 'paid')).to.have.length(1);

        // Paid: the official invoice, made out to the quote's buyer, with exactly the quote's lines and prices.
        const invoice = await c.get<InvoiceData>(`/api/productOrder/invoice?id=${id}`);
        expect(invoice.status, JSON.stringify(invoice.body.messages)).to.equal(200);
        const { official, buyer: billed, lines, totals } = invoice.body.data;
        expect(official).to.equal(true);
        expect(billed).to.include({ kind: 'company', name: 'Arman Sazeh Co.', nationalId: '10380284790' });
        expect(totals.totalRial).to.equal(QUOTE_TOTAL);
        expect(lines.map((l) => [l.count, l.unitPriceRial, l.discountRial, l.totalRial])).to.deep.equal([
          [2, 10_000_000, 500_000, 19_500_000],
          [2, 7_000_000, 0, 14_000_000],
          [1, 6_000_000, 0, 6_000_000],
          [1, 500_000, 0, 500_000],
        ]);
        for (const l of lines) expect(l.netRial + l.vatRial).to.equal(l.totalRial);
        const audits = await db().selectFrom('audit_log').select('action').where('entity', '=', 'order').where('entity_id', '=', String(id)).execute();
        expect(audits.map((a) => a.action)).to.deep.equal(['instalment.refuse', 'instalment.confirm', 'instalment.confirm']);
      });

      it('texts the customer 3 days before each cheque’s due date and the operator once one passes unconfirmed, each once', async () => {
        const c = await customer('fa');
        const items = await quoteItems(db(), 7);
        const ids = items.map((i) => i.id);
        const { quoteId } = await requestQuote(c, ids);
        const terms = {
          kind: 'cheques',
          cheques: [
            { amountRial: 25_000_000, dueDate: '2026-03-20' },
            { amountRial: 15_000_000, dueDate: '2026-05-01' },
          ],
        };
        const sent = await priceAndSend(staff, quoteId, ids, terms);
        await c.post<QuoteAccepted>('/api/quote/accept', { id: quoteId, version: sent.offer!.version });
        const start = nowMs;
        const reminders = async () => (await textsTo(c.mobile)).filter((t) => t.includes('سررسید'));
        const overdue = async () => (await textsTo(OPERATOR)).filter((t) => t.includes('گذرانده و تأیید نشده'));
        try {
          nowMs = Date.parse('2026-03-16T08:00:00Z'); // 4 days before: nothing yet
          await suite.server.services.orders.remindInstalments();
          expect(await reminders()).to.have.length(0);
          nowMs = Date.parse('2026-03-17T08:00:00Z'); // 3 days before
          const runs = await Promise.all([suite.server.services.orders.remindInstalments(), suite.server.services.orders.remindInstalments()]);
          expect(runs.reduce((n, r) => n + r.reminded, 0)).to.equal(1);
          await suite.server.services.orders.remindInstalments();
          expect(await reminders()).to.have.length(1);
          expect((await reminders())[0]).to.match(/[۰-۹]/);
          nowMs = Date.parse('2026-03-21T08:00:00Z'); // a day past its due date, unconfirmed
          const late = await Promise.all([suite.server.services.orders.remindInstalments(), suite.server.services.orders.remindInstalments()]);
          expect(late.reduce((n, r) => n + r.overdue, 0)).to.equal(1);
          expect(await overdue()).to.have.length(1);
        } finally {
          nowMs = start;
        }
      });
    });
  });
}

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('quotes on two processes over one PostgreSQL database', function () {
  this.timeout(90_000);
  const processes = twoProcessBackOffice('0939');
  const { people } = processes;

  it('10 accepts of one quote split over both processes make one order; 8 requests at once leave 5 open', async () => {
    const db = processes.a().db.kysely;
    const customerA = await people.customer('en');
    // The same session on the other process (sessions are rows of the shared database).
    const customerB = new ApiVisitor(processes.b().url, customerA.ip, 'en');
    for (const [k, v] of customerA.cookies) customerB.cookies.set(k, v);
    const staff = await people.staff('staff');
    const items = await quoteItems(db, 8);
    const ids = items.map((i) => i.id);
    const { quoteId } = await requestQuote(customerA, ids);
    const day = (n: number) => addDays(tehranDayOf(new Date()), n);
    const sent = await priceAndSend(staff, quoteId, ids, {
      kind: 'deposit',
      depositPercent: 30,
      cheques: [
        { amountRial: 14_000_000, dueDate: day(40) },
        { amountRial: 14_000_000, dueDate: day(90) },
      ],
    });
    const visitors = Array.from({ length: 10 }, (_, i) => (i % 2 ? customerB : customerA));
    const answers = await Promise.all(visitors.map((v) => v.post<QuoteAccepted>('/api/quote/accept', { id: quoteId, version: sent.offer!.version })));
    for (const a of answers) expect(a.status, JSON.stringify(a.body.messages)).to.equal(200);
    expect(new Set(answers.map((a) => a.body.data.productOrderId)).size).to.equal(1);
    expect(await db.selectFrom('orders').select('id').where('quote_id', '=', quoteId).execute()).to.have.length(1);
    const stock = await db.selectFrom('product_items').select('stock').where('id', 'in', ids).execute();
    expect(stock.map((s) => s.stock)).to.deep.equal([98, 98]);

    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? customerB : customerA).post('/api/quote/request', { description: 'Access control', province: 'تهران', city: 'تهران' }),
      ),
    );
    // One request was accepted above, so all five places are free again.
    expect(burst.map((b) => b.status).sort()).to.deep.equal([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});
