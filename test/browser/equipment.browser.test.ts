import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, SitePage } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox, placeOrderInDb } from '../helpers/admin-client.ts';
import { AdminPage, pickDay } from '../helpers/admin-page.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { addMonths } from '../../shared/service-due.ts';
import { addDays, tehranDayOf } from '../../shared/tehran-day.ts';
import { formatDate } from '../../shared/format-date.ts';

/*
 * After the sale (issue #34) as the customer and the operator meet it: an extinguisher order delivered → on the
 * equipment page with its due date → the reminder text → a visit booked from its link → confirmed and marked done in
 * the service calendar → the next due date a year from that day.
 */
describe('after the sale in the browser', function () {
  this.timeout(180_000);
  let server: TestServer;
  let browser: Browser;
  let ahead = 0;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0922');
  before(async () => {
    [server, browser] = await Promise.all([
      startTestServer(undefined, { SMS_OUTBOX: outbox, TEXT_QUIET_HOURS: 'off' }, { clock: () => new Date(Date.now() + ahead) }),
      launchBrowser(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('en, desktop: delivered → due date → reminder → booked → confirmed → done → due a year on', async () => {
    const mobile = people.newMobile();
    const customer = await people.signIn(people.visitor('en'), mobile, 'Sara Ahmadi');
    const site = (
      await customer.post<{ id: number }>('/api/address', {
        receiverName: 'Sara Ahmadi',
        receiverMobile: mobile,
        province: 'تهران',
        city: 'تهران',
        street: 'Vanak Sq., No. 7',
        postalCode: '1994834561',
      })
    ).body.data;
    const user = await server.db.kysely.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    const order = await placeOrderInDb(server, 'paid', 'online', { userId: user.id, productCode: 'PRO6ABC', addressId: site.id, count: 2 });
    const staff = await people.staff();
    // Delivered a month ago (the site's clock set back for the moves).
    const today = tehranDayOf(new Date());
    const delivered = addDays(today, -30);
    ahead = Date.parse(`${delivered}T06:00:00Z`) - Date.now();
    await staff.post('/api/admin/order', { id: order.id, action: 'ship', trackingCode: 'POST-34' });
    expect((await staff.post('/api/admin/order', { id: order.id, action: 'deliver' })).status).to.equal(200);
    ahead = 0;
    const due = addMonths(delivered, 12);
    const page = await SitePage.open(browser, server.url, { width: 1280, height: 900 });
    await page.page.setCookie(...[...customer.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    await page.visit('/en/profile/equipment/');
    const piece = await page.text('.equipment-piece');
    expect(piece)
      .to.include('Kidde PRO6ABC')
      .and.to.include('2 pieces')
      .and.to.include(`recharge due ${formatDate(`${due}T12:00:00Z`, 'en')}`);

    // Fourteen days before it is due, the minutely work texts the reminder, with the booking's link.
    ahead = Date.parse(`${addDays(due, -14)}T06:00:00Z`) - Date.now();
    await server.services.equipment.remindDue();
    ahead = 0;
    // The order was placed in Persian: so is its text.
    const reminder = await waitUntil('the reminder', async () => (await readOutbox(outbox)).find((l) => l.to === mobile && /شارژ/.test(l.text)));
    const link = reminder.text.match(/\/profile\/equipment\/\?book=\d+-\d+/)![0];
    await page.visit(`/en${link}`);
    const form = await page.page.$eval('details.equipment-book[open]', (d) => d.querySelector('input[name=ruleId]')!.getAttribute('value'));
    expect(form).to.equal(link.split('-').pop());
    // The picker opens on its first bookable day's neighbourhood, tomorrow; a Friday is disabled, so Saturday then.
    const tomorrow = addDays(today, 1);
    const day = new Date(`${tomorrow}T12:00:00Z`).getUTCDay() === 5 ? addDays(today, 2) : tomorrow;
    const dateId = await page.page.$eval('details.equipment-book[open] .dp__input', (i) => i.id);
    const picked = await pickDay(page.page, dateId, day === tomorrow ? [] : ['ArrowRight']);
    expect(picked.posted).to.equal(day);
    await page.page.click('details.equipment-book[open] input[value=afternoon]');
    await page.page.click('details.equipment-book[open] button[type=submit]');
    await page.page.waitForSelector('.notice--success');
    expect(await page.text('.equipment-service__visit'))
      .to.include('awaiting confirmation')
      .and.to.include('afternoon');
    await waitUntil('the booking text', async () => (await readOutbox(outbox)).find((l) => l.to === mobile && /visit request|درخواست بازدید/.test(l.text)));

    // The operator confirms it in the service calendar (the customer is texted), then marks it done today.
    const admin = await AdminPage.open(browser, server, people, { lang: 'en', width: 1280, height: 900 });
    await admin.go('/service-visits', '.adm-service-visits');
    const visit = await server.db.kysely.selectFrom('service_visits').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await admin.page.locator(`tr[data-visit="${visit.id}"] ::-p-text(Confirm)`).click();
    await admin.page.waitForSelector('.adm-notice');
    await waitUntil('the confirmation text', async () => (await readOutbox(outbox)).find((l) => l.to === mobile && /confirmed|تأیید شد/.test(l.text)));
    const doneDay = today;
    await admin.page.locator(`tr[data-visit="${visit.id}"] ::-p-text(Done)`).click();
    await admin.page.waitForFunction(() => /done/.test(document.querySelector('.adm-notice')?.textContent ?? ''));
    expect(admin.problems).to.deep.equal([]);
    await admin.context.close();

    await page.visit('/en/profile/equipment/');
    expect(await page.text('.equipment-piece')).to.include(`recharge due ${formatDate(`${addMonths(doneDay, 12)}T12:00:00Z`, 'en')}`);
    expect(page.problems).to.deep.equal([]);
    ahead = 0;
  });
});
