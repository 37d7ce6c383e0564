import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { LOADER_FAILS, RENDER_FAILS, failingCatalog } from '../helpers/failing-catalog.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

/** The heading of the 404 page in each language (locales/<lng>/common.json notFound.title). */
const NOT_FOUND = { en: 'Page not found', fa: 'صفحه پیدا نشد' };

describe('fatal errors show the 404 page; crawlers are asked to come back (spec §8)', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer(undefined, {}, { stubServices: failingCatalog });
  });
  after(() => server?.close());

  const page = (path: string, userAgent: string) => get(server.url, path, { 'User-Agent': userAgent });

  for (const [what, id] of [
    ['a loader that throws', LOADER_FAILS],
    ['a screen that throws while rendering', RENDER_FAILS],
  ] as const) {
    it(`shows a visitor the 404 page, inside the site's frame, for ${what}`, async () => {
      for (const [lang, prefix, picture] of [
        ['en', '/en', '/images/404.svg'],
        ['fa', '', '/images/404-fa.svg'],
      ] as const) {
        const res = await page(`${prefix}/pr/${id}/x/`, BROWSER);
        expect(res.status, lang).to.equal(500);
        expect(res.text).to.match(/<main class="page-error container"/);
        expect(res.text).to.include(`src="${picture}"`);
        expect(res.text).to.include(`>${NOT_FOUND[lang]}</h1>`);
        expect(res.text).to.include('class="site-header"');
        // The fault's own words stay in the log.
        expect(res.text).to.not.include('database is down');
      }
    });

    it(`answers a crawler 503 with Retry-After, and no error page, for ${what}`, async () => {
      for (const bot of [GOOGLEBOT, BINGBOT]) {
        const res = await page(`/en/pr/${id}/x/`, bot);
        expect(res.status).to.equal(503);
        expect(res.headers.get('retry-after')).to.equal('120');
        expect(res.headers.get('cache-control')).to.equal('no-store');
        expect(res.text).to.not.include('page-error');
      }
    });
  }

  it('still tells a crawler that a page which does not exist is not found, and serves it the pages that work', async () => {
    const missing = await page('/en/pr/987654/x/', GOOGLEBOT);
    expect(missing.status).to.equal(404);
    expect(missing.text).to.include(`>${NOT_FOUND.en}</h1>`);
    const working = await page('/en/pr/1/x/', GOOGLEBOT);
    expect(working.status).to.equal(200);
    expect(working.headers.get('retry-after')).to.equal(null);
  });
});
