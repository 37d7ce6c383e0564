import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { DESKTOP, PHONE } from '../helpers/storefront-page.ts';

/** Follows the first related product's link on the client and waits for that product's page. */
async function followRelatedProduct(site: SitePage) {
  const from = site.page.url();
  const before = await site.page.$eval('h1', (h) => h.textContent);
  await site.page.waitForSelector('section[aria-labelledby="related-products"] .product-card a.card__link');
  const href = await site.page.$eval('section[aria-labelledby="related-products"] .product-card a.card__link', (a) => {
    a.scrollIntoView({ block: 'center', behavior: 'instant' });
    (a as HTMLAnchorElement).click();
    return new URL((a as HTMLAnchorElement).href).pathname;
  });
  // The address changes before React shows the new page: wait for the new product's own heading.
  await site.page.waitForFunction((p, old) => location.pathname === p && document.querySelector('h1')?.textContent !== old, {}, href, before);
  expect(site.page.url()).to.not.equal(from);
  return href;
}

/** Clicks the switch and waits for the other language's document (a full page load; DOMContentLoaded is enough). */
async function switchLanguage(page: Page, opener?: string) {
  // The header hides while the page scrolls down; the new page scrolls (smoothly) to the top, which brings it back.
  // A visitor taps the switch once they see it: so does the test.
  await page.waitForFunction(() => {
    const header = document.querySelector('.site-header');
    return window.scrollY === 0 && header && !header.hasAttribute('data-hidden') && header.getBoundingClientRect().top >= 0;
  });
  if (opener) {
    await page.click(opener);
    await page.waitForSelector('.site-menu[open] .language-switch', { visible: true });
  }
  const selector = opener ? '.site-menu .language-switch' : '.site-header__language .language-switch';
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click(selector)]);
}

describe('the language switch keeps the visitor on the same page', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  it('Persian product → another product on the client → English page of that product (desktop header)', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, DESKTOP);
    const { catalog } = suite.server.services;
    await site.visit(`/pr/1/${encodeURIComponent((await catalog.productLabel(1, 'fa'))!.replace(/\s+/g, '-'))}/`);
    await site.markWindow();
    const second = await followRelatedProduct(site);
    expect(await site.windowMarked(), 'the second product came by client-side navigation').to.equal(true);
    const id = Number(second.split('/')[2]);
    expect(id).to.not.equal(1);
    // The link already points at the page the visitor is on now, not the one the document was loaded with.
    expect(decodeURIComponent((await site.attr('.site-header__language .language-switch', 'href'))!)).to.equal(`/lang/en?next=${second}`);

    await switchLanguage(site.page);
    const english = await catalog.productInfo(id, 'en');
    expect(new URL(site.page.url()).pathname).to.equal(`/en/pr/${id}/${encodeURIComponent(english.labels.en.replace(/\s+/g, '-'))}/`);
    await site.hydrated();
    expect(await site.attr('html', 'lang')).to.equal('en-US');
    expect(await site.text('h1')).to.equal(english.name);
    expect(site.problems).to.deep.equal([]);
  });

  it('English product → another product → Persian page of that product (phone menu)', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, PHONE);
    const { catalog } = suite.server.services;
    await site.visit(`/en/pr/1/${encodeURIComponent((await catalog.productLabel(1, 'en'))!.replace(/\s+/g, '-'))}/`);
    const second = await followRelatedProduct(site);
    const id = Number(second.split('/')[3]);

    await switchLanguage(site.page, '.site-menu__button');
    const persian = await catalog.productInfo(id, 'fa');
    expect(new URL(site.page.url()).pathname).to.equal(`/pr/${id}/${encodeURIComponent(persian.labels.fa.replace(/\s+/g, '-'))}/`);
    await site.hydrated();
    expect(await site.attr('html', 'dir')).to.equal('rtl');
    expect(await site.text('h1')).to.equal(persian.name);
    expect(site.problems).to.deep.equal([]);
  });
});
