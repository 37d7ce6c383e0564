import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';

/** A visitor's way through the catalogue, one screen per step, every step a client-side navigation. */
class CatalogJourney {
  constructor(
    readonly site: SitePage,
    readonly prefix: string,
    readonly tag: string,
  ) {}

  /** Clicks a link and waits until the address and the page's heading have both changed. */
  async follow(selector: string, path: RegExp) {
    const { page } = this.site;
    const before = await this.site.text('h1');
    await page.waitForSelector(selector, { visible: true });
    await Promise.all([page.waitForFunction((src) => new RegExp(src).test(location.pathname), {}, path.source), page.click(selector)]);
    await page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, {}, before);
  }

  async shot(step: string) {
    await this.site.screenshot(`journey-${this.tag}-${step}`);
  }
}

describe('a visitor browsing the catalogue', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  for (const [prefix, tag, query] of [
    ['', 'fa', 'دوربين'], // typed the Arabic way (ي), as many keyboards do
    ['/en', 'en', 'camera'],
  ] as const) {
    it(`goes home → category → product → brand → search (${tag})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url);
      // The consultation pop-up (its own test: forms.browser.test.ts) opens at half-page scroll and would cover the links
      // this journey follows, depending only on how tall the pages happen to be.
      await site.page.evaluateOnNewDocument(() => localStorage.setItem('consultation-dismissed', '1'));
      const journey = new CatalogJourney(site, prefix, tag);
      await site.visit(`${prefix}/`);
      await site.markWindow();
      await journey.shot('1-home');

      await journey.follow('.category-box a', new RegExp(`^${prefix}/cat/[^/]+/$`));
      expect(await site.page.$$eval('.product-card', (cards) => cards.length)).to.be.greaterThan(0);
      await journey.shot('2-category');

      await journey.follow('.product-card a.card__link', new RegExp(`^${prefix}/pr/\\d+/[^/]+/$`));
      expect(await site.page.$eval('.product__buy', (el) => el.textContent)).to.match(tag === 'fa' ? /تومان|استعلام قیمت/ : /Toman|Ask for a price/);
      await site.page.waitForSelector('#related-products ~ .grid .product-card');
      // The browser chose the AVIF copy of the main picture (the server made it on first request).
      await site.page.waitForFunction(() => (document.querySelector('.gallery__main img') as HTMLImageElement | null)?.complete === true);
      expect(await site.page.$eval('.gallery__main img', (img) => (img as HTMLImageElement).currentSrc)).to.match(/\.avif$/);
      await journey.shot('3-product');

      await journey.follow('.product__buy a[href*="/brand/"]', new RegExp(`^${prefix}/brand/\\d+/[^/]+/$`));
      await journey.shot('4-brand');

      await site.page.type('#site-search', query);
      await site.page.waitForSelector('.search-box__list li', { visible: true });
      await journey.shot('5-suggestions');
      await Promise.all([site.page.waitForFunction((p) => location.pathname === p, {}, `${prefix}/search/`), site.page.keyboard.press('Enter')]);
      await site.page.waitForSelector('.product-card');
      await journey.shot('6-search');

      expect(await site.windowMarked(), 'every step stayed in the same page (no full reload)').to.equal(true);
      expect(site.problems).to.deep.equal([]);
    });
  }

  it('plays the services video only when asked', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url);
    await site.visit('/en/services/');
    expect(await site.page.$('video'), 'no video bytes before the click').to.equal(null);
    await site.page.click('.video--poster');
    await site.page.waitForSelector('video');
    // The browser read the file's header: it is a real, playable video of about ten seconds.
    await site.page.waitForFunction(() => {
      const video = document.querySelector('video')!;
      return video.readyState >= 1 || video.error !== null;
    });
    const state = await site.page.$eval('video', (v) => ({ duration: (v as HTMLVideoElement).duration, error: (v as HTMLVideoElement).error?.code ?? null }));
    expect(state.error).to.equal(null);
    expect(state.duration).to.be.within(9, 12);
  });

  it('reads well on a phone, right to left', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, { width: 390, height: 844 });
    await site.visit('/pr/1/x/');
    const overflow = await site.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling').to.be.at.most(0);
    await site.screenshot('product-phone-rtl');
    expect(site.problems).to.deep.equal([]);
  });
});
