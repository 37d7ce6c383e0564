import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, SitePage } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { ApiVisitor } from '../helpers/auth-client.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage, shotIn } from '../helpers/admin-page.ts';
import { axeViolations } from '../helpers/storefront-page.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { DEMO_CUSTOMER_MOBILE } from '../../server/db/seed/quotes.seed.ts';
import { addDays, tehranDayOf } from '../../shared/tehran-day.ts';
import type { QuoteSummary } from '../../shared/contracts/quotes.ts';
import type { OrderDetail } from '../../shared/contracts/checkout.ts';
import type { AdminOrder } from '../../shared/contracts/admin/orders.ts';
import type { Buyer } from '../../shared/contracts/buyers.ts';
import { COMPANY } from '../helpers/buyers.ts';

const OPERATOR = '09120000444';
const VIEWS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/**
 * Quotes in the browser (issue 31): the customer's quote pages pass axe in both languages on a phone and a desktop with
 * Persian digits on Persian pages, and the whole flow runs as a customer and the operator would run it: a request on
 * the page, pricing and sending (the operator's API), the text, accepting on the quote's page, the deposit at the test
 * gateway, two Sayad cheques described on the order page and confirmed: the order is paid.
 */
describe('quotes: the customer’s pages and the whole flow', function () {
  this.timeout(240_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0933');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox, OPERATOR_MOBILE: OPERATOR }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The demo customer (or `mobile`) signed in over the API, its session cookies handed to a new page. */
  async function signedInPage(view: { width: number; height: number }, lang: 'fa' | 'en', mobile = DEMO_CUSTOMER_MOBILE) {
    const v = await people.signIn(new ApiVisitor(server.url, `10.50.0.${Math.floor(Math.random() * 200) + 1}`, lang), mobile, 'Project Buyer');
    const site = await SitePage.open(browser, server.url, view);
    await site.page.setCookie(...[...v.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    return { site, visitor: v };
  }

  async function check(site: SitePage, lang: 'fa' | 'en', name: string) {
    expect(await axeViolations(site.page), name).to.deep.equal([]);
    if (lang === 'fa') {
      // A product's model code ("DS-2CD1043G2-I") is Latin whatever the page's language: the rest is Persian.
      const latin = await site.page.$eval(
        'main',
        (m) => (m as HTMLElement).innerText.replace(/[A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*/g, '').match(/[0-9]+/g) ?? [],
      );
      expect(latin, `${name}: Latin digits on a Persian page`).to.deep.equal([]);
    }
    await shotIn(site.page, name);
  }

  for (const view of VIEWS) {
    for (const lang of ['fa', 'en'] as const) {
      it(`the demo quote's list, its page and a new request pass axe (${lang}, ${view.name})`, async () => {
        const { site, visitor } = await signedInPage(view, lang);
        const prefix = lang === 'en' ? '/en' : '';
        const [demo] = (await visitor.get<QuoteSummary[]>('/api/quote/list')).body.data;
        expect(demo.status).to.equal('sent');
        await site.visit(`${prefix}/profile/quotes/`);
        expect(await site.text('.quotes-page__item')).to.include(lang === 'fa' ? '۰' : '0');
        await check(site, lang, `quotes-${lang}-${view.name}`);
        await site.visit(`${prefix}/profile/quotes/${demo.id}/`);
        expect(await site.page.$$eval('.quote-offer tbody tr', (rows) => rows.length)).to.equal(3);
        expect(await site.text('.quote-offer__instalments')).to.match(lang === 'fa' ? /چک/ : /Cheque/);
        await check(site, lang, `quote-${lang}-${view.name}`);
        // The request page with a catalogue search made: the models found, each with its "add".
        await site.visit(`${prefix}/profile/quotes/new/?q=${encodeURIComponent(lang === 'fa' ? 'دوربین' : 'camera')}`);
        expect(await site.page.$$eval('.quote-new__found li a', (links) => links.length)).to.be.greaterThan(1);
        await site.page.waitForFunction(() => document.querySelectorAll('#quote-province option').length > 2);
        await check(site, lang, `quote-new-${lang}-${view.name}`);
        await site.page.browserContext().close();
      });
    }
  }

  it('the operator prices the demo quote from the keyboard: saving makes version 2, sending texts the customer', async () => {
    const admin = await AdminPage.open(browser, server, people, { lang: 'fa', width: 1280, height: 900 });
    const [demo] = await server.db.kysely.selectFrom('quotes').select(['id', 'version']).where('mobile', '=', DEMO_CUSTOMER_MOBILE).execute();
    await admin.go(`/quotes/${demo.id}`, '.adm-quote');
    // The first line's item changed by typing another item's code (its price and the terms stay): the picker names it.
    const detector = await server.db.kysely.selectFrom('product_items').select(['id', 'sku']).where('sku', '=', 'FST-951').executeTakeFirstOrThrow();
    await admin.page.type('#ql-item-0', detector.sku);
    await admin.page.waitForFunction(() => /FST-951/.test(document.querySelector('#ql-item-0-chosen')?.textContent ?? ''));
    // The validity, typed in Persian digits, then the form saved with Enter from the note's field.
    await admin.fill('#q-valid', '۲۱');
    expect(await admin.value('#q-valid')).to.equal('۲۱');
    await admin.page.focus('#q-valid');
    await admin.page.keyboard.press('Enter');
    await admin.page.waitForSelector('.adm-notice');
    const versions = await server.db.kysely
      .selectFrom('quote_versions')
      .select(['version', 'valid_days'])
      .where('quote_id', '=', demo.id)
      .orderBy('version')
      .execute();
    expect(versions.map((v) => [v.version, v.valid_days])).to.deep.equal([
      [1, 14],
      [2, 21],
    ]);
    const saved = await server.db.kysely
      .selectFrom('quote_versions')
      .select('lines')
      .where('quote_id', '=', demo.id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    const first = await server.db.kysely
      .selectFrom('quote_versions')
      .select('lines')
      .where('quote_id', '=', demo.id)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    const firstLine = (lines: string) => (JSON.parse(lines) as { productItemId: number | null; count: number; unitPriceRial: number }[])[0];
    expect(firstLine(saved.lines)).to.include({
      productItemId: detector.id,
      count: firstLine(first.lines).count,
      unitPriceRial: firstLine(first.lines).unitPriceRial,
    });
    const sendButton = (await admin.page.$$('.adm-quote button[type=button]')).at(-1)!;
    await sendButton.focus();
    await admin.page.keyboard.press('Enter');
    await admin.page.waitForFunction(() => document.querySelector('.adm-notice')?.textContent?.includes('پیامک'));
    expect((await readOutbox(outbox)).filter((l) => l.to === DEMO_CUSTOMER_MOBILE && !l.code).at(-1)!.text).to.include(`/profile/quotes/${demo.id}/`);
    expect(admin.problems).to.deep.equal([]);
    await admin.shot('admin-quote-priced');
    await admin.context.close();
  });

  it('request → price → send → text → accept → deposit at the test gateway → two cheques described and confirmed → official invoice printed', async () => {
    const mobile = people.newMobile();
    const { site, visitor } = await signedInPage({ width: 1280, height: 900 }, 'en', mobile);
    const page = site.page;
    const buyer = await visitor.post<Buyer>('/api/buyer', COMPANY);
    expect(buyer.status, JSON.stringify(buyer.body.messages)).to.equal(200);
    // The request, on its page: a camera picked from the catalogue by its model code (twice: two of it), a
    // description, the company to invoice, Tehran, Tehran.
    const camera = await server.db.kysely
      .selectFrom('product_items')
      .select(['id', 'sku'])
      .where('sku', 'like', 'DS-2CD2143G2%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await site.visit('/en/profile/quotes/new/');
    await page.type('#quote-pick-q', 'DS-2CD2143G2');
    await page.keyboard.press('Enter');
    const addCamera = `.quote-new__found a[href*="-${camera.id}-1"]`;
    await page.waitForSelector(addCamera);
    expect(await site.text('.quote-new__found')).to.include(camera.sku);
    await page.click(addCamera);
    await page.waitForSelector(`#quote-count-${camera.id}`);
    await page.click(`.quote-new__found a[href*="-${camera.id}-2"]`);
    await page.waitForFunction((id) => (document.querySelector(`#quote-count-${id}`) as HTMLInputElement | null)?.value === '2', {}, camera.id);
    await page.type('#quote-description', 'CCTV for a 4-floor school');
    await page.select('#quote-buyer', String(buyer.body.data.id));
    await page.waitForFunction(() => document.querySelectorAll('#quote-province option').length > 2);
    await page.select('#quote-province', 'تهران');
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLOptionElement>('#quote-city option')].some((o) => o.value === 'تهران'));
    await page.select('#quote-city', 'تهران');
    await Promise.all([page.waitForFunction(() => /\/profile\/quotes\/\d+\/?$/.test(location.pathname)), page.click('.quote-new__form button[type=submit]')]);
    const quoteId = Number(/quotes\/(\d+)/.exec(page.url())![1]);
    await page.waitForSelector('.quote-page__status');
    expect(await site.text('.quote-page__status')).to.equal('Requested');
    const asked = (await visitor.get<{ askedLines: { productItemId: number; count: number }[] }>(`/api/quote/item?id=${quoteId}`)).body.data.askedLines;
    expect(asked.map((l) => [l.productItemId, l.count])).to.deep.equal([[camera.id, 2]]);
    expect((await readOutbox(outbox)).some((l) => l.to === OPERATOR && l.text.includes(`Q-${String(quoteId).padStart(6, '0')}`))).to.equal(true);

    // The operator prices it (deposit 30% and two cheques) and sends it.
    const staff = await people.staff('staff');
    const item = await server.db.kysely
      .selectFrom('product_items')
      .select('id')
      .where('price_rial', 'is not', null)
      .where('stock', '>=', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const day = (n: number) => addDays(tehranDayOf(new Date()), n);
    const saved = await staff.post('/api/admin/quote', {
      id: quoteId,
      lines: [
        { productItemId: item.id, count: 4, unitPriceRial: 25_000_000 },
        { title: 'Installation', priceRial: 20_000_000 },
      ],
      validDays: 7,
      terms: {
        kind: 'deposit',
        depositPercent: 40,
        cheques: [
          { amountRial: 36_000_000, dueDate: day(40) },
          { amountRial: 36_000_000, dueDate: day(100) },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
    expect((await staff.post('/api/admin/quote/send', { id: quoteId })).status).to.equal(200);
    const text = (await readOutbox(outbox)).filter((l) => l.to === mobile && !l.code).at(-1)!.text;
    const link = /https?:\/\/\S+|\/\S*profile\/quotes\/\d+\//.exec(text)![0];
    expect(link).to.include(`/profile/quotes/${quoteId}/`);

    // The customer follows the text's link and accepts: on to the order, 48,000,000 Rials (40%) to pay online now.
    await site.visit(`/en/profile/quotes/${quoteId}/`);
    await Promise.all([page.waitForFunction(() => /\/profile\/accountorder\/\d+/.test(location.pathname)), page.click('.quote-decide button[type=submit]')]);
    const orderId = Number(/accountorder\/(\d+)/.exec(page.url())![1]);
    await site.hydrated();
    const order = async () => (await visitor.get<OrderDetail>(`/api/productOrder/order?id=${orderId}`)).body.data;
    expect(await order()).to.include({ status: 'awaiting-payment', onlineDueRial: 48_000_000, totalRial: 120_000_000 });
    expect(await page.$$eval('.instalments tbody tr', (rows) => rows.length)).to.equal(3);

    // The deposit at the test gateway (the page loaded whole first: a click while it still moves could land elsewhere).
    await site.visit(`/en/profile/accountorder/${orderId}/`);
    await Promise.all([page.waitForNavigation(), page.$eval('.order-page__pay button[type=submit]', (b) => (b as HTMLButtonElement).click())]);
    expect(page.url()).to.include('/payment/test/');
    await Promise.all([
      page.waitForFunction(() => /\/profile\/accountorder\/\d+/.test(location.pathname)),
      page.$eval('button.pay', (b) => (b as HTMLButtonElement).click()),
    ]);
    await site.hydrated();
    expect((await order()).status).to.equal('awaiting-cheque');

    // Two Sayad cheques described on the order page, one form each.
    await page.waitForSelector('.cheque__form');
    for (const [n, sayad] of ['1111222233334444', '5555666677778888'].entries()) {
      const form = (await page.$$('.cheque__form'))[0];
      const instalment = (await order()).instalments.filter((i) => i.kind === 'cheque')[n];
      await form.$eval('input[name=sayadId]', (el, v) => ((el as HTMLInputElement).value = v), sayad);
      await form.$eval('input[name=sayadId]', (el) => el.dispatchEvent(new Event('input', { bubbles: true })));
      await page.$eval(
        `input[name=instalmentId][value="${instalment.id}"]`,
        (el, due) => {
          const date = el.closest('form')!.querySelector<HTMLInputElement>('input[name=dueDate]')!;
          date.value = due!;
        },
        instalment.dueDate,
      );
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        form.$eval('button[type=submit]', (b) => (b as HTMLButtonElement).click()),
      ]);
      await page.waitForFunction((id) => !document.querySelector(`input[name=instalmentId][value="${id}"]`), {}, instalment.id);
    }
    expect((await order()).status).to.equal('cheque-submitted');

    // The operator confirms each; the last makes the order paid.
    const parts = (await staff.get<AdminOrder>(`/api/admin/order?id=${orderId}`)).body.data.instalments.filter((i) => i.kind === 'cheque');
    for (const p of parts) expect((await staff.post('/api/admin/order/instalment', { id: p.id, action: 'confirm' })).status).to.equal(200);
    await site.visit(`/en/profile/accountorder/${orderId}/`);
    expect(await site.attr('.order-status', 'data-status')).to.equal('paid');
    expect(await page.$$eval('.instalments tbody tr[data-status=settled]', (rows) => rows.length)).to.equal(3);
    await shotIn(page, 'quote-order-paid-en-desktop');

    // Paid: the official invoice to the company, with the quote's lines, printed on one A4 page.
    await site.visit(`/en/profile/accountorder/${orderId}/invoice/`);
    expect(await site.text('.invoice__head h2')).to.equal('Sales invoice of goods and services (official invoice)');
    expect(await site.text('#invoice-buyer + .invoice__party-name')).to.equal('Arman Sazeh Co.');
    expect(await page.$eval('.invoice__lines tbody', (b) => b.textContent)).to.include('Installation');
    expect(await axeViolations(page)).to.deep.equal([]);
    await page.emulateMediaType('print');
    const pdf = Buffer.from(await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).to.have.length(1);
    await page.emulateMediaType('screen');
    expect(site.problems).to.deep.equal([]);
  });
});
