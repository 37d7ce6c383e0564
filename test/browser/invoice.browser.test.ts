import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { SitePage, browserSuite } from '../helpers/browser.ts';
import { CheckoutUtil } from '../helpers/checkout-page.ts';
import { axeViolations } from '../helpers/storefront-page.ts';
import { newMobile } from '../helpers/shopper.ts';

const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-invoice-b-')), 'outbox.jsonl');

/** Pages a PDF of A4 holds: each page is one `/Type /Page` object. */
const pdfPages = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g) ?? []
  ).length;

/** An A4 page holds an invoice of about 20 lines (issue #31): 19 items and the delivery. */
const INVOICE_LINES = 20;

/**
 * Issue #31 in a real browser, in both languages: a company added on the profile, chosen at checkout as "invoice to",
 * paid at the test gateway; its official invoice of 20 lines opened from the order page and printed (emulated) on one A4 page,
 * without the screen's buttons, and with no accessibility violation.
 */
describe('buyer profiles and the official invoice in a real browser', function () {
  this.timeout(120_000);
  const suite = browserSuite({ SMS_OUTBOX: outbox });

  for (const lang of ['fa', 'en'] as const) {
    it(`adds a company, makes the order out to it, pays and prints its invoice (${lang})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url);
      const util = new CheckoutUtil(site, outbox, lang === 'fa' ? '' : '/en');
      const { page } = site;
      const items = await suite.server.db.kysely
        .selectFrom('product_items')
        .select('id')
        .where('price_rial', 'is not', null)
        .where('stock', '>=', 20)
        .orderBy('id')
        .limit(INVOICE_LINES - 1)
        .execute();
      expect(items).to.have.length(INVOICE_LINES - 1);
      await site.visit(`${util.prefix}/`);
      await util.addItem(items[0].id, 2);
      for (const item of items.slice(1)) await util.addItem(item.id);
      await util.logIn(newMobile());

      await site.visit(`${util.prefix}/profile/`);
      expect(await axeViolations(page)).to.deep.equal([]);
      await page.click('.buyer-add > summary');
      await page.click('.buyer-add input[name="kind"][value="company"]');
      // A company's fields appear only now (CSS), and take Persian digits with spaces and dashes.
      await page.waitForSelector('.buyer-add input[name="economicCode"]', { visible: true });
      const fill = (name: string, value: string) => page.type(`.buyer-add input[name="${name}"]`, value);
      await fill('name', 'Arman Sazeh Co.');
      await fill('nationalId', '۱۰۳۸۰-۲۸۴۷۹۰');
      await fill('economicCode', '۱۰۳۸۰۲۸۴۷۹۰');
      await fill('registrationNo', '۱۲۳۴۵۶');
      await fill('postalCode', '۱۳۴۵۶ ۷۸۹۱۳');
      await fill('address', 'Vanak Sq., Tehran');
      await fill('phone', '۰۲۱-۸۸۰۰۱۲۳۴');
      await page.click('.buyer-add button[type="submit"]');
      await page.waitForSelector('.buyer-list__item', { timeout: 20_000 });
      const listed = await site.text('.buyer-list__name');
      expect(listed).to.contain('Arman Sazeh Co.');
      expect(listed).to.contain(lang === 'fa' ? '۱۰۳۸۰۲۸۴۷۹۰' : '10380284790');

      await util.openBasket();
      await util.click('.checkout__next:not([disabled])');
      await util.reached('delivery');
      await util.chooseDelivery(4);
      await util.reached('discount');
      await util.click('.checkout-step > .button--primary');
      await util.reached('payment');
      await util.click('input[name="paymentMethod"][value="online"]');
      const buyerId = await page.$eval('#checkout-invoice-to option:not([value=""])', (o) => (o as HTMLOptionElement).value);
      await page.select('#checkout-invoice-to', buyerId);
      expect(await axeViolations(page)).to.deep.equal([]);
      await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), util.click('.checkout-place')]);
      await page.waitForSelector('button.pay', { timeout: 20_000 });
      await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('button.pay')]);
      await site.hydrated();

      // The order page links its invoice, and its own print carries neither the history nor cheque instructions.
      await page.waitForSelector('.order-page__invoice', { timeout: 20_000 });
      await page.emulateMediaType('print');
      expect(await page.$eval('.order-timeline', (el) => getComputedStyle(el).display)).to.equal('none');
      await page.emulateMediaType('screen');
      await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.click('.order-page__invoice')]);
      await page.waitForSelector('.invoice__sheet', { timeout: 20_000 });
      // The navigation bar of the move from the order page has faded out (while shown it stands outside the landmarks).
      await page.waitForSelector('.page-loader--hidden', { timeout: 10_000 });
      expect(new URL(page.url()).pathname).to.match(new RegExp(`^${util.prefix}/profile/accountorder/\\d+/invoice/$`));
      const number = await site.attr('[data-invoice-number]', 'data-invoice-number');
      expect(number).to.match(/^\d{4}-\d{6}$/);
      expect(await site.text('.invoice__head h2')).to.equal(
        lang === 'fa' ? 'صورتحساب فروش کالا و خدمات (فاکتور رسمی)' : 'Sales invoice of goods and services (official invoice)',
      );
      expect(await page.$('.invoice__not-official')).to.equal(null);
      expect(await site.text('#invoice-buyer + .invoice__party-name')).to.equal('Arman Sazeh Co.');
      expect(await page.$$eval('.invoice__lines tbody tr', (rows) => rows.length)).to.equal(INVOICE_LINES);
      if (lang === 'fa') {
        // Persian digits throughout the head and the totals (codes of items stay Latin, as printed on the box).
        expect(await site.text('.invoice__head')).to.not.match(/[0-9]/);
        expect(await site.text('.invoice__lines tfoot')).to.not.match(/[0-9]/);
        expect(await site.text('.invoice__words')).to.match(/ریال$/);
      }
      expect(await axeViolations(page)).to.deep.equal([]);
      // On a phone the lines scroll sideways: that region must be reachable by keyboard (the page as a whole was checked
      // above; resizing shows the navigation bar a moment, which is no landmark).
      await page.setViewport({ width: 390, height: 844 });
      expect(await page.$eval('.invoice__table-wrap', (el) => el.scrollWidth > el.clientWidth)).to.equal(true);
      expect(await axeViolations(page, ['scrollable-region-focusable', 'aria-allowed-attr', 'landmark-unique'])).to.deep.equal([]);
      await page.setViewport({ width: 1280, height: 900 });

      await page.emulateMediaType('print');
      for (const hidden of ['.invoice__actions', '.site-header', '.site-footer', '.page-title']) {
        expect(await page.$eval(hidden, (el) => getComputedStyle(el).display), hidden).to.equal('none');
      }
      expect(await page.$eval('.invoice__sheet', (el) => getComputedStyle(el).display)).to.not.equal('none');
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      expect(pdfPages(pdf)).to.equal(1);
      expect(site.problems).to.deep.equal([]);
    });
  }
});
