import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { Shopper, PICKUP, COURIER } from '../helpers/shopper.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import type { Address, OrderDetail, OrderReserve } from '../../shared/contracts/checkout.ts';
import type { CartData } from '../../shared/contracts/cart.ts';
import { readNote } from '../../shared/order-notes.ts';

const tehranAddress = {
  receiverName: 'Sara Ahmadi',
  receiverMobile: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
  province: 'تهران',
  city: 'تهران',
  street: 'Valiasr St., No. 10',
  postalCode: '۱۲۳۴۵-۶۷۸۹۰',
};

for (const database of TEST_DATABASES) {
  describe(`checkout: addresses, discounts, orders, payments (${database.name})`, function () {
    this.timeout(60_000);
    let server: TestServer;
    let outbox: string;
    let nowMs = Date.parse('2026-03-01T08:00:00Z');
    before(async () => {
      outbox = join(mkdtempSync(join(tmpdir(), 'negahban-checkout-')), 'outbox.jsonl');
      server = await startTestServer(database, { SMS_OUTBOX: outbox }, { clock: () => new Date(nowMs) });
    });
    after(() => server?.close());

    const db = () => server.db.kysely;
    const shopper = (lang: 'fa' | 'en' = 'en') => new Shopper(server.url, outbox, lang).signUp();
    /** Sellable items (a price, enough stock) of different products. */
    async function items(n: number) {
      const rows = await db()
        .selectFrom('product_items')
        .select(['id', 'price_rial', 'stock', 'product_id'])
        .where('price_rial', 'is not', null)
        .where('stock', '>=', 5)
        .where('active', '=', 1)
        .orderBy('id')
        .execute();
      const seen = new Set<number>();
      return rows
        .filter((r) => !seen.has(r.product_id) && seen.add(r.product_id))
        .slice(0, n)
        .map((r) => ({ ...r, price_rial: Number(r.price_rial) }));
    }
    const stockOf = async (id: number) => (await db().selectFrom('product_items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    const order = (s: Shopper, id: number) => s.get<OrderDetail>(`/api/productOrder/order?id=${id}`);
    async function readyCart(s: Shopper, deliveryId = PICKUP, count = 1) {
      const [item] = await items(1);
      expect((await s.add(item.id, count)).status).to.equal(200);
      expect((await s.delivery(deliveryId)).status).to.equal(200);
      return item;
    }

    describe('addresses', () => {
      it('keeps an address with Persian digits normalised, for its owner only', async () => {
        const [sara, reza] = [await shopper(), await shopper()];
        const added = await sara.post<Address>('/api/address', tehranAddress);
        expect(added.status).to.equal(200);
        expect(added.body.data).to.include({ receiverMobile: '09121234567', postalCode: '1234567890', province: 'تهران', city: 'تهران' });
        expect((await sara.get<Address[]>('/api/address')).body.data).to.have.length(1);
        expect((await reza.get<Address[]>('/api/address')).body.data).to.deep.equal([]);
        const stolen = await reza.call('DELETE' as 'POST', '/api/address', { id: added.body.data.id });
        expect(stolen.status).to.equal(404);
        expect(stolen.body.messages[0].code).to.equal('ADDRESS_NOT_FOUND');
        expect((await sara.call('DELETE' as 'POST', '/api/address', { id: added.body.data.id })).status).to.equal(200);
        expect((await sara.get<Address[]>('/api/address')).body.data).to.deep.equal([]);
      });

      it('refuses bad addresses with a coded message in the visitor’s language', async () => {
        const s = await shopper('fa');
        const cases: [Record<string, string>, string][] = [
          [{ province: 'Atlantis' }, 'PROVINCE_UNKNOWN'],
          [{ city: 'اصفهان' }, 'CITY_UNKNOWN'],
          [{ postalCode: '12345' }, 'POSTAL_CODE_FORMAT'],
          [{ receiverMobile: '12345' }, 'MOBILE_FORMAT'],
          [{ receiverName: ' ' }, 'REQUIRED'],
        ];
        for (const [change, code] of cases) {
          const res = await s.post('/api/address', { ...tehranAddress, ...change });
          expect(res.status, code).to.equal(400);
          expect(res.body.messages.map((m) => m.code)).to.include(code);
          expect(res.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
        }
        const anonymous = await new Shopper(server.url, outbox).post('/api/address', tehranAddress);
        expect(anonymous.status).to.equal(401);
        expect(anonymous.body.messages[0].code).to.equal('LOGIN_REQUIRED');
      });

      it('serves Iran’s 31 provinces with their cities', async () => {
        const res = await new Shopper(server.url, outbox).get<{ fa: string; cities: string[] }[]>('/api/address/provinces');
        expect(res.body.data).to.have.length(31);
        expect(res.body.data.find((p) => p.fa === 'تهران')!.cities).to.include('تهران');
      });
    });

    describe('cart types 5, 16, 7, 8', () => {
      it('sets and removes an address of one’s own only', async () => {
        const [s, other] = [await shopper(), await shopper()];
        await readyCart(s, COURIER);
        const mine = (await s.post<Address>('/api/address', tehranAddress)).body.data;
        const theirs = (await other.post<Address>('/api/address', tehranAddress)).body.data;
        const refused = await s.cart({ cartUpdateType: CART_UPDATE.setAddress, addressId: theirs.id });
        expect(refused.status).to.equal(404);
        expect(refused.body.messages[0].code).to.equal('ADDRESS_NOT_FOUND');
        expect((await s.cart({ cartUpdateType: CART_UPDATE.setAddress, addressId: mine.id })).status).to.equal(200);
        expect((await s.cart({ cartUpdateType: CART_UPDATE.removeAddress })).status).to.equal(200);
        const needs = await s.place('cheque');
        expect(needs.status).to.equal(400);
        expect(needs.body.messages[0].code).to.equal('ADDRESS_REQUIRED');
      });

      it('applies a discount code to the totals, and says why a code is refused', async () => {
        const s = await shopper();
        const item = await readyCart(s, PICKUP, 2);
        const at = new Date(nowMs).toISOString();
        await db()
          .insertInto('discounts')
          .values([
            { code: 'OLD', percent: 10, amount_rial: null, min_order_rial: 0, valid_to: '2020-01-01T00:00:00Z', active: 1, used_count: 0, created_at: at },
            { code: 'SOON', percent: 10, amount_rial: null, min_order_rial: 0, valid_from: '2099-01-01T00:00:00Z', active: 1, used_count: 0, created_at: at },
            { code: 'GONE', percent: 10, amount_rial: null, min_order_rial: 0, total_limit: 1, used_count: 1, active: 1, created_at: at },
            { code: 'BIG', percent: 10, amount_rial: null, min_order_rial: 999_999_999_999, active: 1, used_count: 0, created_at: at },
            { code: 'FIXED1', percent: null, amount_rial: 1_000_000, min_order_rial: 0, active: 1, used_count: 0, created_at: at },
          ] as never)
          .execute();
        for (const [code, reason] of [
          ['NOPE', 'DISCOUNT_UNKNOWN'],
          ['old', 'DISCOUNT_EXPIRED'],
          ['SOON', 'DISCOUNT_NOT_YET'],
          ['GONE', 'DISCOUNT_USED_UP'],
          ['BIG', 'DISCOUNT_MIN_ORDER'],
        ]) {
          const res = await s.cart({ cartUpdateType: CART_UPDATE.setRebate, discountCode: code });
          expect(res.status, code).to.equal(400);
          expect(res.body.messages[0].code, code).to.equal(reason);
        }
        const applied = await s.cart<CartData>({ cartUpdateType: CART_UPDATE.setRebate, discountCode: ' fixed1 ' });
        expect(applied.status).to.equal(200);
        expect(applied.body.data).to.include({ itemsRial: item.price_rial * 2, discountRial: 1_000_000, payableRial: item.price_rial * 2 - 1_000_000 });
        const removed = await s.cart<CartData>({ cartUpdateType: CART_UPDATE.removeRebate });
        expect(removed.body.data).to.include({ discountRial: 0, payableRial: item.price_rial * 2 });
        await s.cart({ cartUpdateType: CART_UPDATE.setRebate, discountCode: 'FIXED1' });
        const placed = await s.place('cheque');
        expect(placed.status).to.equal(200);
        const row = await db().selectFrom('orders').selectAll().where('id', '=', placed.body.data.productOrderId).executeTakeFirstOrThrow();
        expect(Number(row.items_rial)).to.equal(item.price_rial * 2);
        expect(Number(row.discount_rial)).to.equal(1_000_000);
        expect(Number(row.total_rial)).to.equal(item.price_rial * 2 - 1_000_000);
        expect((await db().selectFrom('discounts').select('used_count').where('code', '=', 'FIXED1').executeTakeFirstOrThrow()).used_count).to.equal(1);
      });

      it('weighs a minimum order against the lines that can be bought, as the totals do (a sold-out line does not count)', async () => {
        const s = await shopper();
        const [kept, soldOut] = await items(2);
        expect((await s.add(kept.id, 1)).status).to.equal(200);
        expect((await s.add(soldOut.id, 1)).status).to.equal(200);
        await db().updateTable('product_items').set({ stock: 0 }).where('id', '=', soldOut.id).execute();
        const at = new Date(nowMs).toISOString();
        await db()
          .insertInto('discounts')
          .values({
            code: 'BOTHLINES',
            percent: null,
            amount_rial: 1_000,
            min_order_rial: kept.price_rial + soldOut.price_rial,
            active: 1,
            used_count: 0,
            created_at: at,
          } as never)
          .execute();
        try {
          const refused = await s.cart({ cartUpdateType: CART_UPDATE.setRebate, discountCode: 'BOTHLINES' });
          expect(refused.status).to.equal(400);
          expect(refused.body.messages[0].code).to.equal('DISCOUNT_MIN_ORDER');
          const cart = await s.cart<CartData>({ cartUpdateType: CART_UPDATE.getCart });
          expect(cart.body.data).to.include({ itemsRial: kept.price_rial, discountRial: 0, payableRial: kept.price_rial });
        } finally {
          await db().updateTable('product_items').set({ stock: soldOut.stock }).where('id', '=', soldOut.id).execute();
        }
      });
    });

    describe('placing an order (type 11)', () => {
      it('refuses what is missing, with its code', async () => {
        const anonymous = await new Shopper(server.url, outbox).place('cheque');
        expect(anonymous.status).to.equal(401);
        expect(anonymous.body.messages[0].code).to.equal('LOGIN_REQUIRED');
        const s = await shopper();
        expect((await s.place('cheque')).body.messages[0].code).to.equal('CART_EMPTY');
        const [item] = await items(1);
        await s.add(item.id, 1);
        expect((await s.place('cheque')).body.messages[0].code).to.equal('DELIVERY_REQUIRED');
        await s.delivery(PICKUP);
        expect((await s.cart({ cartUpdateType: CART_UPDATE.setOrder })).body.messages[0].code).to.equal('PAYMENT_METHOD_REQUIRED');
        const bad = await s.cart({ cartUpdateType: CART_UPDATE.setOrder, paymentMethod: 'bitcoin' });
        expect(bad.status).to.equal(400);
        const changed = await s.place('cheque', { payableRial: 1 });
        expect(changed.status).to.equal(409);
        expect(changed.body.messages[0].code).to.equal('ORDER_PRICE_CHANGED');
        await db().updateTable('product_items').set({ stock: 0 }).where('id', '=', item.id).execute();
        const gone = await s.place('cheque');
        expect(gone.body.messages[0].code).to.equal('ORDER_STOCK_CHANGED');
        await db().updateTable('product_items').set({ stock: item.stock }).where('id', '=', item.id).execute();
        expect(
          await db()
            .selectFrom('orders')
            .select('id')
            .where('user_id', 'in', db().selectFrom('users').select('id').where('mobile', '=', s.mobile))
            .execute(),
        ).to.deep.equal([]);
      });

      it('places a cheque order: snapshots, stock taken, an event, an SMS; the Sayad cheque moves it on', async () => {
        const s = await shopper('fa');
        const item = await readyCart(s, COURIER, 2);
        const address = (await s.post<Address>('/api/address', tehranAddress)).body.data;
        await s.cart({ cartUpdateType: CART_UPDATE.setAddress, addressId: address.id });
        const before = await stockOf(item.id);
        const placed = await s.place('cheque');
        expect(placed.status).to.equal(200);
        expect(placed.body.data).to.include({ isCheque: true, isOnline: false, paymentId: null, paymentUrl: null });
        expect(await stockOf(item.id)).to.equal(before - 2);
        const detail = (await order(s, placed.body.data.productOrderId)).body.data;
        expect(detail).to.include({ status: 'awaiting-cheque', paymentState: 'cheque', itemCount: 2 });
        expect(detail.address).to.include({ postalCode: '1234567890', street: tehranAddress.street });
        expect(detail.totalRial).to.equal(item.price_rial * 2 + detail.deliveryRial);
        expect(detail.lines[0]).to.include({ productItemId: item.id, count: 2, unitPriceRial: item.price_rial });
        expect(detail.events.map((e) => e.status)).to.deep.equal(['awaiting-cheque']);
        const sms = (await readOutbox(outbox)).filter((l) => l.to === s.mobile && !l.code);
        expect(sms.at(-1)!.text).to.contain('ثبت شد');
        // The cart is spent: the next one starts empty.
        expect((await s.cart<CartData>({ cartUpdateType: CART_UPDATE.getCart })).body.data).to.include({ itemCount: 0 });

        const id = placed.body.data.productOrderId;
        expect((await s.post('/api/productOrder/cheque', { id, sayadId: '123', dueDate: '2026-04-01' })).body.messages[0].code).to.equal('SAYAD_FORMAT');
        // A due date not chosen yet asks for it, in words naming it, rather than calling it "not a valid date".
        const noDate = (await s.post('/api/productOrder/cheque', { id, sayadId: '1234567890123456', dueDate: '' })).body.messages;
        expect(noDate.map((m) => [m.code, m.item2])).to.deep.equal([['REQUIRED', 'dueDate']]);
        expect(noDate[0].item1).to.equal(s.lang === 'fa' ? '«تاریخ سررسید» را وارد کنید.' : 'Please enter “Due date”.');
        expect((await s.post('/api/productOrder/cheque', { id, sayadId: '1234567890123456', dueDate: '2020-01-01' })).body.messages[0].code).to.equal(
          'DATE_IN_PAST',
        );
        const other = await shopper();
        expect((await other.post('/api/productOrder/cheque', { id, sayadId: '1234567890123456', dueDate: '2026-04-01' })).status).to.equal(404);
        const done = await s.post<OrderDetail>('/api/productOrder/cheque', { id, sayadId: '۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶', dueDate: '2026-04-01' });
        expect(done.status).to.equal(200);
        expect(done.body.data.status).to.equal('cheque-submitted');
        expect(done.body.data.cheque).to.deep.equal({ sayadId: '1234567890123456', amountRial: detail.totalRial, dueDate: '2026-04-01' });
        expect(done.body.data.events.map((e) => e.status)).to.deep.equal(['awaiting-cheque', 'cheque-submitted']);
      });

      it('shows an order to its owner only: another user or a visitor gets a 404', async () => {
        const s = await shopper();
        await readyCart(s);
        const id = (await s.place('cheque')).body.data.productOrderId;
        const other = await shopper();
        for (const v of [other, new Shopper(server.url, outbox)]) {
          const res = await order(v, id);
          expect(res.status).to.be.oneOf([401, 404]);
          expect((await v.get(`/api/productOrder/reserve?id=${id}`)).status).to.be.oneOf([401, 404]);
        }
        expect((await order(other, id)).body.messages[0].code).to.equal('ORDER_NOT_FOUND');
      });

      it('makes one order of a placement sent twice at once, and of a retry with the same Idempotency-Key', async () => {
        const s = await shopper();
        await readyCart(s);
        const { uniqueId } = (await s.cart<CartData>({ cartUpdateType: CART_UPDATE.getCart })).body.data;
        const [a, b] = await Promise.all([s.place('online', { uniqueId }), s.place('online', { uniqueId })]);
        expect(a.status).to.equal(200);
        expect(b.status).to.equal(200);
        expect(b.body.data.productOrderId).to.equal(a.body.data.productOrderId);
        // Either request may win. The other is answered before or after the winner registered its payment: the same
        // attempt, or none (the client then opens the order page, which offers to pay). One payment either way.
        const attempts = [a.body.data.paymentId, b.body.data.paymentId].filter((id) => id !== null);
        expect(attempts).to.have.length.within(1, 2);
        expect(new Set(attempts).size).to.equal(1);
        expect(await db().selectFrom('payments').select('id').where('order_id', '=', a.body.data.productOrderId).execute()).to.have.length(1);
        const t = await shopper();
        await readyCart(t);
        const key = { 'Idempotency-Key': 'order-attempt-1' };
        const first = await t.place('cheque', {}, key);
        const retry = await t.place('cheque', {}, key);
        expect(retry.body.data.productOrderId).to.equal(first.body.data.productOrderId);
        const count = await db()
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', 'in', db().selectFrom('users').select('id').where('mobile', 'in', [s.mobile, t.mobile]))
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).to.equal(2);
      });

      it('binds an Idempotency-Key to its request: another cart, method or payable is a 422 that places nothing', async () => {
        const s = await shopper('fa');
        await readyCart(s);
        const key = { 'Idempotency-Key': 'bound-key-1' };
        const first = await s.place('cheque', {}, key);
        expect(first.status).to.equal(200);
        const ordersOf = async () => (await db().selectFrom('orders').select('id').where('mobile', '=', s.mobile).execute()).map((o) => o.id);
        expect(await ordersOf()).to.deep.equal([first.body.data.productOrderId]);

        // The same request again, with or without naming the (now ordered) cart: the first order, nothing new.
        const again = await s.place('cheque', { payableRial: (await order(s, first.body.data.productOrderId)).body.data.totalRial }, key);
        expect([again.status, again.body.data.productOrderId]).to.deep.equal([200, first.body.data.productOrderId]);
        // The same cart with another payment method, or another payable: not the request the key was used for.
        for (const [method, extra] of [
          ['online', {}],
          ['cheque', { payableRial: 1 }],
        ] as const) {
          const changed = await s.place(method, extra, key);
          expect([changed.status, changed.body.messages[0].code], method).to.deep.equal([422, 'IDEMPOTENCY_KEY_REUSED']);
          expect(changed.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
        }

        // A new cart (another item, two of it) placed with the old key: refused, the cart stays open, its stock untouched.
        const [, other] = await items(2);
        expect((await s.add(other.id, 2)).status).to.equal(200);
        expect((await s.delivery(PICKUP)).status).to.equal(200);
        const stockBefore = await stockOf(other.id);
        const reused = await s.place('cheque', {}, key);
        expect([reused.status, reused.body.messages[0].code]).to.deep.equal([422, 'IDEMPOTENCY_KEY_REUSED']);
        expect(await ordersOf()).to.deep.equal([first.body.data.productOrderId]);
        expect(await stockOf(other.id)).to.equal(stockBefore);
        expect((await s.cart<CartData>({ cartUpdateType: CART_UPDATE.getCart })).body.data).to.include({ itemCount: 2 });
        const en = new Shopper(server.url, outbox, 'en');
        for (const [k, v] of s.cookies) en.cookies.set(k, v);
        expect((await en.place('cheque', {}, key)).body.messages[0].item1).to.match(/Idempotency-Key/);
        // With a key of its own it is placed.
        const own = await s.place('cheque', {}, { 'Idempotency-Key': 'bound-key-2' });
        expect(own.status).to.equal(200);
        expect(await stockOf(other.id)).to.equal(stockBefore - 2);
      });

      it('sells the last unit to exactly one of 50 buyers placing at once', async function () {
        this.timeout(120_000);
        const [item] = await items(1);
        const buyers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
        for (const b of buyers) {
          await b.add(item.id, 1);
          await b.delivery(PICKUP);
        }
        await db().updateTable('product_items').set({ stock: 1 }).where('id', '=', item.id).execute();
        const results = await Promise.all(buyers.map((b) => b.place('cheque')));
        const won = results.filter((r) => r.status === 200);
        expect(won).to.have.length(1);
        for (const r of results.filter((r) => r.status !== 200)) expect(r.body.messages[0].code).to.equal('ORDER_STOCK_CHANGED');
        expect(await stockOf(item.id)).to.equal(0);
        const orders = await db().selectFrom('order_lines').select('order_id').where('product_item_id', '=', item.id).execute();
        const placedNow = orders.filter((o) => o.order_id === won[0].body.data.productOrderId);
        expect(placedNow).to.have.length(1);
        const product = await db().selectFrom('products').select('stock').where('id', '=', item.product_id).executeTakeFirstOrThrow();
        const sum = await db()
          .selectFrom('product_items')
          .select((eb) => eb.fn.sum<number>('stock').as('s'))
          .where('product_id', '=', item.product_id)
          .where('active', '=', 1)
          .executeTakeFirstOrThrow();
        expect(product.stock).to.equal(Number(sum.s));
        await db().updateTable('product_items').set({ stock: item.stock }).where('id', '=', item.id).execute();
      });
    });

    describe('online payment through the test gateway', () => {
      async function placeOnline(s: Shopper, itemIndex = 0) {
        const item = (await items(itemIndex + 1))[itemIndex];
        await s.add(item.id, 1);
        await s.delivery(PICKUP);
        const placed = await s.place('online');
        expect(placed.status).to.equal(200);
        expect(placed.body.data.isOnline).to.equal(true);
        expect(placed.body.data.paymentUrl).to.equal(`/payment/test/${placed.body.data.paymentId}?test=true`);
        return { item, ...placed.body.data };
      }
      /** Presses a button of the test page; answers the callback address it sends the browser to. */
      async function press(s: Shopper, paymentId: string, outcome: 'paid' | 'cancelled') {
        const res = await s.raw(`/payment/test/${paymentId}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
          body: `outcome=${outcome}`,
        });
        expect(res.status).to.equal(303);
        return new URL(res.headers.get('location')!).pathname + new URL(res.headers.get('location')!).search;
      }

      it('pays: the page shows the amount, the callback verifies once however often it is replayed or raced', async () => {
        const s = await shopper();
        const placed = await placeOnline(s);
        const page = await s.raw(placed.paymentUrl!);
        expect(page.status).to.equal(200);
        const detail = (await order(s, placed.productOrderId)).body.data;
        expect(await page.text()).to.contain(`data-amount-rial="${detail.totalRial}"`);
        const callback = await press(s, placed.paymentId!, 'paid');
        const [r1, r2] = await Promise.all([s.raw(callback), s.raw(callback)]);
        for (const r of [r1, r2]) {
          expect(r.status).to.equal(303);
          expect(r.headers.get('location')).to.match(new RegExp(`^/en/profile/accountorder/${placed.productOrderId}/\\?payment=(paid|pending)$`));
        }
        for (let i = 0; i < 10; i++) expect((await s.raw(callback)).headers.get('location')).to.contain('payment=paid');
        const after = (await order(s, placed.productOrderId)).body.data;
        expect(after).to.include({ status: 'paid', paymentState: 'paid' });
        expect(after.events.map((e) => e.status)).to.deep.equal(['awaiting-payment', 'paid']);
        const payments = await db().selectFrom('payments').selectAll().where('order_id', '=', placed.productOrderId).execute();
        expect(payments.map((p) => p.status)).to.deep.equal(['paid']);
        const testPayment = await db().selectFrom('test_payments').selectAll().where('authority', '=', placed.paymentId!).executeTakeFirstOrThrow();
        expect(testPayment.verified).to.equal(1);
        expect((await s.get<OrderReserve>(`/api/productOrder/reserve?id=${placed.productOrderId}`)).body.data).to.include({ paid: true, paymentId: null });
      });

      it('cancelled at the gateway: the order waits on, its history says so once, and a new attempt pays', async () => {
        const s = await shopper();
        const placed = await placeOnline(s);
        const callback = await press(s, placed.paymentId!, 'cancelled');
        // The browser comes back, reloads, and a second tab races it: one trace in the history.
        const backs = await Promise.all([s.raw(callback), s.raw(callback), s.raw(callback)]);
        for (const back of backs) expect(back.headers.get('location')).to.contain('payment=failed');
        const waiting = (await order(s, placed.productOrderId)).body.data;
        expect(waiting.status).to.equal('awaiting-payment');
        const cancelled = waiting.events.filter((e) => readNote(e.note).machine?.key === 'paymentCancelled');
        expect(cancelled.map((e) => e.status)).to.deep.equal(['awaiting-payment']);
        const again = (await s.get<OrderReserve>(`/api/productOrder/reserve?id=${placed.productOrderId}`)).body.data;
        expect(again.paymentId).to.be.a('string').and.not.equal(placed.paymentId);
        await s.raw(await press(s, again.paymentId!, 'paid'));
        expect((await order(s, placed.productOrderId)).body.data.status).to.equal('paid');
      });

      it('a forged or wrong-amount callback changes nothing; an unknown reference is a 404 page', async () => {
        const s = await shopper();
        const placed = await placeOnline(s);
        expect((await s.raw('/payment/callback/test?authority=AAAAAAAAAAAAAAAAAAAAAA&result=paid', { redirect: 'follow' })).status).to.equal(404);
        expect((await s.raw('/payment/callback/zarinpal?Authority=A123456789&Status=OK', { redirect: 'follow' })).status).to.equal(404);
        // Not paid yet, but the callback claims it was.
        const forged = await s.raw(`/payment/callback/test?authority=${placed.paymentId}&result=paid`);
        expect(forged.headers.get('location')).to.contain('payment=failed');
        expect((await order(s, placed.productOrderId)).body.data.status).to.equal('awaiting-payment');
        // Paid at the gateway, but our record says another amount (a tampered attempt): verify refuses it.
        await db().updateTable('payments').set({ amount_rial: 10_000 }).where('authority', '=', placed.paymentId!).execute();
        nowMs += 31_000; // past the attempt's interval between verifications
        const callback = await press(s, placed.paymentId!, 'paid');
        expect((await s.raw(callback)).headers.get('location')).to.contain('payment=failed');
        expect((await order(s, placed.productOrderId)).body.data.status).to.equal('awaiting-payment');
      });

      it('finishes a verification a restart cut off: the customer who paid has a paid order, not an expired one', async () => {
        const s = await shopper();
        const placed = await placeOnline(s);
        // Paid at the gateway; the callback claimed the verification, and the process stopped before it answered.
        await press(s, placed.paymentId!, 'paid');
        await db()
          .updateTable('payments')
          .set({ status: 'verifying', claimed_at: new Date(nowMs).toISOString() })
          .where('authority', '=', placed.paymentId!)
          .execute();
        // A claim of a moment ago is a verification under way: left alone.
        expect(await server.services.payments.resumeInterrupted()).to.equal(0);
        nowMs += 6 * 60_000;
        expect(await server.services.payments.resumeInterrupted()).to.equal(1);
        const payment = await db().selectFrom('payments').selectAll().where('authority', '=', placed.paymentId!).executeTakeFirstOrThrow();
        expect(payment.status).to.equal('paid');
        expect((await order(s, placed.productOrderId)).body.data.status).to.equal('paid');
        nowMs += 21 * 60_000;
        await server.services.orders.expireDue();
        expect((await order(s, placed.productOrderId)).body.data.status).to.equal('paid');
      });

      it('cancels an order unpaid in time and returns its stock; a late payment is kept and flagged, not lost', async () => {
        const s = await shopper();
        // An item no other test orders online, so only this order's unit comes back.
        const placed = await placeOnline(s, 2);
        const stock = await stockOf(placed.item.id);
        nowMs += 21 * 60_000;
        expect(await server.services.orders.expireDue()).to.be.at.least(1);
        expect(await stockOf(placed.item.id)).to.equal(stock + 1);
        const detail = (await order(s, placed.productOrderId)).body.data;
        expect(detail).to.include({ status: 'cancelled', paymentState: 'cancelled' });
        expect(readNote(detail.events.at(-1)!.note).machine).to.deep.equal({ key: 'notPaidInTime' });
        expect((await s.get<OrderReserve>(`/api/productOrder/reserve?id=${placed.productOrderId}`)).body.data.paymentId).to.equal(null);
        await s.raw(await press(s, placed.paymentId!, 'paid'));
        const payment = await db().selectFrom('payments').selectAll().where('authority', '=', placed.paymentId!).executeTakeFirstOrThrow();
        expect(payment.status).to.equal('late');
        expect(readNote((await order(s, placed.productOrderId)).body.data.events.at(-1)!.note).machine).to.deep.equal({
          key: 'paidLate',
          authority: placed.paymentId,
          status: 'cancelled',
        });
      });
    });
  });
}
