import { expect } from 'chai';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';

/** Screenshots go to SCREENSHOTS_DIR when set (never committed). */
const shot = (page: Page, name: string) => (process.env.SCREENSHOTS_DIR ? page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, `${name}.png`), fullPage: true }) : null);

describe('back office in the browser: an operator adds a product with two items and a picture, and sees it on the site', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0938');
  const picture = join(mkdtempSync(join(tmpdir(), 'negahban-pic-')), 'siren.png');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
    writeFileSync(picture, await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } }).png().toBuffer());
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const cases = [
    { lang: 'fa' as const, width: 390, height: 844, suffix: 'P1', name: 'آژیر زرافشان' },
    { lang: 'en' as const, width: 1280, height: 900, suffix: 'D1', name: 'Zarafshan siren' },
  ];
  for (const c of cases) {
    it(`in ${c.lang === 'fa' ? 'Persian on a phone' : 'English on a desktop'}`, async () => {
      const v = people.visitor(c.lang);
      const mobile = people.newMobile();
      await people.signIn(v, mobile, 'Operator');
      await server.db.kysely.updateTable('users').set({ role: 'staff' }).where('mobile', '=', mobile).execute();
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(String(err)));
      page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
      await page.setViewport({ width: c.width, height: c.height });
      await page.evaluateOnNewDocument((lang) => localStorage.setItem('admin.locale', lang), c.lang);
      const host = new URL(server.url);
      await page.setCookie(...[...v.cookies].map(([name, value]) => ({ name, value, domain: host.hostname, path: '/' })));

      await page.goto(`${server.url}/admin/`);
      await page.waitForSelector('#adm-password').catch(async (e) => { console.log(problems, (await page.content()).slice(0, 1500)); throw e; });
      expect(await page.$eval('html', (h) => h.dir)).to.equal(c.lang === 'fa' ? 'rtl' : 'ltr');
      await shot(page, `admin-password-${c.lang}-${c.width}`);
      await page.type('#adm-password', 'operator-secret');
      await page.click('.adm-gate button[type=submit]');
      await page.waitForSelector('.adm-cards');
      await shot(page, `admin-dashboard-${c.lang}-${c.width}`);

      await page.goto(`${server.url}/admin/products/new`);
      await page.waitForSelector('#f-nameFa');
      await page.type('#f-nameFa', `آژیر زرافشان ${c.suffix}`);
      await page.type('#f-nameEn', `Zarafshan siren ${c.suffix}`);
      await page.type('#f-labelFa', `آژیر زرافشان ${c.suffix}`);
      await page.type('#f-labelEn', `zarafshan siren ${c.suffix}`);
      // Saved without a code: the form says what is missing and keeps what was typed.
      await page.click('.adm-actions button[type=submit]');
      await page.waitForSelector('#f-code-e');
      expect(await page.$eval('#f-nameEn', (i) => (i as HTMLInputElement).value)).to.equal(`Zarafshan siren ${c.suffix}`);
      await page.type('#f-code', `ZS-${c.suffix}`);
      await page.type('#item-0-sku', `ZS-${c.suffix}-S`);
      await page.type('#item-0-priceToman', '850000');
      await page.type('#item-0-stock', '4');
      const addItem = (await page.$$('fieldset:nth-of-type(2) > button'))[0];
      await addItem.click();
      await page.waitForSelector('#item-1-sku');
      await page.type('#item-1-sku', `ZS-${c.suffix}-L`);
      await page.type('#item-1-nameEn', 'Large');
      await page.type('#item-1-priceToman', '990000');
      await shot(page, `admin-product-form-${c.lang}-${c.width}`);
      await page.click('.adm-actions button[type=submit]');
      await page.waitForFunction(() => /\/admin\/products\/\d+$/.test(location.pathname));
      const id = Number(page.url().split('/').pop());
      // The form starts again at the product's own address and still says it was saved.
      await page.waitForSelector('.adm-notice');
      await page.waitForSelector('#pic-file').catch(async (e) => { console.log(page.url(), problems, (await page.$eval('#admin-root', (r) => r.innerHTML)).slice(0, 800)); throw e; });
      const input = (await page.$('#pic-file'))!;
      await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(picture);
      await page.type('#pic-alt-en', 'Green siren');
      await page.type('#pic-alt-fa', 'آژیر سبز');
      const buttons = await page.$$('fieldset button');
      for (const b of buttons) if ((await b.evaluate((e) => e.textContent)) === (c.lang === 'fa' ? 'بارگذاری تصویر' : 'Upload picture')) await b.click();
      await page.waitForSelector('.adm-pictures img');
      await shot(page, `admin-product-${c.lang}-${c.width}`);

      const items = await server.db.kysely.selectFrom('product_items').select(['sku', 'price_rial']).where('product_id', '=', id).orderBy('sort').execute();
      expect(items.map((i) => [i.sku, Number(i.price_rial)])).to.deep.equal([[`ZS-${c.suffix}-S`, 8_500_000], [`ZS-${c.suffix}-L`, 9_900_000]]);
      const site = await context.newPage();
      await site.goto(`${server.url}${c.lang === 'en' ? '/en' : ''}/search/?q=${encodeURIComponent(c.lang === 'en' ? 'zarafshan siren' : 'آژیر زرافشان')}`);
      expect(await site.content()).to.contain(c.lang === 'en' ? `Zarafshan siren ${c.suffix}` : `آژیر زرافشان ${c.suffix}`);
      expect(problems).to.deep.equal([]);
      await context.close();
    });
  }
});
