import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { People, newOutbox, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { Shopper } from '../helpers/shopper.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import type { AdminProduct } from '../../shared/contracts/admin/catalog.ts';

/**
 * Searches filtered or sorted by price or stock answer from a per-process copy of every product's price and stock
 * (search.repo.ts), which the change bus drops on every change: a visitor filtering never sees a product the shop has
 * just sold out, nor misses one it just restocked or repriced.
 */

/** A product sold as one item (its last piece is the product's), priced, with one piece left; and its code. */
async function lastPieceProduct(server: TestServer) {
  const db = server.db.kysely;
  const items = await db
    .selectFrom('product_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.product_id', 'i.price_rial', 'p.code', 'p.name_fa'])
    .where('i.active', '=', 1)
    .where('p.active', '=', 1)
    .orderBy('i.id')
    .execute();
  const single = items.find((i) => i.price_rial !== null && items.filter((o) => o.product_id === i.product_id).length === 1)!;
  // Set before any search of the server reads stock.
  await db.updateTable('product_items').set({ stock: 1 }).where('id', '=', single.id).execute();
  await db.updateTable('products').set({ stock: 1 }).where('id', '=', single.product_id).execute();
  return { id: single.product_id, itemId: single.id, code: single.code, firstWord: single.name_fa.split(' ')[0] };
}

/** The ids a search finds, in order. */
async function searchIds(server: TestServer, params: Record<string, string>) {
  const res = await get(server.url, `/api/search?${new URLSearchParams(params)}`);
  expect(res.status, res.text).to.equal(200);
  return (res.json().data as { items: { id: number }[] }).items.map((i) => i.id);
}

for (const database of TEST_DATABASES) {
  describe(`search by price and stock, after they change (${database.name})`, function () {
    this.timeout(120_000);
    const outbox = newOutbox();
    let server: TestServer;
    const people = new People(() => server, outbox, '0936');
    let product: Awaited<ReturnType<typeof lastPieceProduct>>;
    before(async () => {
      server = await startTestServer(database, { SMS_OUTBOX: outbox });
      product = await lastPieceProduct(server);
      // Searches answer from memory once its copy is current: the copy these tests are about.
      await server.services.search.warm();
    });
    after(() => server?.close());

    /** The ids a search finds (by default for the product's code), in order. */
    const search = (params: Record<string, string>) => searchIds(server, { q: product.code, ...params });
    const found = async (params: Record<string, string>) => (await search(params)).includes(product.id);

    it('leaves "in stock only" when a checkout takes the last piece, and comes back when an expiry returns it', async () => {
      expect(await found({ inStock: 'true' })).to.equal(true);
      const shopper = await new Shopper(server.url, outbox).signUp();
      await shopper.add(product.itemId, 1);
      await shopper.delivery(4);
      const placed = await shopper.place('online');
      expect(placed.status, JSON.stringify(placed.body.messages)).to.equal(200);
      expect(await found({ inStock: 'true' }), 'sold out').to.equal(false);
      expect(await found({}), 'still found without the filter').to.equal(true);

      await server.db.kysely
        .updateTable('orders')
        .set({ payment_due_at: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', placed.body.data.productOrderId)
        .execute();
      expect(await server.services.orders.expireDue()).to.be.greaterThan(0);
      expect(await found({ inStock: 'true' }), 'back in stock').to.equal(true);
    });

    it('follows a stock adjustment and a new price from the back office', async () => {
      const staff = await people.staff();
      const adjust = (delta: number) => staff.post('/api/admin/stock/adjust', { itemId: product.itemId, delta, reason: 'counted the shelf' });
      const stock = (await server.db.kysely.selectFrom('product_items').select('stock').where('id', '=', product.itemId).executeTakeFirstOrThrow()).stock;
      expect((await adjust(-stock)).status).to.equal(200);
      expect(await found({ inStock: 'true' }), 'adjusted to none').to.equal(false);
      expect((await adjust(2)).status).to.equal(200);
      expect(await found({ inStock: 'true' }), 'adjusted to two').to.equal(true);

      const loaded = (await staff.get<AdminProduct>(`/api/admin/product?id=${product.id}`)).body.data;
      const range = { minPrice: '123000000', maxPrice: '123456789' };
      expect(await found(range), 'priced outside the range').to.equal(false);
      const items = loaded.items.map((i) => ({ ...i, priceToman: 123_456_000 }));
      const saved = await staff.post('/api/admin/product', { ...loaded, items });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      expect(await found(range), 'repriced into it').to.equal(true);
      // Its name's first word (a kind of product) finds others too.
      const dearestFirst = await search({ q: product.firstWord, sort: 'priceDesc' });
      expect(dearestFirst.length, `"${product.firstWord}" finds others too`).to.be.greaterThan(1);
      expect(dearestFirst[0], 'the dearest now').to.equal(product.id);
    });
  });
}

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('search by stock on two processes over one PostgreSQL database', function () {
  this.timeout(120_000);
  const processes = twoProcessBackOffice('0935');
  const { people } = processes;

  it("a stock adjustment on one process shows in the other's next filtered search", async () => {
    const [a, b] = [processes.a(), processes.b()];
    const product = await lastPieceProduct(a);
    await b.services.search.warm();
    const inStockOnB = async () => (await searchIds(b, { q: product.code, inStock: 'true' })).includes(product.id);
    expect(await inStockOnB(), 'in stock, as the other process read it').to.equal(true);
    const staff = await people.staff();
    const adjusted = await staff.post('/api/admin/stock/adjust', { itemId: product.itemId, delta: -1, reason: 'counted the shelf' });
    expect(adjusted.status).to.equal(200);
    await waitUntil('the other process to drop its copy of stock', async () => ((await inStockOnB()) ? undefined : true));
  });
});
