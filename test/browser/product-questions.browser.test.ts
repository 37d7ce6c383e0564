import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, SitePage } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { CheckoutUtil } from '../helpers/checkout-page.ts';
import { axeViolations } from '../helpers/storefront-page.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import { waitUntil } from '../helpers/wait-until.ts';

/*
 * Questions and answers (issue #33, point 2) as a customer and the operator meet them: the question asked on the
 * product page (the page's own form), answered in the back office from the keyboard, then shown on the page and
 * texted to the asker.
 */
describe('questions and answers in the browser', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0928');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox, TEXT_QUIET_HOURS: 'off' }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('en, desktop: asked on the product page, answered by the operator, shown there and texted', async () => {
    const product = await server.db.kysely
      .selectFrom('products')
      .select(['id', 'label_en'])
      .where('active', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const site = await SitePage.open(browser, server.url, { width: 1280, height: 900 });
    const util = new CheckoutUtil(site, outbox, '/en');
    const mobile = people.newMobile();
    await site.visit('/en/');
    await util.logIn(mobile);
    await site.visit(`/en/pr/${product.id}/${product.label_en}/`);
    // Signed in: the form (the cached page would have shown a login link).
    await site.page.waitForSelector('.qa__form textarea');
    expect(await site.text('.qa__none')).to.contain('No questions answered yet');
    await site.page.type('#qa-text', 'Is this suitable for a damp basement?');
    await site.page.click('.qa__form button[type=submit]');
    await site.page.waitForSelector('.qa__sent');
    expect(await axeViolations(site.page, ['scrollable-region-focusable', 'landmark-unique'])).to.deep.equal([]);

    const admin = await AdminPage.open(browser, server, people, { lang: 'en', width: 1280, height: 900 });
    await admin.go('/questions', '.adm-questions');
    const [pending] = await server.db.kysely.selectFrom('product_questions').select('id').where('product_id', '=', product.id).execute();
    await admin.page.focus(`#q-${pending.id}`);
    await admin.page.keyboard.type('Yes, with the IP67 housing; keep the cable joints sealed.');
    await admin.page.keyboard.press('Tab');
    await admin.page.keyboard.press('Enter');
    await admin.page.waitForSelector('.adm-notice');
    expect(admin.problems).to.deep.equal([]);
    await admin.context.close();

    await site.visit(`/en/pr/${product.id}/${product.label_en}/`);
    await site.page.waitForSelector('.qa__item');
    expect(await site.text('.qa__answer')).to.contain('IP67 housing');
    expect(await site.text('.qa__question')).to.contain('damp basement');
    const text = await waitUntil('the answer text', async () => (await readOutbox(outbox)).find((l) => l.to === mobile && !l.code));
    expect(text.text).to.include(`/en/pr/${product.id}/`);
    expect(site.problems).to.deep.equal([]);
  });
});
