import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import { Shopper, COURIER, PICKUP } from '../helpers/shopper.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import type { Address } from '../../shared/contracts/checkout.ts';
import type { DeliveryMethod } from '../../shared/contracts/cart.ts';
import type { AdminDelivery } from '../../shared/contracts/admin/commerce.ts';

/* Issue #19, point 4: a delivery method says where it delivers; the checkout refuses an address outside it. */
const POST = 2;
const place = (province: string, city: string) => ({
  receiverName: 'سارا احمدی',
  receiverMobile: '09121234567',
  province,
  city,
  street: 'خیابان اصلی، پلاک ۱',
  postalCode: '1234567890',
});

for (const database of TEST_DATABASES) {
  describe(`delivery zones (${database.name})`, function () {
    this.timeout(60_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0934' });

    async function shopperWithCart(lang: 'fa' | 'en') {
      const s = await new Shopper(suite.server.url, suite.outbox, lang).signUp();
      const item = await suite.server.db.kysely
        .selectFrom('product_items')
        .select('id')
        .where('price_rial', 'is not', null)
        .where('stock', '>=', 5)
        .where('active', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect((await s.add(item.id, 1)).status).to.equal(200);
      const kashan = (await s.post<Address>('/api/address', place('اصفهان', 'کاشان'))).body.data;
      const tehran = (await s.post<Address>('/api/address', place('تهران', 'تهران'))).body.data;
      return { s, kashan, tehran };
    }

    it('lists where each delivery method delivers: the courier Tehran only, the post everywhere', async () => {
      const s = new Shopper(suite.server.url, suite.outbox);
      const methods = (await s.cart<DeliveryMethod[]>({ cartUpdateType: CART_UPDATE.getDelivery })).body.data;
      expect(methods.find((m) => m.id === COURIER)!.zone).to.deep.equal([{ province: 'تهران', city: 'تهران' }]);
      expect(methods.find((m) => m.id === POST)!.zone).to.equal(null);
    });

    for (const lang of ['fa', 'en'] as const) {
      it(`refuses the Tehran courier on an address in Kashan, with a message (${lang})`, async () => {
        const { s, kashan, tehran } = await shopperWithCart(lang);
        await s.delivery(COURIER);
        const refused = await s.cart({ cartUpdateType: CART_UPDATE.setAddress, addressId: kashan.id });
        expect(refused.status).to.equal(400);
        expect(refused.body.messages[0]).to.include({ code: 'DELIVERY_OUT_OF_ZONE', item2: 'addressId' });
        expect(refused.body.messages[0].item1).to.include(lang === 'fa' ? 'به کاشان ارسال نمی‌کند' : 'does not deliver to کاشان (Isfahan)');
        expect((await s.cart({ cartUpdateType: CART_UPDATE.setAddress, addressId: tehran.id })).status).to.equal(200);
        // The post delivers to Kashan.
        await s.delivery(POST);
        expect((await s.cart({ cartUpdateType: CART_UPDATE.setAddress, addressId: kashan.id })).status).to.equal(200);
      });
    }

    it('refuses to place a courier order for an address chosen under another method, and places nothing', async () => {
      const { s, kashan } = await shopperWithCart('en');
      await s.delivery(POST);
      expect((await s.cart({ cartUpdateType: CART_UPDATE.setAddress, addressId: kashan.id })).status).to.equal(200);
      await s.delivery(COURIER);
      const refused = await s.place('cheque');
      expect(refused.status).to.equal(400);
      expect(refused.body.messages[0].code).to.equal('DELIVERY_OUT_OF_ZONE');
      const orders = await suite.server.db.kysely
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select('orders.id')
        .where('users.mobile', '=', s.mobile)
        .execute();
      expect(orders).to.deep.equal([]);
      // Pickup needs no address at all, wherever the customer lives.
      await s.delivery(PICKUP);
      expect((await s.place('cheque')).status).to.equal(200);
    });

    it('lets the operator say where a method delivers, and refuses a place not on the list by name', async () => {
      const staff = await suite.people.staff();
      const base: AdminDelivery = {
        nameFa: 'پیک کاشان',
        nameEn: 'Kashan courier',
        descriptionFa: '',
        descriptionEn: '',
        priceToman: 50_000,
        needsAddress: true,
        restOnArrival: false,
        zone: 'اصفهان / كاشان\nقم',
        sort: 9,
        active: true,
      };
      const saved = await staff.post<{ id: number }>('/api/admin/delivery', base);
      expect(saved.status).to.equal(200);
      const read = (await staff.get<AdminDelivery>(`/api/admin/delivery?id=${saved.body.data.id}`)).body.data;
      // Stored in the list's own spelling (Persian ک for the Arabic ك typed).
      expect(read.zone).to.equal('اصفهان / کاشان\nقم');
      const wrong = await staff.post('/api/admin/delivery', { ...base, zone: 'قم\nGotham' });
      expect(wrong.status).to.equal(400);
      expect(wrong.body.messages[0]).to.include({ code: 'DELIVERY_ZONE_UNKNOWN' });
      expect(wrong.body.messages[0].item1).to.include('Gotham');
    });
  });
}
