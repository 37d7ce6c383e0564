import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/storefront-page.ts';
import type { ProductInfo } from '../../shared/contracts/catalog.ts';

const PHONE = { width: 360, height: 740, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1366, height: 900 };
const CASES = [
  ['fa', '', PHONE, 'phone'],
  ['en', '/en', DESKTOP, 'desktop'],
  ['fa', '', DESKTOP, 'desktop'],
  ['en', '/en', PHONE, 'phone'],
] as const;

/** Resolves once the page has not scrolled for ten frames (a smooth scroll, had one started, would still be moving). */
async function still(site: SitePage) {
  await site.page.evaluate(() => ((window as unknown as { quietFrames: number }).quietFrames = 0));
  await site.page.waitForFunction(
    () => {
      const w = window as unknown as { quietFrames: number; lastY?: number };
      w.quietFrames = w.lastY === window.scrollY ? w.quietFrames + 1 : 0;
      w.lastY = window.scrollY;
      return w.quietFrames >= 10;
    },
    { polling: 'raf' },
  );
}

/** A product's models as a visitor chooses them (issue 19): the page stays put, the card asks, the dialog names it. */
describe('products with models in the browser', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  const info = async (id: number, lang: string) =>
    (await (await fetch(`${suite.server.url}/api/products/productInfo?id=${id}&lang=${lang}`)).json()).data as ProductInfo;

  for (const [lang, prefix, viewport, device] of CASES) {
    it(`choosing a model keeps the price and the Add button where they are (${lang}, ${device})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url, viewport);
      const product = await info(27, lang);
      await site.visit(`${prefix}/pr/27/${encodeURIComponent(product.label.replace(/\s+/g, '-'))}/`);
      // The visitor has scrolled down to the picker, the price and Add below it on the screen.
      await site.page.$eval('.item-picker', (el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 160, behavior: 'instant' }));
      await still(site);
      const before = await site.page.evaluate(() => window.scrollY);
      expect(before, 'the page is scrolled').to.be.greaterThan(0);
      const last = product.items[2];
      await site.page.click(`.item-picker input[value="${last.id}"]`);
      await site.page.waitForFunction((id) => new URL(location.href).searchParams.get('item') === String(id), {}, last.id);
      await still(site);
      expect(await site.page.evaluate(() => window.scrollY)).to.equal(before);
      const inView = await site.page.$$eval('.product__buy .price, .product__buy .add-to-cart', (els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      );
      expect(inView).to.deep.equal([true, true]);
      // The choice keeps the keyboard where it was: on the model, not the page's heading.
      expect(await site.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).to.equal(String(last.id));
      await site.screenshot(`models-picked-${lang}-${device}`);
      expect(site.problems).to.deep.equal([]);
      await site.page.close();
    });
  }

  for (const [lang, prefix, viewport, device] of CASES.slice(0, 2)) {
    it(`a card of a product with models asks for the model; the dialog names what was added (${lang}, ${device})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url, viewport);
      await site.visit(`${prefix}/cat/cctv/`);
      const ids = await site.page.$$eval('.product-card .card__link', (els) =>
        els.map((el) => Number(/\/pr\/(\d+)\//.exec(el.getAttribute('href') ?? '')?.[1])),
      );
      const withModels = (await Promise.all(ids.map((id) => info(id, lang)))).find((p) => p.items.filter((i) => i.inStock).length > 1)!;
      expect(withModels, 'the category lists a product with models').to.not.equal(undefined);
      const card = `.product-card:has(.card__link[href*="/pr/${withModels.id}/"])`;
      await site.page.$eval(card, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // The cart button says it leads to the choice of a model, and tapping it adds nothing.
      expect(await site.attr(`${card} .add-to-cart`, 'aria-label')).to.include(lang === 'fa' ? 'انتخاب مدل' : 'Choose a model');
      await site.screenshot(`models-card-${lang}-${device}`);
      await site.page.click(`${card} .add-to-cart`);
      await site.page.waitForFunction((id) => new RegExp(`/pr/${id}/`).test(location.pathname), {}, withModels.id);
      await site.page.waitForSelector('.item-picker');
      // It lands at the models: the picker on screen, under the header.
      await site.page.waitForFunction(() => {
        const r = document.querySelector('.item-picker')!.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
      await site.screenshot(`models-landed-${lang}-${device}`);
      expect(await site.page.$('dialog.modal[open]'), 'nothing was added without asking').to.equal(null);
      const cartNow = await site.page.evaluate(
        async () =>
          (
            await (
              await fetch('/api/cart/cart', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ cartUpdateType: 14 }) })
            ).json()
          ).data,
      );
      expect(cartNow.cartItems).to.deep.equal([]);

      // On the product the visitor picks the second model and adds it: the dialog names the product and the model.
      const second = withModels.items.find((i) => i.inStock && i.id !== withModels.buyItemId)!;
      await site.page.click(`.item-picker input[value="${second.id}"]`);
      await site.page.waitForFunction((id) => new URL(location.href).searchParams.get('item') === String(id), {}, second.id);
      await site.page.click('.product__buy .add-to-cart');
      await site.page.waitForSelector('dialog.modal[open] .cart-dialog__item', { visible: true });
      const named = await site.text('dialog.modal[open] .cart-dialog__item');
      expect(named).to.include(withModels.name).and.include(second.name);
      await site.screenshot(`models-dialog-${lang}-${device}`);
      expect(await axeViolations(site.page)).to.deep.equal([]);
      expect(site.problems).to.deep.equal([]);
      await site.page.close();
    });
  }
});
