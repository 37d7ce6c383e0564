import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, SitePage } from '../helpers/browser.ts';
import { LoginPage } from '../helpers/login-page.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { lastCodeFor } from '../helpers/auth-client.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { axeViolations } from '../helpers/storefront-page.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import type { Page } from 'puppeteer-core';
import { join } from 'node:path';

/** The window's view of `selector` (scrolled to it) in SCREENSHOTS_DIR when set: the part to look at, not the page. */
async function viewShot(page: Page, name: string, selector: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/*
 * Back-in-stock texts (issue #32, point 3) as a customer and the operator meet them: an out-of-stock product, the login
 * it asks for, one tap, the operator's stock adjustment, and the text in the outbox with the product's link.
 */
describe('back-in-stock texts in the browser', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0931');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox, TEXT_QUIET_HOURS: 'off' }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The `n`-th active item of an active product, emptied by the operator's adjustment (the page cache cleared). */
  async function emptiedItem(n: number) {
    const db = server.db.kysely;
    const item = await db
      .selectFrom('product_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.id', 'i.sku', 'i.stock', 'i.product_id'])
      .where('i.active', '=', 1)
      .where('p.active', '=', 1)
      .where('i.stock', '>', 0)
      .orderBy('i.id')
      .limit(1)
      .offset(n)
      .executeTakeFirstOrThrow();
    const staff = await people.staff();
    expect((await staff.post('/api/admin/stock/adjust', { itemId: item.id, delta: -item.stock, reason: 'sold elsewhere' })).status).to.equal(200);
    return item;
  }

  it('fa, phone: a visitor logs in from the product, subscribes with one tap; the operator adds stock; the text has the link', async () => {
    const item = await emptiedItem(0);
    const mobile = people.newMobile();
    const site = await SitePage.open(browser, server.url, { width: 390, height: 844 });
    await site.visit(`/pr/${item.product_id}/x/?item=${item.id}`);
    const here = new URL(site.page.url());
    expect(await site.text('.stock--out')).to.equal('ناموجود');
    await viewShot(site.page, 'product-out-of-stock-fa-390', '.stock-alert');

    // Anonymous: the button is a link to the login, which brings the visitor back to this item.
    await site.page.click('a.stock-alert');
    await site.page.waitForFunction(() => location.pathname.endsWith('/loginRegister/'));
    await site.hydrated();
    const login = new LoginPage(site);
    await site.page.waitForSelector('.login[data-live="true"]', { timeout: 30_000 });
    await login.fill('mobile', mobile);
    await login.submit();
    await login.step('code');
    await login.fill('code', await lastCodeFor(outbox, mobile));
    await login.submit();
    await login.step('fullName');
    await login.fill('fullName', 'سارا احمدی');
    await login.submit();
    await site.page.waitForFunction((p) => location.pathname + location.search === p, { timeout: 20_000 }, here.pathname + here.search);

    // One tap: the server keeps it, the button says so.
    await site.page.waitForSelector('button.stock-alert[aria-pressed="false"]', { timeout: 20_000 });
    const saved = site.page.waitForResponse((r) => r.url().includes('/api/products/notify') && r.request().method() === 'POST');
    await site.page.click('button.stock-alert');
    expect((await saved).status()).to.equal(200);
    await site.page.waitForSelector('button.stock-alert[aria-pressed="true"]');
    expect(await site.text('.stock-alert__note')).to.contain('پیامک');
    expect(await axeViolations(site.page, ['scrollable-region-focusable', 'landmark-unique'])).to.deep.equal([]);
    await viewShot(site.page, 'product-subscribed-fa-390', '.stock-alert');
    await site.page.setViewport({ width: 1280, height: 900 });
    await viewShot(site.page, 'product-subscribed-fa-1280', '.stock-alert');
    await site.page.setViewport({ width: 390, height: 844 });

    // The profile lists it.
    await site.visit('/profile/');
    expect(await site.text('.profile__stock-alerts')).to.not.equal('');
    await viewShot(site.page, 'profile-stock-alerts-fa-390', '#profile-stock-alerts');

    // The operator adds two on the stock screen.
    const admin = await AdminPage.open(browser, server, people, { lang: 'fa', width: 1280, height: 900 });
    await admin.go('/stock', '.adm-filters');
    await admin.page.type('#adm-stock-q', item.sku);
    await admin.page.click('.adm-filters button[type=submit]');
    await admin.page.waitForSelector(`li[data-sku="${item.sku}"]`);
    await admin.page.type(`#stock-${item.id}-delta`, '+۲');
    await admin.page.type(`#stock-${item.id}-reason`, 'رسید از تأمین‌کننده');
    await admin.page.click(`li[data-sku="${item.sku}"] .adm-stock-adjust button`);

    const text = await waitUntil('the back-in-stock text', async () => (await readOutbox(outbox)).find((l) => l.to === mobile && !l.code), 10_000);
    expect(text.text).to.contain('دوباره موجود شد').and.to.contain(`/pr/${item.product_id}/`).and.to.contain(`?item=${item.id}`);
    expect(site.problems).to.deep.equal([]);
    expect(admin.problems).to.deep.equal([]);
  });

  it('en, desktop: a signed-in customer subscribes, sees it in the profile and removes it there', async () => {
    const item = await emptiedItem(1);
    const customer = await people.customer();
    const site = await SitePage.open(browser, server.url, { width: 1280, height: 900 });
    const host = new URL(server.url);
    await site.page.setCookie(...[...customer.cookies].map(([name, value]) => ({ name, value, domain: host.hostname, path: '/' })));
    await site.visit(`/en/pr/${item.product_id}/x/?item=${item.id}`);
    await site.page.waitForSelector('button.stock-alert[aria-pressed="false"]', { timeout: 20_000 });
    expect(await site.text('button.stock-alert')).to.equal('Text me when it is back');
    await site.page.click('button.stock-alert');
    await site.page.waitForSelector('button.stock-alert[aria-pressed="true"]');
    await viewShot(site.page, 'product-subscribed-en-1280', '.stock-alert');
    await site.page.setViewport({ width: 390, height: 844 });
    await viewShot(site.page, 'product-subscribed-en-390', '.stock-alert');
    await site.page.setViewport({ width: 1280, height: 900 });

    await site.visit('/en/profile/');
    const entry = await site.page.waitForSelector('.profile__stock-alerts li');
    expect(await entry!.evaluate((li) => li.querySelector('a')?.getAttribute('href'))).to.contain(`?item=${item.id}`);
    expect(await axeViolations(site.page, ['scrollable-region-focusable', 'landmark-unique', 'aria-allowed-attr'])).to.deep.equal([]);
    await viewShot(site.page, 'profile-stock-alerts-en-1280', '#profile-stock-alerts');
    await site.page.setViewport({ width: 390, height: 844 });
    await viewShot(site.page, 'profile-stock-alerts-en-390', '#profile-stock-alerts');
    await site.page.setViewport({ width: 1280, height: 900 });
    await site.page.click('.profile__stock-alerts button');
    await site.page.waitForFunction(() => !document.querySelector('.profile__stock-alerts'));
    const left = await server.db.kysely.selectFrom('stock_alerts').select('product_item_id').where('product_item_id', '=', item.id).execute();
    expect(left).to.deep.equal([]);
    expect(site.problems).to.deep.equal([]);
  });
});
