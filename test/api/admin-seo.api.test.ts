import { expect } from 'chai';
import { TEST_DATABASES, type TestServer } from '../helpers/server.ts';
import { backOfficeSuite, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import type { ApiVisitor } from '../helpers/auth-client.ts';
import { get } from '../helpers/http.ts';
import { localizePath, type Locale } from '../../shared/locale.ts';
import { brandPath, categoryPath, postPath, productPath, servicePath } from '../../shared/routes.ts';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../shared/contracts/admin/seo.ts';
import { RETIRED_POST_IDS } from '../../shared/legacy-posts.ts';

type AuditPage = { items: { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[] };
type Rec = Record<string, unknown> & { id: number };

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaOf = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m ? decode(m[1]) : undefined;
};

/** What a crawler and a link preview read of a page: its <title>, meta description and Open Graph / Twitter words. */
const headOf = (html: string) => ({
  title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
  description: metaOf(html, 'description'),
  ogTitle: metaOf(html, 'og:title'),
  ogDescription: metaOf(html, 'og:description'),
  twitterTitle: metaOf(html, 'twitter:title'),
  twitterDescription: metaOf(html, 'twitter:description'),
});
type Head = ReturnType<typeof headOf>;

/** Each kind of page with SEO fields: its admin record's calls, its audit entity and its page's address. */
const KINDS = [
  {
    kind: 'product',
    get: '/api/admin/product',
    save: '/api/admin/product',
    entity: 'product',
    table: 'products',
    page: (r: Rec, l: Locale) => productPath(r.id, String(l === 'fa' ? r.labelFa : r.labelEn)),
  },
  {
    kind: 'category',
    get: '/api/admin/category',
    save: '/api/admin/category',
    entity: 'category',
    table: 'categories',
    page: (r: Rec) => categoryPath(String(r.label)),
  },
  { kind: 'brand', get: '/api/admin/brand', save: '/api/admin/brand', entity: 'brand', table: 'brands', page: (r: Rec) => brandPath(r.id, String(r.label)) },
  {
    kind: 'service',
    get: '/api/admin/service',
    save: '/api/admin/service',
    entity: 'service',
    table: 'services',
    page: (r: Rec) => servicePath(String(r.label)),
  },
  {
    kind: 'post',
    get: '/api/admin/post',
    save: '/api/admin/post',
    entity: 'post',
    table: 'posts',
    page: (r: Rec, l: Locale) => postPath(r.id, String(l === 'fa' ? r.nameFa : r.nameEn)),
  },
] as const;

/** A record of each kind no other test of this suite edits, with a page on the site. */
async function pickRecord(server: TestServer, table: (typeof KINDS)[number]['table']): Promise<number> {
  const db = server.db.kysely;
  const row =
    table === 'products'
      ? await db.selectFrom('products').select('id').where('active', '=', 1).where('id', 'not in', [30, 33]).orderBy('id', 'desc').executeTakeFirstOrThrow()
      : table === 'categories'
        ? await db
            .selectFrom('categories')
            .select('id')
            .where('active', '=', 1)
            .where('parent_id', 'is not', null)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
        : table === 'posts'
          ? await db
              .selectFrom('posts')
              .select('id')
              .where('draft', '=', 0)
              .where('id', 'not in', [131, ...RETIRED_POST_IDS])
              .where('published_at', '<', new Date().toISOString())
              .orderBy('id', 'desc')
              .executeTakeFirstOrThrow()
          : await db.selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

for (const database of TEST_DATABASES) {
  describe(`back office SEO title and description of products, categories, brands, services and posts (${database.name})`, function () {
    this.timeout(90_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0931' });
    const { people } = suite;

    const load = async (staff: ApiVisitor, path: string, id: number) => {
      const res = await staff.get<Rec>(`${path}?id=${id}`);
      expect(res.status, JSON.stringify(res.body.messages)).to.equal(200);
      return res.body.data;
    };
    /** The page as a visitor without a session sees it (the shared, cached copy), twice: the second is the cache's. */
    const page = async (path: string, locale: Locale) => {
      const res = await get(suite.server.url, localizePath(path, locale));
      expect(res.status, path).to.equal(200);
      return { head: headOf(res.text), cache: res.headers.get('x-page-cache') };
    };
    const cachedHead = async (path: string, locale: Locale) => {
      await page(path, locale);
      const again = await page(path, locale);
      expect(again.cache, `${path} is kept`).to.equal('hit');
      return again.head;
    };
    const expectOwn = (head: Head, title: string, description: string) =>
      expect(head).to.deep.equal({ title, description, ogTitle: title, ogDescription: description, twitterTitle: title, twitterDescription: description });

    for (const k of KINDS) {
      it(`${k.kind}: saved and read back trimmed, used by its page in both languages at once, the generated ones again once cleared, audited`, async () => {
        const staff = await people.staff();
        const id = await pickRecord(suite.server, k.table);
        const record = await load(staff, k.get, id);
        expect(record).to.include({ seoTitleFa: '', seoTitleEn: '', seoDescriptionFa: '', seoDescriptionEn: '' });
        const paths = { fa: k.page(record, 'fa'), en: k.page(record, 'en') };
        const generated = { fa: await cachedHead(paths.fa, 'fa'), en: await cachedHead(paths.en, 'en') };
        expect(generated.fa.title).to.match(/ \| نگهبان$/);
        expect(generated.en.title).to.match(/ \| Negahban$/);

        const own = {
          seoTitleFa: `  عنوان ویژهٔ ${k.kind}   برای جست‌وجو `,
          seoTitleEn: `Own ${k.kind} title for "search" & previews`,
          seoDescriptionFa: `توضیح ویژهٔ ${k.kind}\nدر دو سطر`,
          seoDescriptionEn: ` Own ${k.kind} description, written by the operator. `,
        };
        const saved = await staff.post(k.save, { ...record, ...own });
        expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
        const trimmed = {
          seoTitleFa: `عنوان ویژهٔ ${k.kind} برای جست‌وجو`,
          seoTitleEn: `Own ${k.kind} title for "search" & previews`,
          seoDescriptionFa: `توضیح ویژهٔ ${k.kind} در دو سطر`,
          seoDescriptionEn: `Own ${k.kind} description, written by the operator.`,
        };
        expect(await load(staff, k.get, id)).to.include(trimmed);

        // Right after the save: the cached copies are gone (a fresh render), and the page says the operator's words.
        for (const locale of ['fa', 'en'] as const) {
          const after = await page(paths[locale], locale);
          expect(after.cache, `${locale} after the save`).to.equal('miss');
          const suffix = locale === 'fa' ? 'Fa' : 'En';
          expectOwn(after.head, trimmed[`seoTitle${suffix}`], trimmed[`seoDescription${suffix}`]);
        }

        const audit = (await (await people.staff('admin')).get<AuditPage>(`/api/admin/audit?entity=${k.entity}&entityId=${id}`)).body.data.items;
        expect(audit[0].action).to.equal(`${k.entity}.update`);
        expect(audit[0].before).to.include({ seoTitleEn: '', seoDescriptionFa: '' });
        expect(audit[0].after).to.include(trimmed);

        // A title alone: the description stays the generated one (and the reverse in the other language).
        const half = await staff.post(k.save, { ...record, seoTitleFa: '', seoDescriptionFa: 'فقط توضیح', seoTitleEn: 'Only a title', seoDescriptionEn: '' });
        expect(half.status, JSON.stringify(half.body.messages)).to.equal(200);
        const faHalf = (await page(paths.fa, 'fa')).head;
        expect([faHalf.title, faHalf.ogTitle, faHalf.description, faHalf.ogDescription]).to.deep.equal([
          generated.fa.title,
          generated.fa.ogTitle,
          'فقط توضیح',
          'فقط توضیح',
        ]);
        const enHalf = (await page(paths.en, 'en')).head;
        expect([enHalf.title, enHalf.ogTitle, enHalf.description, enHalf.ogDescription]).to.deep.equal([
          'Only a title',
          'Only a title',
          generated.en.description,
          generated.en.ogDescription,
        ]);

        // Cleared (blank or white space only): unset, and the pages are what they were.
        const cleared = await staff.post(k.save, { ...record, seoTitleFa: ' ', seoTitleEn: '', seoDescriptionFa: null, seoDescriptionEn: '' });
        expect(cleared.status, JSON.stringify(cleared.body.messages)).to.equal(200);
        expect(await load(staff, k.get, id)).to.include({ seoTitleFa: '', seoTitleEn: '', seoDescriptionFa: '', seoDescriptionEn: '' });
        const row = await suite.server.db.kysely
          .selectFrom(k.table)
          .select(['seo_title_fa', 'seo_description_fa'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row).to.deep.equal({ seo_title_fa: null, seo_description_fa: null });
        for (const locale of ['fa', 'en'] as const) expect((await page(paths[locale], locale)).head, locale).to.deep.equal(generated[locale]);
      });

      it(`${k.kind}: a title over ${SEO_TITLE_MAX} or a description over ${SEO_DESCRIPTION_MAX} characters is a 400 naming the field, in the visitor's language; nothing is saved`, async () => {
        const id = await pickRecord(suite.server, k.table);
        for (const lang of ['fa', 'en'] as const) {
          const staff = await people.staff('staff', lang);
          const record = await load(staff, k.get, id);
          const longTitle = await staff.post(k.save, { ...record, seoTitleEn: 'T'.repeat(SEO_TITLE_MAX + 1), seoDescriptionFa: 'ok' });
          expect(longTitle.status).to.equal(400);
          expect(longTitle.body.messages.map((m) => [m.code, m.item2])).to.deep.equal([['SEO_TITLE_TOO_LONG', 'seoTitleEn']]);
          expect(longTitle.body.messages[0].item1).to.include(lang === 'fa' ? '۷۰' : '70');
          expect(longTitle.body.messages[0].item1).to.include(lang === 'fa' ? 'عنوان برای موتورهای جست‌وجو (انگلیسی)' : 'Title for search engines (English)');
          const longDescription = await staff.post(k.save, { ...record, seoDescriptionFa: 'ت'.repeat(SEO_DESCRIPTION_MAX + 1) });
          expect(longDescription.status).to.equal(400);
          expect(longDescription.body.messages.map((m) => [m.code, m.item2])).to.deep.equal([['SEO_DESCRIPTION_TOO_LONG', 'seoDescriptionFa']]);
          expect(longDescription.body.messages[0].item1).to.include(lang === 'fa' ? '۱۶۰' : '160');
          expect(await load(staff, k.get, id)).to.deep.equal(record);
        }
        // Exactly at the limits, with white space around, is taken.
        const staff = await people.staff();
        const record = await load(staff, k.get, id);
        const atLimit = { seoTitleFa: ` ${'ع'.repeat(SEO_TITLE_MAX)} `, seoDescriptionEn: `${'d'.repeat(SEO_DESCRIPTION_MAX)}\n` };
        const ok = await staff.post(k.save, { ...record, ...atLimit });
        expect(ok.status, JSON.stringify(ok.body.messages)).to.equal(200);
        expect(await load(staff, k.get, id)).to.include({ seoTitleFa: 'ع'.repeat(SEO_TITLE_MAX), seoDescriptionEn: 'd'.repeat(SEO_DESCRIPTION_MAX) });
        await staff.post(k.save, { ...record, seoTitleFa: '', seoDescriptionEn: '' });
      });
    }

    it('keeps the SEO fields a save leaves out as they were (a caller that does not know them loses nothing)', async () => {
      const staff = await people.staff();
      const id = await pickRecord(suite.server, 'products');
      const record = await load(staff, '/api/admin/product', id);
      expect((await staff.post('/api/admin/product', { ...record, seoTitleEn: 'Kept title' })).status).to.equal(200);
      const { seoTitleFa: _a, seoTitleEn: _b, seoDescriptionFa: _c, seoDescriptionEn: _d, ...without } = record;
      const saved = await staff.post('/api/admin/product', { ...without, nameEn: `${String(record.nameEn)} (renamed)` });
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      expect(await load(staff, '/api/admin/product', id)).to.include({ seoTitleEn: 'Kept title', nameEn: `${String(record.nameEn)} (renamed)` });
      const audit = (await (await people.staff('admin')).get<AuditPage>(`/api/admin/audit?entity=product&entityId=${id}`)).body.data.items;
      expect(audit[0].after).to.include({ seoTitleEn: 'Kept title' });
      await staff.post('/api/admin/product', { ...record, seoTitleEn: '' });
    });

    it("shows the demo's own SEO words on a seeded product's and post's pages, so a newcomer sees them", async () => {
      const staff = await people.staff();
      const product = await load(staff, '/api/admin/product', 30);
      const post = await load(staff, '/api/admin/post', 131);
      for (const [record, path] of [
        [product, (l: Locale) => productPath(30, String(l === 'fa' ? product.labelFa : product.labelEn))],
        [post, (l: Locale) => postPath(131, String(l === 'fa' ? post.nameFa : post.nameEn))],
      ] as const) {
        for (const locale of ['fa', 'en'] as const) {
          const suffix = locale === 'fa' ? 'Fa' : 'En';
          const title = String(record[`seoTitle${suffix}`]);
          const description = String(record[`seoDescription${suffix}`]);
          expect(title.length).to.be.within(1, SEO_TITLE_MAX);
          expect(description.length).to.be.within(1, SEO_DESCRIPTION_MAX);
          expectOwn((await page(path(locale), locale)).head, title, description);
        }
      }
    });
  });
}

(process.env.TEST_DATABASE_URL ? describe : describe.skip)("a page's SEO title saved on one process, on two over one PostgreSQL database", function () {
  this.timeout(60_000);
  const processes = twoProcessBackOffice('0931');

  it("is on the other process's cached page as soon as the change bus tells it", async () => {
    const staff = await processes.people.staff();
    const b = processes.b();
    const id = await pickRecord(b, 'products');
    const record = (await staff.get<Rec>(`/api/admin/product?id=${id}`)).body.data;
    const path = localizePath(productPath(id, String(record.labelEn)), 'en');
    await get(b.url, path);
    const cached = await get(b.url, path);
    expect([cached.headers.get('x-page-cache'), headOf(cached.text).title]).to.deep.equal(['hit', `${String(record.nameEn)} | Negahban`]);
    const saved = await staff.post('/api/admin/product', { ...record, seoTitleEn: 'Seen on every process' });
    expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
    const head = await waitUntil('the other process to drop its cached page', async () => {
      const now = headOf((await get(b.url, path)).text);
      return now.title === 'Seen on every process' ? now : undefined;
    });
    expect(head.ogTitle).to.equal('Seen on every process');
  });
});
