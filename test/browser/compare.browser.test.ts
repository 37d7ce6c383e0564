import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/storefront-page.ts';

const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.COMPARE_SHOTS;

/** The comparison (issue #33, point 3) as a shopper meets it: the tray filled from cards and a product page, then the table. */
describe('the comparison in the browser', function () {
  this.timeout(180_000);
  const suite = browserSuite();
  const shot = async (site: SitePage, name: string, fullPage = false) => {
    if (SHOTS) await site.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
  };
  const idOf = async (code: string) => (await suite.server.db.kysely.selectFrom('products').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const toggleOnCard = (id: number) => `.product-card:has(.card__link[href*="/pr/${id}/"]) .compare-toggle`;
  const trayCount = (site: SitePage) => site.page.$eval('.compare-tray__count', (el) => el.textContent ?? '');

  it('fa, phone: three products from cards and a product page, side by side; differences marked and alone on demand; added to the cart', async () => {
    const [co2, abc, kidde] = [await idOf('PRO5CO2'), await idOf('ABC-6S'), await idOf('PRO6ABC')];
    const site = await SitePage.open(suite.browser, suite.server.url, PHONE);
    await site.visit('/cat/portable-extinguishers/');
    // The toggle comes after hydration, over the picture: the card's height does not change.
    const before = await site.page.$eval(toggleOnCard(co2).replace(' .compare-toggle', ''), (el) => el.getBoundingClientRect().height);
    await site.page.waitForSelector(toggleOnCard(co2));
    expect(await site.page.$eval(toggleOnCard(co2).replace(' .compare-toggle', ''), (el) => el.getBoundingClientRect().height)).to.equal(before);
    for (const id of [co2, abc]) {
      await site.page.$eval(toggleOnCard(id), (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await site.page.click(toggleOnCard(id));
      await site.page.waitForSelector(`${toggleOnCard(id)}[aria-pressed="true"]`);
    }
    await site.page.waitForSelector('.compare-tray');
    expect(await trayCount(site)).to.include('۲');
    await shot(site, 'cards-fa-phone');

    await site.visit(`/pr/${kidde}/x/`);
    await site.page.waitForSelector('.compare-toggle--page');
    await site.page.click('.compare-toggle--page');
    await site.page.waitForFunction(() => document.querySelector('.compare-tray__count')?.textContent?.includes('۳'));
    await shot(site, 'product-fa-phone');

    await site.page.click('.compare-tray__go');
    await site.page.waitForSelector('.compare__table');
    await site.viewTransition(false);
    expect(new URL(site.page.url()).searchParams.get('ids')).to.equal(`${co2},${abc},${kidde}`);
    expect(await site.page.$('.compare-tray'), 'no tray over the comparison itself').to.equal(null);
    // The page itself never scrolls sideways: only the table's own region does.
    expect(await site.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).to.equal(0);
    await shot(site, 'compare-fa-phone');
    await shot(site, 'compare-fa-phone-full', true);

    // Rows line up: a label and one cell per product in every row; the names and the prices in Persian digits.
    const rows = await site.page.$$eval('.compare__table tbody tr', (trs) =>
      trs.map((tr) => ({
        label: tr.querySelector('th')?.textContent ?? '',
        cells: [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? ''),
        differs: tr.classList.contains('compare__row--differs'),
        actions: tr.classList.contains('compare__row--actions'),
      })),
    );
    expect(rows.length).to.be.greaterThan(5);
    expect(rows.every((r) => r.cells.length === 3)).to.equal(true);
    const capacity = rows.find((r) => r.label.startsWith('ظرفیت'))!;
    // Each product as its default model: the 2 kg CO2, the 4 kg ABC-6S, the 4 kg PRO6ABC (not the page's "6 kg").
    expect(capacity.cells).to.deep.equal(['۲ کیلوگرم', '۴ کیلوگرم', '۴ کیلوگرم']);
    expect(capacity.differs).to.equal(true);
    // A row is marked exactly when its values differ.
    const compared = rows.filter((r) => !r.actions);
    for (const r of compared) expect(r.differs, r.label).to.equal(r.cells.some((c) => c !== r.cells[0]));
    const same = compared.filter((r) => !r.differs).length;
    expect(same, 'some rows read the same').to.be.greaterThan(0);

    // "Only differences", from the keyboard: the rows that read the same go, and come back.
    const visibleRows = () => site.page.$$eval('.compare__table tbody tr', (trs) => trs.filter((tr) => (tr as HTMLElement).offsetParent !== null).length);
    await site.page.focus('.compare__only-input');
    await site.page.keyboard.press('Space');
    expect(await visibleRows()).to.equal(rows.length - same);
    await shot(site, 'compare-fa-phone-differences');
    await site.page.keyboard.press('Space');
    expect(await visibleRows()).to.equal(rows.length);

    // On a phone the products scroll sideways under a label column that stays.
    const xs = () =>
      site.page.evaluate(() => ({
        label: document.querySelector('.compare__table tbody th')!.getBoundingClientRect().left,
        cell: document.querySelector('.compare__table tbody td:last-child')!.getBoundingClientRect().left,
        overflow: document.querySelector('.compare__scroll')!.scrollWidth - document.querySelector('.compare__scroll')!.clientWidth,
      }));
    const start = await xs();
    expect(start.overflow, 'three products are wider than a phone').to.be.greaterThan(100);
    await site.page.$eval('.compare__scroll', (el) => el.scrollBy({ left: -150, behavior: 'instant' })); // right to left: towards the end
    const moved = await xs();
    expect(moved.label).to.equal(start.label);
    expect(Math.abs(moved.cell - start.cell)).to.be.greaterThan(100);

    // Add to cart from the table: the header's count says so.
    await site.page.$eval('.compare__scroll', (el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await site.page.$eval('.compare__row--actions td:nth-of-type(1) .add-to-cart', (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await site.page.click('.compare__row--actions td:nth-of-type(1) .add-to-cart');
    await site.page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '۱', { timeout: 15_000 });
    if (SHOTS) {
      await site.page.setViewport(DESKTOP);
      await shot(site, 'compare-fa-desktop', true);
    }
    expect(site.problems).to.deep.equal([]);
    await site.page.close();
  });

  it('en, desktop: a model changes the product page’s table and name; a fifth product is refused; an empty comparison says how', async () => {
    const kidde = await idOf('PRO6ABC');
    const site = await SitePage.open(suite.browser, suite.server.url, DESKTOP);
    await site.visit(`/en/pr/${kidde}/x/`);
    const capacity = () =>
      site.page.$$eval('.specs tr', (trs) => trs.find((tr) => tr.querySelector('th')?.textContent === 'Capacity')?.querySelector('td')?.textContent);
    expect(await capacity()).to.equal('4 kg');
    expect(await site.text('h1')).to.include('4 kg');
    const twelve = await site.page.$$eval('.item-picker input', (els) => (els as HTMLInputElement[]).map((e) => e.value));
    await site.page.click(`.item-picker input[value="${twelve[2]}"]`);
    await site.page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('12 kg'));
    expect(await capacity()).to.equal('12 kg');
    await site.page.waitForSelector('.compare-toggle--page');
    await shot(site, 'product-en-desktop');

    // A full tray takes no fifth and says why.
    await site.page.evaluate(() => localStorage.setItem('negahban.compare', JSON.stringify([1, 2, 3, 4])));
    await site.visit(`/en/pr/${kidde}/x/`);
    await site.page.waitForSelector('.compare-toggle--page');
    await site.page.click('.compare-toggle--page');
    await site.page.waitForSelector('.toast--error');
    expect(await site.text('.toast__title')).to.include('full');
    expect(await site.attr('.compare-toggle--page', 'aria-pressed')).to.equal('false');
    expect(await trayCount(site)).to.include('4 of 4');
    await shot(site, 'full-en-desktop');

    await site.page.click('.compare-tray__go');
    await site.page.waitForSelector('.compare__table');
    await site.viewTransition(false);
    await shot(site, 'compare-en-desktop', true);
    if (SHOTS) {
      await site.page.setViewport(PHONE);
      await shot(site, 'compare-en-phone');
      await site.page.setViewport(DESKTOP);
    }
    expect(await site.attr('meta[name="robots"]', 'content')).to.equal('noindex, follow');
    expect(await axeViolations(site.page)).to.deep.equal([]);

    await site.page.click('.compare-tray__clear').catch(() => undefined);
    await site.page.evaluate(() => localStorage.removeItem('negahban.compare'));
    await site.visit('/en/compare/');
    expect(await site.text('.compare__empty')).to.include('Press “Compare”');
    expect(await axeViolations(site.page)).to.deep.equal([]);
    expect(site.problems).to.deep.equal([]);
    await site.page.close();
  });
});
