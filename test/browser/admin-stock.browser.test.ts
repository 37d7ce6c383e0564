import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';

/**
 * Stock of any item (issue #19, point 11): the operator changes an item's stock, with a reason, on the stock screen and
 * in the product form, also when the item is well above its low-stock level.
 */
describe("back office stock in the browser: any item's stock is changed with a reason where the operator sees it", function () {
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

  /** A product with one item of 40 in stock, low at 2: nowhere near low. */
  async function plentifulItem(code: string) {
    const db = server.db.kysely;
    const category = await db.selectFrom('categories').select('id').limit(1).executeTakeFirstOrThrow();
    const staff = await people.staff();
    const saved = await staff.post<{ id: number }>('/api/admin/product', {
      categoryId: category.id,
      brandId: null,
      code,
      nameFa: `دتکتور دودی ${code}`,
      nameEn: `Smoke detector ${code}`,
      labelFa: `دتکتور ${code}`,
      labelEn: `detector ${code}`,
      summaryFa: '',
      summaryEn: '',
      descriptionFa: '',
      descriptionEn: '',
      specs: [],
      active: true,
      featured: false,
      items: [{ sku: `${code}-A`, nameFa: '', nameEn: '', priceToman: 450_000, stock: 40, lowStock: 2, active: true }],
    });
    expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
    const item = await db.selectFrom('product_items').select('id').where('sku', '=', `${code}-A`).executeTakeFirstOrThrow();
    return { productId: saved.body.data.id, itemId: item.id, sku: `${code}-A` };
  }
  const stockOf = async (itemId: number) =>
    (await server.db.kysely.selectFrom('product_items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock;
  const reasons = async (itemId: number) =>
    (
      await server.db.kysely
        .selectFrom('audit_log')
        .select('reason')
        .where('entity', '=', 'product_item')
        .where('entity_id', '=', String(itemId))
        .where('action', '=', 'stock.adjust')
        .execute()
    ).map((r) => r.reason);

  it('on the stock screen, in Persian on a phone: an item of 40 is found by its SKU and 3 are added in Persian digits', async () => {
    const { itemId, sku } = await plentifulItem('SD-P1');
    const admin = await AdminPage.open(browser, server, people, { lang: 'fa', width: 390, height: 844 });
    await admin.go('/stock', '.adm-filters');
    await admin.page.type('#adm-stock-q', sku);
    await admin.page.click('.adm-filters button[type=submit]');
    const row = `li[data-sku="${sku}"]`;
    await admin.page.waitForSelector(row);
    expect(await admin.page.$eval(`${row} .adm-stock__level`, (p) => p.textContent)).to.contain('۴۰');
    await admin.page.type(`#stock-${itemId}-delta`, '+۳');
    await admin.page.type(`#stock-${itemId}-reason`, 'رسید از تأمین‌کننده');
    await admin.page.click(`${row} .adm-stock-adjust button`);
    await admin.page.waitForFunction((r) => document.querySelector(`${r} .adm-stock__level`)?.textContent?.includes('۴۳'), {}, row);
    expect(await stockOf(itemId)).to.equal(43);
    expect(await reasons(itemId)).to.deep.equal(['رسید از تأمین‌کننده']);
    await admin.shot('admin-stock');
    // A change without a reason is refused beside the reason, and nothing changes.
    await admin.page.type(`#stock-${itemId}-delta`, '-1');
    await admin.page.click(`${row} .adm-stock-adjust button`);
    await admin.page.waitForSelector(`#stock-${itemId}-reason-e`);
    expect(await stockOf(itemId)).to.equal(43);
    expect(admin.problems.filter((p) => !p.includes('status of 400'))).to.deep.equal([]);
    await admin.context.close();
  });

  it("in the product form, in English at 1366 px: a saved item's stock is changed with Enter, apart from saving the product", async () => {
    const { productId, itemId } = await plentifulItem('SD-E1');
    const admin = await AdminPage.open(browser, server, people, { lang: 'en', width: 1366, height: 900 });
    await admin.go(`/products/${productId}`, '#item-0-sku');
    expect(await admin.page.$eval('#item-0-stock', (o) => o.textContent)).to.equal('40');
    await admin.fill('#item-0-nameEn', 'Unsaved name');
    await admin.page.type('#item-0-adjust-delta', '-5');
    await admin.page.type('#item-0-adjust-reason', 'Damaged in storage');
    await admin.page.keyboard.press('Enter');
    await admin.page.waitForFunction(() => document.querySelector('#item-0-stock')?.textContent === '35');
    expect(await stockOf(itemId)).to.equal(35);
    expect(await reasons(itemId)).to.deep.equal(['Damaged in storage']);
    expect(await admin.value('#item-0-nameEn'), 'what was typed in the form stays, unsaved').to.equal('Unsaved name');
    expect((await server.db.kysely.selectFrom('product_items').select('name_en').where('id', '=', itemId).executeTakeFirstOrThrow()).name_en).to.equal('');
    await admin.shot('admin-product-stock');
    expect(admin.problems).to.deep.equal([]);
    await admin.context.close();
  });
});
