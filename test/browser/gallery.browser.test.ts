import { expect } from 'chai';
import { browserSuite } from '../helpers/browser.ts';
import { LANGUAGES, PHONE, StorefrontPage } from '../helpers/storefront-page.ts';

/** Issue #10: the product gallery on a phone swipes, and its zoom is larger than the page, with previous and next. */
describe('the product gallery on a phone', function () {
  this.timeout(120_000);
  const suite = browserSuite();
  let productPath = '';

  before(async () => {
    const sf = await StorefrontPage.open(suite.browser, suite.server.url, PHONE);
    await sf.visit('/search/');
    productPath = await sf.page.$eval('.product-card a.card__link', (a) => new URL((a as HTMLAnchorElement).href).pathname);
    await sf.page.close();
  });

  /** The address of the picture a slide or the zoom shows (the file, whichever width and format the browser chose). */
  const fileOf = (src: string) => src.replace(/^.*\//, '').replace(/-\d+\.\w+$/, '');

  for (const [lang, prefix] of LANGUAGES) {
    it(`follows a finger swipe to the next picture (${lang})`, async () => {
      const sf = await StorefrontPage.open(suite.browser, suite.server.url, PHONE);
      await sf.visit(`${prefix}${productPath}`);
      expect(await sf.page.$$eval('.gallery__slide', (s) => s.length)).to.equal(2);
      const strip = await sf.page.$eval('.gallery__main', (el) => {
        el.scrollIntoView({ block: 'center' });
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      });
      // A swipe towards the page's start brings the next picture: to the left on an English page, to the right on a Persian one.
      const towards = lang === 'fa' ? 1 : -1;
      const y = strip.y + strip.height / 2;
      const from = strip.x + strip.width / 2 - (towards * strip.width) / 3;
      await sf.page.touchscreen.touchStart(from, y);
      for (let step = 1; step <= 10; step++) await sf.page.touchscreen.touchMove(from + (towards * step * strip.width) / 15, y);
      await sf.page.touchscreen.touchEnd();
      await sf.page.waitForFunction(() => document.querySelectorAll('.gallery__thumb')[1]?.getAttribute('aria-pressed') === 'true');
      // The strip comes to rest with the second picture filling it (snapped, not half-way).
      await sf.page.waitForFunction(() => {
        const slides = document.querySelectorAll('.gallery__slide');
        const box = slides[0].parentElement!.getBoundingClientRect();
        return Math.abs(slides[1].getBoundingClientRect().left - box.left) < 2;
      });
      expect(sf.site.problems).to.deep.equal([]);
    });

    it(`zooms larger than the screen, steps to the next picture and gives the focus back (${lang})`, async () => {
      const sf = await StorefrontPage.open(suite.browser, suite.server.url, PHONE);
      await sf.visit(`${prefix}${productPath}`);
      const first = fileOf(await sf.page.$eval('.gallery__slide img', (img) => (img as HTMLImageElement).currentSrc));
      await sf.page.click('.gallery__slide');
      await sf.page.waitForSelector('.modal--zoom[open] .gallery__zoomed');
      await sf.page.waitForFunction(() => (document.querySelector('.gallery__zoomed') as HTMLImageElement).complete);
      const zoomed = await sf.page.$eval('.gallery__zoomed', (img) => ({
        width: img.getBoundingClientRect().width,
        src: (img as HTMLImageElement).currentSrc,
      }));
      expect(zoomed.width).to.be.greaterThan(PHONE.width * 1.5);
      expect(fileOf(zoomed.src)).to.equal(first);
      // The picture can be panned: its box scrolls both ways.
      const pan = await sf.page.$eval('.zoom__pan', (el) => ({
        scrolls: el.scrollWidth > el.clientWidth,
        fits: el.getBoundingClientRect().width <= window.innerWidth,
      }));
      expect(pan).to.deep.equal({ scrolls: true, fits: true });

      // The arrow keys move as they point: forward is ← on a right-to-left page, → on a left-to-right one.
      const count = (n: number) => (lang === 'fa' ? `${'۰۱۲'[n]} از ۲` : `${n} of 2`);
      await sf.page.focus('.zoom__step--next');
      await sf.page.keyboard.press(lang === 'fa' ? 'ArrowLeft' : 'ArrowRight');
      await sf.page.waitForFunction((want) => document.querySelector('.zoom__count')?.textContent === want, {}, count(2));
      // Let the picture arrive before turning back (a download cut short would count as a failed request).
      await sf.page.waitForFunction(() => (document.querySelector('.gallery__zoomed') as HTMLImageElement).complete);
      await sf.page.keyboard.press(lang === 'fa' ? 'ArrowRight' : 'ArrowLeft');
      await sf.page.waitForFunction((want) => document.querySelector('.zoom__count')?.textContent === want, {}, count(1));
      await sf.page.waitForFunction(() => (document.querySelector('.gallery__zoomed') as HTMLImageElement).complete);
      await sf.page.click('.zoom__step--next');
      await sf.page.waitForFunction((f) => !(document.querySelector('.gallery__zoomed') as HTMLImageElement).currentSrc.includes(f), {}, first);
      expect(await sf.site.text('.zoom__count')).to.equal(lang === 'fa' ? '۲ از ۲' : '2 of 2');
      await sf.page.keyboard.press('Escape');
      await sf.page.waitForSelector('.modal--zoom', { hidden: true });
      // The strip shows the picture last seen, and the focus is back on the page.
      await sf.page.waitForFunction(() => document.querySelectorAll('.gallery__thumb')[1]?.getAttribute('aria-pressed') === 'true');
      expect(await sf.page.evaluate(() => document.activeElement?.classList.contains('gallery__slide'))).to.equal(true);
      expect(sf.site.problems).to.deep.equal([]);
    });
  }
});
