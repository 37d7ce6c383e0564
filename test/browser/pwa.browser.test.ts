import { expect } from 'chai';
import sharp from 'sharp';
import type { CDPSession, Page } from 'puppeteer-core';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { CART_UPDATE } from '../../shared/cart-update-types.ts';
import { HIDE_INSTALL_KEY } from '../../client/pwa/constants.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The product every visitor here looks at, with its path in each language. */
async function product(base: string, lang: 'fa' | 'en') {
  const info = (await (await fetch(`${base}/api/products/productInfo?id=27&lang=${lang}`)).json()).data;
  return { info, path: `${lang === 'en' ? '/en' : ''}/pr/27/${encodeURIComponent(info.label.replace(/\s+/g, '-'))}/` };
}

/**
 * Cuts the network of the page and of its service worker (DevTools' "Offline" does both; puppeteer's
 * setOfflineMode only the page's), so what still opens comes from the worker's caches.
 */
async function goOffline(site: SitePage): Promise<void> {
  await site.page.setOfflineMode(true);
  const worker = await site.page.browserContext().waitForTarget((t) => t.type() === 'service_worker');
  const session: CDPSession = await worker.createCDPSession();
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** Visits, then waits until the worker keeps what this page needs offline (register.ts marks <html>). */
async function visitAndKeep(site: SitePage, path: string) {
  await site.visit(path);
  await site.page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', { timeout: 20_000 });
}

/**
 * The browser's install offer as Chromium fires it: a real Event with prompt() and userChoice, counting prompts.
 * (A string, not a function: tsx would wrap a function's inner functions in a helper the page does not have.)
 */
function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(`(() => {
    window.prompted ??= 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    event.prompt = async () => { window.prompted += 1; };
    event.userChoice = Promise.resolve({ outcome: 'dismissed', platform: '' });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  })()`) as Promise<boolean>;
}

const prompted = (page: Page) => page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);

/**
 * The PWA code loads when the browser is idle after hydration, and the offer's texts with it: an offer can only appear
 * once both are there (so a test that expects none proves something only after this).
 */
async function pwaLoaded(page: Page, lang: 'fa' | 'en') {
  await page.waitForFunction(
    (texts) => {
      const names = performance.getEntriesByType('resource').map((e) => e.name);
      return names.some((n) => /\/pwa-extras-\w+\.js$/.test(n)) && names.some((n) => n.endsWith(texts));
    },
    { timeout: 15_000 },
    `/locales/${lang}/pwa.json`,
  );
  await nextFrames(page);
}

/** Two frames: React renders what an event changed, and the browser lays it out. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r)))));

describe('the installable app', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  for (const lang of ['fa', 'en'] as const) {
    const prefix = lang === 'en' ? '/en' : '';
    it(`links ${lang} pages to the ${lang} manifest: names, direction, start page, shortcuts, and icons of the sizes they declare`, async () => {
      const base = suite.server.url;
      const html = await (await fetch(`${base}${prefix}/`)).text();
      const href = html.match(/<link rel="manifest" href="([^"]+)"/)?.[1];
      expect(href).to.equal(lang === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest');
      const res = await fetch(base + href);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/manifest\+json/);
      const manifest = await res.json();
      expect(manifest).to.include({
        lang: lang === 'en' ? 'en-US' : 'fa-IR',
        dir: lang === 'en' ? 'ltr' : 'rtl',
        start_url: `${prefix}/`,
        scope: '/',
        display: 'standalone',
        theme_color: '#d64343',
        background_color: '#ffffff',
        short_name: lang === 'en' ? 'Negahban' : 'نگهبان',
      });
      expect(manifest.name).to.match(lang === 'en' ? /^Negahban/ : /^نگهبان/);
      expect(manifest.shortcuts.map((s: { url: string }) => s.url)).to.deep.equal([`${prefix}/search/`, `${prefix}/basket/`]);

      const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
      for (const needed of ['192x192', '512x512']) {
        expect(
          icons.some((i) => i.sizes === needed && i.purpose === 'any'),
          `an icon of ${needed}`,
        ).to.equal(true);
        expect(
          icons.some((i) => i.sizes === needed && i.purpose === 'maskable'),
          `a maskable icon of ${needed}`,
        ).to.equal(true);
      }
      for (const icon of icons) {
        const file = await fetch(base + icon.src);
        expect(file.status, icon.src).to.equal(200);
        const { width, height, format } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect(`${width}x${height}`, icon.src).to.equal(icon.sizes);
        expect(format).to.equal('png');
      }
      // Each shortcut opens a real page.
      for (const { url } of manifest.shortcuts) expect((await fetch(base + url)).status, url).to.equal(200);
    });
  }

  it('serves /sw.js uncached for the whole site, and pages allow it as a worker', async () => {
    const res = await fetch(`${suite.server.url}/sw.js`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-cache');
    expect(res.headers.get('service-worker-allowed')).to.equal('/');
    expect(res.headers.get('content-type')).to.match(/javascript/);
    const page = await fetch(`${suite.server.url}/`);
    expect(page.headers.get('content-security-policy')).to.match(/worker-src 'self'/);
    const build = await (await fetch(`${suite.server.url}/build.json`)).json();
    expect(build.id).to.be.a('string').and.not.equal('');
  });

  it('after one visit opens offline: the pages seen, the offline page for others (fa and en), and the basket seen before', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, PHONE, { serviceWorker: true });
    const { info, path } = await product(suite.server.url, 'fa');

    // The first visit: a product page. The worker installs and keeps it (the page came before the worker).
    await visitAndKeep(site, path);
    const registration = await site.page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { scope: reg?.scope, script: reg?.active?.scriptURL, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(registration).to.deep.equal({ scope: `${suite.server.url}/`, script: `${suite.server.url}/sw.js`, controlled: true });
    const title = await site.text('h1');
    // The heading is the product's name, or the chosen model's own (issue 33: PRO6ABC's 4 kg model has one).
    expect([info.name, ...info.items.map((i: { title?: string }) => i.title)]).to.include(title);

    // The basket, with a line put in by this visitor's own cart call.
    const added = await site.page.evaluate(
      async (body) => {
        const res = await fetch('/api/cart/cart?lang=fa', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return res.status;
      },
      { cartUpdateType: CART_UPDATE.add, productItemId: info.items[0].id, count: 2 },
    );
    expect(added).to.equal(200);
    await site.visit('/basket/');
    await site.page.waitForSelector('.basket-line');
    const lineName = await site.text('.basket-line__name');

    await goOffline(site);

    // A page seen: its content, from the worker.
    await site.page.goto(suite.server.url + path, { waitUntil: 'load' });
    expect(await site.text('h1')).to.equal(title);

    // Pages never seen: the offline page of their language.
    await site.page.goto(`${suite.server.url}/about/`, { waitUntil: 'load' });
    expect(await site.attr('[data-offline-page]', 'data-offline-page')).to.equal('fa');
    expect(await site.attr('html', 'dir')).to.equal('rtl');
    expect(await site.text('h1')).to.equal('اتصال به اینترنت برقرار نیست');
    await site.screenshot('pwa-offline-fa-phone');
    await site.page.goto(`${suite.server.url}/en/about/`, { waitUntil: 'load' });
    expect(await site.attr('[data-offline-page]', 'data-offline-page')).to.equal('en');
    expect(await site.attr('html', 'dir')).to.equal('ltr');
    expect(await site.text('h1')).to.equal('You are offline');
    await site.screenshot('pwa-offline-en-phone');

    // The basket: the lines as last seen, read-only, saying why.
    await site.page.goto(`${suite.server.url}/basket/`, { waitUntil: 'load' });
    await site.hydrated();
    await site.page.waitForSelector('.basket__offline');
    expect(await site.text('.basket-line__name')).to.equal(lineName);
    expect(await site.text('.basket-line .stepper__count')).to.equal('۲');
    expect(await site.page.$('.basket-line__remove'), 'no change without the server').to.equal(null);
    await site.screenshot('pwa-offline-basket-fa-phone');
    await site.page.browserContext().close();
  });

  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const lang of ['fa', 'en'] as const) {
      it(`offers installation only after the browser does, clickable and by keyboard, and never again once turned down (${lang}, ${device})`, async () => {
        const site = await SitePage.open(suite.browser, suite.server.url, viewport, { serviceWorker: true });
        const prefix = lang === 'en' ? '/en' : '';
        await site.visit(`${prefix}/`);
        await pwaLoaded(site.page, lang);
        expect(await site.page.$('.install-offer'), 'no offer before the browser signals one').to.equal(null);

        expect(await offerInstall(site.page), "the browser's own banner is kept away").to.equal(true);
        const install = await site.page.waitForSelector('.install-offer .button--primary', { visible: true });
        // Nothing stands over it: the element at its centre is the button itself.
        const onTop = await install!.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el && r.bottom <= innerHeight;
        });
        expect(onTop).to.equal(true);
        await site.screenshot(`pwa-install-${lang}-${device}`);
        await install!.click();
        await site.page.waitForFunction(() => !document.querySelector('.install-offer'));
        expect(await prompted(site.page)).to.equal(1);

        // A new offer from the browser, answered from the keyboard this time.
        await offerInstall(site.page);
        await site.page.waitForSelector('.install-offer .button--primary', { visible: true });
        await site.page.focus('.install-offer .button--primary');
        await site.page.keyboard.press('Enter');
        await site.page.waitForFunction(() => !document.querySelector('.install-offer'));
        expect(await prompted(site.page)).to.equal(2);

        // Turned down for good: gone, and not back after a reload and another offer.
        await offerInstall(site.page);
        await site.page.waitForSelector('.install-offer .button:not(.button--primary)', { visible: true });
        await site.page.click('.install-offer .button:not(.button--primary)');
        await site.page.waitForFunction(() => !document.querySelector('.install-offer'));
        expect(await site.page.evaluate((key) => localStorage.getItem(key), HIDE_INSTALL_KEY)).to.equal('1');
        await site.visit(`${prefix}/`);
        await pwaLoaded(site.page, lang);
        await offerInstall(site.page);
        await nextFrames(site.page);
        expect(await site.page.$('.install-offer')).to.equal(null);
        expect(await prompted(site.page)).to.equal(0);
        expect(site.problems).to.deep.equal([]);
        await site.page.browserContext().close();
      });
    }
  }

  it('makes no offer in the installed app (standalone display mode)', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, PHONE, { serviceWorker: true });
    // Chromium cannot emulate the display-mode media feature from DevTools; the page's matchMedia answers as the app's would.
    await site.page.evaluateOnNewDocument(`{
      const own = window.matchMedia.bind(window);
      window.matchMedia = (query) => query.includes('display-mode: standalone') ? { ...own(query), matches: true, media: query } : own(query);
    }`);
    await site.visit('/');
    expect(await site.page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).to.equal(true);
    await pwaLoaded(site.page, 'fa');
    await offerInstall(site.page);
    await nextFrames(site.page);
    expect(await site.page.$('.install-offer')).to.equal(null);
    await site.page.browserContext().close();
  });

  it("keeps each visitor's worker to their own browser context, so other suites' pages start uncontrolled", async () => {
    const first = await SitePage.open(suite.browser, suite.server.url, DESKTOP, { serviceWorker: true });
    await visitAndKeep(first, '/');
    // Another visitor on the same site, on an address that runs no script of ours (so registers nothing itself).
    const second = await SitePage.open(suite.browser, suite.server.url, DESKTOP, { serviceWorker: true });
    await second.page.goto(`${suite.server.url}/healthz`);
    const seen = await second.page.evaluate(async () => ({
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      caches: await caches.keys(),
    }));
    expect(seen).to.deep.equal({ registrations: 0, caches: [] });
    expect(await first.page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).to.equal(1);
    await first.page.browserContext().close();
    await second.page.browserContext().close();
  });
});
