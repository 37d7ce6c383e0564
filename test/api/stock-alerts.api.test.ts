import { expect } from 'chai';
import { sql } from 'kysely';
import { TEST_DATABASES, twoProcessSuite, type TestServer } from '../helpers/server.ts';
import { backOfficeSuite, newOutbox, People, placeOrderInDb } from '../helpers/admin-client.ts';
import type { ApiVisitor } from '../helpers/auth-client.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import type { StockAlert } from '../../shared/contracts/stock-alerts.ts';
import type { AuthUser } from '../../shared/contracts/auth.ts';

/* Back-in-stock texts (issue #32, point 3): "text me when it is back", texted once when the item's stock leaves zero. */

const del = (v: ApiVisitor, productItemId: number | string) => v.call('DELETE' as 'POST', `/api/products/notify?productItemId=${productItemId}`);

/** Active items of active products, the `n`-th and on, each emptied (stock 0) straight in the database. */
async function emptyItems(server: TestServer, from: number, count: number) {
  const db = server.db.kysely;
  const rows = await db
    .selectFrom('product_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.product_id', 'p.label_en', 'p.label_fa'])
    .where('i.active', '=', 1)
    .where('p.active', '=', 1)
    .orderBy('i.id')
    .offset(from)
    .limit(count)
    .execute();
  expect(rows).to.have.length(count);
  await db
    .updateTable('product_items')
    .set({ stock: 0 })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows;
}

const textsTo = async (outbox: string, mobile: string) => (await readOutbox(outbox)).filter((l) => l.to === mobile && !l.code);
const alertRows = (server: TestServer, itemId: number) =>
  server.db.kysely.selectFrom('stock_alerts').select('user_id').where('product_item_id', '=', itemId).execute();

async function customerWithMobile(people: People, lang: 'fa' | 'en' = 'en') {
  const mobile = people.newMobile();
  return Object.assign(await people.signIn(people.visitor(lang), mobile, 'Customer Karimi'), { mobile });
}

for (const database of TEST_DATABASES) {
  describe(`back-in-stock texts (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0931', env: { TEXT_QUIET_HOURS: 'off' } });
    const { people, outbox } = suite;
    const adjust = (staff: ApiVisitor, itemId: number, delta: number) => staff.post('/api/admin/stock/adjust', { itemId, delta, reason: 'delivery' });

    it('asks a visitor to log in; a customer subscribes once, sees it in the profile and the session, and takes it back', async () => {
      const [item] = await emptyItems(suite.server, 0, 1);
      const stranger = people.visitor();
      expect((await stranger.post('/api/products/notify', { productItemId: item.id })).body.messages[0].code).to.equal('LOGIN_REQUIRED');
      expect((await stranger.post('/api/products/notify', { productItemId: item.id })).status).to.equal(401);
      expect((await del(stranger, item.id)).status).to.equal(401);
      expect((await stranger.get('/api/products/notify')).status).to.equal(401);

      const sara = await people.customer();
      for (let i = 0; i < 2; i++) expect((await sara.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);
      const listed = await sara.get<StockAlert[]>('/api/products/notify');
      expect(listed.body.data.map((a) => [a.productItemId, a.productId, a.label])).to.deep.equal([[item.id, item.product_id, item.label_en]]);
      expect((await sara.get<AuthUser>('/api/auth/user')).body.data.stockAlertItemIds).to.deep.equal([item.id]);

      expect((await del(sara, item.id)).status).to.equal(200);
      expect((await sara.get<StockAlert[]>('/api/products/notify')).body.data).to.deep.equal([]);
      expect((await del(sara, item.id)).status).to.equal(200);
    });

    it('the product page everyone shares has only the login link; a customer’s own page shows their alert pressed', async () => {
      const [item] = await emptyItems(suite.server, 1, 1);
      const path = `/en/pr/${item.product_id}/x/?item=${item.id}`;
      const page = (cookie?: string) => fetch(`${suite.server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
      const sara = await people.customer();
      expect((await sara.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);
      // The address may redirect to the product's own label: follow it, then ask twice.
      const landed = await page();
      const own = new URL(landed.url).pathname + new URL(landed.url).search;
      const shared = () => fetch(`${suite.server.url}${own}`);
      await shared();
      const anonymous = await shared();
      expect(anonymous.headers.get('x-page-cache')).to.equal('hit');
      const html = await anonymous.text();
      // (Asserted as booleans: a failure would print the whole page.)
      expect(/<a href="\/en\/loginRegister\/\?back=[^"]*item%3D\d+" class="button stock-alert"/.test(html), 'the login link').to.equal(true);
      expect(html.includes('class="button stock-alert" aria-pressed'), 'an alert toggle').to.equal(false);
      const cookie = [...sara.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const mine = await fetch(`${suite.server.url}${own}`, { headers: { Cookie: cookie } });
      expect(mine.headers.get('x-page-cache')).to.equal('bypass');
      expect((await mine.text()).includes('<button type="button" class="button stock-alert" aria-pressed="true"'), 'the pressed alert').to.equal(true);
    });

    it('refuses an unknown item (404), one in stock (400 ITEM_IN_STOCK) and a malformed id (400 naming the field), in the visitor’s language', async () => {
      const sara = await people.customer('fa');
      const unknown = await sara.post('/api/products/notify', { productItemId: 987_654 });
      expect([unknown.status, unknown.body.messages[0].code, unknown.body.messages[0].item2]).to.deep.equal([404, 'ITEM_NOT_FOUND', 'productItemId']);
      const inStock = await suite.server.db.kysely
        .selectFrom('product_items')
        .select('id')
        .where('stock', '>', 0)
        .where('active', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const refused = await sara.post('/api/products/notify', { productItemId: inStock.id });
      expect([refused.status, refused.body.messages[0].code]).to.deep.equal([400, 'ITEM_IN_STOCK']);
      expect(refused.body.messages[0].item1).to.match(/موجود است/);
      const bad = await sara.post('/api/products/notify', { productItemId: 'abc' });
      expect([bad.status, bad.body.messages[0].item2]).to.deep.equal([400, 'productItemId']);
    });

    it('keeps at most 10 a customer under a parallel burst: exactly 10 pass, the rest are 400 STOCK_ALERT_LIMIT', async () => {
      const items = await emptyItems(suite.server, 2, 14);
      const sara = await people.customer();
      const answers = await Promise.all(items.map((i) => sara.post('/api/products/notify', { productItemId: i.id })));
      expect(answers.filter((a) => a.status === 200)).to.have.length(10);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.map((a) => [a.status, a.body.messages[0].code])).to.deep.equal(Array(4).fill([400, 'STOCK_ALERT_LIMIT']));
      expect((await sara.get<StockAlert[]>('/api/products/notify')).body.data).to.have.length(10);
      // One already kept is no new one: asking again still answers 200.
      const kept = answers.findIndex((a) => a.status === 200);
      expect((await sara.post('/api/products/notify', { productItemId: items[kept].id })).status).to.equal(200);
    });

    it('texts each subscriber once, with the product’s link, when the operator brings the stock from 0; again and flipping back changes nothing', async () => {
      const [item] = await emptyItems(suite.server, 20, 1);
      const staff = await people.staff();
      const sara = await customerWithMobile(people);
      const reza = await customerWithMobile(people, 'fa');
      for (const c of [sara, reza]) expect((await c.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);

      expect((await adjust(staff, item.id, 3)).status).to.equal(200);
      const [saraText] = await waitUntil('Sara’s text', async () => ((await textsTo(outbox, sara.mobile)).length ? textsTo(outbox, sara.mobile) : undefined));
      expect(saraText.text)
        .to.contain(`/en/pr/${item.product_id}/`)
        .and.to.contain(`?item=${item.id}`)
        .and.to.match(/back in stock/);
      const [rezaText] = await waitUntil('Reza’s text', async () => ((await textsTo(outbox, reza.mobile)).length ? textsTo(outbox, reza.mobile) : undefined));
      expect(rezaText.text)
        .to.contain(`/pr/${item.product_id}/`)
        .and.to.match(/دوباره موجود شد/);
      expect(rezaText.text).not.to.contain('/en/');
      expect(await alertRows(suite.server, item.id)).to.deep.equal([]);

      // More stock, down to zero and back again: the subscriptions ended, so no second text. A later subscriber is
      // texted at the second return, and by then the first ones' would have been sent too.
      const later = await customerWithMobile(people);
      expect((await adjust(staff, item.id, 2)).status).to.equal(200);
      expect((await adjust(staff, item.id, -5)).status).to.equal(200);
      expect((await later.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);
      expect((await adjust(staff, item.id, 1)).status).to.equal(200);
      await waitUntil('the later subscriber’s text', async () => ((await textsTo(outbox, later.mobile)).length ? true : undefined));
      expect(await textsTo(outbox, sara.mobile)).to.have.length(1);
      expect(await textsTo(outbox, reza.mobile)).to.have.length(1);
    });

    it('texts when a cancelled order gives the last pieces back', async () => {
      const staff = await people.staff();
      const o = await placeOrderInDb(suite.server, 'awaiting-cheque', 'cheque', { count: 2 });
      // The order holds every piece there was.
      await suite.server.db.kysely.updateTable('product_items').set({ stock: 0 }).where('id', '=', o.itemId).execute();
      const sara = await customerWithMobile(people);
      expect((await sara.post('/api/products/notify', { productItemId: o.itemId })).status).to.equal(200);
      expect((await staff.post('/api/admin/order', { id: o.id, action: 'cancel' })).status).to.equal(200);
      const [text] = await waitUntil('the text', async () => ((await textsTo(outbox, sara.mobile)).length ? textsTo(outbox, sara.mobile) : undefined));
      expect(text.text).to.contain(`?item=${o.itemId}`);
    });

    it('an adjustment that fails (stock would go below zero) marks nothing', async () => {
      const [item] = await emptyItems(suite.server, 22, 1);
      const staff = await people.staff();
      const sara = await customerWithMobile(people);
      expect((await sara.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);
      expect((await adjust(staff, item.id, -1)).body.messages[0].code).to.equal('STOCK_NEGATIVE');
      expect(await alertRows(suite.server, item.id)).to.have.length(1);
      expect(
        (await suite.server.db.kysely.selectFrom('stock_alerts').select('due').where('product_item_id', '=', item.id).executeTakeFirstOrThrow()).due,
      ).to.equal(0);
    });
  });

  describe(`back-in-stock texts in the quiet hours (${database.name})`, function () {
    this.timeout(60_000);
    // The site's clock at 23:00 Tehran (19:30 UTC) of today: the text waits for 08:00, 9 hours on.
    const tehranEleven = () => {
      const d = new Date();
      d.setUTCHours(19, 30, 0, 0);
      return d.getTime();
    };
    let ahead = 0;
    const suite = backOfficeSuite(database, { mobilePrefix: '0931', options: { clock: () => new Date(Date.now() + ahead) } });
    const { people, outbox } = suite;

    it('holds a back-in-stock text asked for at 23:00 Tehran as a job to run at 08:00, and sends login codes at once', async () => {
      const [item] = await emptyItems(suite.server, 30, 1);
      ahead = tehranEleven() - Date.now();
      const staff = await people.staff();
      const sara = await customerWithMobile(people);
      expect((await sara.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);
      expect((await staff.post('/api/admin/stock/adjust', { itemId: item.id, delta: 2, reason: 'delivery' })).status).to.equal(200);

      const held = await waitUntil('the held text', async () => {
        const rows =
          database.name === 'sqlite'
            ? await sql<{ payload: string; run_at: string }>`select payload, run_at from jobs where task = 'text.send'`.execute(suite.server.db.kysely)
            : // graphile-worker's public view leaves the payload out; its own table has it.
              await sql<{ payload: object; run_at: Date }>`select j.payload, j.run_at from graphile_worker._private_jobs j
                join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'text.send'`.execute(suite.server.db.kysely);
        const found = rows.rows
          .map((r) => ({
            payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as { to: string; kind: string },
            runAt: new Date(r.run_at).getTime(),
          }))
          .find((r) => r.payload.to === sara.mobile);
        return found;
      });
      expect(held.payload.kind).to.equal('backInStock');
      // 08:00 Tehran is 9 hours after the site's 23:00, on the engine's own time.
      const hoursOn = (held.runAt - Date.now()) / 3_600_000;
      expect(hoursOn).to.be.within(8.9, 9);
      expect(await textsTo(outbox, sara.mobile)).to.deep.equal([]);
      expect(await alertRows(suite.server, item.id)).to.deep.equal([]);
      ahead = 0;
    });

    it('sends it at once at 10:00 Tehran, with the same default quiet hours', async () => {
      const [item] = await emptyItems(suite.server, 31, 1);
      ahead = tehranEleven() - 13 * 3_600_000 - Date.now();
      const staff = await people.staff();
      const sara = await customerWithMobile(people);
      expect((await sara.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);
      expect((await staff.post('/api/admin/stock/adjust', { itemId: item.id, delta: 2, reason: 'delivery' })).status).to.equal(200);
      const [text] = await waitUntil('the text', async () => ((await textsTo(outbox, sara.mobile)).length ? textsTo(outbox, sara.mobile) : undefined));
      expect(text.text).to.contain(`?item=${item.id}`);
      ahead = 0;
    });
  });
}

describe('back-in-stock texts across two processes (postgres)', function () {
  if (!process.env.TEST_DATABASE_URL) return;
  this.timeout(90_000);
  const outbox = newOutbox();
  const { a, b } = twoProcessSuite({ SMS_OUTBOX: outbox, TEXT_QUIET_HOURS: 'off' });
  const people = new People(a, outbox, '0931');

  it('parallel adjustments on both processes, flipping the stock back and forth: one text each', async () => {
    const [item] = await emptyItems(a(), 40, 1);
    const customers: (ApiVisitor & { mobile: string })[] = [];
    for (let i = 0; i < 4; i++) customers.push(await customerWithMobile(people));
    for (const c of customers) expect((await c.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);
    const staffA = await people.staff();
    // The same staff session's cookies, asking the second process.
    const onB = Object.assign(Object.create(Object.getPrototypeOf(staffA)), staffA, { base: b().url }) as ApiVisitor;
    const rounds = await Promise.all([
      staffA.post('/api/admin/stock/adjust', { itemId: item.id, delta: 1, reason: 'a' }),
      onB.post('/api/admin/stock/adjust', { itemId: item.id, delta: 1, reason: 'b' }),
      staffA.post('/api/admin/stock/adjust', { itemId: item.id, delta: 2, reason: 'a' }),
      onB.post('/api/admin/stock/adjust', { itemId: item.id, delta: 3, reason: 'b' }),
    ]);
    expect(rounds.map((r) => r.status)).to.deep.equal([200, 200, 200, 200]);
    await Promise.all([
      staffA.post('/api/admin/stock/adjust', { itemId: item.id, delta: -7, reason: 'a' }),
      onB.post('/api/admin/stock/adjust', { itemId: item.id, delta: 1, reason: 'b' }),
    ]);
    await Promise.all([
      onB.post('/api/admin/stock/adjust', { itemId: item.id, delta: 1, reason: 'b' }),
      staffA.post('/api/admin/stock/adjust', { itemId: item.id, delta: 1, reason: 'a' }),
    ]);
    const late = await customerWithMobile(people);
    const stock = Number((await a().db.kysely.selectFrom('product_items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow()).stock);
    if (stock > 0) expect((await staffA.post('/api/admin/stock/adjust', { itemId: item.id, delta: -stock, reason: 'a' })).status).to.equal(200);
    expect((await late.post('/api/products/notify', { productItemId: item.id })).status).to.equal(200);
    expect((await onB.post('/api/admin/stock/adjust', { itemId: item.id, delta: 1, reason: 'b' })).status).to.equal(200);
    await waitUntil('every text', async () => {
      const all = await Promise.all([...customers, late].map((c) => textsTo(outbox, c.mobile)));
      return all.every((t) => t.length > 0) ? true : undefined;
    });
    // Both processes heard every change and claimed what was due: still one text each.
    await Promise.all([a().services.stockAlerts.textDue(), b().services.stockAlerts.textDue()]);
    for (const c of [...customers, late]) expect(await textsTo(outbox, c.mobile), c.mobile).to.have.length(1);
  });

  it('keeps at most 10 a customer when both processes take a burst at once', async () => {
    const items = await emptyItems(a(), 41, 14);
    const sara = await people.customer();
    const onB = Object.assign(Object.create(Object.getPrototypeOf(sara)), sara, { base: b().url }) as ApiVisitor;
    const answers = await Promise.all(items.map((i, n) => (n % 2 ? onB : sara).post('/api/products/notify', { productItemId: i.id })));
    expect(answers.filter((r) => r.status === 200)).to.have.length(10);
    expect(answers.filter((r) => r.status === 400).map((r) => r.body.messages[0].code)).to.deep.equal(Array(4).fill('STOCK_ALERT_LIMIT'));
  });
});
