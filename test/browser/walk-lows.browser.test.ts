import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { LoginPage } from '../helpers/login-page.ts';
import { lastCodeFor } from '../helpers/auth-client.ts';
import { newMobile, Shopper } from '../helpers/shopper.ts';
import { PHONE } from '../helpers/storefront-page.ts';
import { asciiDigits } from '../../shared/digits.ts';

/* Issue #30, the walk's lows: what a customer met on the storefront, each where they met it. */
describe('the walk’s lows on the storefront', function () {
  this.timeout(120_000);
  const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-walk-lows-')), 'outbox.jsonl');
  const suite = browserSuite({ SMS_OUTBOX: outbox });

  it('after login, `back=/pr/1/` (an id-only product address) lands on the product, not a 404', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, { width: 1280, height: 900 });
    await site.visit('/loginRegister/?back=/pr/1/');
    await site.page.waitForSelector('.login[data-live="true"]', { timeout: 30_000 });
    const login = new LoginPage(site);
    const mobile = newMobile();
    await login.fill('mobile', mobile);
    await login.submit();
    await login.step('code');
    await login.fill('code', await lastCodeFor(outbox, mobile));
    await login.submit();
    await login.step('fullName');
    await login.fill('fullName', 'رضا کریمی');
    await login.submit();
    await site.page.waitForFunction(() => /^\/pr\/1\/[^/]+\/$/.test(location.pathname), { timeout: 20_000 });
    await site.hydrated();
    await site.page.waitForSelector('.product__buy', { timeout: 20_000 });
    expect(await site.page.$('.page-error'), 'no 404 screen').to.equal(null);
    await site.page.close();
  });

  /** A signed-up customer of the API whose cookies the browser page carries. */
  async function signedIn(lang: 'fa' | 'en', viewport = { width: 390, height: 844 }) {
    const shopper = await new Shopper(suite.server.url, outbox, lang).signUp();
    const site = await SitePage.open(suite.browser, suite.server.url, viewport);
    await site.page.setCookie(...[...shopper.cookies].map(([name, value]) => ({ name, value, url: suite.server.url })));
    return { shopper, site, prefix: lang === 'en' ? '/en' : '' };
  }

  for (const lang of ['fa', 'en'] as const) {
    it(`the cheque form asks for a missing due date and takes the visitor to it (${lang})`, async () => {
      const { shopper, site, prefix } = await signedIn(lang);
      await shopper.fillPickupCart(suite.server);
      const { productOrderId } = (await shopper.place('cheque')).body.data;
      await site.visit(`${prefix}/profile/accountorder/${productOrderId}/`);
      await site.page.waitForSelector('.cheque__form input[type="hidden"][name="dueDate"]', { timeout: 20_000 });
      await site.page.type('#sayadId', '1234567890123456');
      await site.page.click('.cheque__form button[type="submit"]');
      await site.page.waitForSelector('#dueDate-error', { timeout: 20_000 });
      expect(await site.text('#dueDate-error')).to.equal(lang === 'fa' ? '«تاریخ سررسید» را وارد کنید.' : 'Please enter “Due date”.');
      await site.page.waitForFunction(() => document.activeElement?.id === 'dueDate', { timeout: 5_000 });
      expect(await site.page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).to.equal('true');
      await site.page.close();
    });
  }

  it('the heading a navigation focuses for screen readers draws no focus box, also after a search sent with Enter', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, { width: 1280, height: 900 });
    await site.visit('/');
    await site.page.click('#site-search');
    await site.page.type('#site-search', 'دوربین');
    await site.page.keyboard.press('Enter');
    await site.page.waitForFunction(() => location.pathname.startsWith('/search') && document.activeElement?.tagName === 'H1', { timeout: 20_000 });
    const focused = await site.page.evaluate(() => {
      const h1 = document.activeElement as HTMLElement;
      return { text: h1.textContent !== '', outline: getComputedStyle(h1).outlineStyle };
    });
    expect(focused).to.deep.equal({ text: true, outline: 'none' });
    await site.page.close();
  });

  it('on the phone the account menu, the steppers, «حذف» and the checkout step pills are 44 px tap targets', async () => {
    const { shopper, site } = await signedIn('fa', PHONE);
    await shopper.fillPickupCart(suite.server);
    await site.visit('/basket/');
    await site.page.waitForSelector('.stepper__button', { timeout: 20_000 });
    const small = () =>
      site.page.$$eval('.account-menu__button, .stepper__button, .basket-line__remove, .checkout__steps li, .checkout__steps button', (els) =>
        els
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => ({ el: el.outerHTML.slice(0, 60), ...el.getBoundingClientRect().toJSON() }))
          .filter((r) => r.width < 44 || r.height < 44),
      );
    expect(await site.page.$$eval('.stepper__button, .basket-line__remove, .account-menu__button', (els) => els.length)).to.be.at.least(4);
    expect(await small()).to.deep.equal([]);
    await site.page.click('.checkout__next:not([disabled])');
    await site.page.waitForSelector('.checkout__steps li.is-done button', { timeout: 20_000 });
    expect(await small()).to.deep.equal([]);
    // Where pickup is chosen, the office's address and hours (issue #30).
    expect(await site.text('.checkout-option__office')).to.equal(
      'نشانی دفتر: تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۲۴۵۰، طبقه سوم؛ شنبه تا چهارشنبه، ساعت ۹ تا ۱۷',
    );
    await site.screenshot('walk-lows-basket-steps-fa-390');
    await site.page.close();
  });

  it('the phone’s header search folds once a search is sent', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, PHONE);
    await site.visit('/');
    await site.page.tap('.site-header__search-toggle');
    await site.page.waitForSelector('.site-header[data-search-open]');
    await site.page.waitForFunction(() => document.activeElement?.id === 'site-search');
    await site.page.keyboard.type('کپسول');
    await site.page.keyboard.press('Enter');
    await site.page.waitForFunction(() => location.pathname.startsWith('/search'), { timeout: 20_000 });
    await site.page.waitForSelector('.site-header:not([data-search-open])', { timeout: 5_000 });
    expect(await site.attr('.site-header__search-toggle', 'aria-expanded')).to.equal('false');
    await site.page.close();
  });

  it('a discount code the customer already used says so, on the field alone; the next code applied leaves no error behind', async () => {
    const at = new Date().toISOString();
    await suite.server.db.kysely
      .insertInto('discounts')
      .values([
        { code: 'ONCEEACH', percent: 10, amount_rial: null, min_order_rial: 0, per_user_limit: 1, active: 1, used_count: 0, created_at: at },
        { code: 'WELCOME2', percent: null, amount_rial: 1_000_000, min_order_rial: 0, active: 1, used_count: 0, created_at: at },
      ] as never)
      .execute();
    const { shopper, site } = await signedIn('en', { width: 1280, height: 900 });
    await shopper.fillPickupCart(suite.server);
    expect((await shopper.cart({ cartUpdateType: 7, discountCode: 'ONCEEACH' })).status).to.equal(200);
    expect((await shopper.place('cheque')).status).to.equal(200);
    await shopper.fillPickupCart(suite.server);

    await site.visit('/en/basket/?step=discount');
    await site.page.waitForSelector('#discount-code', { timeout: 20_000 });
    await site.page.type('#discount-code', 'ONCEEACH');
    await site.page.keyboard.press('Enter');
    await site.page.waitForSelector('#discount-error', { timeout: 20_000 });
    expect(await site.text('#discount-error')).to.equal('You have already used this discount code as many times as each customer may.');
    await site.page.click('#discount-code', { clickCount: 3 });
    await site.page.type('#discount-code', 'WELCOME2');
    await site.page.keyboard.press('Enter');
    await site.page.waitForSelector('.checkout-step .notice--success', { timeout: 20_000 });
    expect(await site.page.$$eval('.toast--error', (els) => els.map((e) => e.textContent))).to.deep.equal([]);
    await site.page.close();
  });

  for (const lang of ['fa', 'en'] as const) {
    it(`asked for again within the minute, the code step says how long until a new code and counts it down (${lang})`, async () => {
      const shopper = await new Shopper(suite.server.url, outbox, lang).signUp();
      const site = await SitePage.open(suite.browser, suite.server.url, PHONE);
      await site.visit(`${lang === 'en' ? '/en' : ''}/loginRegister/`);
      await site.page.waitForSelector('.login[data-live="true"]', { timeout: 30_000 });
      // A code this browser asked for a moment ago and has not used (another tab, a reload): the next waits its minute.
      const asked = await site.page.evaluate(
        (mobile) =>
          fetch('/api/auth/otp', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mobile }) }).then((r) => r.status),
        shopper.mobile,
      );
      expect(asked).to.equal(200);
      const login = new LoginPage(site);
      await login.fill('mobile', shopper.mobile);
      await login.submit();
      await login.step('code');
      const countdown = await site.page.waitForSelector('.login__countdown', { timeout: 10_000 });
      const seconds = Number(asciiDigits(await countdown!.evaluate((p) => p.textContent ?? '')).replace(/\D/g, ''));
      expect(seconds).to.be.within(30, 60);
      const toast = await site.page.waitForSelector('.toast--error').then((t) => t!.evaluate((e) => e.textContent ?? ''));
      expect(toast).to.match(
        lang === 'fa' ? /هنوز معتبر است؛ آن را وارد کنید، یا [۰-۹]+ ثانیه دیگر/ : /still works: enter it, or ask for a new one in \d+ seconds/,
      );
      await site.page.close();
    });
  }

  for (const lang of ['fa', 'en'] as const) {
    it(`on the phone the sort chips fade at the row's end, and the keyboard brings the last one into view (${lang})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url, PHONE);
      await site.visit(`${lang === 'en' ? '/en' : ''}/search/?q=${encodeURIComponent(lang === 'fa' ? 'دوربین' : 'camera')}`);
      const row = await site.page.$eval('.results-head .toolbar', (el) => ({
        swipes: el.scrollWidth > el.clientWidth,
        fade: getComputedStyle(el).maskImage,
      }));
      expect(row.swipes, 'the chips are wider than the phone').to.equal(true);
      expect(row.fade).to.match(lang === 'fa' ? /to right/ : /to left/);
      await site.page.focus('.results-head .toolbar a.chip-link:last-of-type');
      const inView = await site.page.$eval('.results-head .toolbar', (el) => {
        const box = el.getBoundingClientRect();
        const last = el.querySelector('a.chip-link:last-of-type')!.getBoundingClientRect();
        return last.left >= box.left - 1 && last.right <= box.right + 1;
      });
      expect(inView).to.equal(true);
      await site.screenshot(`walk-lows-sort-chips-${lang}-390`);
      await site.page.close();
    });
  }

  it('on the phone the breadcrumbs end at the parent: the last, the page’s own name, is the H1 just below', async () => {
    const trail = async (viewport: typeof PHONE | { width: number; height: number }) => {
      const site = await SitePage.open(suite.browser, suite.server.url, viewport);
      await site.visit('/pr/1/x/');
      const shown = await site.page.$$eval('.breadcrumbs li', (lis) =>
        lis.filter((li) => (li as HTMLElement).offsetParent !== null).map((li) => li.textContent),
      );
      const current = await site.text('.breadcrumbs [aria-current]');
      const h1 = await site.text('h1');
      await site.page.close();
      return { shown, current, h1 };
    };
    const phone = await trail(PHONE);
    expect(phone.current).to.equal(phone.h1);
    expect(phone.shown).to.not.include(phone.current);
    expect(phone.shown.length).to.be.at.least(2);
    const desktop = await trail({ width: 1280, height: 900 });
    expect(desktop.shown.at(-1)).to.equal(desktop.current);
  });

  it('the empty basket takes the room its "loading" held: the footer does not jump on the phone', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, PHONE);
    await site.page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await site.visit('/basket/');
    await site.page.waitForSelector('.basket-empty', { timeout: 20_000 });
    // Layout shifts are reported after the frame that made them: two frames on, any would be counted.
    await site.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await site.page.evaluate(() => (window as unknown as { __shift: number }).__shift)).to.be.below(0.001);
    await site.page.close();
  });

  for (const lang of ['fa', 'en'] as const) {
    it(`a freight order's delivery line says its fee is paid now and the rest on arrival (${lang})`, async () => {
      const { shopper, site, prefix } = await signedIn(lang, { width: 1280, height: 900 });
      await shopper.fillPickupCart(suite.server);
      const address = {
        receiverName: 'Sara Ahmadi',
        receiverMobile: '09121234567',
        province: 'اصفهان',
        city: 'اصفهان',
        street: 'Chaharbagh 1',
        postalCode: '8134567890',
      };
      const saved = await shopper.post<{ id: number }>('/api/address', address);
      expect(saved.status, JSON.stringify(saved.body.messages)).to.equal(200);
      // The demo's freight (باربری) for heavy goods: its fee now, the carrier's rest at the door.
      expect((await shopper.delivery(3)).status).to.equal(200);
      expect((await shopper.cart({ cartUpdateType: 5, addressId: saved.body.data.id })).status).to.equal(200);
      const placed = await shopper.place('cheque');
      expect(placed.status, JSON.stringify(placed.body.messages)).to.equal(200);
      await site.visit(`${prefix}/profile/accountorder/${placed.body.data.productOrderId}/`);
      expect(await site.text('.order-totals .order-totals__note')).to.equal(
        lang === 'fa'
          ? 'این مبلغ اکنون پرداخت می‌شود؛ باقی کرایه باربری را در مقصد به باربری می‌پردازید.'
          : 'This is paid now; the rest of the freight fee is paid to the carrier on arrival.',
      );
      await site.screenshot(`walk-lows-freight-order-${lang}`);
      await site.page.close();
    });
  }
});
