import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';

for (const database of TEST_DATABASES) {
  describe(`catalogue screens' API (${database.name})`, function () {
    this.timeout(60_000);
    let server: TestServer;
    before(async () => {
      server = await startTestServer(database);
    });
    after(() => server?.close());

    const data = async (path: string) => {
      const res = await get(server.url, path);
      expect(res.status, path).to.equal(200);
      return res.json().data;
    };

    it('sorts a category by price, with price-on-inquiry products last either way', async () => {
      for (const sort of ['priceAsc', 'priceDesc']) {
        const page = await data(`/api/products/list?sort=${sort}&pageSize=60`);
        const prices: (number | null)[] = page.items.map((p: { priceRial: number | null }) => p.priceRial);
        const priced = prices.filter((p): p is number => p !== null);
        expect(
          prices.slice(priced.length).every((p) => p === null),
          sort,
        ).to.equal(true);
        expect(priced).to.deep.equal([...priced].sort((a, b) => (sort === 'priceAsc' ? a - b : b - a)));
      }
    });

    it('pages through a category without repeating or losing products', async () => {
      const cctv = await data('/api/category/byLabel?label=cctv');
      const all = await data(`/api/products/list?categoryId=${cctv.id}&pageSize=60`);
      const first = await data(`/api/products/list?categoryId=${cctv.id}&pageSize=5&page=1`);
      const second = await data(`/api/products/list?categoryId=${cctv.id}&pageSize=5&page=2`);
      expect(first.total).to.equal(all.total);
      const ids = [...first.items, ...second.items].map((p: { id: number }) => p.id);
      expect(new Set(ids).size).to.equal(10);
      expect(ids).to.deep.equal(all.items.slice(0, 10).map((p: { id: number }) => p.id));
    });

    it('rejects a bad sort or page with a 400', async () => {
      expect((await get(server.url, '/api/products/list?sort=cheapest')).status).to.equal(400);
      expect((await get(server.url, '/api/products/list?page=0')).status).to.equal(400);
      expect((await get(server.url, '/api/products/list?pageSize=1000')).status).to.equal(400);
    });

    it('relates products of the same category first, never the product itself', async () => {
      const product = await data('/api/products/productInfo?id=1');
      const related = await data('/api/products/related?id=1');
      expect(related.length).to.be.within(1, 8);
      expect(related.map((p: { id: number }) => p.id)).to.not.include(1);
      const sameCategory = await data(`/api/products/list?categoryId=${product.category.id}&pageSize=60`);
      const inCategory = new Set(sameCategory.items.map((p: { id: number }) => p.id));
      expect(inCategory.has(related[0].id)).to.equal(true);
      expect((await get(server.url, '/api/products/related?id=987654')).status).to.equal(404);
    });

    it('relates posts, and 404s for a post that does not exist', async () => {
      const related = await data('/api/post/related?id=7');
      expect(related).to.have.length(3);
      expect(related.map((p: { id: number }) => p.id)).to.not.include(7);
      expect((await get(server.url, '/api/post/related?id=5')).status).to.equal(404);
    });

    it('gives the names of a product and a post in both languages for the alternates', async () => {
      const product = await data('/api/products/productInfo?id=1');
      expect(product.labels.fa).to.match(/[\u0600-\u06FF]/);
      expect(product.labels.en).to.not.match(/[\u0600-\u06FF]/);
      const post = await data('/api/post/postItem?id=7&lang=en');
      expect(post.names.en).to.equal(post.name);
    });

    it('indexes the whole catalogue by category for the catalogue page', async () => {
      const sections = await data('/api/category/catalogIndex?perGroup=50');
      expect(sections.map((s: { category: { label: string } }) => s.category.label)).to.include.members([
        'fire-alarm',
        'cctv',
        'fire-extinguishing',
        'access-control',
      ]);
      const listed = sections.flatMap((s: { groups: { products: unknown[] }[] }) => s.groups.flatMap((g) => g.products));
      const total = (await data('/api/products/list?pageSize=1')).total;
      expect(listed).to.have.length(total);
    });

    it('lists testimonials with ratings', async () => {
      const items = await data('/api/content/testimonials?lang=en');
      expect(items.length).to.be.at.least(3);
      for (const q of items) expect(q.rating).to.be.within(1, 5);
    });

    it('downloads a price list as a spreadsheet-friendly CSV in the visitor language', async () => {
      const res = await fetch(`${server.url}/downloads/price-list/cctv.fa.csv`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^text\/csv/);
      expect(res.headers.get('content-disposition')).to.match(/attachment; filename="negahban-cctv-fa\.csv"/);
      const body = new Uint8Array(await res.arrayBuffer());
      expect([...body.slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(body).trim().split('\r\n');
      expect(lines[0]).to.include('کد مدل');
      const cctv = await data('/api/category/byLabel?label=cctv');
      // One row per item: a product sold in variants (product 1: a 2.8 and a 4 mm lens) gives a row to each.
      const variantRows = lines.filter((l) => l.includes('"DS-2CD1043G2-I-'));
      expect(variantRows).to.have.length(2);
      expect(variantRows[1]).to.include('لنز ۴ میلی‌متر').and.include('?item=');
      expect(lines.length - 1).to.be.greaterThan(cctv.productCount);
      expect((await fetch(`${server.url}/downloads/price-list/nothing.en.csv`)).status).to.equal(404);
      expect((await fetch(`${server.url}/downloads/price-list/cctv.de.csv`)).status).to.equal(404);
    });
  });
}
