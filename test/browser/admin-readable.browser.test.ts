import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox, placeOrderInDb } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';

/**
 * Readable work (issue #19, point 12): the order's items table keeps its line totals in view at 1366 px, a requested
 * visit day is a day (no made-up 03:30), and prices are typed with their digit groups showing.
 */
describe('back office readable work in the browser: line totals in view, visit days without a time, prices in digit groups', function () {
  this.timeout(150_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0933');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const views = [
    {
      lang: 'fa' as const,
      width: 1366,
      height: 900,
      visit: '۲۱ فروردین ۱۴۰۵',
      visitAt: '۲۱ فروردین ۱۴۰۵ ۱۰:۳۰',
      price: '۱٬۲۰۰٬۰۰۰',
      typed: '۱۲۰۰۰۰۰',
      edited: '۱۲۰٬۰۵۰٬۰۰۰',
    },
    {
      lang: 'en' as const,
      width: 1366,
      height: 900,
      visit: 'April 10, 2026',
      visitAt: 'April 10, 2026 10:30',
      price: '1,200,000',
      typed: '1200000',
      edited: '120,050,000',
    },
    {
      lang: 'fa' as const,
      width: 390,
      height: 844,
      visit: '۲۱ فروردین ۱۴۰۵',
      visitAt: '۲۱ فروردین ۱۴۰۵ ۱۰:۳۰',
      price: '۱٬۲۰۰٬۰۰۰',
      typed: '1200000',
      edited: '۱۲۰٬۰۵۰٬۰۰۰',
    },
  ];
  for (const v of views) {
    it(`in ${v.lang === 'fa' ? 'Persian' : 'English'} at ${v.width} px`, async () => {
      const db = server.db.kysely;
      const admin = await AdminPage.open(browser, server, people, v);

      // An order with a long product name: the line total stays in view (at 1366 px without scrolling the table).
      const order = await placeOrderInDb(server, 'paid', 'online');
      await db
        .updateTable('order_lines')
        .set({
          name_fa: 'کپسول آتش‌نشانی پودر و گاز ۶ کیلوگرمی با شیلنگ و نازل فلزی و پایهٔ دیواری',
          name_en: 'Dry powder fire extinguisher 6 kg with metal hose, nozzle and wall bracket',
          item_name_fa: 'مدل PRO6ABC',
          item_name_en: 'PRO6ABC model',
        })
        .where('order_id', '=', order.id)
        .execute();
      await admin.go(`/orders/${order.id}`, 'section[aria-labelledby="o-lines"] table');
      if (v.width >= 1366) {
        const fit = await admin.page.$eval('section[aria-labelledby="o-lines"] table', (table) => {
          const wrap = table.parentElement!;
          return { scroll: wrap.scrollWidth, client: wrap.clientWidth };
        });
        expect(fit.scroll, 'the items table needs no sideways scroll').to.be.at.most(fit.client);
      }
      await admin.shot('admin-order-lines');

      // A code, then a model that starts with a digit: each name isolated, the model after the code in reading order
      // (issue #19, point 8); the customer's mobile in the page's digits.
      await db
        .updateTable('order_lines')
        .set({ name_fa: 'کپسول پودری کیدی PRO6ABC', item_name_fa: '۴ کیلوگرمی', name_en: 'Kidde PRO6ABC', item_name_en: '4 kg' })
        .where('order_id', '=', order.id)
        .execute();
      await admin.go(`/orders/${order.id}`, 'section[aria-labelledby="o-lines"] table');
      const cell = await admin.page.$eval(
        '.adm-lines tbody td',
        (td, rtl) => {
          const [name, item] = [...td.querySelectorAll(':scope > bdi')] as HTMLElement[];
          const last = [...name.getClientRects()].at(-1)!;
          const first = item.getClientRects()[0];
          return { item: item.textContent, after: first.top >= last.bottom - 1 || (rtl ? first.right <= last.left + 1 : first.left >= last.right - 1) };
        },
        v.lang === 'fa',
      );
      expect(cell).to.deep.equal({ item: v.lang === 'fa' ? '۴ کیلوگرمی' : '4 kg', after: true });
      const mobile = await admin.page.$eval('a[href^="tel:"] bdi', (b) => b.textContent);
      expect(mobile).to.equal(v.lang === 'fa' ? order.mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : order.mobile);

      // A visit asked for on a day, and one at a time of day: shown as asked.
      const now = new Date().toISOString();
      const request = (sendDate: string) =>
        db
          .insertInto('contact_requests')
          .values({
            group_id: 1,
            full_name: 'Visit Day',
            mobile: '09121112233',
            email: null,
            title: null,
            body: 'Please visit',
            file_id: null,
            send_date: sendDate,
            locale: v.lang,
            ip: '10.0.0.1',
            product_id: null,
            status: 'new',
            note: null,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      for (const [sendDate, shown] of [
        ['2026-04-10', v.visit],
        // The contact form's date picker writes a chosen day as midnight: a day, not «۰۰:۰۰».
        ['2026-04-10T00:00', v.visit],
        ['2026-04-10T10:30', v.visitAt],
      ]) {
        const { id } = await request(sendDate);
        await admin.go(`/requests/${id}`, '.adm-facts');
        const dd = await admin.page.$eval('.adm-facts time[datetime^="2026-04-10"]', (t) => t.textContent);
        expect(dd).to.equal(shown);
      }
      await admin.shot('admin-request-visit');

      // A price shows its digit groups as it is typed, and is saved as typed.
      await admin.go('/products/new', '#item-0-priceToman');
      await admin.page.type('#item-0-priceToman', v.typed);
      expect(await admin.value('#item-0-priceToman')).to.equal(v.price);
      // Typing in the middle keeps the caret after the digit typed while the groups move: 1,20|0,000 → 0 → 12,00|0,000 → 5.
      await admin.page.focus('#item-0-priceToman');
      await admin.page.keyboard.press('End');
      for (let i = 0; i < 5; i++) await admin.page.keyboard.press('ArrowLeft');
      await admin.page.keyboard.type('05');
      expect(await admin.value('#item-0-priceToman')).to.equal(v.edited);
      // Counts too are in the page's digits, and the default of 2 low-stock pieces shows as such.
      expect(await admin.value('#item-0-lowStock')).to.equal(v.lang === 'fa' ? '۲' : '2');
      await admin.shot('admin-product-price');
      await admin.go('/deliveries/new', '#f-priceToman');
      await admin.fill('#f-priceToman', v.typed);
      expect(await admin.value('#f-priceToman')).to.equal(v.price);
      expect(admin.problems).to.deep.equal([]);
      await admin.context.close();
    });
  }
});
