import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { Shopper } from '../helpers/shopper.ts';
import type { AdminProduct } from '../../shared/contracts/admin/catalog.ts';

/**
 * Searches filtered or sorted by price or stock answer from a per-process copy of every product's price and stock
 * (search.repo.ts), which the change bus drops on every change: a visitor filtering never sees a product the shop has
 * just sold out, nor misses one it just restocked or repriced.
 */
for (const database of TEST_DATABASES) {
  describe(`search by price and stock, after they change (${database.name})`, function () {
    this.timeout(120_000);
    const outbox = newOutbox();
    let server: TestServer;
    const people = new People(() => server, outbox, '0936');
    /** A product sold as one item (its last piece is the product's), priced, with its code to search for. */
    let product: { id: number; itemId: number; code: string; firstWord: string };
    before(async () => {
      server = await startTestServer(database, { SMS_OUTBOX: outbox });
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
      product = { id: single.product_id, itemId: single.id, code: single.code, firstWord: single.name_fa.split(' ')[0] };
      // One piece left, set before any search of this server reads stock.
      await db.updateTable('product_items').set({ stock: 1 }).where('id', '=', single.id).execute();
      await db.updateTable('products').set({ stock: 1 }).where('id', '=', single.product_id).execute();
    });
    after(() => server?.close());

    /** The ids a search finds (by default for the product's code), in order. */
    async function search(params: Record<string, string>) {
      const res = await get(server.url, `/api/search?${new URLSearchParams({ q: product.code, ...params })}`);
      expect(res.status, res.text).to.equal(200);
      return (res.json().data as { items: { id: number }[] }).items.map((i) => i.id);
    }
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
