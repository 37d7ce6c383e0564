import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import pino from 'pino';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { createSmsSender, SmsError, type SmsSender } from '../../server/integrations/sms/index.ts';
import { formatDate } from '../../shared/format-date.ts';

type AdminWords = { failedTexts: { none: string; kinds: Record<string, string>; errors: Record<string, string> } };
const [fa, en] = ['fa', 'en'].map((l) => JSON.parse(readFileSync(`locales/${l}/admin.json`, 'utf8')) as AdminWords);
const words = (group: 'kinds' | 'errors', key: string) => fa.failedTexts[group][key];
const persianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/* Issue 21: a text the queue gave up on is listed in the back office, in Persian, for staff only. */
describe('back office in the browser: texts that finally failed', function () {
  this.timeout(90_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0935');
  const failing = '09377770042';
  // The development outbox, except that one number's texts are always refused, as a provider out of credit would.
  const sms = createSmsSender({ provider: 'outbox', file: outbox }, pino({ level: 'silent' }));
  const refusing: SmsSender = {
    provider: 'outbox',
    sendCode: (to, code, text) => (to === failing ? Promise.reject(new SmsError('SMS_TIMEOUT', 'no answer within 300 ms')) : sms.sendCode(to, code, text)),
    send: (to, text) => (to === failing ? Promise.reject(new SmsError('SMS_REJECTED', 'Kavenegar refused: 418')) : sms.send(to, text)),
  };

  before(async () => {
    [server, browser] = await Promise.all([
      startTestServer(undefined, { SMS_OUTBOX: outbox, SMS_MAX_ATTEMPTS: '2' }, { integrations: { sms: refusing } }),
      launchBrowser(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows staff "no failed texts", then an order text out of tries with its masked number, kind, error, tries and Jalali time', async () => {
    const admin = await AdminPage.open(browser, server, people, { lang: 'fa', width: 1280, height: 900 });
    const tile = () => admin.page.$eval('.adm-cards a[href="/admin/failed-texts"]', (a) => a.textContent);
    expect(await tile(), "the dashboard's count").to.equal('۰');
    await admin.page.click('#adm-nav a[href="/admin/failed-texts"]');
    await admin.page.waitForSelector('.adm-failed-texts [role=status]');
    expect(await admin.page.$eval('.adm-failed-texts [role=status]', (p) => p.textContent)).to.equal(fa.failedTexts.none);

    expect(await server.services.texts.send({ to: failing, kind: 'orderPaid', text: 'paid', code: null, expiresAt: null })).to.equal('queued');
    const row = await waitUntil(
      'the text was given up on after its second try',
      () => server.db.kysely.selectFrom('failed_texts').selectAll().executeTakeFirst(),
      15_000,
    );
    await admin.go('/failed-texts', '.adm-failed-texts tbody tr');
    const cells = await admin.page.$$eval('.adm-failed-texts tbody tr', (rows) =>
      rows.map((r) => ({
        cells: [...r.querySelectorAll('td')].map((td) => td.textContent!.trim()),
        number: r.querySelector('bdi[dir=ltr]')?.textContent,
      })),
    );
    expect(cells).to.have.length(1);
    const [when, mobile, kind, error, attempts] = cells[0].cells;
    expect(when).to.contain(persianDigits(formatDate(row.failed_at, 'fa')));
    expect(cells[0].number).to.equal('۰۹۳۷***۰۰۴۲');
    expect(mobile).to.equal('۰۹۳۷***۰۰۴۲');
    expect(kind).to.equal(words('kinds', 'orderPaid'));
    expect(error).to.contain(words('errors', 'SMS_REJECTED'));
    expect(attempts).to.equal('۲');
    expect(await admin.page.evaluate(() => document.documentElement.dir)).to.equal('rtl');
    await admin.shot('failed-texts');
    await admin.go('/', '.adm-cards');
    expect(await tile(), "the dashboard's count").to.equal('۱');
    await admin.page.click('.adm-cards a[href="/admin/failed-texts"]');
    await admin.page.waitForSelector('.adm-failed-texts tbody tr');
    expect(admin.problems).to.deep.equal([]);
    await admin.context.close();
  });

  it('reads the same row in English, and on a phone in Persian without the page scrolling sideways', async () => {
    for (const view of [
      { lang: 'en', width: 1280, height: 900 },
      { lang: 'fa', width: 390, height: 844 },
    ] as const) {
      const admin = await AdminPage.open(browser, server, people, view);
      await admin.go('/failed-texts', '.adm-failed-texts tbody tr');
      const kind = await admin.page.$eval('.adm-failed-texts tbody td:nth-child(3)', (td) => td.textContent);
      expect(kind).to.equal(view.lang === 'en' ? en.failedTexts.kinds.orderPaid : fa.failedTexts.kinds.orderPaid);
      expect(await admin.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll').to.equal(true);
      await admin.shot('failed-texts');
      expect(admin.problems).to.deep.equal([]);
      await admin.context.close();
    }
  });

  it("does not open for a customer: the address is the storefront's 404 and the API answers 403", async () => {
    const customer = await people.customer('fa');
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const host = new URL(server.url);
    await page.setCookie(...[...customer.cookies].map(([name, value]) => ({ name, value, domain: host.hostname, path: '/' })));
    const res = await page.goto(`${server.url}/admin/failed-texts`);
    expect(res?.status()).to.equal(404);
    expect(await page.$('.adm-failed-texts')).to.equal(null);
    expect(await page.evaluate(() => fetch('/api/admin/failed-texts?page=1').then((r) => r.status))).to.equal(403);
    await context.close();
  });
});
