import { expect } from 'chai';
import axe from 'axe-core';
import type { HTTPRequest } from 'puppeteer-core';
import { browserSuite, SitePage } from '../helpers/browser.ts';

const CHUNK = /\/assets\/date-picker-\w+\.js$/;

/** The visit-date picker of the contact page, driven by the keyboard only. */
class DatePickerUtil {
  constructor(readonly site: SitePage) {}

  get page() {
    return this.site.page;
  }

  /** Waits for the picker's own chunk to replace the disabled stand-in input. */
  ready() {
    return this.page.waitForSelector('#contact-sendDate:not([disabled])');
  }

  /** Tabs from the top of the page to the input (bounded), the way a keyboard user reaches it. */
  async tabToInput() {
    for (let i = 0; i < 80; i++) {
      await this.page.keyboard.press('Tab');
      if (await this.page.evaluate(() => document.activeElement?.id === 'contact-sendDate')) return;
    }
    throw new Error('the date input cannot be reached with Tab');
  }

  async open() {
    await this.page.keyboard.press('Enter');
    await this.page.waitForSelector('dialog.dp-dialog[open]');
    // The sheet slides up; measure and photograph it where it comes to rest.
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  }

  /** Presses keys in turn; "Shift+PageDown" holds Shift for the one key. */
  async press(...keys: string[]) {
    const { keyboard } = this.page;
    for (const key of keys) {
      const [modifier, main] = key.includes('+') ? key.split('+') : [null, key];
      if (modifier) await keyboard.down(modifier as never);
      await keyboard.press(main as never);
      if (modifier) await keyboard.up(modifier as never);
    }
  }

  /** What has the focus: a day cell's date and state, or another element's id/label. */
  focused() {
    return this.page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return {
        date: el.dataset.date ?? null,
        text: el.textContent?.trim() ?? '',
        disabled: el.getAttribute('aria-disabled') === 'true',
        current: el.getAttribute('aria-current'),
        id: el.id,
        label: el.getAttribute('aria-label'),
      };
    });
  }

  submitDisabled() {
    return this.page.$eval('.dp-dialog__actions .button--primary', (b) => (b as HTMLButtonElement).disabled);
  }

  dialogOpen() {
    return this.page.evaluate(() => !!document.querySelector('dialog.dp-dialog[open]'));
  }

  values() {
    return this.page.evaluate(() => ({
      shown: (document.getElementById('contact-sendDate') as HTMLInputElement).value,
      posted: (document.querySelector('input[type=hidden][name=sendDate]') as HTMLInputElement).value,
    }));
  }

  /** A day (YYYY-MM-DD) as the calendar of the page writes it, by the browser's own Intl (not the picker's code). */
  intlParts(iso: string, tag: string) {
    return this.page.evaluate(
      (iso, tag) => {
        const [y, m, d] = iso.split('-').map(Number);
        const parts = new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(y, m - 1, d));
        return Object.fromEntries(parts.map((p) => [p.type, p.value])) as { year: string; month: string; day: string };
      },
      iso,
      tag,
    );
  }

  /** axe-core on the picker: its field and the open dialog (the rest of the page is other tests' business). */
  async axeViolations() {
    await this.page.evaluate(axe.source);
    return this.page.evaluate(async () => {
      const context = { include: [['.contact__visit'], ['dialog.dp-dialog']] };
      const result = await (window as unknown as { axe: typeof axe }).axe.run(context as never, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
      });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
  }
}

const CASES = [
  { lang: 'fa', prefix: '', tag: 'fa-IR-u-ca-persian', back: 'ArrowRight', forward: 'ArrowLeft', firstWeekday: 'ش', digits: /^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/ },
  { lang: 'en', prefix: '/en', tag: 'en-US', back: 'ArrowLeft', forward: 'ArrowRight', firstWeekday: 'Sun', digits: /^\d{4}\/\d{2}\/\d{2}$/ },
] as const;

describe('the date picker in a real browser', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  for (const c of CASES) {
    it(`is used with the keyboard alone and refuses a day before today (${c.lang})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url, { width: 1366, height: 900 });
      const picker = new DatePickerUtil(site);
      await site.visit(`${c.prefix}/st/contactus/`);
      await picker.ready();
      expect(await site.attr('#contact-sendDate', 'placeholder')).to.match(c.lang === 'fa' ? /تاریخ/ : /date/);
      expect(await site.text('label[for=contact-sendDate]')).to.not.equal('');

      await picker.tabToInput();
      await picker.open();
      const today = await picker.focused();
      expect(today.current, 'focus starts on today').to.equal('date');
      expect(await site.text('.dp-days thead th')).to.equal(c.firstWeekday);

      // Yesterday: reachable, marked disabled, and Enter does not make it a choice that can be submitted.
      await picker.press(c.back);
      const yesterday = await picker.focused();
      expect(yesterday.disabled).to.equal(true);
      expect(new Date(`${yesterday.date}T12:00`).getTime()).to.be.lessThan(new Date(`${today.date}T12:00`).getTime());
      await picker.press('Enter');
      expect(await picker.submitDisabled()).to.equal(true);

      // Two days on (tomorrow), a week down, then the next month.
      await picker.press(c.forward, c.forward, 'ArrowDown');
      const week = await picker.focused();
      expect(week.disabled).to.equal(false);
      await picker.press('PageDown');
      const target = await picker.focused();
      const [before, after] = [await picker.intlParts(week.date!, c.tag), await picker.intlParts(target.date!, c.tag)];
      expect((+toLatin(after.month) - +toLatin(before.month) + 12) % 12, 'PageDown shows the next month').to.equal(1);
      if (+toLatin(before.day) <= 28) expect(after.day).to.equal(before.day);

      await picker.press('Enter');
      expect(await picker.submitDisabled()).to.equal(false);
      await picker.press('Tab');
      expect(await picker.focused()).to.include({ text: c.lang === 'fa' ? 'تأیید' : 'Confirm' });
      await site.screenshot(`date-picker-${c.lang}-desktop-chosen`);
      expect(await picker.axeViolations(), 'axe on the open picker').to.deep.equal([]);
      await picker.press('Enter');

      expect(await picker.dialogOpen()).to.equal(false);
      expect((await picker.focused()).id, 'focus is back on the input').to.equal('contact-sendDate');
      const { shown, posted } = await picker.values();
      expect(shown).to.match(c.digits);
      expect(shown).to.equal(`${after.year}/${after.month}/${after.day}`);
      expect(posted).to.equal(`${target.date}T00:00`);

      // Home and End go to the week's first and last day (Saturday–Friday in Persian, Sunday–Saturday in English);
      // Escape then closes without changing anything and gives focus back to the input.
      await picker.open();
      await picker.press('End');
      expect(new Date(`${(await picker.focused()).date}T12:00`).getDay()).to.equal(c.lang === 'fa' ? 5 : 6);
      await picker.press('Home');
      expect(new Date(`${(await picker.focused()).date}T12:00`).getDay()).to.equal(c.lang === 'fa' ? 6 : 0);
      await picker.press(c.forward, 'Enter', 'Escape');
      expect(await picker.dialogOpen()).to.equal(false);
      expect((await picker.focused()).id).to.equal('contact-sendDate');
      expect((await picker.values()).posted).to.equal(`${target.date}T00:00`);
      expect(site.problems).to.deep.equal([]);
    });
  }

  for (const c of CASES) {
    it(`steps from the year to the month to the day, and Shift+PageDown moves a year (${c.lang})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url, { width: 1366, height: 900 });
      const picker = new DatePickerUtil(site);
      await site.visit(`${c.prefix}/st/contactus/`);
      await picker.ready();
      await site.page.focus('#contact-sendDate');
      await picker.open();
      const today = await picker.intlParts((await picker.focused()).date!, c.tag);

      await picker.press('Shift+PageDown');
      const nextYear = await picker.intlParts((await picker.focused()).date!, c.tag);
      expect(+toLatin(nextYear.year) - +toLatin(today.year)).to.equal(1);
      expect(nextYear.month).to.equal(today.month);

      // Back through the header to the button that opens the years.
      for (let i = 0; i < 8 && !/Choose the year|انتخاب سال/.test((await picker.focused()).label ?? ''); i++) await picker.press('Shift+Tab');
      expect((await picker.focused()).label).to.match(c.lang === 'fa' ? /انتخاب سال/ : /Choose the year/);
      await picker.press('Enter');
      expect(toLatin((await picker.focused()).text)).to.equal(toLatin(nextYear.year));
      await picker.press('ArrowDown', 'Enter'); // four years on
      const month = +toLatin(today.month);
      expect(toLatin((await picker.focused()).text)).to.not.match(/\d/); // a month's name now has the focus
      await picker.press('Home', 'Enter'); // the first month of its row of three
      const landed = await picker.intlParts((await picker.focused()).date!, c.tag);
      expect(+toLatin(landed.year) - +toLatin(today.year)).to.equal(5);
      expect(+toLatin(landed.month)).to.equal(month - ((month - 1) % 3));
      expect(site.problems).to.deep.equal([]);
    });
  }

  it('opens as a bottom sheet on a phone and as a popover by the input on a desktop', async () => {
    for (const c of CASES) {
      for (const [width, height, device] of [
        [390, 844, 'phone'],
        [1366, 900, 'desktop'],
      ] as const) {
        const site = await SitePage.open(suite.browser, suite.server.url, { width, height });
        const picker = new DatePickerUtil(site);
        await site.visit(`${c.prefix}/st/contactus/`);
        await picker.ready();
        await site.page.$eval('#contact-sendDate', (el) => el.scrollIntoView({ block: 'center' }));
        await site.page.focus('#contact-sendDate');
        await picker.open();
        await picker.press('ArrowDown', 'Enter');
        const box = await site.page.evaluate(() => {
          const dialog = document.querySelector('dialog.dp-dialog')!.getBoundingClientRect();
          const input = document.getElementById('contact-sendDate')!.getBoundingClientRect();
          return {
            dialog: dialog.toJSON(),
            input: input.toJSON(),
            vw: innerWidth,
            vh: innerHeight,
            sheet: document.querySelector('.dp-dialog--sheet') !== null,
          };
        });
        await site.screenshot(`date-picker-${c.lang}-${device}`);
        expect(box.sheet, device).to.equal(device === 'phone');
        // Always wholly on screen.
        expect(box.dialog.left).to.be.at.least(0);
        expect(box.dialog.right).to.be.at.most(box.vw);
        expect(box.dialog.bottom).to.be.at.most(box.vh + 1);
        if (device === 'phone') {
          expect(box.dialog.width).to.equal(box.vw);
          expect(Math.round(box.dialog.bottom)).to.equal(box.vh);
        } else {
          // Right under or over the input, starting at its start edge (the right one in Persian).
          const touches = Math.abs(box.dialog.top - box.input.bottom) < 12 || Math.abs(box.dialog.bottom - box.input.top) < 12;
          expect(touches).to.equal(true);
          if (c.lang === 'fa') expect(Math.abs(box.dialog.right - box.input.right)).to.be.below(2);
          else expect(Math.abs(box.dialog.left - box.input.left)).to.be.below(2);
        }
        expect(site.problems).to.deep.equal([]);
        await site.page.close();
      }
    }
  });

  it('keeps its code out of a product page and loads it on the contact page', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url);
    const requested: string[] = [];
    site.page.on('request', (req: HTTPRequest) => requested.push(new URL(req.url()).pathname));

    await site.visit('/pr/1/x/');
    expect(
      requested.some((p) => /^\/assets\/.+\.js$/.test(p)),
      'the product page loaded its scripts',
    ).to.equal(true);
    expect(requested.filter((p) => CHUNK.test(p))).to.deep.equal([]);

    requested.length = 0;
    await site.visit('/st/contactus/');
    await new DatePickerUtil(site).ready();
    expect(requested.filter((p) => CHUNK.test(p))).to.have.length(1);
    expect(site.problems).to.deep.equal([]);
  });
});

/** Persian digits → Latin, for comparing the month numbers Intl wrote. */
function toLatin(s: string): string {
  return s.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
}
