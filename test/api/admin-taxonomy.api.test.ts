import { expect } from 'chai';
import sharp from 'sharp';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import type { ApiVisitor } from '../helpers/auth-client.ts';
import type { AdminBrand, AdminCategory, AdminPostCategory, AdminService } from '../../shared/contracts/admin/taxonomy.ts';
import type { Paged } from '../../shared/contracts/admin/paging.ts';

type AuditPage = { items: { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[] };
const ROOT = 42;

for (const database of TEST_DATABASES) {
  describe(`back office categories, brands, services and post categories (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0933' });
    const { people } = suite;

    const db = () => suite.server.db.kysely;
    const searchIds = async (v: ApiVisitor, q: string) =>
      (await v.get<{ items: { id: number }[] }>(`/api/search?q=${encodeURIComponent(q)}`)).body.data.items.map((p) => p.id);
    const sitemap = async () => (await fetch(`${suite.server.url}/sitemap.xml`)).text();
    const auditOf = async (entity: string, id: number) =>
      (await (await people.staff('admin')).get<AuditPage>(`/api/admin/audit?entity=${entity}&entityId=${id}`)).body.data.items;

    it('refuses every category, brand, service and post-category call to a visitor and to a customer (403)', async () => {
      for (const v of [people.visitor(), await people.customer()]) {
        for (const path of ['/api/admin/categories', '/api/admin/brands', '/api/admin/services', '/api/admin/post-categories', '/api/admin/category?id=43']) {
          expect((await v.get(path)).status, path).to.equal(403);
        }
        for (const path of [
          '/api/admin/category',
          '/api/admin/category/move',
          '/api/admin/category/active',
          '/api/admin/brand',
          '/api/admin/service',
          '/api/admin/post-category',
        ]) {
          const res = await v.post(path, { id: 43, direction: 'up', label: 'hacked', nameFa: 'x', nameEn: 'x', parentId: ROOT, active: false, sort: 1 });
          expect([res.status, res.body.messages[0].code], path).to.deep.equal([403, 'FORBIDDEN']);
        }
      }
      expect((await db().selectFrom('categories').select('label').where('label', '=', 'hacked').execute()).length).to.equal(0);
    });

    it("creates a category that the sitemap lists at once; a renamed category's products are found by its new name", async () => {
      const staff = await people.staff();
      const created = await staff.post<{ id: number }>('/api/admin/category', {
        parentId: ROOT,
        label: 'Thermal Cameras ZQ',
        nameFa: 'دوربین حرارتی',
        nameEn: 'Thermal cameras',
        descriptionFa: '',
        descriptionEn: '',
        active: true,
      });
      expect(created.status, JSON.stringify(created.body.messages)).to.equal(200);
      expect(await sitemap()).to.contain('/cat/thermal-cameras-zq/');

      const product = await db().selectFrom('products').select(['id', 'category_id']).where('active', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
      expect(await searchIds(staff, 'quasarwidget')).not.to.include(product.id);
      const category = (await staff.get<AdminCategory>(`/api/admin/category?id=${product.category_id}`)).body.data;
      expect((await staff.post('/api/admin/category', { ...category, nameEn: 'Quasarwidget systems' })).status).to.equal(200);
      expect(await searchIds(staff, 'quasarwidget')).to.include(product.id);
      const log = await auditOf('category', product.category_id);
      expect(log[0].action).to.equal('category.update');
      expect([log[0].before?.nameEn, log[0].after?.nameEn]).to.deep.equal([category.nameEn, 'Quasarwidget systems']);
    });

    it('refuses to put a category under itself or under its own descendant, and changes nothing', async () => {
      const staff = await people.staff();
      const { id: parent } = (
        await staff.post<{ id: number }>('/api/admin/category', {
          parentId: ROOT,
          label: 'cycle-parent',
          nameFa: 'الف',
          nameEn: 'A',
          descriptionFa: '',
          descriptionEn: '',
          active: true,
        })
      ).body.data;
      const { id: child } = (
        await staff.post<{ id: number }>('/api/admin/category', {
          parentId: parent,
          label: 'cycle-child',
          nameFa: 'ب',
          nameEn: 'B',
          descriptionFa: '',
          descriptionEn: '',
          active: true,
        })
      ).body.data;
      const { id: grandchild } = (
        await staff.post<{ id: number }>('/api/admin/category', {
          parentId: child,
          label: 'cycle-grandchild',
          nameFa: 'پ',
          nameEn: 'C',
          descriptionFa: '',
          descriptionEn: '',
          active: true,
        })
      ).body.data;
      const loaded = (await staff.get<AdminCategory>(`/api/admin/category?id=${parent}`)).body.data;
      for (const under of [parent, child, grandchild]) {
        const res = await staff.post('/api/admin/category', { ...loaded, parentId: under });
        expect([res.status, res.body.messages[0].code, res.body.messages[0].item2], String(under)).to.deep.equal([400, 'CATEGORY_CYCLE', 'parentId']);
      }
      expect((await db().selectFrom('categories').select('parent_id').where('id', '=', parent).executeTakeFirstOrThrow()).parent_id).to.equal(ROOT);
      // Moving the grandchild up to the root's level is no cycle.
      const g = (await staff.get<AdminCategory>(`/api/admin/category?id=${grandchild}`)).body.data;
      expect((await staff.post('/api/admin/category', { ...g, parentId: ROOT })).status).to.equal(200);
      const taken = await staff.post('/api/admin/category', { ...g, id: undefined, label: 'cycle-child' });
      expect([taken.status, taken.body.messages[0].code]).to.deep.equal([409, 'LABEL_TAKEN']);
    });

    it('moves a category up and down among its siblings, shown in tree order a page at a time', async () => {
      const staff = await people.staff();
      const make = async (label: string) =>
        (
          await staff.post<{ id: number }>('/api/admin/category', {
            parentId: ROOT,
            label,
            nameFa: label,
            nameEn: label,
            descriptionFa: '',
            descriptionEn: '',
            active: true,
          })
        ).body.data.id;
      const { id: holder } = { id: await make('move-holder') };
      const a = (
        await staff.post<{ id: number }>('/api/admin/category', {
          parentId: holder,
          label: 'move-a',
          nameFa: 'a',
          nameEn: 'a',
          descriptionFa: '',
          descriptionEn: '',
          active: true,
        })
      ).body.data.id;
      const b = (
        await staff.post<{ id: number }>('/api/admin/category', {
          parentId: holder,
          label: 'move-b',
          nameFa: 'b',
          nameEn: 'b',
          descriptionFa: '',
          descriptionEn: '',
          active: true,
        })
      ).body.data.id;
      const order = async () =>
        (await db().selectFrom('categories').select('id').where('parent_id', '=', holder).orderBy('sort').orderBy('id').execute()).map((r) => r.id);
      expect(await order()).to.deep.equal([a, b]);
      expect((await staff.post('/api/admin/category/move', { id: b, direction: 'up' })).status).to.equal(200);
      expect(await order()).to.deep.equal([b, a]);
      expect((await staff.post('/api/admin/category/move', { id: b, direction: 'up' })).status).to.equal(200);
      expect(await order()).to.deep.equal([b, a]);
      await staff.post('/api/admin/category/move', { id: b, direction: 'down' });
      expect(await order()).to.deep.equal([a, b]);
      expect((await auditOf('category', b)).map((r) => r.action)).to.deep.equal(['category.move', 'category.move', 'category.create']);

      const all: (AdminCategory & { id: number })[] = [];
      for (let page = 1; ; page++) {
        const res = (await staff.get<Paged<AdminCategory & { id: number }>>(`/api/admin/categories?page=${page}`)).body.data;
        expect(res.items.length).to.be.at.most(res.pageSize);
        all.push(...res.items);
        if (page * res.pageSize >= res.total) break;
      }
      const at = (id: number) => all.findIndex((c) => c.id === id);
      expect([at(holder) < at(a), at(a) < at(b), all[at(a)].depth]).to.deep.equal([true, true, all[at(holder)].depth! + 1]);
      expect(all[0]).to.include({ id: ROOT, depth: 0 });

      expect((await staff.post('/api/admin/category/active', { id: a, active: false })).status).to.equal(200);
      expect((await auditOf('category', a)).map((r) => r.action)[0]).to.equal('category.deactivate');
    });

    it('saves a brand with a logo stored from an upload, served by the site; its renamed products are found at once', async () => {
      const staff = await people.staff();
      const png = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#234' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('PictureFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const up = (await (await fetch(`${suite.server.url}/api/upload/image`, { method: 'POST', body: form, headers: { Cookie: cookie } })).json()) as {
        data: { id: number };
      };
      const brand: AdminBrand = {
        label: 'Zirconia',
        nameFa: 'زیرکونیا',
        nameEn: 'Zirconia',
        descriptionFa: '',
        descriptionEn: '',
        countryFa: 'ایران',
        countryEn: 'Iran',
        sort: 50,
        logoUploadId: up.data.id,
      };
      const saved = await staff.post<{ id: number }>('/api/admin/brand', brand);
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      const read = (await staff.get<AdminBrand>(`/api/admin/brand?id=${saved.body.data.id}`)).body.data;
      expect(read.logoUrl).to.match(/^\/media\/brands\/\w+\.webp$/);
      const logo = await fetch(`${suite.server.url}${read.logoUrl}`);
      expect([logo.status, logo.headers.get('content-type')]).to.deep.equal([200, 'image/webp']);
      expect(await sitemap()).to.contain(`/brand/${saved.body.data.id}/zirconia/`);
      expect(await (await fetch(`${suite.server.url}/en/brand/`)).text()).to.contain(read.logoUrl);

      const product = await db()
        .selectFrom('products')
        .select(['id', 'brand_id'])
        .where('brand_id', 'is not', null)
        .where('active', '=', 1)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const old = (await staff.get<AdminBrand>(`/api/admin/brand?id=${product.brand_id}`)).body.data;
      expect((await staff.post('/api/admin/brand', { ...old, nameEn: 'Vortexia' })).status).to.equal(200);
      expect(await searchIds(staff, 'vortexia')).to.include(product.id);
      expect((await db().selectFrom('brands').select('logo').where('id', '=', product.brand_id!).executeTakeFirstOrThrow()).logo).to.equal(
        old.logoUrl?.replace('/media/', '') ?? null,
      );
      const bad = await staff.post('/api/admin/brand', { ...brand, label: 'زیرکونیا', logoUploadId: 999_999 });
      expect([bad.status, bad.body.messages[0].code]).to.deep.equal([400, 'LABEL_FORMAT']);
    });

    it('creates a service whose page the site shows at once, and a post category the blog lists, each audited', async () => {
      const staff = await people.staff();
      const service: AdminService = {
        label: 'gas detection',
        titleFa: 'نشت‌یاب گاز',
        titleEn: 'Gas leak detection',
        summaryFa: 'خلاصه',
        summaryEn: 'Summary',
        bodyFa: 'متن',
        bodyEn: 'Detectors in every kitchen.',
        sort: 20,
      };
      const s = await staff.post<{ id: number }>('/api/admin/service', service);
      expect(s.status, JSON.stringify(s.body.messages)).to.equal(200);
      expect(await (await fetch(`${suite.server.url}/en/services/gas-detection/`)).text()).to.contain('Detectors in every kitchen.');
      expect(await sitemap()).to.contain('/services/gas-detection/');
      expect((await auditOf('service', s.body.data.id))[0].action).to.equal('service.create');

      const category: AdminPostCategory = { label: 'case-studies', nameFa: 'نمونه کارها', nameEn: 'Case studies', sort: 5 };
      const c = await staff.post<{ id: number }>('/api/admin/post-category', category);
      expect(c.status).to.equal(200);
      const blog = await staff.get<{ name: string }[]>('/api/post/categories');
      expect(blog.body.data.map((x) => x.name)).to.include('Case studies');
      const renamed = await staff.post('/api/admin/post-category', { ...category, id: c.body.data.id, nameEn: 'Field stories' });
      expect(renamed.status).to.equal(200);
      expect((await staff.get<{ name: string }[]>('/api/post/categories')).body.data.map((x) => x.name)).to.include('Field stories');
      expect((await auditOf('post_category', c.body.data.id)).map((r) => r.action)).to.deep.equal(['post_category.update', 'post_category.create']);
    });
  });
}
