import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { PRODUCTS } from '../../server/db/seed/products.data.ts';
import { servicesOver } from '../../server/services/standalone.ts';

interface Item {
  id: number;
  code: string;
  name: string;
  priceRial: number | null;
  inStock: boolean;
  brand: { id: number } | null;
  picture: unknown;
}

const AGE_DAYS = new Map(PRODUCTS.map((p) => [p.id, p.ageDays]));
const CCTV_IDS = PRODUCTS.filter((p) => ['ip-cameras', 'hd-analog-cameras', 'nvr-recorders', 'dvr-recorders', 'cctv-accessories'].includes(p.category)).map(
  (p) => p.id,
);
const BULLET_CAMERA_IDS = PRODUCTS.filter((p) => p.name[0].includes('دوربین') && p.name[0].includes('بولت')).map((p) => p.id);
const FIRE_ALARM_IDS = PRODUCTS.filter((p) =>
  ['conventional-fire-panels', 'addressable-fire-panels', 'smoke-heat-detectors', 'manual-call-points', 'sirens-flashers'].includes(p.category),
).map((p) => p.id);

for (const database of TEST_DATABASES) {
  describe(`search API (${database.name})`, function () {
    this.timeout(60_000);
    let server: TestServer;
    before(async () => {
      server = await startTestServer(database);
      // Until the memory index is built, searches ask the database's engine, which may order equal scores otherwise:
      // two searches compared below must both be answered by the same one.
      await server.services.search.warm();
    });
    after(() => server?.close());

    async function search(params: Record<string, string | number | boolean>, headers: Record<string, string> = {}) {
      const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      const res = await get(server.url, `/api/search?${query}`, headers);
      expect(res.status, res.text).to.equal(200);
      const data = res.json().data as {
        items: Item[];
        total: number;
        query: string;
        correctedQuery: string | null;
        page: number;
        pageSize: number;
        facets: { brands: { id: number; name: string; count: number }[]; categories: { id: number; label: string; name: string; count: number }[] };
      };
      return { ...data, ids: data.items.map((i) => i.id) };
    }

    describe('Persian as it is typed', () => {
      it('finds cameras for "دوربين" typed with the Arabic ي, exactly as for "دوربین"', async () => {
        const arabic = await search({ q: 'دوربين' });
        const persian = await search({ q: 'دوربین' });
        expect(arabic.total).to.be.greaterThan(5);
        expect(arabic.ids).to.deep.equal(persian.ids);
        expect(arabic.items[0].name).to.include('دوربین');
        expect(arabic.query).to.equal('دوربين');
        expect(arabic.correctedQuery).to.equal(null);
      });

      it('finds "كپسول" typed with the Arabic ك', async () => {
        const { ids } = await search({ q: 'كپسول' });
        expect(ids).to.include.members([27, 28, 29]);
      });

      it('reads Persian digits as digits: "۴ مگاپیکسل" finds the 4 MP cameras', async () => {
        const { ids, items } = await search({ q: '۴ مگاپیکسل' });
        expect(ids).to.have.members([1, 2, 3, 4]);
        for (const item of items) expect(item.name).to.include('۴ مگاپیکسل');
      });

      it('finds a model code typed with Persian digits', async () => {
        const { ids } = await search({ q: 'DS-2CD۱۰۴۳G2-I' });
        expect(ids[0]).to.equal(1);
      });

      it('ignores the zero-width non-joiner: "آتش‌نشانی", "آتشنشانی" and "آتش نشانی" find the same', async () => {
        const zwnj = await search({ q: 'کپسول آتش‌نشانی' });
        const joined = await search({ q: 'کپسول آتشنشانی' });
        const spaced = await search({ q: 'کپسول آتش نشانی' });
        expect(zwnj.ids).to.include.members([27, 28, 29]);
        expect(joined.ids).to.deep.equal(zwnj.ids);
        expect(spaced.ids).to.include.members(zwnj.ids);
      });

      it('finds "مداربسته" for "مدار بسته": every CCTV product, whose category is written as one word', async () => {
        const { ids, total } = await search({ q: 'مدار بسته', pageSize: 60 });
        expect(ids).to.include.members(CCTV_IDS);
        expect(total).to.equal((await search({ q: 'مداربسته' })).total);
      });

      it('reads a brand typed as one word, "هایکویژن", as "هایک ویژن"', async () => {
        const { items, correctedQuery } = await search({ q: 'هایکویژن' });
        expect(items.length).to.be.greaterThan(5);
        for (const item of items) expect(item.brand?.id).to.equal(1);
        expect(correctedQuery).to.equal('هایک ویژن');
      });

      it('matches the beginnings of words', async () => {
        expect((await search({ q: 'اسپرینک' })).ids).to.have.members([33, 34]);
        expect((await search({ q: 'دتکتو دود' })).ids).to.include.members([19, 20, 22]);
        const hik = await search({ q: 'hikv' });
        expect(hik.total).to.equal(PRODUCTS.filter((p) => p.brand === 'hikvision').length);
        for (const item of hik.items) expect(item.brand?.id).to.equal(1);
      });

      it('requires every word: adding a word narrows the results', async () => {
        const cameras = await search({ q: 'دوربین' });
        const bullets = await search({ q: 'دوربین بولت' });
        // Exactly the seed's bullet cameras: an empty answer (or one that ignores a word) cannot pass.
        expect(BULLET_CAMERA_IDS).to.have.length.greaterThan(1);
        expect(bullets.ids).to.have.members(BULLET_CAMERA_IDS);
        expect(cameras.ids).to.include.members(BULLET_CAMERA_IDS);
        expect(bullets.total).to.be.lessThan(cameras.total);
      });
    });

    describe('one typo forgiven', () => {
      it('finds 4 MP cameras for "مگاپیسکل" (two letters swapped) and says what it searched for', async () => {
        const { ids, correctedQuery } = await search({ q: 'مگاپیسکل' });
        expect(ids).to.include.members([1, 2, 3, 4]);
        expect(correctedQuery).to.equal('مگاپیکسل');
      });

      it('finds cameras for "دوربیم" (one letter wrong)', async () => {
        const { items, correctedQuery } = await search({ q: 'دوربیم' });
        expect(items[0].name).to.include('دوربین');
        expect(correctedQuery).to.equal('دوربین');
      });

      it('finds Notifier for "notifer" (a letter missing) and ZKTeco\'s SpeedFace for "speedfase"', async () => {
        const notifier = await search({ q: 'notifer' });
        expect(notifier.total).to.equal(PRODUCTS.filter((p) => p.brand === 'notifier').length);
        expect((await search({ q: 'speedfase' })).ids).to.deep.equal([37]);
      });

      it('does not guess at short words', async () => {
        expect((await search({ q: 'بولط' })).total).to.equal(0);
      });
    });

    describe('model codes', () => {
      for (const [q, id] of [
        ['DS-2CD1043G2-I', 1],
        ['2CD1043', 1],
        ['DS2CD1043', 1],
        ['ds2cd1043g2i', 1],
        ['NVR4108', 9],
        ['nvr4108hs-8p', 9],
        ['TS1000Pro', 46],
        ['id3000', 17],
      ] as const) {
        it(`finds ${q}`, async () => {
          expect((await search({ q })).ids[0]).to.equal(id);
        });
      }

      // Issue #30: codes typed in pieces of any size, or from their middle.
      for (const [q, id] of [
        ['DS 2CD 1043', 1],
        ['DS-2CD 1043', 1],
        ['PRO 6 ABC', 27],
        ['pro 6abc', 27],
        ['1043G2', 1],
        ['6ABC', 27],
      ] as const) {
        it(`finds ${q} first`, async () => {
          expect((await search({ q })).ids[0]).to.equal(id);
        });
      }

      it("finds a label's own words: «کپسول ۶ کیلویی» (the name says «کیلوگرمی»)", async () => {
        expect((await search({ q: 'کپسول ۶ کیلویی' })).ids).to.include(27);
      });

      it('reads digits between Persian words as words of their own: «دوربین۴مگاپیکسل»', async () => {
        expect((await search({ q: 'دوربین۴مگاپیکسل' })).ids).to.have.members([1, 2, 3, 4]);
      });

      it('finds every code starting with a fragment: "ds-2cd"', async () => {
        expect((await search({ q: 'ds-2cd' })).ids).to.have.members([1, 2]);
      });

      it('puts the exact code first, before codes that merely start with it', async () => {
        const { ids } = await search({ q: 'LM-280' });
        expect(ids).to.deep.equal([44, 45]);
        expect((await search({ q: 'lm 2802' })).ids[0]).to.equal(45);
      });
    });

    describe('ranking and languages', () => {
      it('searches both languages whatever the page language, answering in the page language', async () => {
        const fa = await search({ q: 'bullet camera' });
        expect(fa.ids).to.include.members([1, 3, 5, 7]);
        expect(fa.items[0].name).to.match(/[\u0600-\u06FF]/);
        const en = await search({ q: 'دوربین بولت', lang: 'en' });
        expect(en.ids).to.have.members(fa.ids);
        for (const item of en.items) expect(item.name).to.not.match(/[\u0600-\u06FF]/);
      });

      it('puts names starting with the query above products that mention it elsewhere', async () => {
        const { items } = await search({ q: 'دوربین', pageSize: 60 });
        const starts = items.map((i) => i.name.startsWith('دوربین'));
        expect(starts.indexOf(false)).to.be.greaterThan(0);
        expect(starts.slice(starts.indexOf(false))).to.not.include(true);
      });

      it('puts featured and in-stock products first among equally good name matches', async () => {
        const { items } = await search({ q: 'دوربین' });
        expect(items.slice(0, 3).map((i) => i.id)).to.have.members([1, 2, 4]); // the featured cameras
        expect(items.findIndex((i) => !i.inStock)).to.be.greaterThan(items.findIndex((i) => i.id === 6));
      });
    });

    describe('filters', () => {
      it('filters by category label, sub-categories included', async () => {
        const { ids, total } = await search({ q: 'آدرس‌پذیر', categoryLabel: 'fire-alarm' });
        expect(total).to.be.greaterThan(3);
        expect(FIRE_ALARM_IDS).to.include.members(ids);
        const leaf = await search({ q: 'آدرس‌پذیر', categoryLabel: 'manual-call-points' });
        expect(leaf.ids).to.have.members([23, 24]);
      });

      it('answers 404 for an unknown category', async () => {
        const res = await get(server.url, '/api/search?q=x&categoryLabel=no-such-thing');
        expect(res.status).to.equal(404);
        expect(res.json().messages[0].item2).to.equal('categoryLabel');
      });

      it('filters by brand', async () => {
        const { items, total } = await search({ q: 'دوربین', brandId: 2 });
        expect(total).to.be.greaterThan(1);
        for (const item of items) expect(item.brand?.id).to.equal(2);
      });

      it('filters by a price range in Toman (prices are kept in Rials)', async () => {
        const { items, ids } = await search({ q: 'دوربین', minPrice: 4_000_000, maxPrice: 5_000_000 });
        expect(ids).to.include(1); // 45 000 000 Rials
        for (const item of items) expect(item.priceRial).to.be.within(40_000_000, 50_000_000);
        const above = await search({ minPrice: 50_000_000 }); // 500 000 000 Rials
        expect(above.ids).to.have.members([16, 32]); // price-on-inquiry products never pass a price filter
      });

      it('keeps only products in stock', async () => {
        const all = await search({ q: 'دتکتور' });
        const inStock = await search({ q: 'دتکتور', inStock: true });
        expect(all.items.some((i) => !i.inStock)).to.equal(true);
        expect(inStock.total)
          .to.equal(all.items.filter((i) => i.inStock).length)
          .and.be.greaterThan(0);
        for (const item of inStock.items) expect(item.inStock).to.equal(true);
      });

      it('treats blank filters, as a GET form sends them, as absent', async () => {
        const blank = await search({ q: 'دوربین', brandId: '', minPrice: '', maxPrice: '', inStock: '', categoryLabel: '' });
        expect(blank.ids).to.deep.equal((await search({ q: 'دوربین' })).ids);
      });

      it('browses with filters and no query', async () => {
        const { total, ids } = await search({ categoryLabel: 'fire-alarm', pageSize: 60 });
        expect(total).to.equal(FIRE_ALARM_IDS.length);
        expect(ids).to.have.members(FIRE_ALARM_IDS);
        expect((await search({})).total).to.equal(PRODUCTS.length);
      });

      it('counts facets over the matches: brands within the category filter, categories within the brand filter', async () => {
        const { total, facets } = await search({ q: 'دوربین' });
        const hikvision = facets.brands.find((b) => b.id === 1)!;
        expect(hikvision.name).to.equal('هایک ویژن');
        expect(facets.brands.map((b) => b.id)).to.include.members([1, 2]);
        expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).to.equal(total);
        expect(facets.categories.map((c) => c.label)).to.include('ip-cameras');

        const dahua = await search({ q: 'دوربین', brandId: 2 });
        expect(dahua.facets.brands.find((b) => b.id === 1)?.count).to.equal(hikvision.count); // other brands stay offered
        expect(dahua.facets.categories.reduce((sum, c) => sum + c.count, 0)).to.equal(dahua.total);

        const en = await search({ q: 'دوربین', lang: 'en' });
        expect(en.facets.brands.find((b) => b.id === 1)?.name).to.equal('Hikvision');
      });
    });

    describe('sorting and paging', () => {
      const prices = (items: Item[]) => items.map((i) => i.priceRial);

      it('sorts by price, cheapest first, price on inquiry last', async () => {
        const { items } = await search({ pageSize: 60, sort: 'priceAsc' });
        const known = prices(items).filter((p): p is number => p !== null);
        expect(known).to.deep.equal([...known].sort((a, b) => a - b));
        expect(
          prices(items)
            .slice(known.length)
            .every((p) => p === null),
        ).to.equal(true);
        expect(items.length).to.equal(PRODUCTS.length);
      });

      it('sorts by price, dearest first, price on inquiry still last', async () => {
        const { items } = await search({ q: 'کنترل پنل', pageSize: 60, sort: 'priceDesc' });
        const known = prices(items).filter((p): p is number => p !== null);
        expect(known).to.deep.equal([...known].sort((a, b) => b - a));
        expect(prices(items).at(-1)).to.equal(null);
      });

      it('sorts newest first', async () => {
        const { ids } = await search({ q: 'دوربین', sort: 'newest', pageSize: 60 });
        const ages = ids.map((id) => AGE_DAYS.get(id)!);
        expect(ages).to.deep.equal([...ages].sort((a, b) => a - b));
      });

      it('pages through all results without repeating or losing any', async () => {
        const seen: number[] = [];
        for (let page = 1; page <= 5; page++) {
          const result = await search({ page, pageSize: 10 });
          expect(result.page).to.equal(page);
          expect(result.pageSize).to.equal(10);
          seen.push(...result.ids);
        }
        expect(new Set(seen).size).to.equal(PRODUCTS.length);
        const text = await search({ q: 'دوربین', pageSize: 5 });
        const second = await search({ q: 'دوربین', pageSize: 5, page: 2 });
        expect(second.ids).to.have.length(5);
        expect(second.ids.filter((id) => text.ids.includes(id))).to.deep.equal([]);
        expect((await search({ q: 'دوربین', page: 99 })).items).to.deep.equal([]);
      });
    });

    describe('bad parameters', () => {
      for (const [query, field] of [
        ['minPrice=abc', 'minPrice'],
        ['maxPrice=-5', 'maxPrice'],
        ['sort=bogus', 'sort'],
        ['page=0', 'page'],
        ['pageSize=61', 'pageSize'],
        ['brandId=-1', 'brandId'],
        ['inStock=maybe', 'inStock'],
        [`q=${'د'.repeat(201)}`, 'q'],
      ]) {
        it(`rejects ${query.slice(0, 20)} with a 400 naming ${field}`, async () => {
          const res = await get(server.url, `/api/search?${encodeURI(query)}`);
          expect(res.status).to.equal(400);
          expect(res.json()).to.deep.include({ isSuccess: false, data: null });
          expect(res.json().messages[0].item2).to.equal(field);
        });
      }
    });

    describe('suggestions', () => {
      const suggest = async (q: string, lang = 'fa') => {
        const res = await get(server.url, `/api/search/suggest?q=${encodeURIComponent(q)}&lang=${lang}`);
        expect(res.status, res.text).to.equal(200);
        return res.json().data as { id: number; name: string; label: string; code: string; picture: { guidName: string } | null }[];
      };

      it('suggests up to eight products whose names start with the words typed so far', async () => {
        const found = await suggest('دوربين بول');
        expect(found.length).to.be.within(1, 8);
        for (const s of found) {
          expect(s.name).to.include('بولت');
          expect(s.label).to.be.a('string').and.not.empty;
          expect(s.code).to.be.a('string').and.not.empty;
          expect(s.picture?.guidName).to.match(/^products\//);
        }
        expect(await suggest('ds')).to.have.length(8); // nine Hikvision codes start with DS-
      });

      it('suggests by model code and in the page language', async () => {
        const [first] = await suggest('2cd1043', 'en');
        expect(first).to.deep.include({ id: 1, code: 'DS-2CD1043G2-I' });
        expect(first.name).to.match(/^Hikvision/);
      });

      it('suggests nothing for an empty query or a word nothing starts with', async () => {
        expect(await suggest('')).to.deep.equal([]);
        expect(await suggest('زززززز')).to.deep.equal([]);
      });

      it('rejects an absurdly long query with a 400', async () => {
        expect((await get(server.url, `/api/search/suggest?q=${'a'.repeat(101)}`)).status).to.equal(400);
      });
    });

    describe('keeping the index up to date', () => {
      // As an admin screen would: change the row, then reindex just that product (from another services instance, as
      // another process would; the server's own instance must notice).
      const original = PRODUCTS.find((p) => p.id === 48)!;
      const update = (values: Record<string, unknown>) => server.db.kysely.updateTable('products').set(values).where('id', '=', 48).execute();
      const reindex = () => servicesOver(server.db).search.reindex([48]);
      const suggestedIds = async (q: string) =>
        (await get(server.url, `/api/search/suggest?q=${encodeURIComponent(q)}`).then((r) => r.json().data as { id: number }[])).map((s) => s.id);

      afterEach(async () => {
        await update({ name_fa: original.name[0], code: original.code, brand_id: 3, active: 1 });
        await reindex();
      });

      it('finds a product by its new name, code and brand once it is reindexed', async () => {
        await update({ name_fa: 'گیت سوئینگ تمام‌شیشه‌ای زد کی تکو SBTL5000-G', code: 'SBTL5000-G', brand_id: 1 });
        expect((await search({ q: 'تمام شیشه ای' })).total).to.equal(0);
        expect(await reindex()).to.equal(1);
        expect((await search({ q: 'تمام‌شیشه‌ای' })).ids).to.deep.equal([48]);
        expect((await search({ q: 'SBTL5000G' })).ids).to.deep.equal([48]);
        // Suggestions read their own index of names and codes on PostgreSQL: it follows the reindex too.
        expect(await suggestedIds('تمام شیشه')).to.deep.equal([48]);
        const { facets } = await search({ q: 'سوئینگ' });
        expect(facets.brands.map((b) => b.id)).to.deep.equal([1]);
      });

      it('forgets a deactivated product, and finds it again when it comes back', async () => {
        await update({ active: 0 });
        await reindex();
        expect((await search({ q: 'SBTL5000' })).total).to.equal(0);
        expect(await get(server.url, '/api/search/suggest?q=SBTL5000').then((r) => r.json().data)).to.deep.equal([]);
        await update({ active: 1 });
        await reindex();
        expect((await search({ q: 'SBTL5000' })).ids).to.deep.equal([48]);
        expect(await suggestedIds('SBTL5000')).to.deep.equal([48]);
      });
    });
  });
}
