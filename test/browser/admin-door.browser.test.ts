import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { lastCodeFor } from '../helpers/auth-client.ts';
import { shotIn } from '../helpers/admin-page.ts';

/**
 * The back office's door (issue #19, point 10): an operator who is not signed in opens a back-office address, is sent
 * to the login screen, logs in with the texted code and lands back on that address with the password step at once.
 */
describe('back office door in the browser: logged out, an operator is sent to log in and comes back to the password step', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0931');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const cases = [
    { lang: 'fa' as const, width: 390, height: 844, heading: /رمز/ },
    { lang: 'en' as const, width: 1366, height: 900, heading: /password/i },
  ];
  for (const c of cases) {
    it(`in ${c.lang === 'fa' ? 'Persian on a phone' : 'English on a desktop'}`, async () => {
      // A staff member whose earlier session ended: a known number with the staff role, no session in this browser.
      const mobile = people.newMobile();
      await server.db.kysely
        .insertInto('users')
        .values({ mobile, full_name: 'Operator', email: null, password_hash: null, role: 'staff', created_at: new Date().toISOString() } as never)
        .execute();
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(String(err)));
      // React Router warns on a full load of a router without a HydrateFallback (issue #19, point 15).
      page.on('console', (msg) => {
        if (['warn', 'warning', 'error'].includes(msg.type())) problems.push(`${msg.type()}: ${msg.text()}`);
      });
      await page.setViewport({ width: c.width, height: c.height });
      // The language chosen on the site (its cookie) is the login's: /admin/ has none in its path.
      if (c.lang === 'en') await page.setCookie({ name: 'i18n_redirected', value: 'en', domain: new URL(server.url).hostname, path: '/' });

      await page.goto(`${server.url}/admin/orders`, { waitUntil: 'load' });
      const login = new URL(page.url());
      expect(login.pathname).to.equal(c.lang === 'fa' ? '/loginRegister/' : '/en/loginRegister/');
      expect(login.searchParams.get('back')).to.equal('/admin/orders');

      await page.waitForSelector('.login[data-live="true"]', { timeout: 30_000 });
      await page.type('.login input[name="mobile"]', mobile);
      await page.keyboard.press('Enter');
      await page.waitForSelector('.login input[name="code"]', { timeout: 20_000 });
      await page.type('.login input[name="code"]', await lastCodeFor(outbox, mobile));
      await page.keyboard.press('Enter');

      // Back on the page asked for, the back office's password step shows without a reload.
      await page.waitForSelector('#adm-password', { timeout: 20_000 }).catch(async (e) => {
        console.log(page.url(), (await page.$eval('body', (b) => b.innerText)).slice(0, 400));
        throw e;
      });
      expect(new URL(page.url()).pathname).to.equal('/admin/orders');
      expect(await page.$eval('.adm-gate h1', (h) => h.textContent)).to.match(c.heading);
      expect(await page.evaluate(() => document.activeElement?.id), 'the password field has the focus').to.equal('adm-password');
      await shotIn(page, `admin-door-password-${c.lang}-${c.width}`);
      // The back office is set in the site's typeface, loaded, not the system's.
      const font = await page.evaluate(async () => {
        await document.fonts.ready;
        return {
          family: getComputedStyle(document.body).fontFamily.split(',')[0].trim(),
          loaded: [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Vazirmatn' && f.status === 'loaded'),
        };
      });
      expect(font).to.deep.equal({ family: 'Vazirmatn', loaded: true });
      // A full load of a back-office address (a reload) warns of nothing either.
      await page.reload({ waitUntil: 'networkidle0' });
      await page.waitForSelector('#adm-password', { timeout: 20_000 });
      expect(problems).to.deep.equal([]);
      await context.close();
    });
  }
});
