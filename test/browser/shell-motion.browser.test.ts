import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { newOutbox, People, placeOrderInDb } from '../helpers/admin-client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { DESKTOP, PHONE } from '../helpers/storefront-page.ts';

type Recorded = { transitions: number; finished: number; animations: { pseudo: string; name: string; duration: number; delay: number }[] };

/**
 * Records, from the first paint on, every View Transition the page starts (window.__recorded): how many, how many have
 * ended, and the animations of the last one as it starts. With `slow`, the new page's slide-in takes 30 s, so the test
 * can act while a transition is surely running. Installed before the site's scripts, so react-router calls this wrapper.
 */
function recordTransitions(page: Page, { slow = false } = {}) {
  return page.evaluateOnNewDocument((slowly: boolean) => {
    const recorded: Recorded = { transitions: 0, finished: 0, animations: [] };
    (window as unknown as { __recorded: Recorded }).__recorded = recorded;
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      recorded.transitions += 1;
      const transition = start(update);
      void transition.ready.then(
        () => {
          recorded.animations = document.getAnimations().flatMap((a) => {
            const effect = a.effect as KeyframeEffect;
            if (!effect.pseudoElement?.startsWith('::view-transition')) return [];
            const { duration, delay } = effect.getTiming();
            return [{ pseudo: effect.pseudoElement, name: (a as CSSAnimation).animationName, duration: Number(duration), delay: Number(delay) }];
          });
        },
        () => {},
      );
      void transition.finished.finally(() => (recorded.finished += 1));
      return transition;
    }) as typeof document.startViewTransition;
    if (slowly) {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.nonce = document.querySelector<HTMLStyleElement>('style[nonce]')!.nonce; // the page's CSP
        style.textContent = '::view-transition-new(page) { animation-duration: 30s !important; }';
        document.head.append(style);
      });
    }
  }, slow);
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded);

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
        new MutationObserver(() => w.__phases.push([bar.className.replace('page-loader page-loader--', ''), performance.now()])).observe(bar, {
          attributeFilter: ['class'],
        });
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
    for (const [lang, prefix, slide] of [
      ['fa', '', '1.5rem'],
      ['en', '/en', '-1.5rem'],
    ] as const) {
      it(`slides the old page out and then the new one in, as a View Transition, never on the first paint (${lang})`, async () => {
        const site = await open();
        await recordTransitions(site.page);
        await site.visit(`${prefix}/`);
        expect((await recorded(site.page)).transitions).to.equal(0);
        await goToAbout(site, prefix);
        await site.page.waitForFunction(() => (window as unknown as { __recorded: Recorded }).__recorded.animations.length > 0);
        const { transitions, animations } = await recorded(site.page);
        expect(transitions).to.equal(1);
        // Out, then in: the new page starts moving once the old one has gone. The header stays as it is.
        expect(animations.filter((a) => /^::view-transition-(old|new)\(page\)$/.test(a.pseudo))).to.have.deep.members([
          { pseudo: '::view-transition-old(page)', name: 'page-out', duration: 120, delay: 0 },
          { pseudo: '::view-transition-new(page)', name: 'page-in', duration: 200, delay: 120 },
        ]);
        expect(animations.filter((a) => a.pseudo.endsWith('(site-header)'))).to.deep.equal([]);
        // Towards the inline start: right in Persian (spec: slide-right), mirrored to the left in English.
        expect(await site.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--page-slide').trim())).to.equal(slide);
        expect(await site.page.title()).to.match(lang === 'fa' ? /درباره ما/ : /About us/);
        expect(site.problems).to.deep.equal([]);
      });
    }

    it('keeps the page live while a transition runs: a tap reaches the link under it and ends the transition', async () => {
      const site = await open(PHONE);
      await recordTransitions(site.page, { slow: true });
      await site.visit('/');
      await site.page.click('.card__link');
      await site.viewTransition(true);
      await site.page.waitForSelector('.breadcrumbs a[href="/"]', { visible: true });
      await site.page.click('.breadcrumbs a[href="/"]');
      await site.page.waitForFunction(() => location.pathname === '/');
      // The tap ended the first transition at once (its slide-in had 30 s to go); the way home starts its own.
      await site.page.waitForFunction(
        () => {
          const { transitions, finished } = (window as unknown as { __recorded: Recorded }).__recorded;
          return transitions === 2 && finished >= 1;
        },
        { timeout: 5000 },
      );
      expect(site.problems).to.deep.equal([]);
    });

    it('still shows the new page, without an error, when the window changes size during a transition', async () => {
      const site = await open(PHONE);
      await recordTransitions(site.page, { slow: true });
      await site.visit('/en/');
      const before = await site.text('h1');
      await site.page.click('.card__link');
      // Animating (its `ready` settled): a resize before that, while the old page is being captured, is not what
      // this is about, and a loaded machine can be that slow.
      await site.page.waitForFunction(() => (window as unknown as { __recorded: Recorded }).__recorded.animations.length > 0);
      // A phone turned on its side: the browser gives the transition up.
      await site.page.setViewport({ ...PHONE, width: PHONE.height, height: PHONE.width });
      await site.viewTransition(false);
      expect(await site.text('h1')).to.not.equal(before);
      expect(site.problems).to.deep.equal([]);
    });

    it('does not move for another page of the same screen, nor for a visitor who asked for reduced motion', async () => {
      const site = await open();
      await recordTransitions(site.page);
      await site.visit('/search/');
      await site.page.$eval('.paging a[rel="next"]', (a) => (a as HTMLElement).click());
      await site.page.waitForFunction(() => new URLSearchParams(location.search).get('page') === '2');
      await site.page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await goToAbout(site, '');
      expect((await recorded(site.page)).transitions).to.equal(0);
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

    it("loads a visible product link's code and data before the click, and the click uses them", async () => {
      const site = await open();
      const requested: string[] = [];
      site.page.on('request', (req) => void requested.push(req.url()));
      await site.visit('/en/search/?q=camera');
      const product = await firstProduct(site.page);
      // Loaded while the page settled (visit waits for the network to be idle), or soon after.
      await Promise.all(
        [product.isChunk, product.isData].map((wanted) => (requested.some(wanted) ? null : site.page.waitForRequest((req) => wanted(req.url())))),
      );
      await site.page.waitForNetworkIdle({ idleTime: 200 });
      const before = await site.text('h1');
      await site.page.click(`.card__link[href="${product.href}"]`);
      await site.page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, {}, before);
      expect(new URL(site.page.url()).pathname).to.equal(product.href);
      // The product's data was asked for once: the navigation took the answer loaded ahead.
      expect(requested.filter(product.isData)).to.have.length(1);
      expect(site.problems).to.deep.equal([]);
    });

    for (const [name, network] of [
      ['data saver', { saveData: true, effectiveType: '4g' }],
      ['2G', { saveData: false, effectiveType: '2g' }],
    ] as const) {
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
    for (const [lang, prefix, label, copied] of [
      ['fa', '', 'کپی پیوند', 'کپی شد'],
      ['en', '/en', 'Copy link', 'Copied'],
    ] as const) {
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
        expect(await site.page.$eval('.product__code [role="status"]', (el) => [el.getAttribute('aria-live'), el.textContent])).to.deep.equal([
          'polite',
          copied,
        ]);
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
      await site.page.waitForFunction(
        (i) => {
          const el = document.querySelectorAll('[data-reveal]')[i];
          return el.classList.contains('reveal--in') && getComputedStyle(el).opacity === '1';
        },
        {},
        last,
      );
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
