import { mkdirSync } from 'node:fs';
import puppeteer, { type Browser, type Page, type ConsoleMessage } from 'puppeteer-core';
import { startTestServer, type TestServer } from './server.ts';
import { CONSULTATION_DISMISSED_KEY } from '../../client/shell/consultation.ts';

/** Debian's Chromium; the flags keep it from reaching for the network this machine does not have. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
}

/**
 * A page that remembers what went wrong in it: console errors, uncaught exceptions and failed requests. Tests assert
 * these stay empty, which is how a hydration mismatch or a CSP violation shows up.
 */
export class SitePage {
  private readonly reported: string[] = [];
  /**
   * Requests the browser abandoned (net::ERR_ABORTED), by address. One whose address the page did get is no problem:
   * coming back from the login screen to a product, the header icon and the main picture are asked for twice, 20 ms
   * apart, and the first is dropped (why that screen is built twice is not found yet). An address that never loads
   * stays a problem.
   */
  private readonly abandoned = new Map<string, string>();
  private readonly loaded = new Set<string>();

  get problems(): string[] {
    return [...this.reported, ...[...this.abandoned].filter(([url]) => !this.loaded.has(url)).map(([, problem]) => problem)];
  }

  private constructor(
    readonly page: Page,
    readonly base: string,
  ) {
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error') this.reported.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => this.reported.push(`pageerror: ${err instanceof Error ? err.message : String(err)}`));
    page.on('requestfailed', (req) => {
      const problem = `requestfailed: ${req.url()} ${req.failure()?.errorText}`;
      if (req.failure()?.errorText === 'net::ERR_ABORTED') this.abandoned.set(req.url(), problem);
      else this.reported.push(problem);
    });
    page.on('requestfinished', (req) => this.loaded.add(req.url()));
  }

  /**
   * A visitor who has already closed the consultation pop-up, unless `consultationPopup` is asked for: the pop-up opens
   * when a page is scrolled past half, which a click on a low link does, and it would then stand over what the test
   * clicks next. The pop-up's own tests ask for it. Each page is a new visitor: its own browser context, so cookies
   * and storage never leak from one test to the next.
   * The service worker registers as for anyone, but the page's requests go straight to the server unless
   * `serviceWorker` is asked for (the installable app's own tests): a test that holds or counts requests sees them
   * all, and a test of a screen reads that screen's answers, not a copy the worker kept.
   */
  static async open(
    browser: Browser,
    base: string,
    viewport = { width: 1280, height: 900 },
    { consultationPopup = false, serviceWorker = false } = {},
  ): Promise<SitePage> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(viewport);
    if (!serviceWorker) await page.setBypassServiceWorker(true);
    if (!consultationPopup) {
      await page.evaluateOnNewDocument((key) => {
        try {
          localStorage.setItem(key, '1');
        } catch {
          // about:blank has no storage; the site's own origin does
        }
      }, CONSULTATION_DISMISSED_KEY);
    }
    return new SitePage(page, base);
  }

  /** Opens a page and waits until it has hydrated; by default also until the network is quiet (lazy parts loaded). */
  async visit(path: string, { waitUntil = 'networkidle0' }: { waitUntil?: 'networkidle0' | 'load' } = {}) {
    const res = await this.page.goto(this.base + path, { waitUntil });
    await this.hydrated();
    return res;
  }

  /** Resolves once a View Transition is running (`true`) or none is (`false`). */
  viewTransition(running: boolean) {
    return this.page.waitForFunction((r) => Boolean((document as { activeViewTransition?: unknown }).activeViewTransition) === r, { polling: 50 }, running);
  }

  /** Resolves once React has taken over the document (the router marks <html> as interactive). */
  hydrated() {
    return this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', { timeout: 15_000 });
  }

  attr(selector: string, name: string) {
    return this.page.$eval(selector, (el, n) => el.getAttribute(n), name);
  }

  text(selector: string) {
    return this.page.$eval(selector, (el) => el.textContent?.trim() ?? '');
  }

  /** Marks the window so a full reload (which would wipe the mark) can be told from a client-side navigation. */
  async markWindow() {
    await this.page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
  }

  async windowMarked() {
    return this.page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);
  }

  async screenshot(name: string) {
    await this.page.screenshot({ path: `screenshots/${name}.png`, fullPage: false });
  }
}

/**
 * For a browser suite: a test server (with `env`, e.g. its own SMS outbox) and a browser, started before its tests and
 * closed after them. Read the fields inside tests (they are set by the `before` hook).
 */
export function browserSuite(env: Record<string, string> = {}): { server: TestServer; browser: Browser } {
  const suite = {} as { server: TestServer; browser: Browser };
  before(async () => {
    mkdirSync('screenshots', { recursive: true });
    [suite.server, suite.browser] = await Promise.all([startTestServer(undefined, env), launchBrowser()]);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
