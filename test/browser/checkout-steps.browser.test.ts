import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, SitePage } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { CheckoutUtil } from '../helpers/checkout-page.ts';
import { lastCodeFor } from '../helpers/auth-client.ts';
import { axeViolations } from '../helpers/storefront-page.ts';
import { COURIER, newMobile, PICKUP } from '../helpers/shopper.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';

const PHONE = { width: 360, height: 740, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1366, height: 900 };
const CASES = [
  ['fa', '', PHONE, 'phone'],
  ['en', '/en', DESKTOP, 'desktop'],
] as const;

/**
 * The checkout's ways forward (issue 19): a step whose choice was made before (the cart remembers the delivery, Back
 * from a later step, a login in the middle) still leads on; the login it asks for comes back to it; a line that cannot
 * be bought is marked, left out of the total and says what to do.
 */
describe('the checkout leads on from every step', function () {
  this.timeout(180_000);
  let server: TestServer;
  let browser: Browser;
  let outbox: string;
  let items: number[];
  before(async () => {
    mkdirSync('screenshots', { recursive: true });
    outbox = join(mkdtempSync(join(tmpdir(), 'negahban-checkout-steps-')), 'outbox.jsonl');
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
    const rows = await server.db.kysely
      .selectFrom('product_items')
      .select(['id', 'product_id'])
      .where('price_rial', 'is not', null)
      .where('stock', '>=', 20)
      .orderBy('id')
      .execute();
    const seen = new Set<number>();
    items = rows.filter((r) => !seen.has(r.product_id) && seen.add(r.product_id)).map((r) => r.id);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** One cart request from the page (its cookies: the visitor's cart or account). */
  const cartCall = (site: SitePage, body: Record<string, unknown>) =>
    site.page.evaluate(
      async (b) => (await fetch('/api/cart/cart', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) })).status,
      body,
    );

  const stepOf = (site: SitePage) => site.page.evaluate(() => new URL(location.href).searchParams.get('step'));

  for (const [n, [lang, prefix, viewport, device]] of CASES.entries()) {
    it(`goes on from a delivery the cart remembers by Next, and arrow keys only change it (${lang}, ${device})`, async () => {
      const site = await SitePage.open(browser, server.url, viewport);
      const util = new CheckoutUtil(site, outbox, prefix);
      await site.visit(`${prefix}/`);
      await util.addItem(items[0]);
      // Chosen on an earlier visit, before logging in: the cart keeps it through the login.
      expect(await cartCall(site, { cartUpdateType: CART_UPDATE.setDelivery, deliveryId: PICKUP })).to.equal(200);
      await util.logIn(newMobile());
      await util.openBasket();
      await util.click('.checkout__next:not([disabled])');
      await util.reached('delivery');
      await site.page.waitForSelector(`input[name="delivery"][value="${PICKUP}"]:checked`);
      await site.page.$eval('.checkout__forward', (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await site.screenshot(`checkout-steps-delivery-${lang}-${device}`);
      expect(await axeViolations(site.page)).to.deep.equal([]);
      await util.click('.checkout-step .checkout__forward');
      await util.reached('discount');

      // Back to the delivery: the chosen method is still checked. The arrow keys look through the methods (each
      // is chosen as it is reached, as radios are) without leaving the step (issue #30, WCAG 3.2.2); Next goes on.
      await util.click('.checkout__back');
      await util.reached('delivery');
      await site.page.focus(`input[name="delivery"][value="${PICKUP}"]`);
      const checked = () => site.page.$eval('input[name="delivery"]:checked', (i) => (i as HTMLInputElement).value);
      await site.page.keyboard.press('ArrowUp');
      await site.page.waitForFunction((p) => document.querySelector<HTMLInputElement>('input[name="delivery"]:checked')?.value !== p, {}, String(PICKUP));
      const other = await checked();
      await site.page.waitForNetworkIdle({ idleTime: 300 });
      expect(new URL(site.page.url()).searchParams.get('step')).to.equal('delivery');
      await site.page.keyboard.press('ArrowDown');
      await site.page.waitForFunction((p) => document.querySelector<HTMLInputElement>('input[name="delivery"]:checked')?.value === p, {}, String(PICKUP));
      await site.page.waitForNetworkIdle({ idleTime: 300 });
      expect(new URL(site.page.url()).searchParams.get('step'), `still looking, after ${other}`).to.equal('delivery');
      await util.click('.checkout-step .checkout__forward');
      await util.reached('discount');
      expect(site.problems).to.deep.equal([]);
      await site.page.close();
    });

    it(`goes on from an address chosen before, after Back (${lang}, ${device})`, async () => {
      const site = await SitePage.open(browser, server.url, viewport);
      const util = new CheckoutUtil(site, outbox, prefix);
      await site.visit(`${prefix}/`);
      await util.addItem(items[1]);
      await util.logIn(newMobile());
      const saved = await site.page.evaluate(async () => {
        const res = await fetch('/api/address', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            receiverName: 'Sara Ahmadi',
            receiverMobile: '09121234567',
            province: 'تهران',
            city: 'تهران',
            street: 'Valiasr St. 12',
            postalCode: '1234567890',
          }),
        });
        return res.status;
      });
      expect(saved).to.equal(200);
      expect(await cartCall(site, { cartUpdateType: CART_UPDATE.setDelivery, deliveryId: COURIER })).to.equal(200);
      await util.openBasket('address');
      await util.click('input[name="address"]');
      await util.reached('discount');
      await util.click('.checkout__back');
      await util.reached('address');
      await site.page.waitForSelector('input[name="address"]:checked');
      await site.page.waitForSelector('.checkout-step .checkout__forward');
      await site.screenshot(`checkout-steps-address-${lang}-${device}`);
      await util.click('.checkout-step .checkout__forward');
      await util.reached('discount');
      await util.click('.checkout__back');
      await util.reached('address');
      await util.click('input[name="address"]:checked');
      await util.reached('discount');
      expect(site.problems).to.deep.equal([]);
      await site.page.close();
    });

    it(`"log in to place your order" comes back to the step after logging in (${lang}, ${device})`, async () => {
      const site = await SitePage.open(browser, server.url, viewport);
      const util = new CheckoutUtil(site, outbox, prefix);
      await site.visit(`${prefix}/`);
      await util.addItem(items[2]);
      expect(await cartCall(site, { cartUpdateType: CART_UPDATE.setDelivery, deliveryId: PICKUP })).to.equal(200);
      await util.openBasket('payment');
      await site.page.waitForSelector('.checkout-login a');
      await Promise.all([site.page.waitForFunction(() => location.pathname.endsWith('/loginRegister/')), site.page.click('.checkout-login a')]);
      await site.hydrated();
      await site.page.waitForSelector('.login[data-live="true"]', { timeout: 30_000 });
      const mobile = newMobile();
      const fill = async (name: string, text: string) => {
        const selector = `.login input[name="${name}"]:not([type=hidden])`;
        await site.page.waitForSelector(selector, { timeout: 20_000 });
        await site.page.click(selector, { clickCount: 3 });
        await site.page.type(selector, text);
        await site.page.keyboard.press('Enter');
      };
      await fill('mobile', mobile);
      await site.page.waitForSelector('.login input[name="code"]', { timeout: 20_000 });
      await fill('code', await lastCodeFor(outbox, mobile));
      await fill('fullName', lang === 'fa' ? 'سارا احمدی' : 'Sara Ahmadi');
      // Signed in: the promise on the step holds, in the page's language.
      await site.page.waitForFunction((p) => location.pathname === `${p}/basket/`, { timeout: 20_000 }, prefix);
      expect(await stepOf(site)).to.equal('payment');
      await site.page.waitForSelector('input[name="paymentMethod"]', { timeout: 20_000 });
      expect(site.problems).to.deep.equal([]);
      await site.page.close();
    });

    it(`marks a line that ran out, leaves it out of the total and says what to do (${lang}, ${device})`, async () => {
      const site = await SitePage.open(browser, server.url, viewport);
      const util = new CheckoutUtil(site, outbox, prefix);
      await site.visit(`${prefix}/`);
      // Each language's own items: this test sells one out.
      const [gone, kept] = [items[3 + 2 * n], items[4 + 2 * n]];
      await util.addItem(gone, 2);
      await util.addItem(kept);
      await util.logIn(newMobile());
      const price = async (id: number) =>
        Number((await server.db.kysely.selectFrom('product_items').select('price_rial').where('id', '=', id).executeTakeFirstOrThrow()).price_rial);
      // Sold out elsewhere meanwhile.
      await server.db.kysely.updateTable('product_items').set({ stock: 0 }).where('id', '=', gone).execute();
      await util.openBasket();
      const line = `.basket-line[data-item="${gone}"]`;
      await site.page.waitForSelector(`${line}.basket-line--unavailable`);
      expect(await site.page.$(`.basket-line[data-item="${kept}"].basket-line--unavailable`)).to.equal(null);
      expect(await site.text(`${line} .basket-line__problem`)).to.match(lang === 'fa' ? /ناموجود/ : /out of stock/i);
      const payable = await site.attr('dd.basket-summary__payable', 'data-rial');
      expect(Number(payable)).to.equal(await price(kept));
      // The summary counts the pieces its total is for.
      expect(await site.text('.basket-summary dt')).to.include(lang === 'fa' ? '(۱)' : '(1)');
      // The way on is to remove it: Next says so instead of leading to a toast at the last step.
      expect(await site.text('.checkout__blocked')).to.match(lang === 'fa' ? /حذف/ : /remove/i);
      expect(await site.page.$eval('.checkout__next', (b) => (b as HTMLButtonElement).disabled)).to.equal(true);
      await site.screenshot(`checkout-steps-unavailable-${lang}-${device}`);
      expect(await axeViolations(site.page)).to.deep.equal([]);
      await site.page.click(`${line} .basket-line__remove`);
      await site.page.waitForFunction((sel) => !document.querySelector(sel), {}, line);
      await util.click('.checkout__next:not([disabled])');
      await util.reached('delivery');
      expect(site.problems).to.deep.equal([]);
      await site.page.close();
    });
  }
});
