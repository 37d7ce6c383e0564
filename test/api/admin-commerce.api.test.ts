import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import { PICKUP, Shopper } from '../helpers/shopper.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import type { AdminDelivery, AdminDiscount } from '../../shared/contracts/admin/commerce.ts';
import type { CartData, DeliveryMethod } from '../../shared/contracts/cart.ts';
import type { Paged } from '../../shared/contracts/admin/paging.ts';

type AuditPage = { items: { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[] };

const discount = (code: string, extra: Partial<AdminDiscount> = {}): AdminDiscount => ({
  code,
  kind: 'amount',
  value: 100_000,
  minOrderToman: 0,
  validFrom: null,
  validTo: null,
  totalLimit: 10,
  perUserLimit: 1,
  active: true,
  ...extra,
});
const delivery = (nameEn: string, extra: Partial<AdminDelivery> = {}): AdminDelivery => ({
  nameFa: 'پیک موتوری شمال',
  nameEn,
  descriptionFa: 'یک روزه',
  descriptionEn: 'Next day',
  priceToman: 45_000,
  needsAddress: true,
  restOnArrival: false,
  zone: '',
  sort: 9,
  active: true,
  ...extra,
});

for (const database of TEST_DATABASES) {
  describe(`back office discount codes and delivery methods (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0935' });
    const { people, outbox } = suite;

    /** A signed-up customer with one sellable item in the cart and pickup chosen. */
    async function shopperWithCart() {
      const s = await new Shopper(suite.server.url, outbox).signUp();
      const item = await suite.server.db.kysely
        .selectFrom('product_items')
        .select(['id', 'price_rial'])
        .where('price_rial', '>=', 10_000_000)
        .where('stock', '>=', 3)
        .where('active', '=', 1)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect((await s.add(item.id, 1)).status).to.equal(200);
      expect((await s.delivery(PICKUP)).status).to.equal(200);
      return { s, itemsRial: Number(item.price_rial) };
    }

    it('refuses every discount and delivery call to a visitor and to a customer (403)', async () => {
      for (const v of [people.visitor(), await people.customer()]) {
        for (const path of ['/api/admin/discounts', '/api/admin/discount?id=1', '/api/admin/deliveries', '/api/admin/delivery?id=1']) {
          expect((await v.get(path)).status, path).to.equal(403);
        }
        for (const [path, body] of [
          ['/api/admin/discount', discount('HACK1')],
          ['/api/admin/discount/active', { id: 1, active: false }],
          ['/api/admin/delivery', delivery('Hack')],
          ['/api/admin/delivery/active', { id: 1, active: false }],
        ] as const) {
          const res = await v.post(path, body);
          expect([res.status, res.body.messages[0].code], path).to.deep.equal([403, 'FORBIDDEN']);
        }
      }
      expect(await suite.server.db.kysely.selectFrom('discounts').select('id').where('code', '=', 'HACK1').executeTakeFirst()).to.equal(undefined);
    });

    it('creates a code that the cart applies at once, typed loosely; edits and deactivates it, each with an audit row', async () => {
      const staff = await people.staff();
      const saved = await staff.post<{ id: number }>('/api/admin/discount', discount(' spring ۱۴۰۵ ', { kind: 'percent', value: 10 }));
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      const { id } = saved.body.data;
      const read = await staff.get<AdminDiscount>(`/api/admin/discount?id=${id}`);
      expect(read.body.data).to.include({ code: 'SPRING1405', kind: 'percent', value: 10, usedCount: 0, active: true });
      const list = await staff.get<Paged<AdminDiscount>>('/api/admin/discounts');
      expect(list.body.data.items[0]).to.include({ id, code: 'SPRING1405' });

      const { s, itemsRial } = await shopperWithCart();
      const applied = await s.cart<CartData>({ cartUpdateType: CART_UPDATE.setRebate, discountCode: 'spring1405' });
      expect(applied.status, JSON.stringify(applied.body.messages)).to.equal(200);
      expect(applied.body.data.discountRial).to.equal(Math.floor(itemsRial / 10 / 10) * 10);

      // An amount instead of a percent: the cart's totals follow the edit at once.
      expect((await staff.post('/api/admin/discount', { ...read.body.data, kind: 'amount', value: 50_000 })).status).to.equal(200);
      expect((await s.cart<CartData>({ cartUpdateType: CART_UPDATE.getCart })).body.data.discountRial).to.equal(500_000);

      expect((await staff.post('/api/admin/discount/active', { id, active: false })).status).to.equal(200);
      expect((await s.cart<CartData>({ cartUpdateType: CART_UPDATE.getCart })).body.data.discountRial).to.equal(0);
      const refused = await s.cart({ cartUpdateType: CART_UPDATE.setRebate, discountCode: 'SPRING1405' });
      expect([refused.status, refused.body.messages[0].code]).to.deep.equal([400, 'DISCOUNT_UNKNOWN']);

      const admin = await people.staff('admin');
      const log = await admin.get<AuditPage>(`/api/admin/audit?entity=discount&entityId=${id}`);
      expect(log.body.data.items.map((r) => r.action)).to.deep.equal(['discount.deactivate', 'discount.update', 'discount.create']);
      const [off, edit, create] = log.body.data.items;
      expect([create.before, create.after?.value]).to.deep.equal([null, 10]);
      expect([edit.before?.kind, edit.after?.kind, edit.after?.value]).to.deep.equal(['percent', 'amount', 50_000]);
      expect([off.before?.active, off.after?.active]).to.deep.equal([true, false]);
    });

    it('keeps a code within its Tehran days: from the start of the first to the end of the last', async () => {
      const staff = await people.staff();
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
      const { id } = (await staff.post<{ id: number }>('/api/admin/discount', discount('TODAYONLY', { validFrom: today, validTo: '۲۰۹۹-۰۱-۰۱' }))).body.data;
      const row = await suite.server.db.kysely.selectFrom('discounts').select(['valid_from', 'valid_to']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.valid_to).to.equal('2099-01-01T20:29:59.999Z');
      expect(Date.parse(row.valid_from!)).to.be.at.most(Date.now());
      const { s } = await shopperWithCart();
      expect((await s.cart({ cartUpdateType: CART_UPDATE.setRebate, discountCode: 'todayonly' })).status).to.equal(200);
      expect((await staff.get<AdminDiscount>(`/api/admin/discount?id=${id}`)).body.data).to.include({ validFrom: today, validTo: '2099-01-01' });
    });

    it('refuses a bad code with the field it is about, and changes nothing', async () => {
      const staff = await people.staff();
      await staff.post('/api/admin/discount', discount('TAKEN1'));
      const cases: [Partial<AdminDiscount>, string, string][] = [
        [{ code: 'TAKEN1' }, 'DISCOUNT_CODE_TAKEN', 'code'],
        [{ code: 'تخفیف' }, 'DISCOUNT_CODE_FORMAT', 'code'],
        [{ kind: 'percent', value: 150 }, 'DISCOUNT_PERCENT_RANGE', 'value'],
        [{ validFrom: '2026-05-10', validTo: '2026-05-01' }, 'DATE_RANGE', 'validTo'],
        [{ value: '' as never }, 'REQUIRED', 'value'],
      ];
      for (const [change, code, field] of cases) {
        const res = await staff.post('/api/admin/discount', { ...discount('FRESH1'), ...change });
        expect([res.status >= 400, res.body.messages[0].code, res.body.messages[0].item2], code).to.deep.equal([true, code, field]);
      }
      expect(await suite.server.db.kysely.selectFrom('discounts').select('id').where('code', '=', 'FRESH1').executeTakeFirst()).to.equal(undefined);
      const missing = await staff.post('/api/admin/discount/active', { id: 999_999, active: false });
      expect([missing.status, missing.body.messages[0].code]).to.deep.equal([404, 'NOT_FOUND']);
    });

    it('adds a delivery method that checkout offers at once, edits its price and takes it away again, audited', async () => {
      const staff = await people.staff();
      const { id } = (await staff.post<{ id: number }>('/api/admin/delivery', delivery('North courier'))).body.data;
      const { s } = await shopperWithCart();
      const offered = async () => (await s.cart<DeliveryMethod[]>({ cartUpdateType: CART_UPDATE.getDelivery })).body.data.find((d) => d.id === id);
      expect(await offered()).to.include({ name: 'North courier', priceRial: 450_000, needsAddress: true });

      const read = (await staff.get<AdminDelivery>(`/api/admin/delivery?id=${id}`)).body.data;
      expect((await staff.post('/api/admin/delivery', { ...read, priceToman: '۶۰۰۰۰' })).status).to.equal(200);
      expect((await s.delivery(id)).status).to.equal(200);
      expect((await s.cart<CartData>({ cartUpdateType: CART_UPDATE.getCart })).body.data.deliveryRial).to.equal(600_000);

      expect((await staff.post('/api/admin/delivery/active', { id, active: false })).status).to.equal(200);
      expect(await offered()).to.equal(undefined);
      const list = await staff.get<Paged<AdminDelivery>>('/api/admin/deliveries');
      expect(list.body.data.items.find((d) => d.id === id)).to.include({ active: false, priceToman: 60_000 });

      const bad = await staff.post('/api/admin/delivery', { ...read, nameEn: ' ', priceToman: -5 });
      expect(bad.body.messages.map((m) => [m.code, m.item2])).to.deep.include.members([['REQUIRED', 'nameEn']]);
      expect(bad.body.messages.map((m) => m.item2)).to.include('priceToman');

      const admin = await people.staff('admin');
      const log = await admin.get<AuditPage>(`/api/admin/audit?entity=delivery&entityId=${id}`);
      expect(log.body.data.items.map((r) => r.action)).to.deep.equal(['delivery.deactivate', 'delivery.update', 'delivery.create']);
      expect([log.body.data.items[1].before?.priceToman, log.body.data.items[1].after?.priceToman]).to.deep.equal([45_000, 60_000]);
    });
  });
}
