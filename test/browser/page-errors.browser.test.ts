import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, SitePage } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { LOADER_FAILS, RENDER_FAILS, failingCatalog } from '../helpers/failing-catalog.ts';

const VISITOR = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The page's own 500 is logged by Chromium as a failed resource; anything else going wrong is a problem. */
const unexpected = (problems: string[]) => problems.filter((p) => !/Failed to load resource: .* 500/.test(p));

describe('a page that fails shows the 404 page (spec §8)', function () {
  this.timeout(90_000);
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, {}, { stubServices: failingCatalog }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The 404 page as a visitor sees it: the picture, the heading, the way home. */
  async function expectNotFoundPage(site: SitePage, lang: 'fa' | 'en') {
    await site.page.waitForSelector('main.page-error');
    expect(await site.attr('.page-error img', 'src')).to.equal(lang === 'en' ? '/images/404.svg' : '/images/404-fa.svg');
    expect(await site.text('h1')).to.equal(lang === 'en' ? 'Page not found' : 'صفحه پیدا نشد');
    expect(await site.attr('.page-error a.button', 'href')).to.equal(lang === 'en' ? '/en/' : '/');
    expect(await site.page.$('.site-header')).to.not.equal(null);
  }

  it('on a first visit to a screen that throws while rendering, also once hydrated', async () => {
    const site = await SitePage.open(browser, server.url);
    // Headless Chromium names itself in its user agent, and crawlers get no error page: this visitor is a person.
    await site.page.setUserAgent(VISITOR);
    const res = await site.visit(`/pr/${RENDER_FAILS}/x/`);
    expect(res?.status()).to.equal(500);
    await expectNotFoundPage(site, 'fa');
    expect(unexpected(site.problems)).to.deep.equal([]);
  });

  for (const [what, id] of [
    ['whose data fails to load', LOADER_FAILS],
    ['that throws while rendering', RENDER_FAILS],
  ] as const) {
    it(`after a client-side navigation to a product ${what}, with a working way home`, async () => {
      const site = await SitePage.open(browser, server.url);
      // Not waiting for a quiet network: Chromium never reports one for this page of the failing catalogue, although
      // every request of the page has finished (seen request by request); what the test needs is a hydrated page.
      await site.visit('/en/search/', { waitUntil: 'load' });
      await site.markWindow();
      await site.page.$eval(`a.card__link[href^="/en/pr/${id}/"]`, (a) => (a as HTMLElement).click());
      await expectNotFoundPage(site, 'en');
      expect(await site.windowMarked(), 'shown without a reload').to.equal(true);

      await site.page.click('.page-error a.button');
      await site.page.waitForFunction(() => location.pathname === '/en/' && !document.querySelector('main.page-error'));
      expect(await site.windowMarked()).to.equal(true);
    });
  }
});
