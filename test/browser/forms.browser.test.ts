import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { minimalPdf } from '../fixtures/files.ts';

/** The consultation form as a visitor meets it: on the contact page, and as the pop-up half-way down a page. */
class ConsultationForm {
  constructor(
    readonly site: SitePage,
    readonly scope = '.contact__form',
  ) {}
  field(name: string) {
    return `${this.scope} [name="${name}"]`;
  }
  async type(name: string, text: string) {
    await this.site.page.click(this.field(name), { clickCount: 3 });
    await this.site.page.type(this.field(name), text);
  }
  errors() {
    return this.site.page.$$eval(`${this.scope} .field__error`, (els) => els.map((e) => e.textContent ?? ''));
  }
  submit() {
    return this.site.page.click(`${this.scope} button[type=submit]`);
  }
  toast(kind: 'success' | 'error') {
    return this.site.page.waitForSelector(`.toast--${kind}`, { timeout: 20_000 }).then((el) => el!.evaluate((e) => e.textContent ?? ''));
  }
}

/** Two animation frames: the pop-up decides on the frame after a scroll event, so by then it has. */
const nextFrames = (site: SitePage) => site.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('the consultation form in a real browser', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  for (const lang of ['fa', 'en'] as const) {
    const prefix = lang === 'fa' ? '' : '/en';
    it(`says what is wrong, and attaches a file with progress (${lang})`, async () => {
      const site = await SitePage.open(suite.browser, suite.server.url, { width: 390, height: 844 });
      await site.visit(`${prefix}/st/contactus/`);
      const form = new ConsultationForm(site);
      await site.page.waitForSelector(`${form.scope} form[data-ready="true"]`, { timeout: 30_000 });
      // The form takes focus without moving the page: the address and the map above it stay in view.
      await site.page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'fullName');
      expect(await site.page.evaluate(() => window.scrollY)).to.equal(0);

      await form.submit();
      const required = await form.errors();
      expect(required.length).to.be.greaterThanOrEqual(3);
      expect(await site.page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('fullName');

      await form.type('mobile', '12345');
      await site.page.click(form.field('fullName'));
      await site.page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-invalid') === 'true', {}, form.field('mobile'));
      expect((await form.errors()).join(' ')).to.match(lang === 'fa' ? /موبایل ایرانی/ : /Iranian mobile/);

      await form.type('fullName', lang === 'fa' ? 'سارا احمدی' : 'Sara Ahmadi');
      await form.type('mobile', lang === 'fa' ? '۰۹۱۲ ۳۴۵ ۶۷۸۹' : '09123456789');
      await form.type('body', 'A fire alarm for our warehouse.');
      const dir = mkdtempSync(join(tmpdir(), 'negahban-upload-'));
      writeFileSync(join(dir, 'plan.pdf'), minimalPdf());
      const input = await site.page.$(`${form.scope} input[type=file]`);
      await input!.uploadFile(join(dir, 'plan.pdf'));
      await site.page.waitForSelector(`${form.scope} .file-upload__done`, { timeout: 20_000 });
      await site.screenshot(`forms-contact-${lang}-phone`);

      expect(site.problems).to.deep.equal([]);
    });
  }

  it('says nothing of the name, focused on arrival, while the visitor types the mobile first; a submit does', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, { width: 390, height: 844 });
    await site.visit('/st/contactus/');
    const form = new ConsultationForm(site);
    await site.page.waitForSelector(`${form.scope} form[data-ready="true"]`, { timeout: 30_000 });
    await site.page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'fullName');
    await site.page.click(form.field('mobile'));
    await site.page.type(form.field('mobile'), '0912');
    // The mobile's own check, once typing pauses, is the moment to look: by then the name's would have shown too.
    await site.page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-invalid') === 'true', {}, form.field('mobile'));
    expect(await site.attr(form.field('fullName'), 'aria-invalid')).to.equal(null);
    expect(await form.errors()).to.have.length(1);
    await form.submit();
    await site.page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-invalid') === 'true', {}, form.field('fullName'));
    expect(await site.page.evaluate(() => document.activeElement?.getAttribute('name'))).to.equal('fullName');
    expect(site.problems).to.deep.equal([]);
  });

  it('opens the pop-up once the visitor passes half the page, and never again after it is closed', async () => {
    const site = await SitePage.open(suite.browser, suite.server.url, { width: 1366, height: 900 }, { consultationPopup: true });
    await site.visit('/');
    expect(await site.page.$('dialog.modal[open]')).to.equal(null);
    await site.page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.3));
    await nextFrames(site);
    expect(await site.page.$('dialog.modal[open]'), 'not before half').to.equal(null);
    await site.page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.7));
    await site.page.waitForSelector('dialog.modal[open] .contact-form textarea[rows="3"]', { timeout: 20_000 });
    expect(await site.text('dialog.modal[open] .modal__title')).to.match(/مشاوره/);
    expect(await site.page.$eval('dialog.modal[open]', (d) => d.matches(':modal')), 'a real modal: the page behind is inert').to.equal(true);
    await site.page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'fullName');
    await site.screenshot('forms-popup-fa-desktop');
    await site.page.keyboard.press('Escape');
    await site.page.waitForFunction(() => !document.querySelector('dialog.modal[open]'));
    // Stored on the dialog's close event, which the browser sends a moment after the dialog has closed.
    await site.page.waitForFunction(() => localStorage.getItem('consultation-dismissed') === '1', { timeout: 5000 });

    await site.visit('/');
    await site.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nextFrames(site);
    expect(await site.page.$('dialog.modal[open]'), 'closed for good').to.equal(null);
    expect(site.problems).to.deep.equal([]);
  });
});
