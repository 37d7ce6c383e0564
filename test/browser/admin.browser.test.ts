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
const shot = (page: Page, name: string) =>
  process.env.SCREENSHOTS_DIR ? page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, `${name}.png`), fullPage: true }) : null;

describe('back office in the browser: an operator adds a product with two items and two pictures, puts the second first, and sees it on the site', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0938');
  const folder = mkdtempSync(join(tmpdir(), 'negahban-pic-'));
  const picture = join(folder, 'siren.png');
  const second = join(folder, 'red-siren.png');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
    writeFileSync(
      picture,
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer(),
    );
    writeFileSync(
      second,
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const cases = [
    // The arrows point the way the pictures run: towards the start of the row (right in Persian) is earlier.
    {
      lang: 'fa' as const,
      width: 390,
      height: 844,
      suffix: 'P1',
      name: 'آژیر زرافشان',
      alts: ['آژیر سبز', 'آژیر قرمز'],
      earlier: { name: 'بردن تصویر ۲ (آژیر قرمز) به قبل', text: '→ قبل' },
    },
    {
      lang: 'en' as const,
      width: 1280,
      height: 900,
      suffix: 'D1',
      name: 'Zarafshan siren',
      alts: ['Green siren', 'Red siren'],
      earlier: { name: 'Move picture 2 (Red siren) earlier', text: '← Earlier' },
    },
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
      await page.waitForSelector('#adm-password').catch(async (e) => {
        console.log(problems, (await page.content()).slice(0, 1500));
        throw e;
      });
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
      await page.waitForSelector('#pic-file').catch(async (e) => {
        console.log(page.url(), problems, (await page.$eval('#admin-root', (r) => r.innerHTML)).slice(0, 800));
        throw e;
      });
      async function upload(file: string, altFa: string, altEn: string, count: number) {
        const input = (await page.$('#pic-file'))!;
        await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(file);
        for (const [id, alt] of [
          ['#pic-alt-en', altEn],
          ['#pic-alt-fa', altFa],
        ]) {
          await page.$eval(id, (i) => void ((i as HTMLInputElement).value = ''));
          await page.type(id, alt);
        }
        const buttons = await page.$$('fieldset button');
        for (const b of buttons) if ((await b.evaluate((e) => e.textContent)) === (c.lang === 'fa' ? 'بارگذاری تصویر' : 'Upload picture')) await b.click();
        await page.waitForFunction((n) => document.querySelectorAll('.adm-pictures li').length === n, {}, count);
      }
      await upload(picture, 'آژیر سبز', 'Green siren', 1);
      await upload(second, 'آژیر قرمز', 'Red siren', 2);
      const shown = () =>
        page.$$eval('.adm-pictures li', (lis) =>
          lis.map((li) => ({ alt: li.querySelector('img')!.alt, file: /products\/[0-9a-f]+/.exec(li.querySelector('img')!.src)![0] })),
        );
      const [green, red] = await shown();
      expect([green.alt, red.alt]).to.deep.equal(c.alts);
      // The second picture goes first: it becomes the product's main picture. The buttons say which picture they move.
      const earlier = '.adm-pictures li:nth-child(2) [data-move=earlier]';
      expect(await page.$eval(earlier, (b) => [b.getAttribute('aria-label'), b.textContent])).to.deep.equal([c.earlier.name, c.earlier.text]);
      const disabled = () => page.$$eval('.adm-pictures [data-move]', (bs) => bs.map((b) => (b as HTMLButtonElement).disabled));
      expect(await disabled(), 'earlier of the first and later of the last are disabled').to.deep.equal([true, false, false, true]);
      await shot(page, `admin-product-${c.lang}-${c.width}`);
      await page.click(earlier);
      await page.waitForFunction((alt) => document.querySelector('.adm-pictures li img')?.getAttribute('alt') === alt, {}, c.alts[1]);
      expect((await shown()).map((p) => p.alt)).to.deep.equal([c.alts[1], c.alts[0]]);
      await page.waitForSelector('.adm-pictures ~ .adm-notice');
      expect(await disabled()).to.deep.equal([true, false, false, true]);
      // The keyboard stays on the moved picture, on the button it can still use.
      await page.waitForFunction(() => document.activeElement?.matches('.adm-pictures li:first-child [data-move=later]'));
      expect(await page.evaluate(() => document.activeElement?.closest('li')?.querySelector('img')?.alt)).to.equal(c.alts[1]);
      await shot(page, `admin-product-moved-${c.lang}-${c.width}`);

      const items = await server.db.kysely.selectFrom('product_items').select(['sku', 'price_rial']).where('product_id', '=', id).orderBy('sort').execute();
      expect(items.map((i) => [i.sku, Number(i.price_rial)])).to.deep.equal([
        [`ZS-${c.suffix}-S`, 8_500_000],
        [`ZS-${c.suffix}-L`, 9_900_000],
      ]);
      const site = await context.newPage();
      await site.goto(`${server.url}${c.lang === 'en' ? '/en' : ''}/search/?q=${encodeURIComponent(c.lang === 'en' ? 'zarafshan siren' : 'آژیر زرافشان')}`);
      expect(await site.content()).to.contain(c.lang === 'en' ? `Zarafshan siren ${c.suffix}` : `آژیر زرافشان ${c.suffix}`);
      // The card in the results and the product page lead with the picture moved first.
      const card = await site.$eval(`.product-card a[href*="/pr/${id}/"] img`, (img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src);
      expect(card).to.contain(red.file);
      await site.goto(`${server.url}${c.lang === 'en' ? '/en' : ''}/pr/${id}/`);
      await site.waitForSelector('.gallery__slide[data-index="0"] img');
      expect(
        await site.$eval('.gallery__slide[data-index="0"] img', (img) => [
          (img as HTMLImageElement).alt,
          (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
        ]),
      ).to.satisfy(([alt, src]: string[]) => alt === c.alts[1] && src.includes(red.file));
      await shot(site, `site-product-${c.lang}-${c.width}`);
      expect(problems).to.deep.equal([]);
      await context.close();
    });
  }
});
