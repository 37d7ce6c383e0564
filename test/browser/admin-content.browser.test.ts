import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { PICKUP, Shopper } from '../helpers/shopper.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import type { CartData } from '../../shared/contracts/cart.ts';
import { postPath } from '../../shared/routes.ts';
import { tehranDayOf } from '../../shared/tehran-day.ts';

/** The Tehran day `days` from today, as `YYYY-MM-DD`. */
const tehranDay = (days: number) => tehranDayOf(new Date(Date.now() + days * 86_400_000).toISOString());
/** A day as the picker shows it: Jalali with Persian digits in Persian, Gregorian in English (year/month/day). */
const shownDay = (day: string, lang: 'fa' | 'en') =>
  new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .format(new Date(`${day}T12:00:00Z`))
    .replaceAll('-', '/');

describe('back office content in the browser (Persian on a phone, English on a desktop)', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0934');
  const logo = join(mkdtempSync(join(tmpdir(), 'negahban-logo-')), 'logo.png');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
    writeFileSync(
      logo,
      await sharp({ create: { width: 500, height: 200, channels: 3, background: '#245' } })
        .png()
        .toBuffer(),
    );
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
    it(`creates a discount code that the cart applies, then switches it off, in ${c.lang === 'fa' ? 'Persian on a phone' : 'English on a desktop'}`, async () => {
      const admin = await AdminPage.open(browser, server, people, c);
      const { page } = admin;
      await admin.go('/discounts/new', '#f-code');
      await admin.fill('#f-code', c.code);
      await admin.fill('#f-value', '150');
      // Valid from today for a week, chosen with the keyboard in the operator's calendar (Jalali in Persian), kept as
      // Gregorian days: the same `YYYY-MM-DD` the form always sent.
      const today = tehranDay(0);
      const from = await admin.pickDay('f-validFrom', []);
      const to = await admin.pickDay('f-validTo', ['ArrowDown']);
      expect([from, to]).to.deep.equal([
        { shown: shownDay(today, c.lang), posted: today },
        { shown: shownDay(tehranDay(7), c.lang), posted: tehranDay(7) },
      ]);
      // Refused in the browser by the server's own schema: the field says why, and what was typed stays.
      await page.click('.adm-actions button[type=submit]');
      await page.waitForSelector('#f-value-e');
      expect(await page.$eval('#f-value-e', (e) => e.textContent)).to.equal(
        c.lang === 'fa' ? 'درصد باید بین ۱ تا ۱۰۰ باشد.' : 'A percent is between 1 and 100.',
      );
      expect(await admin.value('#f-code')).to.equal(c.code);
      expect([await admin.value('#f-validFrom'), await admin.value('#f-validTo')]).to.deep.equal([from.shown, to.shown]);
      await admin.shot('admin-discount-error');
      await admin.fill('#f-value', c.typed);
      const id = await admin.saveNew('discounts');
      expect(await admin.value('#f-code')).to.equal(c.code.toUpperCase());
      const row = await server.db.kysely.selectFrom('discounts').select(['valid_from', 'valid_to']).where('id', '=', id).executeTakeFirstOrThrow();
      expect([tehranDayOf(String(row.valid_from)), tehranDayOf(String(row.valid_to))]).to.deep.equal([today, tehranDay(7)]);
      // Read back from the server, the days show again in the operator's calendar and digits.
      await page.waitForSelector('#f-validTo:not([disabled])');
      expect([await admin.value('#f-validFrom'), await admin.value('#f-validTo')]).to.deep.equal([from.shown, to.shown]);
      if (c.lang === 'fa') expect(from.shown).to.match(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}$/);
      await admin.shot('admin-discount-days');
      // A day chosen by mistake can be taken away again, from the keyboard.
      await page.focus('.adm-date__clear');
      await page.keyboard.press('Enter');
      expect(await admin.value('#f-validFrom')).to.equal('');
      expect(await page.evaluate(() => document.activeElement?.id)).to.equal('f-validFrom');

      await admin.go('/discounts', '.adm-table');
      const rows = await page.$$eval('.adm-table tbody tr', (trs) => trs.map((tr) => tr.textContent ?? ''));
      expect(rows.some((r) => r.includes(c.code.toUpperCase()) && r.includes(c.lang === 'fa' ? '۱۵٪' : '15%'))).to.equal(true);
      await admin.shot('admin-discounts');

      // A customer types the code in the cart: 15% off at once.
      const s = await new Shopper(server.url, outbox, c.lang).signUp();
      const item = await server.db.kysely
        .selectFrom('product_items')
        .select(['id', 'price_rial'])
        .where('price_rial', '>=', 1_000_000)
        .where('stock', '>=', 2)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      await s.add(item.id, 1);
      await s.delivery(PICKUP);
      const applied = await s.cart<CartData>({ cartUpdateType: CART_UPDATE.setRebate, discountCode: c.code });
      expect(applied.status, JSON.stringify(applied.body.messages)).to.equal(200);
      expect(applied.body.data.discountRial).to.equal(Math.floor((Number(item.price_rial) * 15) / 100 / 10) * 10);

      // Switched off from the list: the cart no longer takes it.
      await page.$$eval(
        '.adm-table tbody tr',
        (trs, code) => {
          const tr = trs.find((t) => t.textContent?.includes(code as string))!;
          (tr.querySelector('button') as HTMLButtonElement).click();
        },
        c.code.toUpperCase(),
      );
      await page.waitForFunction(
        (code) => [...document.querySelectorAll('.adm-table tbody tr.adm-off')].some((tr) => tr.textContent?.includes(code)),
        {},
        c.code.toUpperCase(),
      );
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

  for (const c of cases) {
    it(`adds a category under another and a brand with a logo, in ${c.lang === 'fa' ? 'Persian on a phone' : 'English on a desktop'}`, async () => {
      const admin = await AdminPage.open(browser, server, people, c);
      const { page } = admin;
      const label = `alarms-${c.lang}`;
      await admin.go('/categories/new', '#f-nameFa');
      await admin.fill('#f-nameFa', 'دزدگیر بی‌سیم');
      await admin.fill('#f-nameEn', 'Wireless alarms');
      await admin.fill('#f-label', label);
      const parent = await page.$$eval(
        '#f-parentId option',
        (os, name) => os.find((o) => o.textContent === name)!.getAttribute('value')!,
        c.lang === 'fa' ? 'اعلام حریق' : 'Fire Alarm',
      );
      expect(parent).to.equal('43');
      await page.select('#f-parentId', parent);
      await admin.shot('admin-category-form');
      const id = await admin.saveNew('categories');
      const row = await server.db.kysely.selectFrom('categories').select(['parent_id', 'label']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).to.deep.equal({ parent_id: Number(parent), label });
      expect(await fetch(`${server.url}/sitemap.xml`).then((r) => r.text())).to.contain(`/cat/${label}/`);
      await admin.go('/categories', '.adm-table');
      await admin.shot('admin-categories');

      await admin.go('/brands/new', '#f-nameFa');
      await admin.fill('#f-nameFa', 'آریا');
      await admin.fill('#f-nameEn', 'Arya');
      await admin.fill('#f-label', `arya-${c.lang}`);
      const input = (await page.$('#f-logo'))!;
      await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(logo);
      await page.waitForSelector('#f-logo-h');
      await page.waitForFunction(() => !!document.querySelector('.adm-field img.adm-logo'));
      await admin.saveNew('brands');
      // The saved brand shows its stored logo, as the site serves it.
      await page.waitForSelector('img.adm-logo[src^="/media/brands/"]');
      const brand = await server.db.kysely.selectFrom('brands').select('logo').where('label', '=', `arya-${c.lang}`).executeTakeFirstOrThrow();
      expect(brand.logo).to.match(/^brands\/\w+\.webp$/);
      const site = await admin.context.newPage();
      await site.goto(`${server.url}${c.lang === 'en' ? '/en' : ''}/brand/`);
      // The load event does not wait for a lazy picture (the page's scripts, which it used to wait for, now come after
      // the first paint): wait for this one to finish, then see that it drew.
      const logoSrc = `/media/${brand.logo}`;
      await site.waitForFunction((src) => document.querySelector<HTMLImageElement>(`img[src="${src}"]`)?.complete, { timeout: 10_000 }, logoSrc);
      expect(await site.$eval(`img[src="${logoSrc}"]`, (i) => (i as HTMLImageElement).naturalWidth)).to.be.greaterThan(0);
      await admin.shot('admin-brand-form');
      expect(admin.problems).to.deep.equal([]);
      await admin.context.close();
    });
  }

  for (const c of cases) {
    it(`writes a Markdown post with its preview in both languages and sees it on the site, in ${c.lang === 'fa' ? 'Persian on a phone' : 'English on a desktop'}`, async () => {
      const admin = await AdminPage.open(browser, server, people, c);
      const { page } = admin;
      page.on('dialog', (d) => void (admin.problems.push(`dialog: ${d.message()}`), d.dismiss()));
      await admin.go('/posts/new', '#f-nameFa');
      const title = { fa: `نگهداری کپسول ${c.lang}`, en: `Caring for an extinguisher ${c.lang}` };
      await admin.fill('#f-nameFa', title.fa);
      await admin.fill('#f-nameEn', title.en);
      // The publishing time in the screen's digits, as it comes and as it is typed (issue #30).
      const clock = c.lang === 'fa' ? /^[۰-۹]{2}:[۰-۹]{2}$/ : /^\d{2}:\d{2}$/;
      expect(await page.$eval('#f-publishedTime', (i) => (i as HTMLInputElement).value)).to.match(clock);
      await admin.fill('#f-publishedTime', '09:30');
      expect(await page.$eval('#f-publishedTime', (i) => (i as HTMLInputElement).value)).to.equal(c.lang === 'fa' ? '۰۹:۳۰' : '09:30');
      await admin.fill('#f-bodyFa', '## بازدید ماهانه\n\nفشار را **هر ماه** ببینید.');
      await admin.fill('#f-bodyEn', '## Monthly check\n\nLook at the gauge **every month**. <script>alert(1)</script>\n\n- pin\n- seal');
      // The preview follows the text as it is typed, each language in its own direction.
      await page.waitForFunction(() => document.querySelector('#preview-en h2')?.textContent === 'Monthly check');
      expect(
        await page.$eval('#preview-fa', (e) => [e.getAttribute('dir'), e.querySelector('h2')?.textContent, e.querySelector('strong')?.textContent]),
      ).to.deep.equal(['rtl', 'بازدید ماهانه', 'هر ماه']);
      expect(
        await page.$eval('#preview-en', (e) => [
          e.getAttribute('dir'),
          e.querySelectorAll('li').length,
          e.querySelector('script'),
          e.textContent?.includes('<script>alert(1)</script>'),
        ]),
      ).to.deep.equal(['ltr', 2, null, true]);
      await admin.shot('admin-post-form');
      const id = await admin.saveNew('posts');

      const site = await admin.context.newPage();
      site.on('dialog', (d) => void (admin.problems.push(`dialog: ${d.message()}`), d.dismiss()));
      await site.goto(`${server.url}${c.lang === 'en' ? '/en' : ''}${postPath(id, title[c.lang])}`);
      const shown = await site.$eval('article.prose', (a) => [
        a.querySelector('h2')?.textContent,
        a.querySelector('strong')?.textContent,
        a.querySelector('script'),
      ]);
      expect(shown).to.deep.equal(c.lang === 'fa' ? ['بازدید ماهانه', 'هر ماه', null] : ['Monthly check', 'every month', null]);
      await site.goto(`${server.url}${c.lang === 'en' ? '/en' : ''}/st/blog/`);
      expect(await site.content()).to.contain(title[c.lang]);
      expect(admin.problems).to.deep.equal([]);
      await admin.context.close();
    });
  }
});
