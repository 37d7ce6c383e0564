import { expect } from 'chai';
import { gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { bootstrapInHtml } from '../../client/shell/hydration.ts';
import { pruneCss } from '../../scripts/critical-css.ts';
import { SHELL_NAMESPACES } from '../../shared/routes.ts';

/** Pages of several screens, in both languages, and a 404 (a page of no screen). */
const PAGES = ['/', '/cat/cctv/', '/pr/1/any-name/', '/po/7/any-name/', '/basket/', '/loginRegister/', '/no-such-page/'].flatMap((p) => [p, `/en${p}`]);
/** The pages whose document must stay small (issue #22: under 16 KB of gzip), in both languages. */
const BUDGET_PAGES = ['/', '/cat/cctv/', '/pr/1/any-name/'].flatMap((p) => [p, `/en${p}`]);
const DOCUMENT_BUDGET_GZIP = 16_000;

const inlineCss = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
/** Every class the document's markup names: what the stylesheet's rules can match before a script runs. */
const classesIn = (html: string) => new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));

describe('the document: its inlined CSS, its bootstrap and its size', function () {
  this.timeout(60_000);
  let server: TestServer;
  let stylesheet: string;
  before(async () => {
    server = await startTestServer();
    const home = await get(server.url, '/');
    const href = bootstrapInHtml(home.text)!.stylesheet;
    stylesheet = (await get(server.url, href)).text.replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '');
  });
  after(() => server?.close());

  for (const path of PAGES) {
    it(`${path} inlines every rule its markup can use, and not the whole stylesheet`, async () => {
      const res = await get(server.url, path);
      const css = inlineCss(res.text);
      const used = classesIn(res.text);
      expect(used.size, 'the page names classes').to.be.greaterThan(10);
      const needed = pruneCss(stylesheet, (name) => used.has(name));
      expect(needed.length, 'the page uses some of the stylesheet').to.be.greaterThan(1000);
      // What the markup can use of the whole stylesheet is all there, in the same order, in what the page inlined.
      expect(pruneCss(css, (name) => used.has(name))).to.equal(needed);
      expect(css.length, 'only a part of the stylesheet is inlined').to.be.lessThan(stylesheet.length * 0.6);
    });
  }

  it('names the whole stylesheet, a cached file, for the browser to load before hydrating', async () => {
    const { text } = await get(server.url, '/pr/1/any-name/');
    const href = bootstrapInHtml(text)!.stylesheet;
    expect(href).to.match(/^\/assets\/app-\w+\.css$/);
    const res = await get(server.url, href);
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.contain('immutable');
    // The basket's rules are not the product page's, but they are the stylesheet's.
    expect(inlineCss(text)).to.not.contain('.basket-summary');
    expect(res.text).to.contain('.basket-summary');
  });

  it("carries the names of the page's message namespaces, not their messages", async () => {
    for (const [path, screenNamespaces] of [
      ['/pr/1/any-name/', ['cart']],
      ['/en/po/7/any-name/', ['content']],
      ['/loginRegister/', ['auth']],
    ] as const) {
      const { text } = await get(server.url, path);
      const boot = bootstrapInHtml(text)!;
      expect(boot.i18n.namespaces, path).to.have.members([...SHELL_NAMESPACES, ...screenNamespaces]);
      expect(boot.i18n, path).to.not.have.property('resources');
    }
  });

  it('sends a listing only what its cards show', async () => {
    const boot = bootstrapInHtml((await get(server.url, '/cat/cctv/')).text)!;
    const { products } = boot.router.loaderData!['fa.category'] as { products: { items: Record<string, unknown>[] } };
    expect(products.items.length).to.be.greaterThan(0);
    for (const item of products.items) expect(item).to.include.keys('name', 'priceRial').and.not.have.property('summary');
  });

  for (const path of BUDGET_PAGES) {
    it(`${path} is under ${DOCUMENT_BUDGET_GZIP / 1000} KB of gzip`, async () => {
      const { text } = await get(server.url, path);
      expect(gzipSync(text, { level: 9 }).length).to.be.lessThan(DOCUMENT_BUDGET_GZIP);
    });
  }
});
