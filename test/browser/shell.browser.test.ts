import { mkdirSync } from 'node:fs';
import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, SitePage } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('the site in a real browser', function () {
  this.timeout(90_000);
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    mkdirSync('screenshots', { recursive: true });
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [path, lang, dir] of [['/', 'fa-IR', 'rtl'], ['/en/', 'en-US', 'ltr']] as const) {
    it(`${path} renders and hydrates with no console error (${dir})`, async () => {
      const site = await SitePage.open(browser, server.url);
      const res = await site.visit(path);
      expect(res?.status()).to.equal(200);
      expect(await site.attr('html', 'lang')).to.equal(lang);
      expect(await site.attr('html', 'dir')).to.equal(dir);
      expect(await site.text('h1')).to.not.equal('');
      await site.screenshot(`home-${dir}`);
      expect(site.problems).to.deep.equal([]);
    });
  }

  it('lays the Persian page out right to left', async () => {
    const site = await SitePage.open(browser, server.url);
    await site.visit('/');
    const { direction, brandX, searchX } = await site.page.evaluate(() => ({
      direction: getComputedStyle(document.body).direction,
      brandX: document.querySelector('.brand-mark')!.getBoundingClientRect().left,
      searchX: document.querySelector('.search-box')!.getBoundingClientRect().left,
    }));
    expect(direction).to.equal('rtl');
    // The logo starts the header, which in RTL is on the right: it sits to the right of the search box.
    expect(brandX).to.be.greaterThan(searchX);
  });

  for (const prefix of ['', '/en']) {
    it(`navigates on the client, without a full reload (${prefix || 'fa'})`, async () => {
      const site = await SitePage.open(browser, server.url);
      await site.visit(`${prefix}/`);
      await site.markWindow();
      const before = await site.text('h1');
      await Promise.all([
        site.page.waitForFunction((p) => location.pathname === p, {}, `${prefix}/about/`),
        site.page.click(`.site-nav a[href="${prefix}/about/"]`),
      ]);
      await site.page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, {}, before);
      expect(await site.windowMarked()).to.equal(true);
      expect(await site.page.title()).to.match(prefix ? /About us/ : /درباره ما/);
      expect(site.problems).to.deep.equal([]);
    });
  }

  it('shows the 404 page with a way home', async () => {
    const site = await SitePage.open(browser, server.url);
    const res = await site.visit('/en/no-such-page/');
    expect(res?.status()).to.equal(404);
    expect(await site.attr('.page-error img', 'src')).to.equal('/images/404.svg');
    expect(await site.attr('.page-error a.button', 'href')).to.equal('/en/');
    await site.screenshot('not-found-ltr');
  });
});
