import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { PICKUP, Shopper } from '../helpers/shopper.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import type { CartData } from '../../shared/contracts/cart.ts';

describe('back office in the browser: an operator creates a discount code that the cart applies', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0934');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const cases = [
    { lang: 'fa' as const, width: 390, height: 844, code: 'yalda1405', typed: '۱۵' },
    { lang: 'en' as const, width: 1280, height: 900, code: 'nowruz-15', typed: '15' },
  ];
  for (const c of cases) {
    it(`in ${c.lang === 'fa' ? 'Persian on a phone' : 'English on a desktop'}`, async () => {
      const admin = await AdminPage.open(browser, server, people, c);
      const { page } = admin;
      await admin.go('/discounts/new', '#f-code');
      await admin.fill('#f-code', c.code);
      await admin.fill('#f-value', '150');
      // Refused in the browser by the server's own schema: the field says why, and what was typed stays.
      await page.click('.adm-actions button[type=submit]');
      await page.waitForSelector('#f-value-e');
      expect(await page.$eval('#f-value-e', (e) => e.textContent)).to.equal(c.lang === 'fa' ? 'درصد باید بین ۱ تا ۱۰۰ باشد.' : 'A percent is between 1 and 100.');
      expect(await admin.value('#f-code')).to.equal(c.code);
      await admin.shot('admin-discount-error');
      await admin.fill('#f-value', c.typed);
      const id = await admin.saveNew('discounts');
      expect(await admin.value('#f-code')).to.equal(c.code.toUpperCase());

      await admin.go('/discounts', '.adm-table');
      const rows = await page.$$eval('.adm-table tbody tr', (trs) => trs.map((tr) => tr.textContent ?? ''));
      expect(rows.some((r) => r.includes(c.code.toUpperCase()) && r.includes(c.lang === 'fa' ? '۱۵٪' : '15%'))).to.equal(true);
      await admin.shot('admin-discounts');

      // A customer types the code in the cart: 15% off at once.
      const s = await new Shopper(server.url, outbox, c.lang).signUp();
      const item = await server.db.kysely.selectFrom('product_items').select(['id', 'price_rial']).where('price_rial', '>=', 1_000_000).where('stock', '>=', 2).orderBy('id').limit(1).executeTakeFirstOrThrow();
      await s.add(item.id, 1);
      await s.delivery(PICKUP);
      const applied = await s.cart<CartData>({ cartUpdateType: CART_UPDATE.setRebate, discountCode: c.code });
      expect(applied.status, JSON.stringify(applied.body.messages)).to.equal(200);
      expect(applied.body.data.discountRial).to.equal(Math.floor((Number(item.price_rial) * 15) / 100 / 10) * 10);

      // Switched off from the list: the cart no longer takes it.
      await page.$$eval('.adm-table tbody tr', (trs, code) => {
        const tr = trs.find((t) => t.textContent?.includes(code as string))!;
        (tr.querySelector('button') as HTMLButtonElement).click();
      }, c.code.toUpperCase());
      await page.waitForFunction((code) => [...document.querySelectorAll('.adm-table tbody tr.adm-off')].some((tr) => tr.textContent?.includes(code)), {}, c.code.toUpperCase());
      const refused = await s.cart({ cartUpdateType: CART_UPDATE.setRebate, discountCode: c.code });
      expect(refused.body.messages[0].code).to.equal('DISCOUNT_UNKNOWN');
      expect((await server.db.kysely.selectFrom('discounts').select('active').where('id', '=', id).executeTakeFirstOrThrow()).active).to.equal(0);

      await admin.go('/deliveries', '.adm-table');
      await admin.shot('admin-deliveries');
      await admin.go('/deliveries/new', '#f-nameFa');
      await admin.shot('admin-delivery-form');
      expect(admin.problems).to.deep.equal([]);
      await admin.context.close();
    });
  }
});
