import { expect } from 'chai';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pg from 'pg';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { Shopper } from '../helpers/shopper.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { COLOR_MODE_KEY, COLOR_MODE_SCRIPT } from '../../shared/color-mode.ts';
import { LISTENER_APPLICATION_NAME } from '../../server/integrations/change-bus/pg-bus.ts';
import type { AdminProduct } from '../../shared/contracts/admin/catalog.ts';
import { sessionCookieName } from '../../server/http/cookies.ts';

const PRODUCT_PAGE = '/en/pr/1/any-name/';
const METRICS_TOKEN = 'page-cache-metrics-token';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A page as a browser gets it: its cache outcome, its CSP nonce, and its HTML with that nonce written as `NONCE`. */
async function page(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { redirect: 'manual', headers });
  const text = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  expect(nonce, 'a CSP nonce').to.be.a('string');
  return {
    status: res.status,
    headers: res.headers,
    cache: res.headers.get('x-page-cache'),
    nonce: nonce!,
    text,
    html: text.replaceAll(nonce!, 'NONCE'),
  };
}

/** A request as sent, Host included, and its answer's bytes as they came (undecoded). */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** An answer's headers with what differs from answer to answer (the date, the request id, the nonce) left out. */
function sameFromAnswerToAnswer(answer: Awaited<ReturnType<typeof raw>>) {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]!;
  const { date: _date, 'x-request-id': _id, ...rest } = answer.headers;
  return JSON.parse(JSON.stringify(rest).replaceAll(nonce, 'NONCE'));
}

/** Every nonce attribute of a page is the one its CSP header names (there is at least one). */
function expectOwnNonce(p: Awaited<ReturnType<typeof page>>) {
  const nonces = [...p.text.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
  expect(nonces.length).to.be.greaterThan(0);
  expect(new Set(nonces)).to.deep.equal(new Set([p.nonce]));
}

for (const database of TEST_DATABASES) {
  describe(`page cache for visitors without a session (${database.name})`, function () {
    this.timeout(120_000);
    const outbox = newOutbox();
    let server: TestServer;
    const people = new People(() => server, outbox, '0937');
    before(async () => {
      server = await startTestServer(database, { SMS_OUTBOX: outbox, METRICS_TOKEN });
    });
    after(() => server?.close());

    /** Pages answered from the cache ahead of the app so far (the count of every process in this test run). */
    const earlyHits = async () => {
      const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      return Number(/^page_cache_early_hits_total (\d+)/m.exec(metrics)![1]);
    };

    it('answers a request seen before ahead of the app: the same headers and page, its own nonce and request id', async () => {
      const gzip = { 'accept-encoding': 'gzip' };
      const before = await earlyHits();
      const first = await raw(server.url, '/en/cat/', gzip);
      const again = [await raw(server.url, '/en/cat/', gzip), await raw(server.url, '/en/cat/', gzip)];
      expect(await earlyHits()).to.equal(before + 2);
      const ids = new Set([first, ...again].map((a) => a.headers['x-request-id']));
      expect(ids.size).to.equal(3);
      const firstPage = gunzipSync(first.body).toString();
      const firstNonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))![1]!;
      for (const answer of again) {
        expect(sameFromAnswerToAnswer(answer)).to.deep.equal({ ...sameFromAnswerToAnswer(first), 'x-page-cache': 'hit' });
        const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]!;
        expect(nonce).to.not.equal(firstNonce);
        const html = gunzipSync(answer.body).toString();
        expect(html.replaceAll(nonce, 'NONCE')).to.equal(firstPage.replaceAll(firstNonce, 'NONCE'));
        expect(html).to.include(`nonce="${nonce}"`);
      }
      // A proxy's request id is kept, as the app keeps it; HEAD gets the headers alone.
      expect((await raw(server.url, '/en/cat/', { ...gzip, 'x-request-id': 'trace-1234abcd' })).headers['x-request-id']).to.equal('trace-1234abcd');
      const head = await raw(server.url, '/en/cat/', gzip, 'HEAD');
      expect([head.status, head.body.length, head.headers['content-length']]).to.deep.equal([200, 0, String(first.body.length)]);
      expect(await earlyHits()).to.equal(before + 4);
    });

    it('answers ahead of the app only what the app would answer the same: protocol, encoding, Host, cookies', async () => {
      const gzip = { 'accept-encoding': 'gzip' };
      await raw(server.url, '/en/brand/', gzip);
      expect((await raw(server.url, '/en/brand/', gzip)).headers['x-page-cache']).to.equal('hit');
      // Over https through the proxy in front (a trusted address): the app sends HSTS, so this answer does too.
      const https = await raw(server.url, '/en/brand/', { ...gzip, 'x-forwarded-proto': 'https' });
      expect(https.headers['strict-transport-security']).to.be.a('string');
      expect((await raw(server.url, '/en/brand/', gzip)).headers['strict-transport-security']).to.equal(undefined);
      // A browser that takes no gzip gets the page plain.
      const plain = await raw(server.url, '/en/brand/');
      expect([plain.headers['x-page-cache'], plain.headers['content-encoding']]).to.deep.equal(['hit', undefined]);
      expect(plain.body.toString()).to.include('</html>');
      // An unusable Host is refused, as the app refuses it.
      expect((await raw(server.url, '/en/brand/', { ...gzip, host: 'a b' })).status).to.equal(400);
      // A session cookie, even a stale one, gets the app's own answer, never the kept page.
      const stale = await raw(server.url, '/en/brand/', { ...gzip, cookie: `${sessionCookieName(false)}=gone` });
      expect(stale.headers['x-page-cache']).to.equal('bypass');
    });

    it('gives a browser (or a CDN) that takes brotli or deflate but no gzip a page it can read, every time', async () => {
      const decoders: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, deflate: inflateSync };
      for (const [offered, path] of [
        ['br', '/en/services/'],
        ['deflate', '/en/st/catalog/'],
      ]) {
        for (let i = 0; i < 3; i++) {
          const answer = await raw(server.url, path, { 'accept-encoding': offered });
          const encoding = answer.headers['content-encoding'];
          const decode = encoding === undefined ? (b: Buffer) => b : decoders[String(encoding)];
          expect(decode, `${offered}, answer ${i + 1}: ${encoding}`).to.be.a('function');
          expect(decode(answer.body).toString(), `${offered}, answer ${i + 1}`).to.include('</html>');
        }
      }
    });

    it('renders a page once and answers from memory after, each answer with its own nonce matching its CSP', async () => {
      const first = await page(server.url, '/en/about/');
      const second = await page(server.url, '/en/about/');
      expect([first.status, first.cache, second.status, second.cache]).to.deep.equal([200, 'miss', 200, 'hit']);
      expect(second.nonce).to.not.equal(first.nonce);
      expectOwnNonce(first);
      expectOwnNonce(second);
      expect(second.html).to.equal(first.html);
      for (const p of [first, second]) {
        expect(p.headers.get('cache-control')).to.equal('private, no-cache');
        expect(p.headers.get('vary')?.toLowerCase()).to.include('cookie').and.to.include('accept-encoding');
        expect(p.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      }
      // Gzipped the same page: the same document, its own nonce.
      const zipped = await page(server.url, '/en/about/', { 'accept-encoding': 'gzip' });
      expect([zipped.cache, zipped.headers.get('content-encoding')]).to.deep.equal(['hit', 'gzip']);
      expect(zipped.html).to.equal(first.html);
      expectOwnNonce(zipped);
    });

    it('renders a cold page once for a burst, each answer with its own nonce', async () => {
      const burst = await Promise.all(Array.from({ length: 12 }, () => page(server.url, '/en/projects/', { 'accept-encoding': 'gzip' })));
      expect(burst.map((p) => p.status)).to.deep.equal(Array(12).fill(200));
      // One render; the others waited for it (a cold start must not render the same page for every first visitor).
      expect(burst.filter((p) => p.cache === 'miss')).to.have.length(1);
      expect(new Set(burst.map((p) => p.html)).size).to.equal(1);
      expect(new Set(burst.map((p) => p.nonce)).size).to.equal(12);
      burst.forEach(expectOwnNonce);
      expect((await page(server.url, '/en/projects/')).cache).to.equal('hit');
    });

    it('keys a page on the query parameters its screen reads: a random one costs no render and no entry', async () => {
      const plain = await page(server.url, '/en/brand/');
      // 60 random parameters, the way a crawler or an attacker sends them: every one answered from the first copy.
      const random = await Promise.all(Array.from({ length: 60 }, (_, i) => page(server.url, `/en/brand/?r=${i}-${Math.random()}`)));
      expect(random.filter((p) => p.cache !== 'hit').map((p) => p.cache)).to.deep.equal([]);
      expect(new Set(random.map((p) => p.html))).to.deep.equal(new Set([plain.html]));
      // The page names no parameter it does not read (the language switch, the canonical link).
      expect(random[0]!.html).to.not.include('r=0-');
      // A parameter the screen reads is its own page; an unread one beside it shares that page's copy.
      const searched = await page(server.url, '/en/search/?q=camera');
      const tracked = await page(server.url, '/en/search/?q=camera&utm_source=newsletter');
      expect([tracked.cache, tracked.html]).to.deep.equal(['hit', searched.html]);
      expect((await page(server.url, '/en/search/?q=panel')).html).to.not.equal(searched.html);
    });

    it('gives crawlers the same complete HTML as people', async () => {
      const person = await page(server.url, PRODUCT_PAGE);
      const crawler = await page(server.url, PRODUCT_PAGE, { 'user-agent': GOOGLEBOT });
      expect(crawler.cache).to.equal('hit');
      expect(crawler.html).to.equal(person.html);
      expect(person.html).to.include('</html>');
    });

    it('keeps one copy per language and per colour mode chosen', async () => {
      const fa = await page(server.url, '/about/');
      const en = await page(server.url, '/en/about/');
      expect(fa.html).to.match(/<html lang="fa-IR"/);
      expect(en.html).to.match(/<html lang="en-US"/);
      const chosen = await page(server.url, '/en/about/', { cookie: `${COLOR_MODE_KEY}=dark` });
      expect(chosen.text).to.include(COLOR_MODE_SCRIPT);
      expect(en.text).to.not.include(COLOR_MODE_SCRIPT);
      expect((await page(server.url, '/en/about/', { cookie: `${COLOR_MODE_KEY}=dark` })).cache).to.equal('hit');
    });

    it("never serves or keeps a signed-in visitor's page; their name, likes and cart never reach another visitor", async () => {
      const customer = await people.signIn(people.visitor(), people.newMobile(), 'Parisa Zzyzxname');
      expect((await customer.post('/api/products/like', { productId: 1, liked: true })).status).to.equal(200);
      expect((await customer.post('/api/cart/cart', { cartUpdateType: 1, productItemId: 1, count: 3 })).status).to.equal(200);
      const cookie = [...customer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const own = [await page(server.url, PRODUCT_PAGE, { cookie }), await page(server.url, PRODUCT_PAGE, { cookie })];
      expect(own.map((p) => [p.status, p.cache])).to.deep.equal([
        [200, 'bypass'],
        [200, 'bypass'],
      ]);
      // Their page is theirs from the first paint: the name in the header, the heart they gave pressed.
      expect(own[0].text).to.match(/class="account-menu__name">Parisa Zzyzxname</);
      expect(own[0].text).to.match(/<button type="button" class="like-button[^"]*" aria-pressed="true"/);
      const anonymous = await page(server.url, PRODUCT_PAGE);
      expect(anonymous.cache).to.equal('hit');
      expect(anonymous.text).to.not.include('Zzyzxname');
      expect(anonymous.text).to.not.include('class="account-menu"');
      expect(anonymous.text).to.not.match(/class="like-button[^"]*" aria-pressed/);
      // Their own header: the page tells the browser someone is signed in (the account menu is theirs, no one else's).
      const user = await customer.get<{ fullName: string; likedProductIds: number[] }>('/api/auth/user');
      expect([user.body.data.fullName, user.body.data.likedProductIds]).to.deep.equal(['Parisa Zzyzxname', [1]]);
    });

    it("serves the shared page to a visitor with only a cart, whose own count comes from the cart's answer", async () => {
      const shopper = new Shopper(server.url, outbox);
      await shopper.add(1, 2);
      expect(shopper.cookies.has('cart')).to.equal(true);
      const cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const withCart = await page(server.url, PRODUCT_PAGE, { cookie });
      const without = await page(server.url, PRODUCT_PAGE);
      expect(withCart.cache).to.equal('hit');
      expect(withCart.html).to.equal(without.html);
      const cart = await shopper.cart<{ totalCount?: number; items?: { count: number }[] }>({ cartUpdateType: 14 });
      expect(JSON.stringify(cart.body.data)).to.match(/"count":2/);
    });

    it('never keeps a personal page', async () => {
      const answers = [await page(server.url, '/en/loginRegister/'), await page(server.url, '/en/loginRegister/')];
      expect(answers.map((p) => [p.status, p.cache])).to.deep.equal([
        [200, 'bypass'],
        [200, 'bypass'],
      ]);
    });

    it('drops what a back-office save changed: a product, a category', async () => {
      const staff = await people.staff();
      await page(server.url, PRODUCT_PAGE);
      expect((await page(server.url, PRODUCT_PAGE)).cache).to.equal('hit');
      const loaded = (await staff.get<AdminProduct>('/api/admin/product?id=1')).body.data;
      expect((await staff.post('/api/admin/product', { ...loaded, nameEn: 'Vortexgleam camera' })).status).to.equal(200);
      const after = await page(server.url, PRODUCT_PAGE);
      expect(after.cache).to.equal('miss');
      expect(after.text).to.include('Vortexgleam camera');

      const category = (await staff.get<{ nameEn: string }>(`/api/admin/category?id=${loaded.categoryId}`)).body.data;
      expect((await page(server.url, PRODUCT_PAGE)).cache).to.equal('hit');
      expect((await staff.post('/api/admin/category', { ...category, nameEn: 'Quillfrost systems' })).status).to.equal(200);
      const renamed = await page(server.url, PRODUCT_PAGE);
      expect(renamed.cache).to.equal('miss');
      expect(renamed.text).to.include('Quillfrost systems');
    });

    it('drops pages when a checkout takes the last piece of an item and when an expiry gives it back', async () => {
      const db = server.db.kysely;
      const item = await db
        .selectFrom('product_items')
        .select(['id', 'product_id'])
        .where('price_rial', 'is not', null)
        .where('active', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await db.updateTable('product_items').set({ stock: 1 }).where('id', '=', item.id).execute();
      const path = `/en/pr/${item.product_id}/any-name/`;
      const shopper = await new Shopper(server.url, outbox).signUp();
      await shopper.add(item.id, 1);
      await shopper.delivery(4);
      await page(server.url, path);
      expect((await page(server.url, path)).cache).to.equal('hit');
      const placed = await shopper.place('online');
      expect(placed.status, JSON.stringify(placed.body.messages)).to.equal(200);
      expect((await page(server.url, path)).cache).to.equal('miss');

      expect((await page(server.url, path)).cache).to.equal('hit');
      await db
        .updateTable('orders')
        .set({ payment_due_at: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', placed.body.data.productOrderId)
        .execute();
      expect(await server.services.orders.expireDue()).to.be.greaterThan(0);
      expect((await db.selectFrom('product_items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow()).stock).to.equal(1);
      expect((await page(server.url, path)).cache).to.equal('miss');
    });
  });
}

describe('page cache off (PAGE_CACHE=off)', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer(undefined, { PAGE_CACHE: 'off' });
  });
  after(() => server?.close());

  it('renders every answer', async () => {
    const answers = [await page(server.url, '/en/about/'), await page(server.url, '/en/about/')];
    expect(answers.map((p) => [p.status, p.cache])).to.deep.equal([
      [200, 'bypass'],
      [200, 'bypass'],
    ]);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('page cache on two processes over one PostgreSQL database', function () {
  this.timeout(120_000);
  const processes = twoProcessBackOffice('0938');
  const { people } = processes;

  const primed = async (server: TestServer) => {
    await page(server.url, PRODUCT_PAGE);
    expect((await page(server.url, PRODUCT_PAGE)).cache).to.equal('hit');
  };

  it("a back-office save on one process drops the other's copy", async () => {
    const staff = await people.staff();
    await primed(processes.b());
    const loaded = (await staff.get<AdminProduct>('/api/admin/product?id=1')).body.data;
    expect((await staff.post('/api/admin/product', { ...loaded, nameEn: 'Glimmerquartz dome' })).status).to.equal(200);
    const fresh = await waitUntil('the other process to drop its copy', async () => {
      const p = await page(processes.b().url, PRODUCT_PAGE);
      return p.cache === 'hit' ? undefined : p;
    });
    expect(fresh.text).to.include('Glimmerquartz dome');
  });

  it('listens again after its connection is cut, dropping what it kept, and hears the next change', async () => {
    const staff = await people.staff();
    await primed(processes.b());
    // The suite's own database (each suite has one): its listeners are the two processes'.
    const admin = new pg.Client({ connectionString: processes.a().databaseUrl });
    await admin.connect();
    try {
      const listeners = async () =>
        (
          await admin.query('select pid from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTENER_APPLICATION_NAME])
        ).rows.map((r) => r.pid as number);
      expect(await listeners()).to.have.length(2);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()', [
        LISTENER_APPLICATION_NAME,
      ]);
      await waitUntil('both processes to listen again', async () => ((await listeners()).length === 2 ? true : undefined), 15_000);
    } finally {
      await admin.end();
    }
    // Events sent while it was cut are unknown: it kept nothing.
    await waitUntil('the copy to be dropped', async () => ((await page(processes.b().url, PRODUCT_PAGE)).cache === 'hit' ? undefined : true));
    await primed(processes.b());
    const loaded = (await staff.get<AdminProduct>('/api/admin/product?id=1')).body.data;
    expect((await staff.post('/api/admin/product', { ...loaded, nameEn: 'Ravenmist dome' })).status).to.equal(200);
    const fresh = await waitUntil('the other process to drop its copy', async () => {
      const p = await page(processes.b().url, PRODUCT_PAGE);
      return p.cache === 'hit' ? undefined : p;
    });
    expect(fresh.text).to.include('Ravenmist dome');
  });
});
