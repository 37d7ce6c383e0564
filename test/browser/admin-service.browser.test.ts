import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { picture } from '../fixtures/files.ts';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { People, newOutbox } from '../helpers/admin-client.ts';
import { AdminPage } from '../helpers/admin-page.ts';

/**
 * Issue #30, point 4: a service's body is Markdown, as a post's: its page shows **bold** as bold, and the service form
 * previews both languages as the site will show them; a service has a picture, uploaded in the form, shown on its page
 * and in the list.
 */
describe('services in Markdown: the page renders it, the back office previews it in both languages', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  const outbox = newOutbox();
  const people = new People(() => server, outbox, '0938');
  let pictureFile = '';
  before(async () => {
    pictureFile = join(mkdtempSync(join(tmpdir(), 'negahban-service-')), 'service.png');
    writeFileSync(pictureFile, await picture('png', 1280, 900));
    [server, browser] = await Promise.all([startTestServer(undefined, { SMS_OUTBOX: outbox }), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows a service body’s Markdown on its page, and previews what is typed in the form, Persian on a phone', async () => {
    const admin = await AdminPage.open(browser, server, people, { lang: 'fa', width: 390, height: 844 });
    const service = await server.db.kysely.selectFrom('services').select(['id', 'label']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await admin.go(`/services/${service.id}`, '#f-bodyFa');
    // A textarea's triple click takes one line only: the whole text goes with select-all.
    const replace = async (selector: string, text: string) => {
      await admin.page.focus(selector);
      await admin.page.keyboard.down('Control');
      await admin.page.keyboard.press('a');
      await admin.page.keyboard.up('Control');
      await admin.page.keyboard.press('Backspace');
      await admin.page.type(selector, text);
    };
    await replace('#f-bodyFa', 'نصب **رایگان** در تهران\n\n- طراحی\n- اجرا');
    await replace('#f-bodyEn', 'Installed *free* in Tehran');
    expect(await admin.page.$eval('#preview-fa strong', (s) => s.textContent)).to.equal('رایگان');
    expect(await admin.page.$$eval('#preview-fa li', (li) => li.map((l) => l.textContent))).to.deep.equal(['طراحی', 'اجرا']);
    expect(await admin.page.$eval('#preview-en em', (s) => s.textContent)).to.equal('free');
    // A picture through the checked upload: on save it is the service's, cut to 16:9 in the site's widths.
    const input = (await admin.page.$('#f-picture'))!;
    await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(pictureFile);
    await admin.page.waitForFunction(() => document.querySelector('#f-picture-h')?.textContent?.startsWith('بارگذاری شد'));
    await admin.shot('service-form');
    await admin.page.click('.adm-actions button[type=submit]');
    await admin.page.waitForSelector('.adm-notice');
    const stored = (await server.db.kysely.selectFrom('services').select('picture').where('id', '=', service.id).executeTakeFirstOrThrow()).picture;
    expect(stored).to.match(/^services\/[0-9a-f]{24}$/);

    await admin.page.goto(`${server.url}/services/${service.label}/`);
    await admin.page.waitForSelector('article.prose strong');
    const body = await admin.page.$eval('article.prose', (a) => ({
      strong: a.querySelector('strong')!.textContent,
      text: a.textContent,
      items: a.querySelectorAll('li').length,
    }));
    expect(body.strong).to.equal('رایگان');
    expect(body.items).to.equal(2);
    expect(body.text).not.to.contain('**');
    // Its picture on its page and in the services list, drawn.
    for (const path of [`/services/${service.label}/`, '/services/']) {
      await admin.page.goto(`${server.url}${path}`);
      await admin.page.waitForFunction(
        (name) => [...document.querySelectorAll<HTMLImageElement>('main img')].some((i) => i.currentSrc.includes(name) && i.complete && i.naturalWidth > 0),
        { timeout: 10_000 },
        stored!,
      );
    }
    await admin.shot('service-page');
    expect(admin.problems).to.deep.equal([]);
    await admin.context.close();
  });
});
