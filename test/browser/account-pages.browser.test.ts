import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, SitePage } from '../helpers/browser.ts';
import { LoginPage } from '../helpers/login-page.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { lastCodeFor } from '../helpers/auth-client.ts';
import { Shopper, PICKUP } from '../helpers/shopper.ts';
import { axeViolations } from '../helpers/storefront-page.ts';

/*
 * Issue #19, points 6 and 8 (the cart count): the order link of an order's text, opened logged out, asks for the
 * login and comes back to the order; someone else's order stays the 404 page; logging out on a private page leaves
 * it, and the header's cart count goes with the account.
 */
describe('own pages: the order link asks for login, logging out leaves private pages', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  // The server's clock runs ahead when a test needs another code for a number within 60 s of the last.
  let aheadMs = 0;
  const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-own-pages-')), 'outbox.jsonl');
  before(async () => {
    mkdirSync('screenshots', { recursive: true });
    [server, browser] = await Promise.all([
      startTestServer(undefined, { SMS_OUTBOX: outbox }, { clock: () => new Date(Date.now() + aheadMs) }),
      launchBrowser(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A customer with a pickup order placed through the API, and its order page's path. */
  async function customerWithOrder(lang: 'fa' | 'en') {
    const shopper = await new Shopper(server.url, outbox, lang).signUp();
    await shopper.fillPickupCart(server);
    const { productOrderId } = (await shopper.place('cheque')).body.data;
    return { shopper, orderPath: `${lang === 'en' ? '/en' : ''}/profile/accountorder/${productOrderId}/`, orderId: productOrderId };
  }

  /** Logs `mobile` in on the login screen the browser is on, with the code the server texts. */
  async function logIn(site: SitePage, mobile: string) {
    aheadMs += 61_000;
    const login = new LoginPage(site);
    await site.page.waitForSelector('.login[data-live="true"]', { timeout: 30_000 });
    await login.fill('mobile', mobile);
    await login.submit();
    await login.step('code');
    await login.fill('code', await lastCodeFor(outbox, mobile));
    await login.submit();
  }

  for (const lang of ['fa', 'en'] as const) {
    it(`opens the order link logged out: login, then the order itself (${lang})`, async () => {
      const { shopper, orderPath, orderId } = await customerWithOrder(lang);
      const site = await SitePage.open(browser, server.url, { width: 390, height: 844 });
      await site.visit(orderPath);
      const login = new URL(site.page.url());
      expect(login.pathname).to.equal(`${lang === 'en' ? '/en' : ''}/loginRegister/`);
      expect(login.searchParams.get('back')).to.equal(orderPath);
      await site.screenshot(`own-order-login-${lang}`);

      await logIn(site, shopper.mobile);
      await site.page.waitForFunction((p) => location.pathname === p, { timeout: 20_000 }, orderPath);
      // The address changes before the order's screen replaces the login's: wait for the order's own heading.
      const digits = lang === 'fa' ? String(orderId).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : String(orderId);
      await site.page.waitForFunction((d) => document.querySelector('main h1')?.textContent?.includes(d), { timeout: 20_000 }, digits);
      await site.screenshot(`own-order-after-login-${lang}`);
      expect(site.problems.filter((p) => !/status of 401 /.test(p))).to.deep.equal([]);
      await site.page.close();
    });
  }

  it("keeps another customer's order the 404 page for a signed-in customer", async () => {
    const { orderPath } = await customerWithOrder('fa');
    const other = await new Shopper(server.url, outbox, 'fa').signUp();
    const site = await SitePage.open(browser, server.url);
    await site.page.setCookie(...[...other.cookies].map(([name, value]) => ({ name, value, url: server.url })));
    const res = await site.visit(orderPath);
    expect(res!.status()).to.equal(404);
    expect(new URL(site.page.url()).pathname).to.equal(orderPath);
    await site.page.close();
  });

  for (const lang of ['fa', 'en'] as const) {
    it(`logging out on the order page leaves it for home, and the cart count goes too (${lang})`, async () => {
      const { shopper, orderPath } = await customerWithOrder(lang);
      const item = await server.db.kysely
        .selectFrom('product_items')
        .select('id')
        .where('price_rial', 'is not', null)
        .where('stock', '>=', 5)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await shopper.add(item.id, 2);
      const site = await SitePage.open(browser, server.url);
      await site.page.setCookie(...[...shopper.cookies].map(([name, value]) => ({ name, value, url: server.url })));
      await site.visit(orderPath);
      await site.page.waitForSelector('[data-testid="cart-count"]', { timeout: 20_000 });
      await site.page.click('.account-menu__button');
      await site.page.waitForSelector('.account-menu__panel:not([hidden])');
      await site.page.click('.account-menu__logout');
      const home = lang === 'en' ? '/en/' : '/';
      await site.page.waitForFunction((p) => location.pathname === p, { timeout: 20_000 }, home);
      await site.page.waitForSelector('a.header-account', { timeout: 20_000 });
      await site.page.waitForFunction(() => !document.querySelector('[data-testid="cart-count"]'), { timeout: 20_000 });
      await site.screenshot(`own-logged-out-${lang}`);
      await site.page.close();
    });
  }

  for (const lang of ['fa', 'en'] as const) {
    it(`the order page says when it lapses, who bought it, keeps each name whole, tells of a cancelled payment (${lang})`, async () => {
      const shopper = await new Shopper(server.url, outbox, lang).signUp();
      // Item 27: «… کیدی PRO6ABC» in the model «۴ کیلوگرمی»: a code, then a model that starts with a digit.
      await shopper.add(27, 1);
      await shopper.delivery(PICKUP);
      const { productOrderId, paymentId } = (await shopper.place('online')).body.data;
      const pressed = await shopper.raw(`/payment/test/${paymentId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: 'outcome=cancelled',
      });
      await shopper.raw(new URL(pressed.headers.get('location')!).pathname + new URL(pressed.headers.get('location')!).search);

      const site = await SitePage.open(browser, server.url, { width: 390, height: 844 });
      await site.page.setCookie(...[...shopper.cookies].map(([name, value]) => ({ name, value, url: server.url })));
      await site.visit(`${lang === 'en' ? '/en' : ''}/profile/accountorder/${productOrderId}/`);
      const digit = lang === 'fa' ? '[۰-۹]' : '[0-9]';
      expect(await site.text('.order-page__due')).to.match(new RegExp(`${digit}{2}:${digit}{2}`));
      const buyer = await site.text('.order-invoice__buyer');
      expect(buyer).to.include('Test Shopper');
      expect(buyer).to.include(lang === 'fa' ? shopper.mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : shopper.mobile);

      // The model comes after the product's name in reading order, never inside it.
      const order = await site.page.$eval(
        '.order-lines__table tbody td',
        (td, rtl) => {
          const [name, item] = [...td.querySelectorAll(':scope > bdi, .order-lines__item > bdi')] as HTMLElement[];
          const last = [...name.getClientRects()].at(-1)!;
          const first = item.getClientRects()[0];
          const after = first.top >= last.bottom - 1 || (rtl ? first.right <= last.left + 1 : first.left >= last.right - 1);
          return { item: item.textContent, after };
        },
        lang === 'fa',
      );
      expect(order).to.deep.equal({ item: lang === 'fa' ? '۴ کیلوگرمی' : order.item, after: true });

      // Issue #30: the lines scroll sideways on a narrow phone when names are long: a keyboard reaches them, a named region.
      const table = await site.page.$eval('.order-lines__table', (t) => {
        const box = t.parentElement!;
        return { role: box.getAttribute('role'), tabIndex: box.tabIndex, name: box.getAttribute('aria-label') };
      });
      expect(table).to.deep.include({ role: 'region', tabIndex: 0 });
      expect(table.name).to.match(lang === 'fa' ? /[\u0600-\u06FF]/ : /table/i);
      expect(await axeViolations(site.page, ['scrollable-region-focusable', 'landmark-unique', 'aria-allowed-attr'])).to.deep.equal([]);

      // The delivery's line names the method after a colon: its own name may hold parentheses (issue #30).
      expect(await site.text('.order-totals dt:nth-of-type(2)')).to.equal(lang === 'fa' ? 'ارسال: تحویل حضوری در دفتر' : 'Delivery: Pickup at our office');

      // A pickup order says where and when to collect it (issue #30).
      expect(await site.text('.order-page__pickup')).to.equal(
        lang === 'fa'
          ? 'تحویل حضوری در دفتر: تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۵۰، طبقه سوم؛ شنبه تا چهارشنبه، ساعت ۹ تا ۱۷'
          : 'Pickup at our office: 3rd floor, No. 2450, Valiasr St., north of Vanak Sq., Tehran; Saturday to Wednesday, 9 a.m. to 5 p.m.',
      );

      const note = await site.text('.order-timeline [data-note="paymentCancelled"] .order-timeline__note');
      expect(note).to.match(lang === 'fa' ? /لغو شد/ : /cancelled at the gateway/);
      await site.screenshot(`own-order-page-${lang}`);

      // The profile's order list: each row is the link, a finger's size.
      await site.visit(`${lang === 'en' ? '/en' : ''}/profile/`);
      const row = await site.page.$eval('.profile__orders a', (a) => ({
        href: new URL((a as HTMLAnchorElement).href).pathname,
        ...a.getBoundingClientRect().toJSON(),
      }));
      expect(row.href).to.equal(`${lang === 'en' ? '/en' : ''}/profile/accountorder/${productOrderId}/`);
      expect(row.height).to.be.at.least(44);
      expect(row.width).to.be.at.least(300);
      await site.page.$eval('#profile-orders', (h) => h.scrollIntoView());
      await site.screenshot(`own-profile-orders-${lang}`);
      expect(site.problems).to.deep.equal([]);
      await site.page.close();
    });
  }
});
