import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import type { People } from './admin-client.ts';
import type { TestServer } from './server.ts';

/**
 * A screenshot of `page` in SCREENSHOTS_DIR when set (never committed): the whole page when it is longer than the
 * window (a full-page shot of a short right-to-left page comes out shifted sideways).
 */
export async function shotIn(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  const long = await page.evaluate(() => document.documentElement.scrollHeight > innerHeight);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: long });
}

/**
 * Chooses a day with the date picker of the field `id` as a keyboard user would: opens it (focus starts on the chosen
 * day, or today), moves with `keys`, picks with Enter and confirms. Returns what the field shows and what it posts.
 */
export async function pickDay(page: Page, id: string, keys: string[]) {
  await page.waitForSelector(`#${id}:not([disabled])`);
  await page.focus(`#${id}`);
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.dp-dialog[open]');
  // On a phone the sheet slides up: press its buttons where it comes to rest.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  for (const key of keys) await page.keyboard.press(key as never);
  await page.keyboard.press('Enter');
  await page.locator('dialog.dp-dialog[open] .dp-dialog__actions .button--primary').click();
  await page.waitForFunction(() => !document.querySelector('dialog.dp-dialog[open]'));
  return page.$eval(`#${id}`, (i) => ({
    shown: (i as HTMLInputElement).value,
    posted: (i.closest('.dp')!.querySelector('input[type=hidden]') as HTMLInputElement).value,
  }));
}

/**
 * An operator in the back office in a browser of their own (own context): signed in over the API, made staff as an
 * admin would, the back office shown in `lang` at the given size, past the password step. `problems` collects page
 * errors and console errors, which a test expects to stay empty.
 */
export class AdminPage {
  readonly problems: string[] = [];
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly base: string,
    readonly lang: 'fa' | 'en',
    readonly width: number,
  ) {}

  static async open(browser: Browser, server: TestServer, people: People, view: { lang: 'fa' | 'en'; width: number; height: number }) {
    const v = people.visitor(view.lang);
    const mobile = people.newMobile();
    await people.signIn(v, mobile, 'Operator');
    await server.db.kysely.updateTable('users').set({ role: 'staff' }).where('mobile', '=', mobile).execute();
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const admin = new AdminPage(context, page, server.url, view.lang, view.width);
    page.on('pageerror', (err) => admin.problems.push(String(err)));
    page.on('console', (m) => void (m.type() === 'error' && admin.problems.push(m.text())));
    await page.setViewport({ width: view.width, height: view.height });
    // The operator's "today" is a Tehran day, as the server's is.
    await page.emulateTimezone('Asia/Tehran');
    await page.evaluateOnNewDocument((lang) => localStorage.setItem('admin.locale', lang), view.lang);
    const host = new URL(server.url);
    await page.setCookie(...[...v.cookies].map(([name, value]) => ({ name, value, domain: host.hostname, path: '/' })));
    await page.goto(`${server.url}/admin/`);
    await page.waitForSelector('#adm-password');
    await page.type('#adm-password', 'operator-secret');
    await page.click('.adm-gate button[type=submit]');
    await page.waitForSelector('.adm-cards');
    return admin;
  }

  /** Goes to a back-office address (after /admin) and waits for `ready`. */
  async go(path: string, ready: string) {
    await this.page.goto(`${this.base}/admin${path}`);
    await this.page.waitForSelector(ready);
  }

  /** Replaces a field's text as a person would (select all, type). */
  async fill(selector: string, text: string) {
    await this.page.click(selector, { clickCount: 3 });
    await this.page.keyboard.press('Backspace');
    if (text) await this.page.type(selector, text);
  }

  /** Chooses a day with the date picker of the field `id`, from the keyboard (see `pickDay`). */
  pickDay(id: string, keys: string[]) {
    return pickDay(this.page, id, keys);
  }

  value(selector: string) {
    return this.page.$eval(selector, (i) => (i as HTMLInputElement).value);
  }

  /** Saves the form and waits for the address of the saved record (`/admin/<path>/<id>`): its id. */
  async saveNew(path: string) {
    await this.page.click('.adm-actions button[type=submit]');
    await this.page.waitForFunction((p) => new RegExp(`/admin/${p}/\\d+$`).test(location.pathname), {}, path);
    await this.page.waitForSelector('.adm-notice');
    return Number(this.page.url().split('/').pop());
  }

  /** A full-page screenshot in SCREENSHOTS_DIR when set (never committed). */
  shot(name: string) {
    return shotIn(this.page, `${name}-${this.lang}-${this.width}`);
  }
}
