import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox, placeOrderInDb } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { formatNumber } from '../../shared/format.ts';
import { normalizeText } from '../../shared/search/normalize.ts';
import { tehranDayOf, tehranDayStart } from '../../shared/tehran-day.ts';

type Words = { reports: { tables: Record<string, string>; columns: Record<string, string> } };
const [fa, en] = ['fa', 'en'].map((l) => JSON.parse(readFileSync(`locales/${l}/admin.json`, 'utf8')) as Words);

/* Issue #32: the reports screen draws each report as a chart and its table, in the operator's language, and downloads it. */
describe('back office in the browser: the reports', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0933');

  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
    await placeOrderInDb(server, 'paid', 'online');
    await placeOrderInDb(server, 'paid', 'cheque');
    await placeOrderInDb(server, 'awaiting-payment', 'online');
    await people.visitor('fa').get(`/api/search?q=${encodeURIComponent('دوربین')}`);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Today's orders as the orders table has them: placed, and paid (paid, shipped, delivered). */
  async function today() {
    const rows = await server.db.kysely
      .selectFrom('orders')
      .select(['status', 'total_rial'])
      .where('created_at', '>=', tehranDayStart(tehranDayOf(new Date())))
      .execute();
    const paid = rows.filter((r) => ['paid', 'shipped', 'delivered'].includes(r.status));
    return { placed: rows.length, paid: paid.length, paidToman: paid.reduce((s, r) => s + Number(r.total_rial), 0) / 10 };
  }

  it('loads Chart.js on this screen only, draws each chart, and its table holds the same figures in Persian digits', async () => {
    const admin = await AdminPage.open(browser, server, people, { lang: 'fa', width: 1280, height: 900 });
    const chartScripts = () => admin.page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /report-charts/.test(e.name)).length);
    expect(await chartScripts(), 'Chart.js on the dashboard').to.equal(0);
    await admin.page.click('#adm-nav a[href="/admin/reports"]');
    await admin.page.waitForSelector('[data-report=periods] canvas[data-drawn=true]');
    await admin.page.waitForSelector('[data-report=searches] canvas[data-drawn=true]');
    expect(await chartScripts()).to.equal(1);
    // Painted: the canvas has coloured pixels, and says its table is its text.
    const painted = await admin.page.$eval('[data-report=periods] canvas', (c) => {
      const canvas = c as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
      return { n, label: canvas.getAttribute('aria-label'), role: canvas.getAttribute('role') };
    });
    expect(painted.n).to.be.greaterThan(1000);
    expect(painted.role).to.equal('img');
    expect(painted.label).to.contain(fa.reports.tables.periods);

    const expected = await today();
    expect(expected.paid).to.be.greaterThan(0);
    const lastRow = await admin.page.$$eval('[data-report-table=periods] tbody tr', (rows) =>
      [...rows.at(-1)!.querySelectorAll('td')].map((td) => td.textContent!.trim()),
    );
    expect(lastRow.slice(1, 4)).to.deep.equal([formatNumber(expected.placed, 'fa'), formatNumber(expected.paid, 'fa'), formatNumber(expected.paidToman, 'fa')]);
    const headers = await admin.page.$$eval('[data-report-table=periods] th', (th) => th.map((h) => h.textContent));
    expect(headers[3]).to.equal(fa.reports.columns.paidToman);
    // A logged search links to the storefront's search page.
    const link = await admin.page.$eval('[data-report-table=searches] tbody a', (a) => ({ href: a.getAttribute('href'), text: a.textContent }));
    expect(link).to.deep.equal({ href: `/search?q=${encodeURIComponent(normalizeText('دوربین'))}`, text: normalizeText('دوربین') });
    await admin.shot('reports');

    // The download is the table: CSV with a byte-order mark and Persian headers, Excel as a workbook.
    const csv = await admin.page.$eval('[data-report=periods] a[data-report-file=csv]', async (a) => {
      const res = await fetch((a as HTMLAnchorElement).href);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, bom: [...bytes.slice(0, 3)], text: new TextDecoder().decode(bytes) };
    });
    expect([csv.status, csv.bom]).to.deep.equal([200, [0xef, 0xbb, 0xbf]]);
    expect(csv.text.split('\r\n')[0]).to.contain(`"${fa.reports.columns.period}"`);
    expect(csv.text.trim().split('\r\n').at(-1)).to.match(new RegExp(`,"${expected.placed}","${expected.paid}","${expected.paidToman}",`));
    const xlsx = await admin.page.$eval('[data-report=products] a[data-report-file=xlsx]', async (a) => {
      const res = await fetch((a as HTMLAnchorElement).href);
      return { status: res.status, type: res.headers.get('content-type'), zip: [...new Uint8Array(await res.arrayBuffer()).slice(0, 2)] };
    });
    expect(xlsx).to.deep.equal({ status: 200, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip: [0x50, 0x4b] });
    await admin.context.close();
    expect(admin.problems).to.deep.equal([]);
  });

  it('changes the periods from the keyboard, in English', async () => {
    const admin = await AdminPage.open(browser, server, people, { lang: 'en', width: 1280, height: 900 });
    await admin.go('/reports', '[data-report=periods] canvas[data-drawn=true]');
    const rows = () => admin.page.$$eval('[data-report-table=periods] tbody tr', (r) => r.length);
    expect(await rows()).to.equal(30);
    await admin.page.focus('#r-by');
    await admin.page.keyboard.press('ArrowDown');
    // From the select to "Show", then press it.
    await admin.page.keyboard.press('Tab');
    expect(await admin.page.evaluate(() => document.activeElement?.getAttribute('type'))).to.equal('submit');
    await admin.page.keyboard.press('Enter');
    await admin.page.waitForFunction(() => new URL(location.href).searchParams.get('by') === 'week');
    await admin.page.waitForSelector('[data-report=periods] canvas[data-drawn=true]');
    expect(await rows()).to.be.within(5, 6);
    expect(await admin.page.$eval('[data-report=periods] h2', (h) => h.textContent)).to.equal(en.reports.tables.periods);
    await admin.shot('reports');
    await admin.context.close();
    expect(admin.problems).to.deep.equal([]);
  });

  it('fits a phone in both languages', async () => {
    for (const lang of ['fa', 'en'] as const) {
      const admin = await AdminPage.open(browser, server, people, { lang, width: 390, height: 844 });
      await admin.go('/reports', '[data-report=stock] canvas[data-drawn=true]');
      await admin.page.waitForFunction(() => !document.querySelector('.dp__input[disabled]'));
      const wide = await admin.page.evaluate(() => document.documentElement.scrollWidth > innerWidth + 1);
      await admin.shot('reports');
      await admin.context.close();
      expect(wide, `${lang}: the page scrolls sideways`).to.equal(false);
      expect(admin.problems).to.deep.equal([]);
    }
  });
});
