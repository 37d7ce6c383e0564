import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import type { Comparison, ProductInfo } from '../../shared/contracts/catalog.ts';
import type { AdminProduct } from '../../shared/contracts/admin/catalog.ts';
import type { AdminSpecKey } from '../../shared/contracts/admin/spec-keys.ts';

type AuditPage = { items: { action: string; after: unknown }[] };

/** Issue #33, point 3: a category's spec keys, a model's own values, and products side by side. */
for (const database of TEST_DATABASES) {
  describe(`spec keys, models' values and the comparison (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0927' });
    const { people } = suite;
    const get = async <T>(path: string, lang = 'fa') =>
      (await (await fetch(`${suite.server.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)).json()) as {
        data: T;
        messages: { code: string; item2?: string; item1: string }[];
      };
    const info = async (id: number, lang = 'fa') => (await get<ProductInfo>(`/api/products/productInfo?id=${id}`, lang)).data;
    const idOf = async (code: string) =>
      await suite.server.db.kysely.selectFrom('products').select(['id', 'category_id']).where('code', '=', code).executeTakeFirstOrThrow();
    const row = (p: { specs?: { key: string; value: string }[] }, key: string) => p.specs?.find((s) => s.key === key)?.value;

    it("the demo's models carry their own values and names: the 4 kg extinguisher, the 4 mm camera", async () => {
      const kidde = await info((await idOf('PRO6ABC')).id);
      const [four, six, twelve] = kidde.items;
      expect(row(kidde, 'ظرفیت')).to.equal('۶ کیلوگرم');
      expect(row(four, 'ظرفیت')).to.equal('۴ کیلوگرم');
      expect(four.title).to.include('۴ کیلوگرمی').and.not.include('۶');
      expect(six.specs, 'the 6 kg model reads as the product').to.equal(undefined);
      expect(row(twelve, 'ظرفیت')).to.equal('۱۲ کیلوگرم');
      const en = await info((await idOf('PRO6ABC')).id, 'en');
      expect([row(en.items[0], 'Capacity'), en.items[0].title]).to.deep.equal(['4 kg', 'Kidde PRO6ABC 4 kg Dry Powder Extinguisher']);
      const camera = await info((await idOf('DS-2CD1043G2-I')).id, 'en');
      expect(camera.items.map((i) => row(i.specs ? i : camera, 'Lens'))).to.deep.equal(['2.8 mm fixed', '4 mm fixed']);
      // The product page follows the model the address names, rendered on the server (no JavaScript needed).
      const page = await (await fetch(`${suite.server.url}/en/pr/${camera.id}/x/?item=${camera.items[1].id}`)).text();
      const text = page.replace(/<[^>]+>/g, '');
      expect(text.includes('Lens4 mm fixed'), "the 4 mm model's lens in the table").to.equal(true);
      expect(text.includes('Lens2.8 mm fixed'), 'and not the product’s').to.equal(false);
    });

    it('compares up to four products by their default models, rows lined up; bad ids are left out, never a 500', async () => {
      const kidde = (await idOf('PRO6ABC')).id;
      const co2 = (await idOf('PRO5CO2')).id;
      const camera = (await idOf('DS-2CD1043G2-I')).id;
      const abc = (await idOf('ABC-6S')).id;
      const fifth = (await idOf('DS-2CD2143G2-IS')).id;
      const answer = await get<Comparison>(`/api/products/compare?ids=${kidde},x,${co2},${kidde},${camera},999999,${abc},${fifth}`);
      const { products, specs } = answer.data;
      // "999999" is one of the first four ids and names nothing: left out, and the fifth stays out.
      expect(products.map((p) => p.id)).to.deep.equal([kidde, co2, camera]);
      expect(products[0].name).to.include('۴ کیلوگرمی');
      expect(products[0].item.priceRial).to.equal(26_000_000);
      const capacity = specs.find((s) => s.key === 'ظرفیت')!;
      expect(capacity.values).to.deep.equal(['۴ کیلوگرم', '۲ کیلوگرم', null]);
      expect(specs.find((s) => s.key === 'لنز')!.values).to.deep.equal([null, null, '۲٫۸ میلی‌متر ثابت']);
      // The extinguishers' category keys come first, in their order; every row has a value for each product.
      expect(specs[0].key).to.equal('ماده خاموش‌کننده');
      expect(specs.every((s) => s.values.length === 3)).to.equal(true);
      expect(
        products.some((p) => 'rating' in p),
        'no rating before reviews exist',
      ).to.equal(false);

      const four = await get<Comparison>(`/api/products/compare?ids=${kidde},${co2},${camera},${abc},${fifth}`, 'en');
      expect(four.data.products.map((p) => p.id)).to.deep.equal([kidde, co2, camera, abc]);
      expect((await get<Comparison>('/api/products/compare?ids=')).data).to.deep.equal({ products: [], specs: [] });
      const long = await get<Comparison>(`/api/products/compare?ids=${'1,'.repeat(150)}`);
      expect([long.messages[0].code, long.messages[0].item2]).to.deep.equal(['TOO_LONG', 'ids']);
      expect((await fetch(`${suite.server.url}/api/products/compare?ids=%F0%9F%98%80,-1,1e3,0x10`)).status).to.equal(200);
    });

    it('a category declares its keys in the back office (audited, 400s naming the field); the product form fills them, a model overrides one', async () => {
      const staff = await people.staff();
      const { id: productId, category_id: categoryId } = await idOf('ABC-6S');
      const before = (await staff.get<AdminSpecKey[]>(`/api/admin/category/spec-keys?categoryId=${categoryId}`)).body.data;
      expect(before.map((k) => k.nameEn)).to.include.members(['Capacity', 'Extinguishing agent']);
      expect(before.find((k) => k.nameEn === 'Capacity')).to.include({ unitFa: 'کیلوگرم', unitEn: 'kg' });

      const refused = async (keys: object[]) => {
        const res = await staff.post('/api/admin/category/spec-keys', { categoryId, keys });
        return [res.status, res.body.messages[0]?.code, res.body.messages[0]?.item2];
      };
      expect(await refused([...before, { nameFa: 'ظرفیت', nameEn: 'Weight', unitFa: '', unitEn: '' }])).to.deep.equal([
        400,
        'SPEC_KEY_DUPLICATE',
        `keys.${before.length}.nameFa`,
      ]);
      expect(await refused([{ nameFa: 'وزن', nameEn: ' ', unitFa: '', unitEn: '' }])).to.deep.equal([400, 'REQUIRED', 'keys.0.nameEn']);
      expect(await refused([{ id: 999_999, nameFa: 'وزن', nameEn: 'Weight', unitFa: '', unitEn: '' }])).to.deep.equal([400, 'SPEC_KEY_UNKNOWN', 'keys.0.id']);
      const persian = await (
        await people.staff('staff', 'fa')
      ).post('/api/admin/category/spec-keys', { categoryId, keys: [{ nameFa: '', nameEn: 'x', unitFa: '', unitEn: '' }] });
      expect(persian.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);

      // A new key first, with its unit; the others keep their ids (so their values stay).
      const weight = { nameFa: 'وزن کل', nameEn: 'Gross weight', unitFa: 'کیلوگرم', unitEn: 'kg' };
      const saved = await staff.post<AdminSpecKey[]>('/api/admin/category/spec-keys', { categoryId, keys: [weight, ...before] });
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      expect(saved.body.data.slice(1).map((k) => k.id)).to.deep.equal(before.map((k) => k.id));
      const weightId = saved.body.data[0].id!;

      const product = (await staff.get<AdminProduct>(`/api/admin/product?id=${productId}`)).body.data;
      expect(product.specs.filter((s) => s.keyId).length).to.be.greaterThan(0);
      const items = product.items.map((it, i) => ({ ...it, specs: i === 0 ? [{ keyId: weightId, valueFa: '۹٫۵', valueEn: '9.5' }] : it.specs }));
      const filled = {
        ...product,
        specs: [
          { keyId: weightId, keyFa: '', keyEn: '', valueFa: '۱۰', valueEn: '10' },
          ...product.specs,
          { keyFa: 'رنگ', keyEn: 'Colour', valueFa: 'قرمز', valueEn: 'Red' },
        ],
        items,
      };
      const ok = await staff.post('/api/admin/product', filled);
      expect(ok.status, JSON.stringify(ok.body.messages)).to.equal(200);
      const shown = await info(productId, 'en');
      expect(shown.specs[0]).to.deep.equal({ key: 'Gross weight', value: '10 kg', keyId: weightId });
      expect(shown.specs[shown.specs.length - 1]).to.deep.equal({ key: 'Colour', value: 'Red' });
      expect(row(shown.items[0], 'Gross weight')).to.equal('9.5 kg');

      // A key of another category, on the product or on a model: refused, naming the row.
      const other = (await idOf('DS-2CD1043G2-I')).category_id;
      const [cameraKey] = (await staff.get<AdminSpecKey[]>(`/api/admin/category/spec-keys?categoryId=${other}`)).body.data;
      const wrong = await staff.post('/api/admin/product', { ...filled, specs: [{ keyId: cameraKey.id, keyFa: '', keyEn: '', valueFa: '۱', valueEn: '1' }] });
      expect([wrong.status, wrong.body.messages[0].code, wrong.body.messages[0].item2]).to.deep.equal([400, 'SPEC_KEY_UNKNOWN', 'specs.0.keyId']);
      const wrongItem = await staff.post('/api/admin/product', {
        ...filled,
        items: items.map((it, i) => (i === 1 ? { ...it, specs: [{ keyId: cameraKey.id, valueFa: '۱', valueEn: '1' }] } : it)),
      });
      expect([wrongItem.status, wrongItem.body.messages[0].item2]).to.deep.equal([400, 'items.1.specs.0.keyId']);

      const admin = await people.staff('admin');
      const audit = await admin.get<AuditPage>(`/api/admin/audit?entity=category&entityId=${categoryId}`);
      expect(audit.body.data.items.map((i) => i.action)).to.include('category.specKeys');
      const visitor = people.visitor();
      expect((await visitor.post('/api/admin/category/spec-keys', { categoryId, keys: [] })).status).to.equal(403);
    });
  });
}
