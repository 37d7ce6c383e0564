import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { newOutbox, People, placeOrderInDb } from '../helpers/admin-client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DESKTOP, PHONE } from '../helpers/storefront-page.ts';

/**
 * Records every View Transition the page starts (window.__transitions). With `hold`, each transition's update waits
 * until the test calls window.__release(), so the test can change things (the window's size) at a known moment: after
 * the old page was captured and before the new one is. Installed before the site's scripts, so the site's own handling
 * of the transitions wraps this, as it wraps the browser's.
 */
/** Records, from the first paint on, which elements start which CSS animation (the page's slide is one). */
function recordAnimations(page: Page) {
  return page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __animations: string[] };
    w.__animations = [];
    document.addEventListener('animationstart', (e) => w.__animations.push(`${(e.target as Element).id}:${e.animationName}`), true);
  });
}

const pageSlides = (page: Page) => page.evaluate(() => (window as unknown as { __animations: string[] }).__animations.filter((a) => a === 'main:page-in').length);

/** Waits until the shell's lazy extras (toasts, link prefetching, scroll animations) have mounted. */
const shellExtrasReady = (page: Page) => page.waitForSelector('.toaster');

/** Follows the header's link to the about page and waits for it. */
async function goToAbout(site: SitePage, prefix: string) {
  const before = await site.text('h1');
  await site.page.click(`.site-nav a[href="${prefix}/about/"]`);
  await site.page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, {}, before);
}

describe('the shell in motion', function () {
  this.timeout(90_000);
  const suite = browserSuite();
  const open = (viewport: { width: number; height: number } = DESKTOP) => SitePage.open(suite.browser, suite.server.url, viewport);

  describe('the loading indicator', () => {
    it('shows a 3 px bar only once loading takes over 200 ms, and after it is done stays 500 ms then fades for 400 ms', async () => {
      const site = await open();
      await site.visit('/en/search/?q=camera');
      // Every API answer waits for the test from here on: the next screen's data takes as long as the test says.
      const held: HTTPRequest[] = [];
      await site.page.setRequestInterception(true);
      site.page.on('request', (req) => (req.url().includes('/api/') ? held.push(req) : void req.continue()));
      await site.page.evaluate(() => {
        const w = window as unknown as { __phases: [string, number][] };
        w.__phases = [];
        const bar = document.querySelector('.page-loader')!;
        new MutationObserver(() => w.__phases.push([bar.className.replace('page-loader page-loader--', ''), performance.now()])).observe(bar, { attributeFilter: ['class'] });
      });
      // A search (a form, which nothing loads ahead) for other words: its results come from the API.
      await site.page.type('#site-search', 'alarm');
      const clickedAt = await site.page.evaluate(() => performance.now());
      await site.page.keyboard.press('Enter');
      await site.page.waitForSelector('.page-loader--loading');
      const bar = await site.page.$eval('.page-loader', (el) => ({ height: el.getBoundingClientRect().height, grow: getComputedStyle(el).transitionDuration }));
      expect(bar).to.deep.equal({ height: 3, grow: '2s' });
      for (const req of held.splice(0)) await req.continue();
      site.page.off('request');
      await site.page.setRequestInterception(false);
      await site.page.waitForSelector('.page-loader--hidden', { timeout: 10_000 });
      const phases = await site.page.evaluate(() => (window as unknown as { __phases: [string, number][] }).__phases);
      expect(phases.map(([name]) => name)).to.deep.equal(['loading', 'done', 'hiding', 'hidden']);
      const at = Object.fromEntries(phases.map(([name, time]) => [name, time]));
      expect(at.loading - clickedAt).to.be.at.least(195);
      expect(at.hiding - at.done).to.be.at.least(495);
      expect(at.hidden - at.hiding).to.be.at.least(395);
      expect(site.problems).to.deep.equal([]);
    });
  });

  describe('the page transition', () => {
    for (const [lang, prefix, slide] of [['fa', '', '1.5rem'], ['en', '/en', '-1.5rem']] as const) {
      it(`slides the new page in after a navigation inside the site, never on the first paint (${lang})`, async () => {
        const site = await open();
        await recordAnimations(site.page);
        await site.visit(`${prefix}/`);
        expect(await pageSlides(site.page)).to.equal(0);
        await goToAbout(site, prefix);
        await site.page.waitForFunction(() => (window as unknown as { __animations: string[] }).__animations.includes('main:page-in'));
        const timing = await site.page.$eval('#main', (main) => main.getAnimations().map((a) => ({ name: (a as CSSAnimation).animationName, duration: a.effect!.getTiming().duration })));
        expect(timing.filter((a) => a.name === 'page-in')).to.deep.equal([{ name: 'page-in', duration: 200 }]);
        // Towards the inline start: right in Persian (spec: slide-right), mirrored to the left in English.
        expect(await site.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--page-slide').trim())).to.equal(slide);
        expect(await site.page.title()).to.match(lang === 'fa' ? /درباره ما/ : /About us/);
        // The page is live at once: a link of the new page works right away.
        await site.page.click(`.site-nav a[href="${prefix}/st/contactus/"]`);
        await site.page.waitForFunction((p) => location.pathname === p, {}, `${prefix}/st/contactus/`);
        expect(site.problems).to.deep.equal([]);
      });
    }

    it('changes the page without sliding for a visitor who asked for reduced motion', async () => {
      const site = await open();
      await recordAnimations(site.page);
      await site.page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await site.visit('/');
      await goToAbout(site, '');
      expect(await pageSlides(site.page)).to.equal(0);
      expect(site.problems).to.deep.equal([]);
    });
  });
  describe('links loaded ahead', () => {
    /** What the first product card's link loads: its screen's code chunk and its product's data. */
    async function firstProduct(page: Page) {
      const href = await page.$eval('.card__link', (a) => (a as HTMLAnchorElement).pathname);
      const id = href.split('/')[3];
      return {
        href,
        isChunk: (url: string) => /\/assets\/product-[A-Z0-9]+\.js$/.test(url),
        isData: (url: string) => url.includes('/api/products/productInfo') && new URL(url).searchParams.get('id') === id,
      };
    }

    it('loads a visible product link\'s code and data before the click, and the click uses them', async () => {
      const site = await open();
      const requested: string[] = [];
      site.page.on('request', (req) => void requested.push(req.url()));
      await site.visit('/en/search/?q=camera');
      const product = await firstProduct(site.page);
      // Loaded while the page settled (visit waits for the network to be idle), or soon after.
      await Promise.all([product.isChunk, product.isData].map((wanted) => (requested.some(wanted) ? null : site.page.waitForRequest((req) => wanted(req.url())))));
      await site.page.waitForNetworkIdle({ idleTime: 200 });
      const before = await site.text('h1');
      await site.page.click(`.card__link[href="${product.href}"]`);
      await site.page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, {}, before);
      expect(new URL(site.page.url()).pathname).to.equal(product.href);
      // The product's data was asked for once: the navigation took the answer loaded ahead.
      expect(requested.filter(product.isData)).to.have.length(1);
      expect(site.problems).to.deep.equal([]);
    });

    for (const [name, network] of [['data saver', { saveData: true, effectiveType: '4g' }], ['2G', { saveData: false, effectiveType: '2g' }]] as const) {
      it(`loads nothing ahead with ${name}, and does once the connection allows it`, async () => {
        const site = await open();
        await site.page.evaluateOnNewDocument((settings) => {
          const connection = Object.assign(new EventTarget(), settings);
          Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
          (window as unknown as { __connection: typeof connection }).__connection = connection;
        }, network);
        const requested: string[] = [];
        site.page.on('request', (req) => void requested.push(req.url()));
        await site.visit('/en/search/?q=camera');
        const product = await firstProduct(site.page);
        await shellExtrasReady(site.page);
        await site.page.waitForNetworkIdle({ idleTime: 1000 });
        expect(requested.filter((url) => product.isChunk(url) || product.isData(url))).to.deep.equal([]);
        // The same visitor leaves data saver or 2G: the links in view load, so they were only held back.
        await site.page.evaluate(() => {
          const connection = (window as unknown as { __connection: EventTarget & { saveData: boolean; effectiveType: string } }).__connection;
          Object.assign(connection, { saveData: false, effectiveType: '4g' });
          connection.dispatchEvent(new Event('change'));
        });
        await site.page.waitForRequest((req) => product.isData(req.url()));
        expect(site.problems).to.deep.equal([]);
      });
    }
  });

  describe('copy to clipboard', () => {
    for (const [lang, prefix, label, copied] of [['fa', '', 'کپی پیوند', 'کپی شد'], ['en', '/en', 'Copy link', 'Copied']] as const) {
      it(`copies the product's address, says so for 1.5 s and to screen readers (${lang})`, async () => {
        const site = await open(PHONE);
        await site.page.browserContext().overridePermissions(suite.server.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
        await site.visit(`${prefix}/search/?q=camera`);
        const href = await site.page.$eval('.card__link', (a) => (a as HTMLAnchorElement).href);
        await site.visit(new URL(href).pathname);
        const button = '.product__code .copy-button';
        expect(await site.text(button)).to.equal(label);
        const clickedAt = Date.now();
        await site.page.click(button);
        await site.page.waitForFunction((sel, text) => document.querySelector(sel)?.textContent === text, {}, button, copied);
        expect(await site.page.$eval('.product__code [role="status"]', (el) => [el.getAttribute('aria-live'), el.textContent])).to.deep.equal(['polite', copied]);
        expect(await site.page.evaluate(() => navigator.clipboard.readText())).to.equal(new URL(href).origin + new URL(href).pathname);
        await site.page.waitForFunction((sel, text) => document.querySelector(sel)?.textContent === text, { timeout: 5000 }, button, label);
        expect(Date.now() - clickedAt).to.be.at.least(1500);
        expect(await site.text('.product__code [role="status"]')).to.equal('');
        expect(site.problems).to.deep.equal([]);
      });
    }
  });

  describe('copying the order number', () => {
    // A server of its own: signing in reads the texted code from an outbox the test knows.
    const outbox = newOutbox();
    let server: TestServer;
    before(async () => {
      server = await startTestServer(undefined, { SMS_OUTBOX: outbox });
    });
    after(() => server?.close());

    it('puts the order number in Latin digits on the clipboard from the Persian order page', async () => {
      const people = new People(() => server, outbox, '0937');
      const mobile = people.newMobile();
      const customer = await people.signIn(people.visitor('fa'), mobile, 'Customer Karimi');
      const user = await server.db.kysely.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
      const order = await placeOrderInDb(server, 'awaiting-payment', 'online', { userId: user.id, mobile });
      const site = await SitePage.open(suite.browser, server.url, PHONE);
      await site.page.browserContext().overridePermissions(server.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
      await site.page.setCookie(...[...customer.cookies].map(([name, value]) => ({ name, value, domain: new URL(server.url).hostname, path: '/' })));
      await site.visit(`/profile/accountorder/${order.id}/`);
      await site.page.click('.order-page__actions .copy-button');
      await site.page.waitForFunction(() => document.querySelector('.order-page__actions [role="status"]')?.textContent === 'کپی شد');
      expect(await site.page.evaluate(() => navigator.clipboard.readText())).to.equal(String(order.id));
      expect(site.problems).to.deep.equal([]);
    });
  });

  describe('scroll animations', () => {
    /** The page's [data-reveal] elements: whether each is on screen, waiting hidden, revealed, and its opacity. */
    const revealed = (page: Page) =>
      page.$$eval('[data-reveal]', (els) =>
        els.map((el) => ({
          onScreen: el.getBoundingClientRect().top < window.innerHeight,
          waiting: el.classList.contains('reveal--pending'),
          shown: el.classList.contains('reveal--in'),
          opacity: getComputedStyle(el).opacity,
        })),
      );

    it('hides only what is below the window once the page is interactive, and fades it in when scrolled to', async () => {
      const site = await open(PHONE);
      const res = await site.visit('/');
      // The server's HTML hides nothing: crawlers, Lighthouse and visitors without JavaScript see every part.
      expect(await res!.text()).to.not.match(/class="[^"]*reveal--/);
      await shellExtrasReady(site.page);
      await site.page.waitForSelector('[data-reveal].reveal--pending');
      const start = await revealed(site.page);
      for (const el of start) expect(el.waiting).to.equal(!el.onScreen);
      const last = start.length - 1;
      await site.page.$$eval('[data-reveal]', (els) => els.at(-1)!.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await site.page.waitForFunction((i) => {
        const el = document.querySelectorAll('[data-reveal]')[i];
        return el.classList.contains('reveal--in') && getComputedStyle(el).opacity === '1';
      }, {}, last);
      expect(site.problems).to.deep.equal([]);
    });

    it('shows everything at once for a visitor who asked for reduced motion', async () => {
      const site = await open(PHONE);
      await site.page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await site.visit('/');
      await shellExtrasReady(site.page);
      const start = await revealed(site.page);
      expect(start.some((el) => !el.onScreen)).to.equal(true);
      for (const el of start) expect([el.waiting, el.opacity]).to.deep.equal([false, '1']);
      await site.page.$$eval('[data-reveal]', (els) => els.at(-1)!.scrollIntoView({ block: 'center', behavior: 'instant' }));
      expect((await revealed(site.page)).at(-1)).to.include({ waiting: false, opacity: '1' });
    });
  });
});
