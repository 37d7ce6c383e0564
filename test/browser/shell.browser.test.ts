import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';

describe('the site in a real browser', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  for (const [path, lang, dir] of [
    ['/', 'fa-IR', 'rtl'],
    ['/en/', 'en-US', 'ltr'],
  ] as const) {
    it(`${path} renders and hydrates with no console error (${dir})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url);
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
    const site = await SitePage.open(suite.browser, suite.server.url);
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
      const site = await SitePage.open(suite.browser, suite.server.url);
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
    const site = await SitePage.open(suite.browser, suite.server.url);
    const res = await site.visit('/en/no-such-page/');
    expect(res?.status()).to.equal(404);
    expect(await site.attr('.page-error img', 'src')).to.equal('/images/404.svg');
    expect(await site.attr('.page-error a.button', 'href')).to.equal('/en/');
    await site.screenshot('not-found-ltr');
  });
});
