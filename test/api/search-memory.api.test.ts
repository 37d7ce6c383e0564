import { expect } from 'chai';
import { sql } from 'kysely';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { searchRepo, type FindQuery, type SearchFilter, type SearchSort } from '../../server/db/repos/search.repo.ts';
import { boundChunks, planQuery } from '../../server/services/search/query-plan.ts';
import { chunks, compactText, normalizeText } from '../../shared/search/normalize.ts';
import { PRODUCTS } from '../../server/db/seed/products.data.ts';
import { servicesOver } from '../../server/services/standalone.ts';
import { REALISTIC_QUERIES } from '../../scripts/search-queries.ts';

/**
 * The search index in memory against the engine's own, over the demo store: the same products, pages and facets for
 * every query shape the site plans (prefixes, one-letter words, typo fixes, compounds, codes), with a pool of 5 so
 * pages run past it. On SQLite the order must be the same too: both score with FTS5's bm25. PostgreSQL's engine ranks
 * with ts_rank_cd, so there the memory index must find the same products, in its own (bm25) order.
 */
// "هایکویژن" finds products only once the service splits it in two (regroup), which is no repository question.
const QUERIES = [...REALISTIC_QUERIES.filter((q) => q !== 'هایکویژن'), 'هایک ویژن', 'i', 'سنسور'];
const POOL = 5;
const CAMERA_CATEGORIES = [...new Set(PRODUCTS.filter((p) => p.category === 'ip-cameras' || p.category === 'hd-analog-cameras').map((p) => p.category))];

for (const database of TEST_DATABASES) {
  describe(`search index in memory against the engine (${database.name})`, function () {
    this.timeout(60_000);
    let server: TestServer;
    let memory: ReturnType<typeof searchRepo>;
    let engine: ReturnType<typeof searchRepo>;
    let cameraCategoryIds: number[];
    before(async () => {
      server = await startTestServer(database);
      memory = searchRepo(server.db, { pool: POOL, factsBatch: 7 });
      engine = searchRepo(server.db, { pool: POOL, memory: false });
      await memory.warm();
      // Products created at one of three times, so that "newest first" has ties for the id to break, as in a catalogue
      // imported in batches.
      for (const [k, at] of ['2026-01-01T08:00:00.000Z', '2026-02-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z'].entries()) {
        await server.db.kysely
          .updateTable('products')
          .set({ created_at: at })
          .where(sql`id % 3`, '=', k)
          .execute();
      }
      const rows = await server.db.kysely.selectFrom('categories').select('id').where('label', 'in', CAMERA_CATEGORIES).execute();
      cameraCategoryIds = rows.map((r) => r.id);
      expect(cameraCategoryIds).to.have.length(2);
    });
    after(() => server?.close());

    async function plan(q: string) {
      const cs = boundChunks(chunks(q));
      const { match } = await planQuery(cs, engine);
      expect(match, q).to.not.equal(null);
      const codes = [compactText(q)].filter((c) => /^[a-z0-9]{2,}$/.test(c));
      return { match: match!, ranking: { codes, name: normalizeText(q) } };
    }

    /** Every page of `size` through the results, as the site asks for them. */
    async function pages(repo: ReturnType<typeof searchRepo>, q: Omit<FindQuery, 'limit' | 'offset'>, size: number) {
      const all: number[][] = [];
      for (let offset = 0; ; offset += size) {
        const page = await repo.find({ ...q, limit: size, offset });
        if (page.length === 0) return all;
        all.push(page);
      }
    }

    /** The middle half of the demo store's prices: a range some products of most queries fall in, and some not. */
    async function middlePrices(): Promise<SearchFilter> {
      const rows = await server.db.kysely.selectFrom('products').select('price_rial').where('price_rial', 'is not', null).execute();
      const prices = rows.map((r) => Number(r.price_rial)).sort((a, b) => a - b);
      return { minRial: prices[Math.floor(prices.length / 4)], maxRial: prices[Math.floor((prices.length * 3) / 4)] };
    }

    type Shape = [string, SearchFilter | 'cameras' | 'middle prices', 'all' | 'titles', SearchSort?];
    const shapes: Shape[] = [
      ['every product', {}, 'all'],
      ['names and codes (suggestions)', {}, 'titles'],
      ['cameras only', 'cameras', 'all'],
      ['one brand', { brandId: 1 }, 'all'],
      ['in stock only', { inStock: true }, 'all'],
      ['in a price range', 'middle prices', 'all'],
      ['by price, cheapest first', {}, 'all', 'priceAsc'],
      ['by price, dearest first, in stock', { inStock: true }, 'all', 'priceDesc'],
      ['newest first', {}, 'all', 'newest'],
      ['newest first, in a price range', 'middle prices', 'all', 'newest'],
    ];
    for (const [shape, filterShape, scope, sort = 'relevance'] of shapes) {
      it(`finds the same products, page by page, for every query: ${shape}`, async () => {
        let compared = 0;
        for (const q of QUERIES) {
          const filter = filterShape === 'cameras' ? { categoryIds: cameraCategoryIds } : filterShape === 'middle prices' ? await middlePrices() : filterShape;
          const query = { ...(await plan(q)), scope, filter, sort };
          for (const size of [3, 24]) {
            const [fromMemory, fromEngine] = await Promise.all([pages(memory, query, size), pages(engine, query, size)]);
            // By price or by time, the order is the engines' own too (then by id).
            if (database.name === 'sqlite' || sort !== 'relevance') expect(fromMemory, `${q} (pages of ${size})`).to.deep.equal(fromEngine);
            else expect(fromMemory.flat().sort(), `${q} (pages of ${size})`).to.deep.equal(fromEngine.flat().sort());
            expect(new Set(fromMemory.flat()).size, `${q}: no product twice`).to.equal(fromMemory.flat().length);
            compared += fromMemory.flat().length;
          }
        }
        // The comparison compared something: most queries find products under every shape.
        expect(compared).to.be.greaterThan(50);
      });
    }

    it('counts the same facets for every query, with or without a price or stock filter', async () => {
      const order = (pairs: { brand_id: number | null; category_id: number; n: number }[]) => pairs.map((p) => `${p.brand_id}/${p.category_id}:${p.n}`).sort();
      for (const filter of [{}, { inStock: true }, await middlePrices()]) {
        for (const q of QUERIES) {
          const { match } = await plan(q);
          const label = `${q} ${JSON.stringify(filter)}`;
          expect(order(await memory.facetPairs(match, filter)), label).to.deep.equal(order(await engine.facetPairs(match, filter)));
        }
      }
    });

    it('answers from the engine while its copy is of an older generation, then catches up', async () => {
      const { match, ranking } = await plan('SBTL5000');
      const find = () => memory.find({ match, ranking, filter: {}, sort: 'relevance', limit: 10, offset: 0 });
      const [product] = await find();
      expect(product).to.be.a('number');
      // As the back office does from another process: deactivate, then reindex that product.
      const setActive = async (active: number) => {
        await server.db.kysely.updateTable('products').set({ active }).where('id', '=', product).execute();
        await servicesOver(server.db).search.reindex([product]);
      };
      await setActive(0);
      try {
        expect(await find(), 'the first search after the change').to.deep.equal([]);
        await memory.warm();
        expect(await find(), 'from the rebuilt copy').to.deep.equal([]);
      } finally {
        await setActive(1);
      }
      await memory.warm();
      expect(await find()).to.deep.equal([product]);
    });

    it('answers every step of one search from the generation its first step read, a reindex in between or not', async () => {
      const { match, ranking } = await plan('SBTL5000');
      const [product] = await memory.find({ match, ranking, filter: {}, sort: 'relevance', limit: 1, offset: 0 });
      // Every column the index reads words from (the label's own words too).
      const fields = ['code', 'name_fa', 'name_en', 'summary_fa', 'summary_en', 'label_fa', 'label_en'] as const;
      const before = await server.db.kysely.selectFrom('products').select(fields).where('id', '=', product).executeTakeFirstOrThrow();
      // As the back office does from another process: the product's code changes everywhere it is written.
      const write = async (row: typeof before) => {
        await server.db.kysely.updateTable('products').set(row).where('id', '=', product).execute();
        await servicesOver(server.db).search.reindex([product]);
      };
      const renamed = Object.fromEntries(fields.map((f) => [f, before[f].replace(/SBTL5000/gi, 'ZQX9')])) as typeof before;
      const view = memory.snapshot();
      const term = 'sbtl5000';
      const seenFirst = await view.known([term]);
      expect(seenFirst.get(term), 'the code is a word of the index').to.be.greaterThan(0);
      await write(renamed);
      try {
        expect((await engine.known([term])).get(term) ?? 0, 'the reindex dropped the old code').to.equal(0);
        expect(await view.known([term]), 'a later step of the same search').to.deep.equal(seenFirst);
        expect(await view.prefixed(['zqx']), 'nor does it see the new code').to.deep.equal(new Set());
        expect(await memory.snapshot().known([term]), 'a search begun after the reindex').to.deep.equal(await engine.known([term]));
      } finally {
        await write(before);
      }
      await memory.warm();
    });
  });
}
