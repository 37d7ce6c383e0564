import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { Shopper } from '../helpers/shopper.ts';
import { localDigits } from '../../shared/digits.ts';

/*
 * Issue #30, point 1: on a shared computer, a customer logs out and walks away; the next person presses Back. The
 * browser brings the page before from its back/forward cache, as it was: the header must not show who was there.
 */
describe('Back after logging out shows nobody', function () {
  this.timeout(120_000);
  const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-back-logout-')), 'outbox.jsonl');
  const suite = browserSuite({ SMS_OUTBOX: outbox });

  for (const lang of ['fa', 'en'] as const) {
    it(`a page brought back from the cache drops the name, the mobile and the cart count (${lang})`, async () => {
      const shopper = await new Shopper(suite.server.url, outbox, lang).signUp();
      await shopper.fillPickupCart(suite.server);
      const site = await SitePage.open(suite.browser, suite.server.url, { width: 1280, height: 900 });
      // Counts the pages the browser brought back from its back/forward cache (their scripts do not run again).
      await site.page.evaluateOnNewDocument(() =>
        addEventListener('pageshow', (e) => {
          if (e.persisted) document.documentElement.dataset.restored = String(Number(document.documentElement.dataset.restored ?? 0) + 1);
        }),
      );
      await site.page.setCookie(...[...shopper.cookies].map(([name, value]) => ({ name, value, url: suite.server.url })));
      const prefix = lang === 'en' ? '/en' : '';
      await site.visit(`${prefix}/pr/1/x/`);
      await site.page.waitForSelector('[data-testid="cart-count"]', { timeout: 20_000 });
      expect(await site.text('.account-menu__button')).to.include('Test Shopper');

      // Another document (a full load, not the router's navigation), where they log out.
      await site.visit(`${prefix}/st/contactus/`);
      await site.page.click('.account-menu__button');
      await site.page.waitForSelector('.account-menu__panel:not([hidden])');
      await site.page.click('.account-menu__logout');
      await site.page.waitForSelector('a.header-account', { timeout: 20_000 });

      await site.page.goBack();
      await site.page.waitForFunction((p) => location.pathname.startsWith(p), {}, `${prefix}/pr/1/`);
      expect(await site.page.evaluate(() => document.documentElement.dataset.restored), 'the page came from the back/forward cache').to.equal('1');
      await site.page.waitForSelector('a.header-account', { timeout: 20_000 });
      await site.page.waitForFunction(() => !document.querySelector('[data-testid="cart-count"]'), { timeout: 20_000 });
      const body = await site.page.evaluate(() => document.body.innerText);
      expect(body).to.not.include('Test Shopper');
      expect(body).to.not.include(shopper.mobile);
      expect(body).to.not.include(localDigits(shopper.mobile, 'fa'));
      await site.page.close();
    });
  }
});
