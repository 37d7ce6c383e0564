import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox, placeOrderInDb } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { axeViolations, type AxeViolation } from '../helpers/storefront-page.ts';
import { screenRoutes } from '../../client/admin/screen-table.ts';

/** The table a record screen's `:id` opens the first row of, where it is not named as the screen's path. */
const TABLE_OF: Record<string, string> = { requests: 'contact_requests', deliveries: 'delivery_methods', 'post-categories': 'post_categories' };

/**
 * Every route of the back office's screen table (`:table` names the table whose first row a record screen opens), and
 * an unknown path for its 404.
 */
const SCREENS = [
  ...screenRoutes()
    .map((route) => (route.index ? '' : route.path!))
    .filter((path) => path !== '*')
    .map((path) => (path.endsWith('/:id') ? `${path.slice(0, -3)}:${TABLE_OF[path.slice(0, -4)] ?? path.slice(0, -4).replace(/-/g, '_')}` : path)),
  // A category that declares spec keys (issue #33): its form shows them below (the first category declares none).
  'categories/:spec_category',
  'no-such-screen',
];

/** Persian screens whose every number is the operator's to read: the dashboard (its holds' mobiles) and the roles. */
const PERSIAN_DIGITS_ONLY = ['', 'roles'];

/**
 * Issue #30, point 1: every back-office screen passes axe (WCAG 2.x A and AA, best practices), in Persian on a phone
 * and in English on a desktop. One browser and one server; each screen is visited once per view.
 */
describe('back office accessibility: every screen passes axe in Persian on a phone and English on a desktop', function () {
  this.timeout(240_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0934');
  const ids: Record<string, number> = {};
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
    const db = server.db.kysely;
    // A cheque waiting for its check: a hold on the dashboard, with the customer's mobile.
    await placeOrderInDb(server, 'cheque-submitted', 'cheque');
    const now = new Date().toISOString();
    await db
      .insertInto('contact_requests')
      .values({
        group_id: 1,
        full_name: 'Sara Visitor',
        mobile: '09121234567',
        email: null,
        title: null,
        body: 'A question',
        file_id: null,
        send_date: null,
        locale: 'fa',
        ip: '127.0.0.1',
        product_id: null,
        status: 'new',
        note: null,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('discounts')
      .values({
        code: 'AXE10',
        percent: 10,
        amount_rial: null,
        min_order_rial: 0,
        valid_from: null,
        valid_to: null,
        total_limit: null,
        per_user_limit: null,
        used_count: 0,
        active: 1,
        created_at: now,
      })
      .execute();
    // A visit booked for the demo's extinguishers: the service calendar shows its actions (issue #34).
    const piece = await db.selectFrom('equipment').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    const rule = await db.selectFrom('service_rules').select('id').orderBy('id').executeTakeFirstOrThrow();
    const visitDay = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto('service_visits')
      .values({
        equipment_id: piece.id,
        rule_id: rule.id,
        date: visitDay,
        window: 'morning',
        status: 'requested',
        reason: null,
        done_on: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const screen of SCREENS) {
      const table = screen.split(':')[1];
      if (!table) continue;
      if (table === 'spec_category') {
        ids[table] = (await db.selectFrom('category_spec_keys').select('category_id').orderBy('id').limit(1).executeTakeFirstOrThrow()).category_id;
        continue;
      }
      const row = await db
        .selectFrom(table as 'brands')
        .select('id')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw new Error(`no row in ${table} for the screen ${screen}`);
      ids[table] = row.id;
    }
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const views = [
    { lang: 'fa' as const, width: 390, height: 844 },
    { lang: 'en' as const, width: 1366, height: 900 },
  ];
  for (const view of views) {
    it(`${SCREENS.length} screens in ${view.lang === 'fa' ? 'Persian at 390' : 'English at 1366'} px`, async () => {
      const admin = await AdminPage.open(browser, server, people, view);
      // The audit log and the roles are an admin's screens.
      await server.db.kysely.updateTable('users').set({ role: 'admin' }).where('role', '=', 'staff').execute();
      const failing: string[] = [];
      const latin: string[] = [];
      for (const screen of SCREENS) {
        const [path, table] = screen.split(':');
        await admin.go(`/${path}${table ? ids[table] : ''}`, '.adm-main h1');
        await admin.page.waitForFunction(() => !document.querySelector('.dp__input[disabled]'));
        await admin.page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
        await admin.shot(`axe-${path.replace(/\//g, '-') || 'dashboard'}`);
        // Issue #30, point 7: Persian screens that show numbers (mobiles, counts) write them in Persian digits.
        if (view.lang === 'fa' && PERSIAN_DIGITS_ONLY.includes(screen)) {
          const text = await admin.page.$eval('.adm-main', (m) => (m as HTMLElement).innerText);
          if (/[0-9]/.test(text) || !/[۰-۹]/.test(text)) latin.push(`${screen}: ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
        }
        const violations = await axeViolations(admin.page);
        failing.push(...violations.map((v: AxeViolation) => `${screen}: ${v.id} (${v.nodes.join(', ')})`));
      }
      await admin.context.close();
      expect(failing).to.deep.equal([]);
      expect(latin, 'Latin digits on a Persian screen').to.deep.equal([]);
      expect(admin.problems).to.deep.equal([]);
    });
  }
});
