import { expect } from 'chai';
import { TEST_DATABASES, type TestServer } from '../helpers/server.ts';
import { backOfficeSuite, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import type { AdminBrand, AdminCategory } from '../../shared/contracts/admin/taxonomy.ts';
import type { AdminProduct } from '../../shared/contracts/admin/catalog.ts';
import type { Brand, Category } from '../../shared/contracts/catalog.ts';
import type { HomeContent, ServiceSummary, Testimonial } from '../../shared/contracts/content.ts';

/**
 * The storefront's reads that each process keeps until the change bus tells of a change (server/services/
 * kept-until-change.ts): each answer read once (so it is kept), then a back-office write, then the next answer.
 */
for (const database of TEST_DATABASES) {
  describe(`reads kept until a change (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0939' });
    const { people } = suite;
    const db = () => suite.server.db.kysely;
    const read = async <T>(path: string) => (await people.visitor().get<T>(path)).body.data;

    it('shows a category renamed, and its count once a product leaves it, in the next answer', async () => {
      const staff = await people.staff();
      const product = await db()
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'p.category_id', 'c.parent_id'])
        .where('p.active', '=', 1)
        .where('c.active', '=', 1)
        .orderBy('p.id')
        .executeTakeFirstOrThrow();
      const listed = () => read<Category[]>(`/api/category/category?ParentId=${product.parent_id}`);
      const before = (await listed()).find((c) => c.id === product.category_id)!;
      const home = await read<HomeContent>('/api/home');

      const category = (await staff.get<AdminCategory>(`/api/admin/category?id=${product.category_id}`)).body.data;
      expect((await staff.post('/api/admin/category', { ...category, nameFa: 'دسته‌ی تازه‌نام', nameEn: 'Renamedwidget' })).status).to.equal(200);
      const renamed = (await listed()).find((c) => c.id === product.category_id)!;
      expect(renamed.name).to.be.oneOf(['دسته‌ی تازه‌نام', 'Renamedwidget']);
      // The home page's own: a top category.
      const top = (await staff.get<AdminCategory>(`/api/admin/category?id=${home.categories[0].id}`)).body.data;
      expect((await staff.post('/api/admin/category', { ...top, nameFa: 'گروه تازه‌نام', nameEn: 'Toplevelwidget' })).status).to.equal(200);
      expect((await read<HomeContent>('/api/home')).categories[0].name).to.be.oneOf(['گروه تازه‌نام', 'Toplevelwidget']);

      const loaded = (await staff.get<AdminProduct>(`/api/admin/product?id=${product.id}`)).body.data;
      expect((await staff.post('/api/admin/product', { ...loaded, active: false })).status).to.equal(200);
      expect((await listed()).find((c) => c.id === product.category_id)!.productCount).to.equal(before.productCount - 1);
    });

    it('shows a brand renamed, a service and a testimonial added, in the next answer', async () => {
      const staff = await people.staff();
      const brands = await read<Brand[]>('/api/brand/list');
      const old = (await staff.get<AdminBrand>(`/api/admin/brand?id=${brands[0].id}`)).body.data;
      expect((await staff.post('/api/admin/brand', { ...old, nameFa: 'برندتازه', nameEn: 'Brandnova' })).status).to.equal(200);
      expect((await read<Brand[]>('/api/brand/list')).find((b) => b.id === brands[0].id)!.name).to.be.oneOf(['برندتازه', 'Brandnova']);

      await read<ServiceSummary[]>('/api/service/list');
      const service = {
        label: 'kept reads',
        titleFa: 'خدمت تازه',
        titleEn: 'Fresh service',
        summaryFa: 'خ',
        summaryEn: 'S',
        bodyFa: 'م',
        bodyEn: 'B',
        sort: 99,
      };
      expect((await staff.post('/api/admin/service', service)).status).to.equal(200);
      expect((await read<ServiceSummary[]>('/api/service/list')).map((s) => s.title)).to.include.oneOf(['خدمت تازه', 'Fresh service']);

      await read<Testimonial[]>('/api/content/testimonials');
      const testimonial = { nameFa: 'نگار', nameEn: 'Negar Kept', roleFa: 'مدیر', roleEn: 'Manager', bodyFa: 'خوب', bodyEn: 'Good', rating: 5, sort: 0 };
      expect((await staff.post('/api/admin/testimonial', testimonial)).status).to.equal(200);
      expect((await read<Testimonial[]>('/api/content/testimonials')).map((t) => t.name)).to.include.oneOf(['نگار', 'Negar Kept']);
    });
  });
}

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('reads kept until a change, on two processes over one PostgreSQL database', function () {
  this.timeout(120_000);
  const processes = twoProcessBackOffice('0939');
  const { people } = processes;

  it("a brand renamed on one process shows in the other's next answers", async () => {
    const staff = await people.staff();
    const brandsOf = async (server: TestServer) => (await (await fetch(`${server.url}/api/brand/list`)).json()).data as Brand[];
    const b = processes.b();
    const [first] = await brandsOf(b);
    const old = (await staff.get<AdminBrand>(`/api/admin/brand?id=${first.id}`)).body.data;
    expect((await staff.post('/api/admin/brand', { ...old, nameFa: 'برنددوم', nameEn: 'Brandtwin' })).status).to.equal(200);
    const renamed = await waitUntil('the other process to read the brand again', async () => {
      const found = (await brandsOf(b)).find((x) => x.id === first.id)!;
      return found.name === first.name ? undefined : found;
    });
    expect(renamed.name).to.be.oneOf(['برنددوم', 'Brandtwin']);
  });
});
