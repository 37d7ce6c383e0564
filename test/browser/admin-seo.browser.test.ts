import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { axeViolations } from '../helpers/storefront-page.ts';
import { get } from '../helpers/http.ts';
import { localizePath } from '../../shared/locale.ts';
import { productPath } from '../../shared/routes.ts';
import { SEO_TITLE_MAX } from '../../shared/contracts/admin/seo.ts';

/**
 * Issue #32: a product's own title and description, typed from the keyboard on the product form, with the count of
 * each as it is typed (read out with the field), a too-long title refused in the browser, and the page using them.
 */
describe('back office SEO fields on the product form, from the keyboard (Persian on a phone, English on a desktop)', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0932');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const cases = [
    {
      lang: 'fa' as const,
      width: 390,
      height: 844,
      productId: 3,
      title: 'دوربین مداربسته برای انبار',
      description: 'ارسال به همه‌ی شهرها',
      count: (n: number) => `${n.toLocaleString('fa-IR')} از ۷۰ نویسه`,
    },
    {
      lang: 'en' as const,
      width: 1280,
      height: 900,
      productId: 4,
      title: 'A camera for the warehouse',
      description: 'Shipped to every city',
      count: (n: number) => `${n} of 70 characters`,
    },
  ];
  for (const c of cases) {
    it(`types a title and description with their counts and preview, refuses a long title, and the page uses them (${c.lang})`, async () => {
      const admin = await AdminPage.open(browser, server, people, c);
      const { page } = admin;
      const suffix = c.lang === 'fa' ? 'Fa' : 'En';
      const title = `#f-seoTitle${suffix}`;
      const description = `#f-seoDescription${suffix}`;
      await admin.go(`/products/${c.productId}`, title);
      const active = () => page.evaluate(() => document.activeElement?.id);
      const text = (selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText.trim());

      // From the specifications' last button, Tab reaches the Persian title first; the English ones follow the Persian pair.
      await page.focus('fieldset:nth-of-type(3) > button');
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal(c.lang === 'fa' ? 'افزودن مشخصه' : 'Add a specification');
      await page.keyboard.press('Tab');
      expect(await active()).to.equal('f-seoTitleFa');
      if (c.lang === 'en') {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        expect(await active()).to.equal('f-seoTitleEn');
      }
      // The count is what describes the field, so a screen reader says it with the field.
      expect(await page.$eval(title, (i) => i.getAttribute('aria-describedby'))).to.equal(`f-seoTitle${suffix}-n`);
      expect(await text(`${title}-n`)).to.equal(c.count(0));
      // Empty, the preview shows what the page makes itself: the product's name.
      const name = await admin.value(`#f-name${suffix}`);
      expect(await text(`#seo-preview-${c.lang} .adm-seo__title`)).to.equal(name.replace(/\s+/g, ' ').trim());

      await page.keyboard.type(c.title);
      expect(await text(`${title}-n`)).to.equal(c.count(c.title.length));
      expect(await text(`#seo-preview-${c.lang} .adm-seo__title`)).to.equal(c.title);
      await page.keyboard.press('Tab');
      expect(await active()).to.equal(`f-seoDescription${suffix}`);
      await page.keyboard.type(c.description);
      expect(await text(`${description}-n`)).to.equal(c.count(c.description.length).replace('۷۰', '۱۶۰').replace('70', '160'));
      expect(await text(`#seo-preview-${c.lang} .adm-seo__description`)).to.equal(c.description);

      // Past the limit: the count says by how much, and saving (Enter in the field) is refused with the field's message.
      await page.focus(title);
      await page.keyboard.press('End');
      const extra = 'x'.repeat(SEO_TITLE_MAX - c.title.length + 3);
      await page.keyboard.type(extra);
      expect(await text(`${title}-n`)).to.match(c.lang === 'fa' ? /۳ نویسه بیش از ۷۰/ : /3 over the 70 allowed/);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${title}-e`);
      expect(await text(`${title}-e`)).to.include(c.lang === 'fa' ? 'حداکثر ۷۰ نویسه' : 'at most 70 characters');
      expect(await page.$eval(title, (i) => [i.getAttribute('aria-invalid'), i.getAttribute('aria-describedby')])).to.deep.equal([
        'true',
        `f-seoTitle${suffix}-n f-seoTitle${suffix}-e`,
      ]);
      expect(await axeViolations(page)).to.deep.equal([]);
      await admin.shot('admin-seo-too-long');

      for (let i = 0; i < extra.length; i++) await page.keyboard.press('Backspace');
      expect(await text(`${title}-n`)).to.equal(c.count(c.title.length));
      await page.keyboard.press('Enter');
      await page.waitForSelector('.adm-notice');
      await admin.shot('admin-seo-saved');

      const row = await server.db.kysely.selectFrom('products').selectAll().where('id', '=', c.productId).executeTakeFirstOrThrow();
      expect([row[`seo_title_${c.lang}`], row[`seo_description_${c.lang}`]]).to.deep.equal([c.title, c.description]);
      const res = await get(server.url, localizePath(productPath(c.productId, c.lang === 'fa' ? row.label_fa : row.label_en), c.lang));
      expect(/<title>([^<]*)<\/title>/.exec(res.text)?.[1]).to.equal(c.title);
      expect(/<meta name="description" content="([^"]*)"/.exec(res.text)?.[1]).to.equal(c.description);
      expect(admin.problems).to.deep.equal([]);
      await admin.context.close();
    });
  }
});
