import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite, twoProcessBackOffice } from '../helpers/admin-client.ts';
import { Shopper, PICKUP } from '../helpers/shopper.ts';
import { invoiceOf, placeAndPay } from '../helpers/invoices.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { bootstrapInHtml } from '../../client/shell/hydration.ts';
import type { SiteSettings, SiteSettingsInput } from '../../shared/contracts/admin/settings.ts';

type AuditPage = { items: { action: string; entity: string; before: unknown; after: unknown }[] };

/** The seller of SELLER_*: the settings' defaults until an admin saves one. */
const SELLER_ENV = {
  SELLER_NAME_FA: 'شرکت آزمون امن',
  SELLER_NAME_EN: 'Azmoon Safety Co.',
  SELLER_NATIONAL_ID: '10380284790',
  SELLER_ECONOMIC_CODE: '411111111111',
  SELLER_REGISTRATION_NO: '12345',
  SELLER_ADDRESS_FA: 'تهران، خیابان آزمون ۱',
  SELLER_ADDRESS_EN: '1 Azmoon St., Tehran',
  SELLER_POSTAL_CODE: '1111111111',
  SELLER_PHONE: '02122223333',
};

const NEW_SELLER = {
  nameFa: 'شرکت نگهبان نو',
  nameEn: 'Negahban Nou Co.',
  nationalId: '۱۴۰۰۷۶۵۰۹۱۲',
  economicCode: '14007650912',
  registrationNo: '98765',
  addressFa: 'اصفهان، خیابان چهارباغ',
  addressEn: 'Chaharbagh St., Isfahan',
  postalCode: '8111111111',
  phone: '031-32221111',
};

/** The contact details a save sends: typed as an operator would (Persian digits, a handle, a comma decimal). */
const CONTACT: SiteSettingsInput = {
  phones: ['۰۲۱ ۴۴۵۵ ۶۶۷۷', '+98 912 765 4321', ''],
  addressFa: 'تهران، خیابان شریعتی، پلاک ۱۰',
  addressEn: 'No. 10, Shariati St., Tehran',
  workingHoursFa: 'همه‌روزه ۹ تا ۱۸',
  workingHoursEn: 'Every day, 9:00–18:00',
  mapLat: '۳۵٫۷۰۰۱',
  mapLng: 51.41,
  social: { instagram: '@negahban.co', telegram: 'https://t.me/negahban', whatsapp: '', aparat: '' },
};

const page = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}`);
  expect(res.status).to.equal(200);
  return res.text();
};
const footerOf = (html: string) => {
  const start = html.indexOf('<footer class="site-footer"');
  return html.slice(start, html.indexOf('</footer>', start));
};
const organizationOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((node) => node['@type'] === 'Organization')!;

for (const database of TEST_DATABASES) {
  describe(`the site's settings in the back office (${database.name})`, function () {
    this.timeout(90_000);
    const suite = backOfficeSuite(database, { mobilePrefix: '0927', env: SELLER_ENV });
    const { people } = suite;
    const base = () => suite.server.url;

    it('shows today’s values and SELLER_* until saved: the footer, the contact page and the JSON-LD say what they said before', async () => {
      const staff = await people.staff('staff', 'fa');
      const read = (await staff.get<SiteSettings>('/api/admin/settings')).body.data;
      expect(read).to.deep.include({
        phones: ['02188776655'],
        mapLat: 35.7579,
        mapLng: 51.4096,
        social: {},
        saved: { contact: false, seller: false },
        mayEditSeller: false,
      });
      expect(read.seller).to.deep.equal({
        nameFa: SELLER_ENV.SELLER_NAME_FA,
        nameEn: SELLER_ENV.SELLER_NAME_EN,
        nationalId: SELLER_ENV.SELLER_NATIONAL_ID,
        economicCode: SELLER_ENV.SELLER_ECONOMIC_CODE,
        registrationNo: SELLER_ENV.SELLER_REGISTRATION_NO,
        addressFa: SELLER_ENV.SELLER_ADDRESS_FA,
        addressEn: SELLER_ENV.SELLER_ADDRESS_EN,
        postalCode: SELLER_ENV.SELLER_POSTAL_CODE,
        phone: SELLER_ENV.SELLER_PHONE,
      });
      const fa = footerOf(await page(base(), '/'));
      expect(fa).to.include('تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۵۰، طبقه سوم');
      expect(fa).to.include('<a href="tel:+982188776655" dir="ltr">۰۲۱-۸۸۷۷۶۶۵۵</a>');
      const en = await page(base(), '/en/st/contactus/');
      expect(footerOf(en)).to.include('<a href="tel:+982188776655" dir="ltr">+98 21 8877 6655</a>');
      expect(en).to.include('Saturday to Wednesday 8:00–17:00, Thursday 8:00–13:00');
      expect(en).to.include('geo:35.7579,51.4096');
      expect(organizationOf(en)).to.deep.include({ telephone: '+982188776655' });
      expect(organizationOf(en)).to.not.have.property('sameAs');
    });

    it('saves what an operator types, normalised; every page shows it at once in both languages; audited before and after', async () => {
      const staff = await people.staff('staff', 'fa');
      // A cached page of before, so the save must clear it.
      await page(base(), '/en/');
      const saved = await staff.post<SiteSettings>('/api/admin/settings', CONTACT);
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      expect(saved.body.data).to.deep.include({
        phones: ['02144556677', '09127654321'],
        mapLat: 35.7001,
        mapLng: 51.41,
        social: { instagram: 'https://www.instagram.com/negahban.co/', telegram: 'https://t.me/negahban' },
        saved: { contact: true, seller: false },
      });
      expect((await staff.get<SiteSettings>('/api/admin/settings')).body.data).to.deep.equal(saved.body.data);

      const fa = await page(base(), '/');
      expect(footerOf(fa)).to.include('تهران، خیابان شریعتی، پلاک ۱۰');
      expect(footerOf(fa)).to.include('<a href="tel:+982144556677" dir="ltr">۰۲۱-۴۴۵۵۶۶۷۷</a>');
      expect(footerOf(fa)).to.include('<a href="tel:+989127654321" dir="ltr">۰۹۱۲-۷۶۵-۴۳۲۱</a>');
      expect(footerOf(fa)).to.include('href="https://www.instagram.com/negahban.co/"');
      expect(footerOf(fa)).to.not.include('ولیعصر');
      const en = await page(base(), '/en/');
      expect(footerOf(en)).to.include('No. 10, Shariati St., Tehran');
      expect(footerOf(en)).to.include('+98 912 765 4321');
      expect(bootstrapInHtml(en)!.site.contact.address).to.equal('No. 10, Shariati St., Tehran');
      const contact = await page(base(), '/st/contactus/');
      expect(contact).to.include('همه‌روزه ۹ تا ۱۸');
      expect(contact).to.include('geo:35.7001,51.41');
      expect(organizationOf(contact)).to.deep.include({
        telephone: '+982144556677',
        sameAs: ['https://www.instagram.com/negahban.co/', 'https://t.me/negahban'],
      });
      expect((organizationOf(contact).address as { streetAddress: string }).streetAddress).to.equal('تهران، خیابان شریعتی، پلاک ۱۰');

      const admin = await people.staff('admin');
      const audit = (await admin.get<AuditPage>('/api/admin/audit?entity=site_contact')).body.data.items;
      expect(audit.map((a) => a.action)).to.deep.equal(['settings.update']);
      expect(audit[0]!.before).to.deep.include({ phones: ['02188776655'] });
      expect(audit[0]!.after).to.deep.include({ phones: ['02144556677', '09127654321'] });
    });

    it('refuses each bad value with a 400 naming its field, in the operator’s language, and keeps what was saved', async () => {
      const staff = await people.staff('staff', 'fa');
      const before = (await staff.get<SiteSettings>('/api/admin/settings')).body.data;
      const refused = async (change: Partial<SiteSettingsInput>) => {
        const res = await staff.post('/api/admin/settings', { ...CONTACT, ...change });
        return [res.status, res.body.messages[0]?.code, res.body.messages[0]?.item2];
      };
      expect(await refused({ phones: ['02144556677', '12345'] })).to.deep.equal([400, 'PHONE_INVALID', 'phones.1']);
      expect(await refused({ phones: [' '] })).to.deep.equal([400, 'PHONES_NONE', 'phones']);
      expect(await refused({ phones: Array(6).fill('02144556677') })).to.deep.equal([400, 'PHONES_TOO_MANY', 'phones']);
      expect(await refused({ mapLat: '91' })).to.deep.equal([400, 'LATITUDE_INVALID', 'mapLat']);
      expect(await refused({ mapLng: 'east' })).to.deep.equal([400, 'LONGITUDE_INVALID', 'mapLng']);
      expect(await refused({ social: { instagram: 'https://evil.example/negahban' } })).to.deep.equal([400, 'SOCIAL_LINK_INVALID', 'social.instagram']);
      expect(await refused({ social: { telegram: 'http://t.me/negahban' } })).to.deep.equal([400, 'SOCIAL_LINK_INVALID', 'social.telegram']);
      expect(await refused({ addressEn: '  ' })).to.deep.equal([400, 'REQUIRED', 'addressEn']);
      const persian = await staff.post('/api/admin/settings', { ...CONTACT, phones: ['02144556677', '12345'] });
      expect(persian.body.messages[0].item1).to.include('تلفن ۲');
      const english = await (await people.staff('staff', 'en')).post('/api/admin/settings', { ...CONTACT, social: { aparat: 'http://aparat.com/x' } });
      expect(english.body.messages[0].item1).to.equal("“Aparat” must be an https:// address on aparat.com, or just the account's name.");
      expect((await staff.get<SiteSettings>('/api/admin/settings')).body.data).to.deep.equal(before);
    });

    it('the seller is an admin’s: staff may not change it; an admin’s save is checked, audited, and names the new seller on invoices from then on only', async () => {
      const staff = await people.staff('staff', 'en');
      const current = (await staff.get<SiteSettings>('/api/admin/settings')).body.data;
      // Sent back unchanged, a staff member's save goes through; changed, it is refused.
      expect((await staff.post('/api/admin/settings', { ...CONTACT, seller: current.seller })).status).to.equal(200);
      const byStaff = await staff.post('/api/admin/settings', { ...CONTACT, seller: NEW_SELLER });
      expect([byStaff.status, byStaff.body.messages[0]?.code, byStaff.body.messages[0]?.item2]).to.deep.equal([403, 'SELLER_ADMIN_ONLY', 'seller']);

      const admin = await people.staff('admin', 'en');
      expect((await admin.get<SiteSettings>('/api/admin/settings')).body.data.mayEditSeller).to.equal(true);
      const bad = await admin.post('/api/admin/settings', { ...CONTACT, seller: { ...NEW_SELLER, nationalId: '14007650913' } });
      expect([bad.status, bad.body.messages[0]?.code, bad.body.messages[0]?.item2]).to.deep.equal([400, 'NATIONAL_ID_INVALID', 'seller.nationalId']);
      const badPostal = await admin.post('/api/admin/settings', { ...CONTACT, seller: { ...NEW_SELLER, postalCode: '123' } });
      expect(badPostal.body.messages[0]?.item2).to.equal('seller.postalCode');

      // An invoice issued before the change…
      const shopper = await new Shopper(base(), suite.outbox, 'en').signUp();
      const item = await suite.server.db.kysely
        .selectFrom('product_items')
        .select('id')
        .where('price_rial', 'is not', null)
        .where('stock', '>=', 5)
        .where('active', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await shopper.add(item.id, 1);
      await shopper.delivery(PICKUP);
      const before = await placeAndPay(shopper, base());
      expect((await invoiceOf(shopper, before)).body.data.seller).to.deep.include({
        name: SELLER_ENV.SELLER_NAME_EN,
        nationalId: SELLER_ENV.SELLER_NATIONAL_ID,
      });

      const saved = await admin.post<SiteSettings>('/api/admin/settings', { ...CONTACT, seller: NEW_SELLER });
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      expect(saved.body.data.seller).to.deep.include({ nationalId: '14007650912', phone: '03132221111' });
      expect(saved.body.data.saved).to.deep.equal({ contact: true, seller: true });

      // …keeps its seller; one issued after names the new one.
      await shopper.add(item.id, 1);
      await shopper.delivery(PICKUP);
      const after = await placeAndPay(shopper, base());
      expect((await invoiceOf(shopper, before)).body.data.seller).to.deep.include({ name: SELLER_ENV.SELLER_NAME_EN });
      expect((await invoiceOf(shopper, after)).body.data.seller).to.deep.include({
        name: 'Negahban Nou Co.',
        nationalId: '14007650912',
        address: 'Chaharbagh St., Isfahan',
      });

      const audit = (await admin.get<AuditPage>('/api/admin/audit?entity=site_seller')).body.data.items;
      expect(audit).to.have.length(1);
      expect(audit[0]!.before).to.deep.include({ nameEn: SELLER_ENV.SELLER_NAME_EN });
      expect(audit[0]!.after).to.deep.include({ nameEn: 'Negahban Nou Co.' });
    });

    it('is closed to strangers and customers', async () => {
      expect((await people.visitor().get('/api/admin/settings')).status).to.be.oneOf([401, 403]);
      const customer = await people.customer();
      expect((await customer.post('/api/admin/settings', CONTACT)).status).to.be.oneOf([401, 403]);
    });
  });
}

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('settings saved on one worker (postgres, two processes)', function () {
  this.timeout(60_000);
  const { a, b, people } = twoProcessBackOffice('0926');

  // "At once": as soon as the change bus reaches the other process (its event, not a timer), with no restart.
  it('show in the other process’s footer as soon as the change reaches it', async () => {
    // The other process has rendered (and kept) its footer once: anything it kept would be stale.
    expect(footerOf(await page(b().url, '/en/'))).to.include('+98 21 8877 6655');
    const staff = await people.staff();
    expect((await staff.post('/api/admin/settings', CONTACT)).status).to.equal(200);
    expect(footerOf(await page(a().url, '/en/'))).to.include('+98 21 4455 6677');
    const onB = await waitUntil('the other process to show the new phone', async () => {
      const footer = footerOf(await page(b().url, '/en/'));
      return footer.includes('+98 21 4455 6677') ? footer : undefined;
    });
    expect(onB).to.include('No. 10, Shariati St., Tehran');
  });
});
