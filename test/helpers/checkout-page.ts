import type { SitePage } from './browser.ts';
import { lastCodeFor } from './auth-client.ts';

/** A shopper in a real browser: fills a cart, logs in with the code from the outbox, and goes through the checkout. */
export class CheckoutUtil {
  constructor(
    readonly site: SitePage,
    readonly outbox: string,
    readonly prefix: '' | '/en',
  ) {}

  /** Adds an item as the anonymous visitor (the cart cookie comes back like on a product page). */
  async addItem(productItemId: number, count = 1) {
    const ok = await this.site.page.evaluate(
      async (body) => {
        const res = await fetch('/api/cart/cart', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return res.ok;
      },
      { cartUpdateType: 1, productItemId, count },
    );
    if (!ok) throw new Error(`could not add item ${productItemId}`);
  }

  /** Signs up by mobile with the code the outbox received; the anonymous cart joins the new account. */
  async logIn(mobile: string) {
    const post = (path: string, body: unknown) =>
      this.site.page.evaluate(
        async (p, b) => (await fetch(p, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) })).status,
        path,
        body,
      );
    if ((await post('/api/auth/otp', { mobile })) !== 200) throw new Error('otp refused');
    const code = await lastCodeFor(this.outbox, mobile);
    if ((await post('/api/auth/register', { mobile, code, fullName: 'Browser Shopper' })) !== 200) throw new Error('register refused');
  }

  async openBasket(step = '') {
    await this.site.visit(`${this.prefix}/basket/${step ? `?step=${step}` : ''}`);
    await this.site.page.waitForSelector('.checkout, .basket-empty', { timeout: 20_000 });
  }

  async click(selector: string) {
    await this.site.page.waitForSelector(selector, { visible: true, timeout: 20_000 });
    await this.site.page.click(selector);
  }

  /** On the delivery step: picks a method, waits until the cart has it, and goes on with Next. */
  async chooseDelivery(deliveryId: number) {
    await this.click(`input[name="delivery"][value="${deliveryId}"]`);
    await this.site.page.waitForSelector(`input[name="delivery"][value="${deliveryId}"]:checked`, { timeout: 20_000 });
    await this.click('.checkout-step .checkout__forward');
  }

  /** Lines → delivery (pickup) → discount (none) → payment → place. */
  async checkOut(method: 'online' | 'cheque') {
    await this.click('.checkout__next:not([disabled])');
    await this.reached('delivery');
    await this.chooseDelivery(4);
    await this.reached('discount');
    await this.click('.checkout-step > .button--primary');
    await this.reached('payment');
    await this.click(`input[name="paymentMethod"][value="${method}"]`);
    await Promise.all([this.site.page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), this.click('.checkout-place')]);
  }

  /**
   * Resolves once the checkout shows `step`: the address names it, focus is on its heading, and the page has stopped
   * gliding to that heading (it does when the heading is out of sight; a click during the glide lands beside its target).
   */
  async reached(step: string) {
    const { page } = this.site;
    await page.waitForFunction((s) => new URL(location.href).searchParams.get('step') === s && document.activeElement?.id === 'results', {}, step);
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
        }),
      { polling: 100 },
    );
  }

  status() {
    return this.site.page.waitForSelector('[data-status]', { timeout: 20_000 }).then((el) => el!.evaluate((e) => e.getAttribute('data-status')));
  }
}
