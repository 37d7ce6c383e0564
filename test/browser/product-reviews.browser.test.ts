import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, SitePage } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox, placeOrderInDb } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';
import { CheckoutUtil } from '../helpers/checkout-page.ts';
import { axeViolations } from '../helpers/storefront-page.ts';

/*
 * Reviews by verified buyers (issue #33, point 1) as a buyer and the operator meet them: the buyer of a delivered
 * order rates and writes on the product page (its own form), the operator approves it with a reply from the
 * keyboard, then the page shows the stars, the reply and the rating, and its JSON-LD parses with aggregateRating.
 */
describe('reviews by verified buyers in the browser', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0926');
  before(async () => {
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox, TEXT_QUIET_HOURS: 'off' }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('fa, phone: a buyer reviews, the operator approves with a reply, the page shows the stars and its JSON-LD the rating', async () => {
    const site = await SitePage.open(browser, server.url, { width: 390, height: 844 });
    const util = new CheckoutUtil(site, outbox, '');
    const mobile = people.newMobile();
    await site.visit('/');
    await util.logIn(mobile);
    const user = await server.db.kysely.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    const order = await placeOrderInDb(server, 'delivered', 'online', { userId: user.id, mobile });
    const line = await server.db.kysely.selectFrom('order_lines').select('product_id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const product = await server.db.kysely.selectFrom('products').select(['id', 'label_fa']).where('id', '=', line.product_id).executeTakeFirstOrThrow();
    const page = `/pr/${product.id}/${encodeURIComponent(product.label_fa)}/`;
    const ldOf = () =>
      site.page.$$eval('script[type="application/ld+json"]', (els) =>
        els.map((e) => JSON.parse(e.textContent!) as Record<string, unknown>).find((n) => n['@type'] === 'Product' || n['@type'] === 'ProductGroup'),
      );

    await site.visit(page);
    expect((await ldOf())?.aggregateRating, 'no rating before an approved review').to.equal(undefined);
    // A buyer signed in: the form (the cached page would have shown a login link).
    await site.page.waitForSelector('#reviews .qa__form fieldset');
    // Four stars, from the keyboard (the phone's sticky buy bar may sit over the buttons scrolled into view).
    await site.page.focus('#reviews input[name=rating][value="4"]');
    await site.page.keyboard.press('Space');
    expect(await site.page.$eval('#reviews input[name=rating][value="4"]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
    await site.page.type('#review-text', 'تصویرش در شب خوب است <b>ولی</b> نصبش سخت بود.');
    await site.page.focus('#reviews .qa__form button[type=submit]');
    await site.page.keyboard.press('Enter');
    await site.page.waitForSelector('#reviews .qa__sent');
    expect(await axeViolations(site.page, ['scrollable-region-focusable', 'landmark-unique'])).to.deep.equal([]);

    const admin = await AdminPage.open(browser, server, people, { lang: 'fa', width: 390, height: 844 });
    await admin.go('/reviews', '.adm-questions');
    const review = await server.db.kysely.selectFrom('product_reviews').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await admin.page.focus(`#r-${review.id}-reply`);
    await admin.page.keyboard.type('سپاس؛ راهنمای نصب را پیامک کردیم.');
    await admin.page.keyboard.press('Tab'); // the reason, left empty
    await admin.page.keyboard.press('Tab'); // approve
    await admin.page.keyboard.press('Enter');
    await admin.page.waitForSelector('.adm-notice');
    expect(admin.problems).to.deep.equal([]);
    await admin.context.close();

    await site.visit(page);
    await site.page.waitForSelector('#reviews .qa__item');
    const mine = await site.page.$$eval('#reviews .qa__item', (items) => items.map((i) => i.textContent ?? '').find((t) => t.includes('نصبش سخت'))!);
    expect(mine).to.include('<b>ولی</b>').and.include('خریدار تأییدشده').and.include('سپاس؛ راهنمای نصب');
    const stars = await site.page.$$eval('#reviews .qa__item .stars', (els) => els.map((e) => e.getAttribute('aria-label')));
    expect(stars).to.include('۴ از ۵');
    expect(await site.text('#reviews time')).to.match(/[۰-۹]/);
    const ld = (await ldOf())!;
    expect(ld.aggregateRating).to.include({ '@type': 'AggregateRating', reviewCount: 1, ratingValue: 4, bestRating: 5 });
    expect((ld.review as { author: { name: string } }[])[0].author.name).to.equal('Browser S.');
    expect(await site.page.$eval('main .stars', (e) => e.getAttribute('aria-label'))).to.equal('۴ از ۵');
    expect(site.problems).to.deep.equal([]);
  });
});
