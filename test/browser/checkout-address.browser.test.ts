import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { CheckoutUtil } from '../helpers/checkout-page.ts';
import { newMobile, COURIER } from '../helpers/shopper.ts';
import { axeViolations } from '../helpers/storefront-page.ts';

/*
 * Issue #19, points 4 and 8 (the address step and the payment step): a delivery method that serves only Tehran offers
 * only addresses in Tehran; the new-address form starts from the account and lists provinces in the page's language's
 * order; the payment step repeats the delivery and the address.
 */
describe('the checkout address and payment steps', function () {
  this.timeout(120_000);
  const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-checkout-address-')), 'outbox.jsonl');
  const suite = browserSuite({ SMS_OUTBOX: outbox });

  const place = (province: string, city: string) => ({
    receiverName: 'سارا احمدی',
    receiverMobile: '09121234567',
    province,
    city,
    street: 'خیابان اصلی، پلاک ۱',
    postalCode: '1234567890',
  });

  for (const [lang, prefix, viewport] of [
    ['fa', '', { width: 360, height: 800 }],
    ['en', '/en', { width: 1280, height: 900 }],
  ] as const) {
    it(`offers the Tehran courier only addresses in Tehran, and says so (${lang})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url, viewport);
      const checkout = new CheckoutUtil(site, outbox, prefix);
      await site.visit(`${prefix}/`);
      await checkout.addItem(27, 1);
      const mobile = newMobile();
      await checkout.logIn(mobile);
      for (const address of [place('اصفهان', 'کاشان'), place('تهران', 'تهران')]) {
        await site.page.evaluate(
          async (a) => (await fetch('/api/address', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(a) })).status,
          address,
        );
      }
      await checkout.openBasket('delivery');
      await checkout.chooseDelivery(COURIER);
      await checkout.reached('address');

      const options = await site.page.$$eval('.checkout-option', (labels) =>
        labels.map((l) => ({
          text: l.textContent ?? '',
          served: l.getAttribute('data-served'),
          disabled: (l.querySelector('input') as HTMLInputElement).disabled,
        })),
      );
      const kashan = options.find((o) => o.text.includes('کاشان'))!;
      const tehran = options.find((o) => o.text.includes('تهران، تهران'))!;
      expect(kashan).to.include({ served: 'false', disabled: true });
      expect(kashan.text).to.include(lang === 'fa' ? 'به این نشانی ارسال نمی‌کند' : 'does not deliver here');
      expect(tehran).to.include({ served: 'true', disabled: false });
      expect(await site.text('.checkout-step__note')).to.include(lang === 'fa' ? 'فقط به تهران ارسال می‌کند' : 'delivers only to تهران');
      await site.screenshot(`checkout-zone-${lang}`);

      // The new-address form: the account's name and mobile to start from, and only the courier's province.
      await site.page.click('.checkout-step > .button:not(.button--primary)');
      await site.page.waitForSelector('#address-province option:nth-child(2)', { timeout: 20_000 });
      expect(await site.page.$eval('#address-receiverName', (i) => (i as HTMLInputElement).value)).to.equal('Browser Shopper');
      // In the page's digits (issue #30: Latin on a Persian screen); the server reads either.
      expect(await site.page.$eval('#address-receiverMobile', (i) => (i as HTMLInputElement).value)).to.equal(
        lang === 'fa' ? mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : mobile,
      );
      const provinces = await site.page.$$eval('#address-province option', (os) => os.slice(1).map((o) => o.textContent));
      expect(provinces).to.deep.equal([lang === 'fa' ? 'تهران' : 'Tehran']);
      expect(await axeViolations(site.page)).to.deep.equal([]);

      // Tehran goes on to the payment step, which says once more how and where.
      await site.page.click('.checkout-option[data-served="true"] input');
      await checkout.reached('discount');
      await checkout.click('.checkout-step > .button--primary');
      await checkout.reached('payment');
      const summary = await site.text('.checkout-summary');
      expect(summary).to.include(lang === 'fa' ? 'پیک نگهبان (تهران)' : 'Negahban courier (Tehran)');
      expect(summary).to.include('تهران، تهران، خیابان اصلی');
      await site.screenshot(`checkout-payment-summary-${lang}`);
      expect(site.problems).to.deep.equal([]);
      await site.page.close();
    });
  }

  it('lists provinces in English order on English pages, cities with a word on their language', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url);
    const checkout = new CheckoutUtil(site, outbox, '/en');
    await site.visit('/en/');
    await checkout.addItem(27, 1);
    await checkout.logIn(newMobile());
    await checkout.openBasket('delivery');
    await checkout.chooseDelivery(2);
    await checkout.reached('address');
    await site.page.waitForSelector('#address-province option:nth-child(30)', { timeout: 20_000 });
    const names = await site.page.$$eval('#address-province option', (os) => os.slice(1).map((o) => o.textContent ?? ''));
    expect(names).to.have.length(31);
    expect(names).to.deep.equal([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await site.text('#address-city-hint')).to.include('Persian');
    await site.page.close();
  });
});
