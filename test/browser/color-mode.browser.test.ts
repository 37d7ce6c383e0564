import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { DESKTOP, LANGUAGES, PHONE, SIZES, StorefrontPage } from '../helpers/storefront-page.ts';
import { palettes } from '../../shared/palette.ts';
import { parseHex } from '../../shared/colour.ts';

/** A palette colour as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${parseHex(hex).join(', ')})`;
const LIGHT_BG = rgb(palettes().light.bg);
const DARK_BG = rgb(palettes().dark.bg);

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** What the document looked like when its HTML had been parsed, before any of the site's modules ran. */
interface FirstPaint {
  mode: string | null;
  background: string;
  hydrated: boolean;
  /** The footer switch's state then: the option it shows as chosen, or "disabled" while it cannot be used yet. */
  switchShows: string | null;
}

/** Records, at DOMContentLoaded of every document the page opens, the colour mode and the background it has then. */
async function recordFirstPaint(page: Page) {
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __firstPaint: FirstPaint }).__firstPaint = {
        mode: document.documentElement.getAttribute('data-color-mode'),
        background: getComputedStyle(document.body).backgroundColor,
        hydrated: document.documentElement.dataset.hydrated === 'true',
        switchShows:
          document.querySelector<HTMLInputElement>('.color-mode input:checked')?.value ??
          (document.querySelector('.color-mode input:disabled') ? 'disabled' : null),
      };
    });
  });
  return () => page.evaluate(() => (window as unknown as { __firstPaint: FirstPaint }).__firstPaint);
}

/** Resolves once the footer's switch (a lazy chunk) has hydrated: until then it is disabled. */
const switchReady = (page: Page) => page.waitForSelector('.color-mode input:not([disabled])');

/** The option the switch shows as chosen. */
const shownChoice = (page: Page) => page.$eval('.color-mode input:checked', (i) => (i as HTMLInputElement).value).catch(() => null);

/** Clicks an option of the footer's colour mode control (labels in the page's language). */
async function choose(page: Page, mode: 'system' | 'light' | 'dark') {
  await switchReady(page);
  await page.$eval(`.color-mode input[value="${mode}"]`, (input) => {
    input.scrollIntoView({ block: 'center', behavior: 'instant' });
    (input as HTMLInputElement).click();
  });
}

describe('colour mode (system, light, dark)', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  for (const [lang, prefix] of LANGUAGES) {
    it(`switches to dark without a reload and keeps it from the first paint of the next page (${lang})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url, DESKTOP);
      await site.page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
      const firstPaint = await recordFirstPaint(site.page);
      await site.visit(`${prefix}/`);
      expect(await pageBackground(site.page)).to.equal(LIGHT_BG);
      const labels = await site.page.$$eval('.color-mode label', (ls) => ls.map((l) => l.textContent?.trim()));
      expect(labels).to.deep.equal(lang === 'fa' ? ['مانند دستگاه', 'روشن', 'تیره'] : ['System', 'Light', 'Dark']);
      expect(await site.text('.color-mode legend')).to.equal(lang === 'fa' ? 'حالت رنگ' : 'Colour scheme');

      await site.markWindow();
      await choose(site.page, 'dark');
      await site.page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, {}, DARK_BG);
      expect(await site.windowMarked(), 'no reload').to.equal(true);
      expect(await site.page.evaluate(() => localStorage.getItem('color-mode'))).to.equal('dark');
      expect(await site.page.evaluate(() => document.cookie)).to.include('color-mode=dark');
      expect(await site.page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).to.equal('dark');

      await site.page.reload({ waitUntil: 'domcontentloaded' });
      // Before the site's JavaScript has hydrated anything, the page is already dark.
      expect(await firstPaint()).to.deep.equal({ mode: 'dark', background: DARK_BG, hydrated: false, switchShows: 'disabled' });
      await site.hydrated();
      await switchReady(site.page);
      expect(await shownChoice(site.page)).to.equal('dark');

      // Another page of the site, opened afresh, is dark from its first paint too.
      await site.page.goto(`${suite.server.url}${prefix}/about/`, { waitUntil: 'domcontentloaded' });
      expect(await firstPaint()).to.deep.equal({ mode: 'dark', background: DARK_BG, hydrated: false, switchShows: 'disabled' });
      await site.hydrated();
      expect(site.problems).to.deep.equal([]);
    });
  }

  it('follows the system until the visitor chooses, and again after choosing "system"', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, PHONE);
    await site.page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    const firstPaint = await recordFirstPaint(site.page);
    await site.visit('/en/');
    expect(await firstPaint()).to.deep.equal({ mode: null, background: DARK_BG, hydrated: false, switchShows: 'disabled' });
    await switchReady(site.page);
    expect(await shownChoice(site.page)).to.equal('system');

    // The system turns light while the page is open: the page follows at once.
    await site.page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    expect(await pageBackground(site.page)).to.equal(LIGHT_BG);
    await site.page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);

    // Light chosen on a dark system stays light, also after a reload.
    await choose(site.page, 'light');
    expect(await pageBackground(site.page)).to.equal(LIGHT_BG);
    await site.page.reload({ waitUntil: 'domcontentloaded' });
    expect(await firstPaint()).to.deep.equal({ mode: 'light', background: LIGHT_BG, hydrated: false, switchShows: 'disabled' });
    await site.hydrated();

    // Back to the system's choice.
    await choose(site.page, 'system');
    expect(await pageBackground(site.page)).to.equal(DARK_BG);
    expect(await site.page.evaluate(() => document.documentElement.hasAttribute('data-color-mode'))).to.equal(false);
    // "System" is no choice: the cookie is gone, so the next page has no colour-mode script to run.
    expect(await site.page.evaluate(() => document.cookie)).to.not.include('color-mode=');
    expect(site.problems).to.deep.equal([]);
  });

  it('is a labelled radio group a keyboard can use', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, DESKTOP);
    await site.visit('/en/');
    await switchReady(site.page);
    await site.page.$eval('.color-mode input[value="system"]', (i) => (i as HTMLInputElement).focus());
    await site.page.keyboard.press('ArrowRight');
    await site.page.waitForFunction(() => document.documentElement.getAttribute('data-color-mode') === 'light');
    await site.page.keyboard.press('ArrowRight');
    await site.page.waitForFunction(() => document.documentElement.getAttribute('data-color-mode') === 'dark');
    const group = await site.page.$eval('.color-mode', (f) => ({ tag: f.tagName, legend: f.querySelector('legend')?.textContent }));
    expect(group).to.deep.equal({ tag: 'FIELDSET', legend: 'Colour scheme' });
  });

  describe('dark mode reads (axe-core colour contrast)', () => {
    const screens = ['/', '/pr/1/x/', '/cat/', '/st/contactus/', '/basket/', '/no-such-page/'];
    for (const [lang, prefix] of LANGUAGES) {
      for (const [size, viewport] of SIZES) {
        it(`finds no contrast violation in dark mode (${lang}, ${size})`, async () => {
          const sf = await StorefrontPage.open(suite.browser, suite.server.url, viewport);
          // What choosing dark leaves behind: the mode in local storage, and the cookie that tells the server so.
          await sf.page.evaluateOnNewDocument(() => localStorage.setItem('color-mode', 'dark'));
          await sf.page.setCookie({ name: 'color-mode', value: 'dark', url: suite.server.url });
          const found: Record<string, unknown> = {};
          for (const screen of screens) {
            await sf.visit(prefix + screen);
            expect(await pageBackground(sf.page)).to.equal(DARK_BG);
            await sf.openEverything();
            const violations = await sf.axe(['color-contrast']);
            if (violations.length) found[screen] = violations;
          }
          expect(found).to.deep.equal({});
        });
      }
    }
  });
});
