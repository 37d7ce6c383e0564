import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';

/**
 * Whether the page's inlined CSS has a rule for a class: the server's <style> (React's stylesheet resource, hence its
 * data-precedence), not the whole stylesheet the entry adds as a <style> of its own before hydrating.
 */
const inlinedRuleFor = (site: SitePage, className: string) =>
  site.page.evaluate((name) => [...document.querySelectorAll('style[data-precedence]')].some((s) => s.textContent!.includes(`.${name}{`)), className);

describe('a screen whose CSS the first page did not inline', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  for (const prefix of ['', '/en']) {
    it(`is styled from its first frame after a client navigation (${prefix || 'fa'})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url);
      await site.visit(`${prefix}/pr/1/any-name/`);
      // The about page's facts are a grid; the product page inlines none of their rules.
      expect(await inlinedRuleFor(site, 'facts')).to.equal(false);
      await site.markWindow();
      // The moment the facts enter the document, before any frame is painted with them, read how they are laid out.
      await site.page.evaluate(() => {
        const seen = new MutationObserver(() => {
          const facts = document.querySelector('.facts');
          if (!facts) return;
          (window as { factsDisplay?: string }).factsDisplay = getComputedStyle(facts).display;
          seen.disconnect();
        });
        seen.observe(document.body, { childList: true, subtree: true });
      });
      await Promise.all([
        site.page.waitForFunction((p) => location.pathname === p, {}, `${prefix}/about/`),
        site.page.click(`.site-nav a[href="${prefix}/about/"]`),
      ]);
      await site.page.waitForFunction(() => (window as { factsDisplay?: string }).factsDisplay !== undefined);
      expect(await site.page.evaluate(() => (window as { factsDisplay?: string }).factsDisplay)).to.equal('grid');
      expect(await site.windowMarked(), 'no full reload').to.equal(true);
      expect(site.problems).to.deep.equal([]);
    });
  }
});
