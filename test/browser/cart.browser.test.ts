import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { browserSuite, SitePage } from '../helpers/browser.ts';

/** The cart as a visitor uses it: the buy box, the card button, the dialog, the header count and the basket page. */
class CartUtil {
  constructor(
    readonly site: SitePage,
    readonly prefix: string,
  ) {}
  get page() {
    return this.site.page;
  }

  async chooseItem(name: string) {
    const label = await this.page.waitForSelector(`xpath/.//label[contains(@class,"item-picker__option")][span[normalize-space()="${name}"]]`);
    await label!.click();
    await this.page.waitForFunction((n) => document.querySelector('.item-picker input:checked')?.parentElement?.textContent?.trim() === n, {}, name);
  }

  /** Taps an add button and waits for the cart-added dialog. */
  async addAndSeeDialog(selector: string) {
    await this.page.click(selector);
    await this.page.waitForSelector('dialog.modal[open] .cart-dialog', { visible: true });
  }

  async continueShopping() {
    await this.page.click('dialog.modal[open] .cart-dialog__actions .button:not(.button--primary)');
    await this.page.waitForFunction(() => !document.querySelector('dialog.modal[open]'));
  }

  /**
   * Waits for the page's transition and its smooth scroll to the top to end: a tap on a moving button lands where the
   * button was, not where it is.
   */
  async settled() {
    await this.page.waitForFunction(() => {
      const w = window as unknown as { lastScrollY?: number };
      const still = w.lastScrollY === window.scrollY;
      w.lastScrollY = window.scrollY;
      return still && !(document as { activeViewTransition?: unknown }).activeViewTransition;
    });
  }

  count() {
    return this.page.$eval('.header-cart', (el) => el.querySelector('.header-cart__count')?.textContent ?? '');
  }

  async waitForCount(text: string) {
    await this.page.waitForFunction((t) => document.querySelector('.header-cart__count')?.textContent === t, { timeout: 10_000 }, text);
  }

  lines() {
    return this.page.$$eval('.basket-line', (els) =>
      els.map((el) => ({
        name: el.querySelector('.basket-line__name')?.textContent ?? '',
        item: el.querySelector('.basket-line__item')?.textContent ?? '',
        count: el.querySelector('.stepper__count')?.textContent ?? '',
      })),
    );
  }
}

/** Each visitor is new (`SitePage.open`: a browser context of their own, so their own cart; the pop-up closed). */
const newVisitor = (browser: Browser, base: string, viewport?: Parameters<typeof SitePage.open>[2]) => SitePage.open(browser, base, viewport);

const digits = (n: number, tag: string) => (tag === 'fa' ? n.toLocaleString('fa-IR') : String(n));

describe('the cart in the browser', function () {
  this.timeout(180_000);
  const suite = browserSuite();

  for (const [prefix, tag] of [
    ['', 'fa'],
    ['/en', 'en'],
  ] as const) {
    for (const [device, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      it(`a visitor picks a variant, adds two products, sees the dialog and the count, and changes the basket (${tag}, ${device})`, async () => {
        const site = await newVisitor(suite.browser, suite.server.url, viewport);
        const cart = new CartUtil(site, prefix);
        const shot = (step: string) => site.screenshot(`cart-${tag}-${device}-${step}`);
        const info = (await (await fetch(`${suite.server.url}/api/products/productInfo?id=27&lang=${tag}`)).json()).data;
        const twelve = info.items[2];

        // The product page: the picker's choice moves the price and survives a reload through the URL.
        await site.visit(`${prefix}/pr/27/${encodeURIComponent(info.label.replace(/\s+/g, '-'))}/`);
        expect(await cart.count(), 'no count before the cart is known').to.equal('');
        await cart.chooseItem(twelve.name);
        expect(new URL(site.page.url()).searchParams.get('item')).to.equal(String(twelve.id));
        const price = await site.text('.product__buy .price bdi');
        expect(price).to.equal(tag === 'fa' ? (twelve.priceRial / 10).toLocaleString('fa-IR') : (twelve.priceRial / 10).toLocaleString('en-US'));
        await site.page.reload({ waitUntil: 'networkidle0' });
        await site.hydrated();
        expect(await site.page.$eval('.item-picker input:checked', (el) => (el as HTMLInputElement).value)).to.equal(String(twelve.id));
        await shot('1-product');

        await cart.addAndSeeDialog('.product__buy .add-to-cart');
        await site.page.waitForSelector('.toast', { visible: true });
        await cart.waitForCount(digits(1, tag));
        await shot('2-dialog');
        await cart.continueShopping();

        // A product card's button adds a product sold as one item (one with models asks for the model first).
        await site.visit(`${prefix}/cat/cctv/`);
        await cart.waitForCount(digits(1, tag));
        await cart.addAndSeeDialog('.product-card button.add-to-cart');
        await cart.waitForCount(digits(2, tag));
        await shot('3-card-added');

        // "View cart" goes to the basket: both lines, the variant named.
        await Promise.all([
          site.page.waitForFunction((p) => location.pathname === p, {}, `${prefix}/basket/`),
          site.page.click('dialog.modal[open] .cart-dialog__actions .button--primary'),
        ]);
        await site.page.waitForSelector('.basket-line');
        await cart.settled();
        const lines = await cart.lines();
        expect(lines).to.have.length(2);
        expect(lines[0]).to.include({ name: info.name, item: twelve.name, count: digits(1, tag) });
        await shot('4-basket');

        // A stepper sets the count; the totals are the server's.
        const payableBefore = await site.text('dd.basket-summary__payable');
        await site.page.click('.basket-line:first-child .stepper__button:last-child');
        await site.page.waitForFunction((c) => document.querySelector('.basket-line .stepper__count')?.textContent === c, {}, digits(2, tag));
        await cart.waitForCount(digits(3, tag));
        await site.page.waitForFunction((old) => document.querySelector('dd.basket-summary__payable')?.textContent !== old, {}, payableBefore);

        // Delete both lines: the empty state leads back to the catalogue.
        await site.page.click('.basket-line:first-child .basket-line__remove');
        await site.page.waitForFunction(() => document.querySelectorAll('.basket-line').length === 1);
        await site.page.click('.basket-line .basket-line__remove');
        await site.page.waitForSelector('.basket-empty a[href$="/cat/"]');
        await shot('5-empty');
        expect(site.problems).to.deep.equal([]);
        await site.page.close();
      });
    }
  }

  it('refuses more than the stock with a red toast carrying the server’s message', async () => {
    const site = await newVisitor(suite.browser, suite.server.url);
    const info = (await (await fetch(`${suite.server.url}/api/products/productInfo?id=45&lang=en`)).json()).data;
    const lz = info.items[1]; // "With LZ bracket": 3 in stock
    await site.visit(`/en/pr/45/${encodeURIComponent(info.label.replace(/\s+/g, '-'))}/?item=${lz.id}`);
    for (let i = 0; i < lz.stock; i++) {
      await site.page.click('.product__buy .add-to-cart');
      await site.page.waitForSelector('dialog.modal[open]', { visible: true });
      await site.page.click('dialog.modal[open] .modal__close');
      await site.page.waitForFunction(() => !document.querySelector('dialog.modal[open]'));
    }
    await site.page.click('.product__buy .add-to-cart');
    const alert = await site.page.waitForSelector('.toast--error, [role="alert"]', { visible: true });
    expect(await alert!.evaluate((el) => el.textContent)).to.include(`Only ${lz.stock}`);
    await site.page.close();
  });

  for (const [prefix, lang] of [
    ['', 'fa'],
    ['/en', 'en'],
  ] as const) {
    it(`without a network, "add to cart" says the visitor is offline (${lang})`, async () => {
      const site = await newVisitor(suite.browser, suite.server.url);
      await site.visit(`${prefix}/pr/19/x/`);
      await site.page.waitForSelector('.product__buy .add-to-cart:not([disabled])');
      // The cart has started (the shell's notices, which start it, are in): the network goes away after that.
      await site.page.waitForSelector('.toaster', { timeout: 20_000 });
      await site.page.setOfflineMode(true);
      await site.page.click('.product__buy .add-to-cart');
      const toast = await site.page.waitForSelector('.toast--error', { visible: true, timeout: 20_000 });
      expect(await toast!.evaluate((el) => el.textContent)).to.include(
        lang === 'fa' ? 'شما آفلاین هستید: به اینترنت وصل شوید و دوباره به سبد اضافه کنید.' : 'You are offline: connect to the internet, then add it again.',
      );
      await site.page.setOfflineMode(false);
      await site.page.close();
    });
  }
});
