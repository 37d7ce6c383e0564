import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { SitePage } from './browser.ts';

export const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
export const DESKTOP = { width: 1366, height: 900 };
export const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
export const LANGUAGES = [
  ['fa', ''],
  ['en', '/en'],
] as const;

const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** A storefront page in a browser, with the measurements the storefront's tests make. */
export class StorefrontPage {
  private constructor(readonly site: SitePage) {}

  /** A visitor who already closed the consultation pop-up (`SitePage.open`'s default: it would take the focus). */
  static async open(browser: Browser, base: string, viewport: { width: number; height: number } = DESKTOP) {
    const site = await SitePage.open(browser, base, viewport);
    return new StorefrontPage(site);
  }

  get page() {
    return this.site.page;
  }

  visit(path: string) {
    return this.site.visit(path);
  }

  /** Follows a link inside the site and waits until the new page's heading is there. */
  async follow(selector: string) {
    const before = await this.page.$eval('h1', (h) => h.textContent);
    await this.page.click(selector);
    await this.page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, {}, before);
  }

  /** Scrolls to `y` (or as far as the page goes) and returns where it settled. */
  async scrollTo(y: number): Promise<number> {
    await this.page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    return this.page.evaluate(() => window.scrollY);
  }

  /** Clicks the first link matching `selector` that is fully on screen, as a finger would: no scrolling first. */
  async tapVisible(selector: string) {
    const before = await this.page.$eval('h1', (h) => h.textContent);
    const found = await this.page.$$eval(selector, (links) => {
      const link = links.find((a) => {
        const r = a.getBoundingClientRect();
        return r.top > 80 && r.bottom < window.innerHeight;
      }) as HTMLElement | undefined;
      link?.click();
      return Boolean(link);
    });
    if (!found) throw new Error(`no ${selector} on screen`);
    await this.page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, {}, before);
  }

  scrollY() {
    return this.page.evaluate(() => window.scrollY);
  }

  /** Every collapsible part opened and every lazily rendered section laid out, so axe sees the whole page. */
  async openEverything() {
    await this.page.evaluate(() => {
      document.querySelectorAll('details').forEach((d) => (d.open = true));
      document.querySelectorAll<HTMLElement>('.section, .site-footer').forEach((s) => (s.style.contentVisibility = 'visible'));
    });
    // A date field is a stand-in until the picker's chunk arrives; axe should see the picker itself.
    await this.page.waitForFunction(() => !document.querySelector('.dp__input[disabled]'));
  }

  /** axe-core's violations on the page as it is now (WCAG 2.x A and AA, and best practices), or of the `rules` named. */
  axe(rules?: string[]): Promise<AxeViolation[]> {
    return axeViolations(this.page, rules);
  }

  /** The element's box (its smallest rectangle for an inline element that wraps). */
  box(selector: string) {
    return this.page.$eval(selector, (el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, width: r.width, height: r.height, lines: el.getClientRects().length };
    });
  }
}

/** axe-core's violations on any page as it is now (WCAG 2.x A and AA, and best practices), or of the `rules` named. */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const runOnly = only ? { runOnly: { type: 'rule', values: only } } : {};
    const result = await axe.run(document, { resultTypes: ['violations'], ...runOnly });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, rules);
}
