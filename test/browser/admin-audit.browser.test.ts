import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox, placeOrderInDb } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';

/**
 * Issue #30, points 6 and 9: the audit log reads as words in the operator's language, links each change to the
 * screen of what it changed, filters by kind of change, and writes its times on the 24-hour clock.
 */
describe('back office audit log in the browser: changes in words, linked, filtered, on the 24-hour clock', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0935');
  let orderId = 0;
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
    orderId = (await placeOrderInDb(server, 'shipped', 'online')).id;
    const row = { user_id: null, before_json: null, after_json: null, reason: null, ip: '127.0.0.1' };
    // 10:35 UTC is 14:05 in Tehran: a 12-hour clock would write it "02:05 PM".
    await server.db.kysely
      .insertInto('audit_log')
      .values([
        { ...row, action: 'order.ship', entity: 'order', entity_id: String(orderId), created_at: '2026-04-01T10:35:00Z' },
        { ...row, action: 'stock.adjust', entity: 'product_item', entity_id: '27', reason: 'انبارگردانی', created_at: '2026-04-01T10:36:00Z' },
      ])
      .execute();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const views = [
    {
      lang: 'fa' as const,
      width: 390,
      height: 844,
      shipped: 'سفارش ارسال شد',
      order: 'سفارش',
      stock: 'موجودی تغییر کرد · مدل محصول ۲۷',
      time: '۱۲ فروردین ۱۴۰۵ ۱۴:۰۵',
    },
    {
      lang: 'en' as const,
      width: 1366,
      height: 900,
      shipped: 'Order shipped',
      order: 'Order',
      stock: 'Stock changed · Product model 27',
      time: 'April 1, 2026 14:05',
    },
  ];
  for (const v of views) {
    it(`in ${v.lang === 'fa' ? 'Persian on a phone' : 'English on a desktop'}`, async () => {
      const admin = await AdminPage.open(browser, server, people, v);
      await server.db.kysely.updateTable('users').set({ role: 'admin' }).where('role', '=', 'staff').execute();
      await admin.go('/audit', 'li[data-action="order.ship"]');
      const shipped = await admin.page.$eval('li[data-action="order.ship"]', (li) => ({
        what: li.querySelector('.adm-audit-what')!.textContent,
        link: li.querySelector('.adm-audit-what a')?.getAttribute('href'),
        time: li.querySelector('time')!.textContent,
      }));
      const number = v.lang === 'fa' ? String(orderId).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!) : String(orderId);
      expect(shipped).to.deep.equal({ what: `${v.shipped} · ${v.order} ${number}`, link: `/admin/orders/${orderId}`, time: v.time });
      expect(await admin.page.$eval('li[data-action="stock.adjust"] .adm-audit-what', (s) => s.textContent)).to.equal(v.stock);
      expect(await admin.page.$eval('.adm-main', (m) => (m as HTMLElement).innerText)).not.to.match(/stock\.adjust|order\.ship|product_item/);
      await admin.shot('audit');

      // Only one kind of change.
      await admin.page.select('#a-action', 'order.ship');
      await admin.page.click('.adm-filters button[type=submit]');
      await admin.page.waitForFunction(() => !document.querySelector('li[data-action="stock.adjust"]'));
      expect(await admin.page.$$eval('.adm-row--audit', (rows) => rows.map((r) => r.getAttribute('data-action')))).to.deep.equal(['order.ship']);
      expect(new URL(admin.page.url()).searchParams.get('action')).to.equal('order.ship');

      // The link opens the order.
      await admin.page.click('li[data-action="order.ship"] .adm-audit-what a');
      await admin.page.waitForFunction((id) => location.pathname === `/admin/orders/${id}`, {}, orderId);
      expect(admin.problems).to.deep.equal([]);
      await admin.context.close();
    });
  }
});
