import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { LoginPage } from '../helpers/login-page.ts';
import { lastCodeFor } from '../helpers/auth-client.ts';
import { newMobile } from '../helpers/shopper.ts';

/* Issue #30, the walk's lows: what a customer met on the storefront, each where they met it. */
describe('the walk’s lows on the storefront', function () {
  this.timeout(120_000);
  const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-walk-lows-')), 'outbox.jsonl');
  const suite = browserSuite({ SMS_OUTBOX: outbox });

  it('after login, `back=/pr/1/` (an id-only product address) lands on the product, not a 404', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, { width: 1280, height: 900 });
    await site.visit('/loginRegister/?back=/pr/1/');
    await site.page.waitForSelector('.login[data-live="true"]', { timeout: 30_000 });
    const login = new LoginPage(site);
    const mobile = newMobile();
    await login.fill('mobile', mobile);
    await login.submit();
    await login.step('code');
    await login.fill('code', await lastCodeFor(outbox, mobile));
    await login.submit();
    await login.step('fullName');
    await login.fill('fullName', 'رضا کریمی');
    await login.submit();
    await site.page.waitForFunction(() => /^\/pr\/1\/[^/]+\/$/.test(location.pathname), { timeout: 20_000 });
    await site.hydrated();
    await site.page.waitForSelector('.product__buy', { timeout: 20_000 });
    expect(await site.page.$('.page-error'), 'no 404 screen').to.equal(null);
    await site.page.close();
  });
});
