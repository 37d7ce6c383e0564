import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import type { AdminSitePage } from '../../shared/contracts/admin/site-pages.ts';
import type { Paged } from '../../shared/contracts/admin/paging.ts';
import type { HomeContent } from '../../shared/contracts/content.ts';

type AuditPage = { items: { action: string }[] };

const page = async (base: string, path: string) => (await fetch(`${base}${path}`)).text();
/** Whether a page shows these words in bold (the safe Markdown's <strong>, its text isolated in a span). */
const bold = (html: string, words: string) => new RegExp(`<strong><span class="mixed-text">${words}</span></strong>`).test(html);

for (const database of TEST_DATABASES) {
  describe(`the site's own pages in the back office (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0929' });
    const { people } = suite;
    const pages = async () => {
      const staff = await people.staff();
      const list = (await staff.get<Paged<AdminSitePage>>('/api/admin/sitePages')).body.data.items;
      return { staff, byKey: (key: string) => list.find((p) => p.key === key)! };
    };

    it('the about page: the built-in words until the operator writes, then theirs in each language at once; audited', async () => {
      const { staff, byKey } = await pages();
      const about = byKey('about');
      expect([about.titleFa, about.bodyFa]).to.deep.equal(['', '']);
      const before = await page(suite.server.url, '/en/about/');
      expect(before.includes('<h1><span class="mixed-text">About us</span></h1>'), 'the built-in title').to.equal(true);
      const saved = await staff.post('/api/admin/sitePage', {
        ...about,
        titleFa: 'داستان نگهبان',
        titleEn: 'The Negahban story',
        bodyFa: 'از **۱۳۸۸** در کار ایمنی.',
        bodyEn: 'In safety since **2009**. <script>alert(1)</script>',
      });
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      const en = await page(suite.server.url, '/en/about/');
      expect(en.includes('<h1><span class="mixed-text">The Negahban story</span></h1>')).to.equal(true);
      expect(bold(en, '2009'), 'the Markdown rendered').to.equal(true);
      expect(en.includes('<script>alert(1)</script>'), 'markup shown as text').to.equal(false);
      expect((await page(suite.server.url, '/about/')).includes('داستان نگهبان')).to.equal(true);
      const admin = await people.staff('admin');
      const audit = await admin.get<AuditPage>(`/api/admin/audit?entity=site_page&entityId=${about.id}`);
      expect(audit.body.data.items.map((i) => i.action)).to.deep.equal(['site_page.update']);
    });

    it("the home page: the operator's hero and featured products and categories, in their order", async () => {
      const { staff, byKey } = await pages();
      const db = suite.server.db.kysely;
      const products = await db.selectFrom('products').select('id').where('active', '=', 1).orderBy('id', 'desc').limit(3).execute();
      const categories = await db
        .selectFrom('categories')
        .select('id')
        .where('active', '=', 1)
        .where('parent_id', 'is not', null)
        .orderBy('id', 'desc')
        .limit(2)
        .execute();
      const chosen = { products: products.map((p) => p.id), categories: categories.map((c) => c.id) };
      const saved = await staff.post('/api/admin/sitePage', {
        ...byKey('home'),
        titleEn: 'Safety, installed',
        bodyEn: 'Fire alarms and CCTV, designed and *installed*.',
        featuredProductIds: chosen.products,
        featuredCategoryIds: chosen.categories,
      });
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      const home = (await (await fetch(`${suite.server.url}/api/home?lang=en`)).json()).data as HomeContent;
      expect(home.hero?.title).to.equal('Safety, installed');
      expect(home.featured.map((p) => p.id)).to.deep.equal(chosen.products);
      expect(home.categories.map((c) => c.id)).to.deep.equal(chosen.categories);
      expect((await page(suite.server.url, '/en/')).includes('Safety, installed')).to.equal(true);
      // Persian was left empty: the built-in hero there.
      const fa = (await (await fetch(`${suite.server.url}/api/home?lang=fa`)).json()).data as HomeContent;
      expect(fa.hero?.title ?? null).to.equal(null);
      // Cleared again: the home page's own choice comes back.
      await staff.post('/api/admin/sitePage', { ...byKey('home'), featuredProductIds: [], featuredCategoryIds: [] });
      const again = (await (await fetch(`${suite.server.url}/api/home?lang=en`)).json()).data as HomeContent;
      expect(again.featured.map((p) => p.id)).to.not.deep.equal(chosen.products);
    });

    it('refuses what is not there or too long, naming the field; makes no page; nothing saved is lost', async () => {
      const { staff, byKey } = await pages();
      const home = byKey('home');
      const refused = async (body: object) => {
        const res = await staff.post('/api/admin/sitePage', body);
        return [res.status, res.body.messages[0]?.code, res.body.messages[0]?.item2];
      };
      expect(await refused({ ...home, featuredProductIds: [999_999] })).to.deep.equal([404, 'PRODUCT_NOT_FOUND', 'featuredProductIds']);
      expect(await refused({ ...home, featuredCategoryIds: [999_999] })).to.deep.equal([404, 'CATEGORY_NOT_FOUND', 'featuredCategoryIds']);
      expect(await refused({ ...home, titleFa: 'x'.repeat(201) })).to.deep.equal([400, 'TOO_LONG', 'titleFa']);
      expect(await refused({ ...home, id: undefined })).to.deep.include.members([400]);
      expect(await refused({ ...home, id: 999 })).to.deep.equal([404, 'NOT_FOUND', 'id']);
      const after = (await pages()).byKey('home');
      expect(after).to.deep.equal(home);
    });

    it('the customer-experience page shows the operator’s words above the ratings', async () => {
      const { staff, byKey } = await pages();
      const saved = await staff.post('/api/admin/sitePage', { ...byKey('customer-experience'), bodyEn: 'What **our customers** say.' });
      expect(saved.status).to.equal(200);
      expect(bold(await page(suite.server.url, '/en/customerExperience/'), 'our customers')).to.equal(true);
    });
  });
}
