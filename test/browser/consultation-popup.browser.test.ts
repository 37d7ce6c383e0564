import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';

const PHONE = { width: 360, height: 740, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1366, height: 900 };

/**
 * Before the page's scripts run: every height the pop-up's dialog is drawn at once open, and the page's layout shifts
 * (the Layout Instability API, as Lighthouse and field data read them). A string: the test runner's compiled functions
 * carry helpers the page does not have.
 */
const WATCH_POPUP = `
  window.dialogHeights = [];
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
  (function sample() {
    const dialog = document.querySelector('dialog.modal[open]');
    if (dialog) {
      const h = Math.round(dialog.getBoundingClientRect().height);
      if (window.dialogHeights[window.dialogHeights.length - 1] !== h) window.dialogHeights.push(h);
    }
    requestAnimationFrame(sample);
  })();
`;

/** The consultation pop-up (issue 19): drawn at its final size when it opens, and never over a visitor's typing. */
describe('the consultation pop-up opens without moving and without taking the keyboard', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  for (const [lang, prefix, viewport, device] of [
    ['fa', '', PHONE, 'phone'],
    ['en', '/en', DESKTOP, 'desktop'],
  ] as const) {
    it(`opens at its final size, with no layout shift (${lang}, ${device})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url, viewport, { consultationPopup: true });
      await site.page.evaluateOnNewDocument(WATCH_POPUP);
      await site.visit(`${prefix}/`);
      await site.page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.7));
      await site.page.waitForSelector('dialog.modal[open] form.contact-form[data-ready="true"]', { timeout: 20_000 });
      // Let it settle: a date field or the upload arriving late would show as one more height.
      await site.page.waitForNetworkIdle({ idleTime: 500 });
      const heights: number[] = await site.page.evaluate(() => (window as unknown as { dialogHeights: number[] }).dialogHeights);
      expect(heights, `the dialog's heights: ${heights.join(' → ')} px`).to.have.length(1);
      const shift: number = await site.page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
      expect(shift).to.be.below(0.1);
      await site.screenshot(`popup-open-${lang}-${device}`);
      expect(site.problems).to.deep.equal([]);
      await site.page.close();
    });
  }

  it('waits while the visitor uses the keyboard, and opens once they scroll by pointer (fa, desktop)', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, DESKTOP, { consultationPopup: true });
    await site.visit('/');
    // Typing in the search box, then paging down with the keyboard past the half of the page.
    await site.page.click('.site-header .search-box input');
    await site.page.keyboard.type('دوربین');
    await site.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await site.page.keyboard.press('End');
    await site.page.waitForFunction(() => window.scrollY > (document.documentElement.scrollHeight - innerHeight) * 0.6);
    // Ten frames after the scroll: the pop-up decides on the frame after a scroll event.
    await site.page.evaluate(() => ((window as unknown as { frames: number }).frames = 0));
    await site.page.waitForFunction(() => ++(window as unknown as { frames: number }).frames >= 10, { polling: 'raf' });
    await site.page.waitForNetworkIdle({ idleTime: 300 });
    expect(await site.page.$('dialog.modal[open]'), 'not while the keyboard is in use').to.equal(null);

    // The visitor takes the mouse and scrolls: now it may open.
    await site.page.mouse.move(600, 400);
    await site.page.mouse.wheel({ deltaY: -200 });
    await site.page.waitForSelector('dialog.modal[open] .contact-form', { timeout: 20_000 });
    expect(site.problems).to.deep.equal([]);
    await site.page.close();
  });
});
