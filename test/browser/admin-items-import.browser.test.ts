import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser, ElementHandle } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage, shotIn } from '../helpers/admin-page.ts';
import { axeViolations } from '../helpers/storefront-page.ts';
import { formatNumber } from '../../shared/format.ts';
import type { ProductInfo } from '../../shared/contracts/catalog.ts';

/**
 * Prices in bulk (issue #32) as the operator meets them: a spreadsheet chosen, its preview (errors by line, apply
 * not offered), the file corrected, its changes old → new, applied from the keyboard, and the storefront's product
 * page showing the new price. The preview passes axe in Persian on a phone and in English on a desktop.
 */
describe('back office: prices and stock in bulk in the browser, from the spreadsheet to the storefront', function () {
  this.timeout(180_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0931');
  const dir = mkdtempSync(join(tmpdir(), 'negahban-items-'));
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function newProduct(code: string) {
    const category = await server.db.kysely.selectFrom('categories').select('id').limit(1).executeTakeFirstOrThrow();
    const staff = await people.staff();
    const saved = await staff.post<{ id: number }>('/api/admin/product', {
      categoryId: category.id,
      brandId: null,
      code,
      nameFa: `کپسول پودری ${code}`,
      nameEn: `Powder extinguisher ${code}`,
      labelFa: `کپسول ${code}`,
      labelEn: `extinguisher ${code}`,
      summaryFa: '',
      summaryEn: '',
      descriptionFa: '',
      descriptionEn: '',
      specs: [],
      active: true,
      featured: false,
      items: [{ sku: `${code}-6`, nameFa: '', nameEn: '', priceToman: 1_850_000, stock: 12, lowStock: 2, active: true }],
    });
    expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
    return { id: saved.body.data.id, sku: `${code}-6` };
  }

  const csvFile = (name: string, rows: string[][]) => {
    const path = join(dir, name);
    writeFileSync(path, '\uFEFF' + rows.map((r) => r.join(',')).join('\r\n'));
    return path;
  };

  async function choose(admin: AdminPage, path: string) {
    const input = (await admin.page.$('#items-file')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(path);
    // The keyboard's way: focus the preview button and press Enter.
    await admin.page.focus('.adm-items__upload button[type=submit]');
    await admin.page.keyboard.press('Enter');
  }

  it('previews errors by line, then applies a corrected file: the product page shows the new price (Persian, phone)', async () => {
    const product = await newProduct('PX-77');
    const admin = await AdminPage.open(browser, server, people, { lang: 'fa', width: 390, height: 844 });
    await admin.go('/stock', '.adm-main h1');
    await admin.page.click('.adm-head a[href="/admin/items/import"]');
    await admin.page.waitForSelector('#items-file');
    expect(await admin.page.$eval('.adm-main h1', (h) => h.textContent)).to.equal('قیمت و موجودی گروهی');

    await choose(
      admin,
      csvFile('with-errors.csv', [
        ['کد کالا', 'قیمت (تومان)', 'موجودی'],
        [product.sku, '"۲٬۱۰۰٬۰۰۰"', '۱۵'],
        ['NO-SUCH', '10', '-1'],
      ]),
    );
    await admin.page.waitForSelector('.adm-items__errors');
    const errors = await admin.page.$$eval('.adm-items__error', (rows) => rows.map((r) => (r as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    expect(errors).to.have.length(2);
    expect(errors[0]).to.contain('۳').and.contain('NO-SUCH');
    expect(await admin.page.$eval('.adm-items__upload button[type=button]', (b) => (b as HTMLButtonElement).disabled)).to.equal(true);
    expect((await axeViolations(admin.page)).map((v) => v.id)).to.deep.equal([]);
    await admin.shot('items-import-errors');

    await choose(
      admin,
      csvFile('prices.csv', [
        ['کد کالا', 'قیمت (تومان)', 'موجودی'],
        [product.sku, '"۲٬۱۰۰٬۰۰۰"', '۱۵'],
      ]),
    );
    await admin.page.waitForSelector('.adm-items__changes');
    const changes = await admin.page.$$eval('.adm-items__changes tbody tr', (rows) =>
      rows.map((r) => (r as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
    );
    expect(changes).to.deep.equal([
      `۲ ${product.sku} قیمت (تومان) ${formatNumber(1_850_000, 'fa')} ← ${formatNumber(2_100_000, 'fa')}`,
      `۲ ${product.sku} موجودی ۱۲ ← ۱۵`,
    ]);
    expect((await axeViolations(admin.page)).map((v) => v.id)).to.deep.equal([]);
    await admin.shot('items-import-preview');
    await admin.page.setViewport({ width: 1280, height: 900 });
    await shotIn(admin.page, 'items-import-preview-fa-1280');
    await admin.page.setViewport({ width: 390, height: 844 });
    await admin.page.focus('.adm-items__upload button[type=button]');
    await admin.page.keyboard.press('Enter');
    await admin.page.waitForSelector('.adm-notice');
    expect(await admin.page.$eval('.adm-notice', (n) => n.textContent)).to.equal('اعمال شد. کالاهای تغییرکرده: ۱.');
    await admin.shot('items-import-applied');
    expect(admin.problems).to.deep.equal([]);
    await admin.context.close();

    const info = (await (await fetch(`${server.url}/api/products/productInfo?id=${product.id}&lang=fa`)).json()).data as ProductInfo;
    const shop = await browser.newPage();
    await shop.goto(`${server.url}/pr/${product.id}/${encodeURIComponent(info.labels.fa.replace(/\s+/g, '-'))}/`);
    const text = await shop.$eval('main', (m) => (m as HTMLElement).innerText);
    expect(text).to.contain(formatNumber(2_100_000, 'fa'));
    expect(text).not.to.contain(formatNumber(1_850_000, 'fa'));
    await shop.close();
  });

  it('shows the preview in English on a desktop, accessible', async () => {
    const product = await newProduct('PX-78');
    const admin = await AdminPage.open(browser, server, people, { lang: 'en', width: 1280, height: 900 });
    await admin.go('/items/import', '#items-file');
    await choose(
      admin,
      csvFile('english.csv', [
        ['stock', 'sku', 'active (1/0)'],
        ['20', product.sku, '0'],
        ['x', 'NO-SUCH', ''],
      ]),
    );
    await admin.page.waitForSelector('.adm-items__errors');
    const errors = await admin.page.$$eval('.adm-items__error', (rows) => rows.map((r) => (r as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    expect(errors).to.deep.equal(['3 NO-SUCH “stock” must be a whole number, not “x”.', '3 NO-SUCH No item has the code “NO-SUCH”.']);
    expect((await axeViolations(admin.page)).map((v) => v.id)).to.deep.equal([]);
    await admin.shot('items-import-errors');
    await admin.page.setViewport({ width: 390, height: 844 });
    await shotIn(admin.page, 'items-import-errors-en-390');
    expect(admin.problems).to.deep.equal([]);
    await admin.context.close();
  });
});
