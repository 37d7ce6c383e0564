import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { axeViolations } from '../helpers/storefront-page.ts';
import { minimalPdf } from '../fixtures/files.ts';
import { localizePath } from '../../shared/locale.ts';
import { productPath } from '../../shared/routes.ts';

/**
 * Issue #33, point 4: the operator lists a product's certificate from the keyboard on its form (the standard, who
 * issued it, its number, its last day from the date picker, its PDF), and the product page shows it with its file.
 */
describe('standards and certificates: added on the product form from the keyboard, shown on the product page', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0933');
  const pdf = join(mkdtempSync(join(tmpdir(), 'negahban-cert-')), 'EN54-2.pdf');
  before(async () => {
    writeFileSync(pdf, minimalPdf());
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
      productId: 5,
      standard: 'EN 54-7',
      issuer: 'وی‌دی‌اس',
      valid: 'معتبر',
      download: 'دریافت گواهی EN 54-7 (PDF)',
    },
    {
      lang: 'en' as const,
      width: 1280,
      height: 900,
      productId: 6,
      standard: 'EN 54-5',
      issuer: 'VdS Germany',
      valid: 'Valid',
      download: 'Download the EN 54-5 certificate (PDF)',
    },
  ];
  for (const c of cases) {
    it(`lists a certificate with its PDF and the page shows it, its file a download (${c.lang})`, async () => {
      const admin = await AdminPage.open(browser, server, people, c);
      const { page } = admin;
      await admin.go(`/products/${c.productId}`, '#cert-standard');
      await page.focus('#cert-standard');
      await page.keyboard.type(c.standard);
      await page.keyboard.press('Tab');
      await page.keyboard.type('وی‌دی‌اس');
      await page.keyboard.press('Tab');
      await page.keyboard.type('VdS Germany');
      await page.keyboard.press('Tab');
      await page.keyboard.type('G 2024-17');
      // A year and a day on: down 53 weeks from today.
      const { posted } = await admin.pickDay(
        'cert-validUntil',
        Array.from({ length: 53 }, () => 'ArrowDown'),
      );
      expect(posted).to.match(/^\d{4}-\d{2}-\d{2}$/);
      const input = await page.$('#cert-file');
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(pdf);
      // Enter in a certificate's field saves the certificate, not the product.
      await page.focus('#cert-number');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.adm-certs .adm-notice');
      expect(await page.$eval('.adm-certs__list', (e) => (e as HTMLElement).innerText))
        .to.include(c.standard)
        .and.include('G 2024-17');
      expect(await page.$eval('#cert-standard', (i) => (i as HTMLInputElement).value), 'the form is empty for the next').to.equal('');
      expect(await axeViolations(page)).to.deep.equal([]);
      await admin.shot('admin-certifications');
      expect(admin.problems).to.deep.equal([]);
      await admin.context.close();

      const row = await server.db.kysely.selectFrom('products').select(['label_fa', 'label_en']).where('id', '=', c.productId).executeTakeFirstOrThrow();
      const shop = await browser.createBrowserContext();
      const visitor = await shop.newPage();
      await visitor.setViewport({ width: c.width, height: c.height });
      await visitor.goto(server.url + localizePath(productPath(c.productId, c.lang === 'fa' ? row.label_fa : row.label_en), c.lang));
      await visitor.waitForSelector('.certs .cert');
      const card = await visitor.$eval('.certs .cert', (e) => (e as HTMLElement).innerText);
      expect(card)
        .to.include(c.standard)
        .and.include(c.valid)
        .and.include(c.issuer === 'VdS Germany' ? 'VdS Germany' : 'وی‌دی‌اس');
      // The Persian page writes the day in the Jalali calendar, in Persian digits.
      if (c.lang === 'fa') expect(card).to.match(/[۰-۹]+ \S+ ۱۴[۰-۹]{2}/);
      const link = await visitor.$eval('.cert__file', (a) => ({ text: (a as HTMLElement).innerText, href: (a as HTMLAnchorElement).href }));
      expect(link.text).to.equal(c.download);
      const file = await fetch(link.href);
      expect([file.status, file.headers.get('content-type'), file.headers.get('content-disposition')?.startsWith('attachment')]).to.deep.equal([
        200,
        'application/pdf',
        true,
      ]);
      const ld = await visitor.$$eval('script[type="application/ld+json"]', (s) => s.map((e) => JSON.parse(e.textContent ?? '{}')));
      const product = ld.find((n) => n['@type'] === 'Product' || n['@type'] === 'ProductGroup');
      expect(product.hasCertification.map((h: { name: string }) => h.name)).to.include(c.standard);
      expect(await axeViolations(visitor)).to.deep.equal([]);
      await shop.close();
    });
  }
});
