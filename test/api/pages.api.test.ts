import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { SCREENS } from '../../shared/routes.ts';
import { BOOTSTRAP_GLOBAL, bootstrapInHtml } from '../../client/shell/hydration.ts';
import { COLOR_MODE_SCRIPT } from '../../shared/color-mode.ts';

/** A concrete, existing address for each screen of the spec's §2 table (after the demo content is seeded). */
const SAMPLE_PATHS: Record<string, string> = {
  '/cat/:label': '/cat/cctv/',
  '/brand/:id/:label': '/brand/1/any-name/',
  '/search/:catLabel': '/search/cctv/?q=camera',
  '/po/:id/:name': '/po/7/any-name/',
  '/pr/:id/:name': '/pr/1/any-name/',
  '/services/:label': '/services/fire-alarm-system/',
  '/profile/accountorder/:productOrderId': '/profile/accountorder/1001/',
  '/profile/accountorder/:productOrderId/invoice': '/profile/accountorder/1001/invoice/',
  '/profile/quotes/:id': '/profile/quotes/1/',
  '/compare': '/compare/?ids=27,28,1',
};
/**
 * Screens shown to their owner only: a visitor who is not signed in is sent to log in and back (a signed-in stranger
 * gets the 404 page: test/browser/account-pages.browser.test.ts; the checkout suites show them to their owners).
 */
const OWNER_ONLY = new Set(['order', 'invoice', 'quotes', 'quoteNew', 'quote', 'equipment']);

describe('pages and navigation rules (a real server, as curl sees it)', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  describe('every screen in both languages', () => {
    for (const screen of SCREENS) {
      const path = SAMPLE_PATHS[screen.path] ?? (screen.path === '/' ? '/' : `${screen.path}/`);
      for (const [prefix, lang, dir] of [
        ['', 'fa-IR', 'rtl'],
        ['/en', 'en-US', 'ltr'],
      ]) {
        it(`${prefix}${path} renders ${screen.id} (${lang}, ${dir})`, async () => {
          const res = await get(server.url, prefix + path);
          if (OWNER_ONLY.has(screen.id)) {
            expect(res.status).to.equal(302);
            return void expect(res.headers.get('location')).to.equal(`${prefix}/loginRegister/?back=${encodeURIComponent(prefix + path)}`);
          }
          expect(res.status).to.equal(200);
          expect(res.text).to.match(new RegExp(`<html lang="${lang}" dir="${dir}"`));
          expect(res.text).to.match(/<title>[^<]+<\/title>/);
          // A heading with words in it (codes inside it are isolated in <bdi>/<span>, see MixedText).
          expect(res.text).to.match(/<h1>(?:[^<]|<(?!\/h1>))*[^\s<>]+(?:[^<]|<(?!\/h1>))*<\/h1>/);
          expect(res.text).to.include('<meta name="description"');
        });
      }
    }
  });

  it('puts canonical and hreflang alternates (fa, en, x-default) in the head', async () => {
    const res = await get(server.url, '/en/about/');
    expect(res.text).to.match(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/en\/about\/"/);
    expect(res.text).to.match(/hrefLang="fa" href="[^"]+\/about\/"/i);
    expect(res.text).to.match(/hrefLang="en" href="[^"]+\/en\/about\/"/i);
    expect(res.text).to.match(/hrefLang="x-default" href="[^"]+\/about\/"/i);
  });

  it('writes internal links with /en in English and without it in Persian', async () => {
    const fa = await get(server.url, '/');
    const en = await get(server.url, '/en/');
    expect(fa.text).to.include('href="/about/"');
    expect(fa.text).to.not.include('href="/en/about/"');
    expect(en.text).to.include('href="/en/about/"');
  });

  describe('redirects', () => {
    const expectRedirect = async (path: string, status: number, location: string | RegExp, headers: Record<string, string> = {}) => {
      const res = await get(server.url, path, headers);
      expect(res.status, path).to.equal(status);
      const actual = res.headers.get('location') ?? '';
      if (typeof location === 'string') expect(actual, path).to.equal(location);
      else expect(actual, path).to.match(location);
      return actual;
    };

    it('adds the trailing slash, keeping the query, in both languages', async () => {
      await expectRedirect('/about', 301, '/about/');
      await expectRedirect('/en/about?x=1&y=2', 301, '/en/about/?x=1&y=2');
      await expectRedirect('/en', 301, '/en/');
    });

    it('leaves /api and files alone', async () => {
      expect((await get(server.url, '/api/products/productInfo?id=1')).status).to.equal(200);
      expect((await get(server.url, '/manifest.webmanifest')).status).to.equal(200);
      expect((await get(server.url, '/nothing.png')).status).to.equal(404);
    });

    it('sends /pr/{id} to the full product path with its label, in one hop', async () => {
      const fa = (await get(server.url, '/api/products/productInfo?id=1')).json().data.label as string;
      const en = (await get(server.url, '/api/products/productInfo?id=1&lang=en')).json().data.label as string;
      const slug = (s: string) => encodeURIComponent(s.trim().replace(/\s+/g, '-'));
      await expectRedirect('/pr/1', 301, `/pr/1/${slug(fa)}/`);
      await expectRedirect('/pr/1/', 301, `/pr/1/${slug(fa)}/`);
      await expectRedirect('/en/pr/1?ref=x', 301, `/en/pr/1/${slug(en)}/?ref=x`);
      const landed = await get(server.url, `/pr/1/${slug(fa)}/`);
      expect(landed.status).to.equal(200);
    });

    it('sends /po/{id} to the full post path', async () => {
      const name = (await get(server.url, '/api/post/postItem?id=7&lang=en')).json().data.name as string;
      await expectRedirect('/en/po/7', 301, `/en/po/7/${encodeURIComponent(name.replace(/\s+/g, '-'))}/`);
    });

    it('sends the legacy posts to their services, before the numeric rule', async () => {
      await expectRedirect('/po/45', 301, '/services/fire-alarm-system/');
      await expectRedirect('/en/po/12/', 301, '/en/services/security-camera/');
      await expectRedirect('/po/149/what-is-fire-extinguishing/', 301, '/services/fire-extinguishing-system/');
    });

    it('cuts an unknown path back to a known prefix found later in it, keeping the locale', async () => {
      await expectRedirect('/x/about/', 301, '/about/');
      await expectRedirect('/en/x/about', 301, '/en/about/');
      await expectRedirect('/old/site/st/contactus/form/', 301, '/st/contactus/');
      await expectRedirect('/a/b/customerExperience', 301, '/customerExperience/');
    });

    it('does not touch a product whose name merely contains a prefix', async () => {
      const res = await get(server.url, '/pr/1/about-camera/');
      expect(res.status).to.equal(200);
    });

    it('follows the configured extra redirects, inside and outside the site', async () => {
      await expectRedirect('/contact', 301, '/st/contactus/');
      await expectRedirect('/en/blog/', 301, '/en/st/blog/');
      await expectRedirect('/instagram', 302, /^https:\/\/www\.instagram\.com\//);
    });

    it('sends a visitor who chose English from any Persian page to its English twin, not cached for others', async () => {
      const english = { Cookie: 'i18n_redirected=en' };
      await expectRedirect('/', 302, '/en/', english);
      await expectRedirect('/about/', 302, '/en/about/', english);
      const fa = await server.services.catalog.productLabel(1, 'fa');
      const en = await server.services.catalog.productLabel(1, 'en');
      const slug = (label: string) => encodeURIComponent(label.replace(/\s+/g, '-'));
      await expectRedirect(`/pr/1/${slug(fa!)}/`, 302, `/en/pr/1/${slug(en!)}/`, english);
      const res = await get(server.url, '/about/', english);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      expect(res.headers.get('vary') ?? '').to.match(/Cookie/i);
      expect((await get(server.url, '/', { Cookie: 'i18n_redirected=fa' })).status).to.equal(200);
      expect((await get(server.url, '/en/about/', english)).status).to.equal(200);
    });

    it('records the language switch in a 365-day Lax cookie and lands on the same page', async () => {
      const res = await get(server.url, '/lang/en?next=%2Fabout%2F%3Fa%3D1');
      expect(res.status).to.equal(302);
      expect(res.headers.get('location')).to.equal('/en/about/?a=1');
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).to.match(/^i18n_redirected=en;/);
      expect(cookie).to.match(/Max-Age=31536000/);
      expect(cookie).to.match(/Path=\//);
      expect(cookie).to.match(/SameSite=Lax/);
      const back = await get(server.url, '/lang/fa?next=%2Fen%2Fabout%2F');
      expect(back.headers.get('location')).to.equal('/about/');
      const offsite = await get(server.url, '/lang/fa?next=%2F%2Fevil.example%2F');
      expect(offsite.headers.get('location')).to.equal('/');
    });
  });

  describe('not found', () => {
    it('answers an unmatched path with 404 "Page not found" carrying the path, and a way home', async () => {
      const res = await get(server.url, '/no/such/page/');
      expect(res.status).to.equal(404);
      expect(res.text).to.include('Page not found: /no/such/page/');
      expect(res.text).to.include('"path":"/no/such/page/"');
      // The Persian page has its own picture (Persian digits) and no English sentence on show.
      expect(res.text).to.include('src="/images/404-fa.svg"');
      expect(res.text).to.not.include('class="page-error__detail"');
      expect(res.text).to.match(/<a [^>]*href="\/"/);
      const en = await get(server.url, '/en/no/such/page/');
      expect(en.status).to.equal(404);
      expect(en.text).to.match(/<a [^>]*href="\/en\/"/);
    });

    it('answers a failed route validity check with 404 "Page Not Found"', async () => {
      const res = await get(server.url, '/pr/abc/camera/');
      expect(res.status).to.equal(404);
      expect(res.text).to.include('Page Not Found: /pr/abc/camera/');
    });

    it('answers a product id that does not exist with 404', async () => {
      const res = await get(server.url, '/pr/987654/nothing/');
      expect(res.status).to.equal(404);
      expect(res.text).to.include('Page Not Found: /pr/987654/nothing/');
    });
  });

  describe('security and delivery', () => {
    it('sends a strict CSP whose script nonce is on every executable script of the page', async () => {
      const res = await get(server.url, '/');
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, csp).to.be.a('string');
      expect(csp).to.not.match(/script-src[^;]*unsafe-inline/);
      expect(csp).to.include("object-src 'none'");
      // Data blocks (JSON-LD, application/json) are never run, so script-src does not govern them and they need no nonce.
      const executable = (tag: string) => {
        const type = /\btype="([^"]*)"/.exec(tag)?.[1];
        return type === undefined || type === 'module' || /javascript/i.test(type);
      };
      const scripts = [...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter(executable);
      expect(scripts.length).to.be.greaterThan(0);
      for (const tag of scripts) expect(tag).to.include(`nonce="${nonce}"`);
      const again = await get(server.url, '/');
      const nextNonce = /script-src [^;]*'nonce-([^']+)'/.exec(again.headers.get('content-security-policy') ?? '')?.[1];
      expect(nextNonce, 'the next page has its own nonce').to.be.a('string').and.not.equal(nonce);
    });

    it('gives the entry only the chunks of the matched screen, and preloads no script before the first paint', async () => {
      const res = await get(server.url, '/pr/1/x/');
      const chunks = bootstrapChunks(res.text);
      expect(chunks.some((href) => /\/assets\/product-\w+\.js$/.test(href))).to.equal(true);
      expect(chunks.some((href) => /\/assets\/blog-\w+\.js$/.test(href))).to.equal(false);
      expect(chunks.some((href) => /\/assets\/hydrate-\w+\.js$/.test(href))).to.equal(true);
      expect(res.text).to.match(/<script type="module" src="\/assets\/entry\.client-\w+\.js"/);
      // The head's only module hint is the tiny entry's (React's own, at low priority): the chunks would otherwise
      // share a slow link with the font and the main picture.
      const preloads = [...res.text.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(preloads).to.have.length.at.most(1);
      for (const href of preloads) expect(href).to.match(/\/assets\/entry\.client-\w+\.js$/);
    });

    it('marks every script a page loads for compiling while it streams in (V8 reads the hint only on the first line)', async () => {
      const page = (await get(server.url, '/')).text;
      const scripts = [/src="(\/assets\/entry\.client-\w+\.js)"/.exec(page)![1], ...bootstrapChunks(page)];
      expect(scripts).to.have.length.above(3);
      for (const href of scripts) {
        const code = await (await fetch(server.url + href)).text();
        expect(code.split('\n', 1)[0], href).to.equal('//# allFunctionsCalledOnLoad');
      }
    });

    it('reads the colour mode from local storage in the head only for a visitor who chose one', async () => {
      const headScript = (html: string) => /<head>.*?<script nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
      expect(headScript((await get(server.url, '/')).text)).to.equal('');
      const chosen = await fetch(server.url + '/en/', { headers: { cookie: 'color-mode=dark' } });
      expect(headScript(await chosen.text())).to.equal(COLOR_MODE_SCRIPT);
    });

    it('keeps the entry free of imports, so it runs as soon as it arrives', async () => {
      const page = await get(server.url, '/');
      const entry = /src="(\/assets\/entry\.client-\w+\.js)"/.exec(page.text)?.[1];
      const code = await (await fetch(server.url + entry)).text();
      expect(code).to.not.match(/^\s*import\b|\bimport\s*[{"'*]/m);
      // It reads the chunk list (and the stylesheet, the namespaces) under the name the page's bootstrap uses.
      expect(code).to.include(`window.${BOOTSTRAP_GLOBAL}`).and.include('.chunks');
    });

    it('serves hashed assets as immutable', async () => {
      const page = await get(server.url, '/');
      const entry = /src="(\/assets\/entry\.client-\w+\.js)"/.exec(page.text)?.[1];
      const res = await fetch(server.url + entry);
      expect(res.status).to.equal(200);
      expect(res.headers.get('cache-control')).to.include('immutable');
    });

    it('streams pages rendered for one visitor compressed, without waiting to know their length', async () => {
      // The "signed in" hint keeps the page out of the page cache (which sends a kept page whole, with its length).
      const res = await fetch(server.url + '/', { headers: { 'Accept-Encoding': 'gzip', Cookie: 'signed_in=1' } });
      expect(res.headers.get('content-encoding')).to.equal('gzip');
      expect(res.headers.get('transfer-encoding')).to.equal('chunked');
      expect(res.headers.get('content-length')).to.equal(null);
      expect(await res.text()).to.include('</html>');
    });

    it('gives crawlers the complete page at once', async () => {
      const res = await get(server.url, '/pr/1/x/', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
      expect(res.status).to.equal(200);
      expect(res.text).to.include('</html>');
      // A heading with words in it (codes inside it are isolated in <bdi>/<span>, see MixedText).
      expect(res.text).to.match(/<h1>(?:[^<]|<(?!\/h1>))*[^\s<>]+(?:[^<]|<(?!\/h1>))*<\/h1>/);
    });

    it('tags every response with a request id', async () => {
      const res = await get(server.url, '/');
      expect(res.headers.get('x-request-id')).to.match(/^[\w-]{8,}$/);
    });
  });
});

/** The chunk list of a page's bootstrap script, which the entry preloads after the first paint. */
function bootstrapChunks(html: string): string[] {
  const bootstrap = bootstrapInHtml(html);
  expect(bootstrap, 'the page has its bootstrap').to.not.equal(undefined);
  return bootstrap!.chunks;
}
