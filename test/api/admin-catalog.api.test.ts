import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { SHARED_MEDIA_DIR, TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import type { AdminPicture, AdminProduct } from '../../shared/contracts/admin/catalog.ts';
import type { ProductInfo } from '../../shared/contracts/catalog.ts';
import type { SearchResult } from '../../shared/contracts/search.ts';

type AuditPage = { items: { action: string; entityId: string; before: unknown; after: unknown; reason: string | null }[] };

const newProduct = (suffix: string): AdminProduct => ({
  categoryId: 43,
  brandId: null,
  code: `ZX-${suffix}`,
  nameFa: `کپسول آتش‌نشانی زرافشان ${suffix}`,
  nameEn: `Zarafshan extinguisher ${suffix}`,
  labelFa: `کپسول زرافشان ${suffix}`,
  labelEn: `zarafshan extinguisher ${suffix}`,
  summaryFa: 'پودر و گاز',
  summaryEn: 'Powder and gas',
  descriptionFa: '',
  descriptionEn: '',
  specs: [{ keyFa: 'وزن', keyEn: 'Weight', valueFa: '۶ کیلوگرم', valueEn: '6 kg' }],
  active: true,
  featured: false,
  items: [
    { sku: `ZX-${suffix}-4`, nameFa: '۴ کیلوگرمی', nameEn: '4 kg', priceToman: 1_200_000, stock: 5, lowStock: 2, active: true },
    { sku: `ZX-${suffix}-6`, nameFa: '۶ کیلوگرمی', nameEn: '6 kg', priceToman: 1_500_000, stock: 1, lowStock: 2, active: true },
  ],
});

for (const database of TEST_DATABASES) {
  describe(`back office catalogue, stock and requests (${database.name})`, function () {
    const suite = backOfficeSuite(database, { mobilePrefix: '0937' });
    const { people } = suite;
    before(async () => {
      const [root] = await suite.server.db.kysely.selectFrom('categories').select('id').where('parent_id', 'is not', null).limit(1).execute();
      categoryId = root.id;
    });
    let categoryId = 0;

    it('creates a product with two items that the site finds at once, with an audit row; the summary follows the items', async () => {
      const staff = await people.staff();
      const input = { ...newProduct('Q1'), categoryId };
      const saved = await staff.post<{ id: number }>('/api/admin/product', input);
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      const { id } = saved.body.data;

      const found = await staff.get<{ items: { id: number }[] }>('/api/search?q=zarafshan');
      expect(found.body.data.items.map((p) => p.id)).to.include(id);
      const page = await fetch(`${suite.server.url}/en/pr/${id}/zarafshan-extinguisher-Q1/`);
      expect(page.status).to.equal(200);

      const row = await suite.server.db.kysely.selectFrom('products').select(['price_rial', 'stock']).where('id', '=', id).executeTakeFirstOrThrow();
      expect([Number(row.price_rial), row.stock]).to.deep.equal([12_000_000, 6]);

      const admin = await people.staff('admin');
      const log = await admin.get<AuditPage>(`/api/admin/audit?entity=product&entityId=${id}`);
      expect(log.body.data.items.map((r) => r.action)).to.deep.equal(['product.create']);
      expect((log.body.data.items[0].after as AdminProduct).items).to.have.length(2);
    });

    it('refuses a taken SKU or label with its code and keeps the product as it was', async () => {
      const staff = await people.staff();
      await staff.post('/api/admin/product', { ...newProduct('Q2'), categoryId });
      const sku = await staff.post('/api/admin/product', { ...newProduct('Q3'), categoryId, items: [{ ...newProduct('Q2').items[0] }] });
      expect([sku.status, sku.body.messages[0].code]).to.deep.equal([409, 'SKU_TAKEN']);
      const label = await staff.post('/api/admin/product', { ...newProduct('Q3'), categoryId, labelEn: 'zarafshan extinguisher Q2' });
      expect([label.status, label.body.messages[0].code]).to.deep.equal([409, 'LABEL_TAKEN']);
      const none = await staff.post('/api/admin/product', { ...newProduct('Q3'), categoryId, items: [] });
      expect([none.status, none.body.messages[0].code]).to.deep.equal([400, 'ITEMS_REQUIRED']);
    });

    it('edits a product: a renamed product is found under its new name, a dropped item is deactivated', async () => {
      const staff = await people.staff();
      const { id } = (await staff.post<{ id: number }>('/api/admin/product', { ...newProduct('Q4'), categoryId })).body.data;
      const loaded = (await staff.get<AdminProduct>(`/api/admin/product?id=${id}`)).body.data;
      const edited = await staff.post('/api/admin/product', { ...loaded, nameEn: 'Kimiagar extinguisher', items: [loaded.items[0]] });
      expect(edited.status, JSON.stringify(edited.body.messages)).to.equal(200);
      expect((await staff.get<{ items: { id: number }[] }>('/api/search?q=kimiagar')).body.data.items.map((p) => p.id)).to.include(id);
      const items = await suite.server.db.kysely.selectFrom('product_items').select(['sku', 'active']).where('product_id', '=', id).orderBy('id').execute();
      expect(items.map((i) => i.active)).to.deep.equal([1, 0]);
    });

    it("lists low stock by each item's threshold and adjusts stock with a reason, never below zero, audited", async () => {
      const staff = await people.staff();
      const { id } = (await staff.post<{ id: number }>('/api/admin/product', { ...newProduct('Q5'), categoryId })).body.data;
      const low = await staff.get<{ items: { sku: string; itemId: number }[] }>('/api/admin/stock?low=1');
      const lowItem = low.body.data.items.find((i) => i.sku === 'ZX-Q5-6')!;
      expect(lowItem).to.exist;
      expect(low.body.data.items.some((i) => i.sku === 'ZX-Q5-4')).to.equal(false);

      const [a, b] = await Promise.all([
        staff.post('/api/admin/stock/adjust', { itemId: lowItem.itemId, delta: 10, reason: 'delivery from supplier' }),
        staff.post('/api/admin/stock/adjust', { itemId: lowItem.itemId, delta: 5, reason: 'found in store room' }),
      ]);
      expect([a.status, b.status]).to.deep.equal([200, 200]);
      const under = await staff.post('/api/admin/stock/adjust', { itemId: lowItem.itemId, delta: -17, reason: 'broken' });
      expect([under.status, under.body.messages[0].code]).to.deep.equal([409, 'STOCK_NEGATIVE']);
      const noReason = await staff.post('/api/admin/stock/adjust', { itemId: lowItem.itemId, delta: -1, reason: ' ' });
      expect([noReason.status, noReason.body.messages[0].code]).to.deep.equal([400, 'REQUIRED']);
      const item = await suite.server.db.kysely.selectFrom('product_items').select('stock').where('id', '=', lowItem.itemId).executeTakeFirstOrThrow();
      expect(item.stock).to.equal(16);
      expect((await suite.server.db.kysely.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock).to.equal(21);

      const admin = await people.staff('admin');
      const log = await admin.get<AuditPage>(`/api/admin/audit?entity=product_item&entityId=${lowItem.itemId}`);
      expect(log.body.data.items.map((r) => r.reason).sort()).to.deep.equal(['delivery from supplier', 'found in store room']);
    });

    it('a card\'s "from" price is the lowest of the models in stock, or of all when none is', async () => {
      const staff = await people.staff();
      const { id } = (await staff.post<{ id: number }>('/api/admin/product', { ...newProduct('F1'), categoryId })).body.data;
      const card = async () => {
        const info = (await staff.get<ProductInfo>(`/api/products/productInfo?id=${id}`)).body.data;
        return [info.priceRial, info.priceFrom];
      };
      const itemId = async (sku: string) =>
        (await suite.server.db.kysely.selectFrom('product_items').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;
      const adjust = async (sku: string, delta: number) =>
        expect((await staff.post('/api/admin/stock/adjust', { itemId: await itemId(sku), delta, reason: 'count' })).status).to.equal(200);
      expect(await card()).to.deep.equal([12_000_000, true]);
      // The 4 kg model (1,200,000 Toman) sold out: the card no longer offers a price nobody can buy.
      await adjust('ZX-F1-4', -5);
      expect(await card()).to.deep.equal([15_000_000, true]);
      // Nothing in stock: the lowest of all again, as the product page shows it.
      await adjust('ZX-F1-6', -1);
      expect(await card()).to.deep.equal([12_000_000, true]);
      await adjust('ZX-F1-6', 3);
      expect(await card()).to.deep.equal([15_000_000, true]);
    });

    it("lists every item's stock, the low ones first, found by SKU or name; an item above its threshold is adjusted too", async () => {
      const staff = await people.staff();
      await staff.post('/api/admin/product', { ...newProduct('S1'), categoryId });
      type Rows = { items: { sku: string; itemId: number; stock: number; low: boolean; active: boolean }[]; total: number };
      const all = (await staff.get<Rows>('/api/admin/stock')).body.data;
      expect(all.total, 'every item, not only the low ones').to.be.greaterThan((await staff.get<Rows>('/api/admin/stock?low=1')).body.data.total);
      const lows = all.items.map((i) => i.low);
      expect(lows, 'the low ones first').to.deep.equal([...lows].sort((a, b) => Number(b) - Number(a)));
      const found = (await staff.get<Rows>(`/api/admin/stock?q=${encodeURIComponent('zx-s1')}`)).body.data.items;
      expect(found.map((i) => [i.sku, i.stock, i.low])).to.deep.equal([
        ['ZX-S1-6', 1, true],
        ['ZX-S1-4', 5, false],
      ]);
      expect((await staff.get<Rows>(`/api/admin/stock?q=${encodeURIComponent('زرافشان S1')}`)).body.data.total, 'by the product name').to.equal(2);
      // No SKU or name holds a %: taken as a wildcard it would list every item.
      expect((await staff.get<Rows>('/api/admin/stock?q=%25')).body.data.total, 'a typed % is itself').to.equal(0);

      const plenty = found.find((i) => i.sku === 'ZX-S1-4')!;
      const adjusted = await staff.post<{ stock: number }>('/api/admin/stock/adjust', { itemId: plenty.itemId, delta: '۳', reason: 'recount' });
      expect([adjusted.status, adjusted.body.data.stock], JSON.stringify(adjusted.body.messages)).to.deep.equal([200, 8]);
    });

    it('stores an uploaded picture in the widths the site serves and shows it on the product', async () => {
      const staff = await people.staff();
      const { id } = (await staff.post<{ id: number }>('/api/admin/product', { ...newProduct('Q6'), categoryId })).body.data;
      const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c33' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('PictureFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'red.png');
      const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const up = (await (await fetch(`${suite.server.url}/api/upload/image`, { method: 'POST', body: form, headers: { Cookie: cookie } })).json()) as {
        data: { id: number };
      };
      const pic = await staff.post<{ url: string }>('/api/admin/product/picture', {
        productId: id,
        uploadId: up.data.id,
        altFa: 'کپسول قرمز',
        altEn: 'Red extinguisher',
      });
      expect(pic.status, JSON.stringify(pic.body.messages)).to.equal(200);
      const served = await fetch(`${suite.server.url}${pic.body.data.url}`);
      expect([served.status, served.headers.get('content-type')]).to.deep.equal([200, 'image/webp']);
      // Each width's AVIF copy is written with it, before the first visitor asks for it.
      const stored = pic.body.data.url.replace(/^\/media\//, '');
      for (const width of [320, 640, 960])
        expect(existsSync(join(SHARED_MEDIA_DIR, stored.replace(/-\d+\.webp$/, `-${width}.avif`))), `${width}`).to.equal(true);
      const html = await (await fetch(`${suite.server.url}/en/pr/${id}/zarafshan-extinguisher-Q6/`)).text();
      expect(html).to.contain('Red extinguisher');
    });

    it("orders a product's pictures: earlier and later swap one with its neighbour, the first is the site's main picture at once, the ends move nothing, each move is in the audit log, customers are refused", async () => {
      const staff = await people.staff();
      const { id } = (await staff.post<{ id: number }>('/api/admin/product', { ...newProduct('Q7'), categoryId })).body.data;
      const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const ids: number[] = [];
      for (const [alt, background] of [
        ['First', '#c33'],
        ['Second', '#3c3'],
        ['Third', '#33c'],
      ]) {
        const form = new FormData();
        form.append(
          'PictureFile',
          new Blob(
            [
              new Uint8Array(
                await sharp({ create: { width: 400, height: 300, channels: 3, background } })
                  .png()
                  .toBuffer(),
              ),
            ],
            { type: 'image/png' },
          ),
          `${alt}.png`,
        );
        const up = (await (await fetch(`${suite.server.url}/api/upload/image`, { method: 'POST', body: form, headers: { Cookie: cookie } })).json()) as {
          data: { id: number };
        };
        ids.push((await staff.post<AdminPicture>('/api/admin/product/picture', { productId: id, uploadId: up.data.id, altFa: alt, altEn: alt })).body.data.id);
      }
      const [first, second, third] = ids;
      const shown = async () => (await staff.get<AdminProduct>(`/api/admin/product?id=${id}`)).body.data.pictures!.map((p) => p.id);
      const site = async () => {
        const info = (await staff.get<ProductInfo>(`/api/products/productInfo?id=${id}`)).body.data;
        const card = (await staff.get<SearchResult>('/api/search?q=ZX-Q7')).body.data.items.find((p) => p.id === id);
        return { pictures: info.pictures.map((p) => p.alt), main: info.picture?.alt, card: card?.picture?.alt };
      };
      expect(await shown()).to.deep.equal([first, second, third]);
      expect(await site()).to.deep.equal({ pictures: ['First', 'Second', 'Third'], main: 'First', card: 'First' });

      const later = await staff.post<AdminPicture[]>('/api/admin/product/picture/move', { id: first, direction: 'later' });
      expect(later.status, JSON.stringify(later.body.messages)).to.equal(200);
      expect(later.body.data.map((p) => p.id)).to.deep.equal([second, first, third]);
      const earlier = await staff.post<AdminPicture[]>('/api/admin/product/picture/move', { id: third, direction: 'earlier' });
      expect(earlier.body.data.map((p) => p.id)).to.deep.equal([second, third, first]);
      const toFront = await staff.post<AdminPicture[]>('/api/admin/product/picture/move', { id: third, direction: 'earlier' });
      expect(toFront.body.data.map((p) => p.id)).to.deep.equal([third, second, first]);
      expect(await shown()).to.deep.equal([third, second, first]);
      // The site reads the new order at once: the product page's pictures, its main picture and its card in a list.
      expect(await site()).to.deep.equal({ pictures: ['Third', 'Second', 'First'], main: 'Third', card: 'Third' });
      const html = await (await fetch(`${suite.server.url}/en/pr/${id}/zarafshan-extinguisher-Q7/`)).text();
      expect(html.indexOf('alt="Third"')).to.be.greaterThan(-1).and.lessThan(html.indexOf('alt="Second"'));

      // At the ends nothing moves and nothing is logged.
      for (const [pid, direction] of [
        [third, 'earlier'],
        [first, 'later'],
      ] as const) {
        const res = await staff.post<AdminPicture[]>('/api/admin/product/picture/move', { id: pid, direction });
        expect([res.status, res.body.data.map((p) => p.id)], direction).to.deep.equal([200, [third, second, first]]);
      }
      const bad = await staff.post('/api/admin/product/picture/move', { id: second, direction: 'first' });
      expect([bad.status, bad.body.messages[0].item2]).to.deep.equal([400, 'direction']);
      const missing = await staff.post('/api/admin/product/picture/move', { id: 987_654, direction: 'earlier' });
      expect([missing.status, missing.body.messages[0].code]).to.deep.equal([404, 'PICTURE_NOT_FOUND']);
      const customer = await people.customer();
      expect((await customer.post('/api/admin/product/picture/move', { id: first, direction: 'earlier' })).status).to.equal(403);
      expect((await people.visitor().post('/api/admin/product/picture/move', { id: first, direction: 'earlier' })).status).to.equal(403);
      expect(await shown()).to.deep.equal([third, second, first]);

      const admin = await people.staff('admin');
      const log = await admin.get<AuditPage>(`/api/admin/audit?entity=product&entityId=${id}`);
      const moves = log.body.data.items.filter((r) => r.action === 'picture.move').reverse();
      expect(moves.map((r) => [r.before, r.after])).to.deep.equal([
        [
          { pictureId: first, order: [first, second, third] },
          { pictureId: first, order: [second, first, third] },
        ],
        [
          { pictureId: third, order: [second, first, third] },
          { pictureId: third, order: [second, third, first] },
        ],
        [
          { pictureId: third, order: [second, third, first] },
          { pictureId: third, order: [third, second, first] },
        ],
      ]);
    });

    it('works through consultation requests: new first, marked with a note, the attachment only through the back office', async () => {
      const now = new Date().toISOString();
      const ids = [];
      for (const name of ['Older Client', 'Newer Client']) {
        ids.push(
          (
            await suite.server.db.kysely
              .insertInto('contact_requests')
              .values({
                full_name: name,
                mobile: '09121112233',
                body: 'Visit please',
                locale: 'en',
                created_at: now,
                ip: '1.1.1.1',
                group_id: 1,
                status: 'new',
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      }
      const staff = await people.staff();
      const marked = await staff.post<{ status: string; note: string }>('/api/admin/request', { id: ids[0], status: 'called', note: 'Visit on Saturday' });
      expect(marked.body.data).to.include({ status: 'called', note: 'Visit on Saturday' });
      const list = await staff.get<{ items: { id: number; status: string }[] }>('/api/admin/requests');
      const order = list.body.data.items.map((r) => r.id);
      expect(order.indexOf(ids[1])).to.be.lessThan(order.indexOf(ids[0]));
      const missing = await staff.post('/api/admin/request', { id: 999_999, status: 'closed' });
      expect(missing.body.messages[0].code).to.equal('REQUEST_NOT_FOUND');
      const customer = await people.customer();
      const file = await fetch(`${suite.server.url}/api/admin/request/file?id=${ids[0]}`, {
        headers: { Cookie: [...customer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(file.status).to.equal(403);
    });
  });
}
