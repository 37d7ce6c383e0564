import { expect } from 'chai';
import type { Locale } from '../../../../../shared/locale.ts';
import { decideNavigation, type ExtraRedirect, type NavigationDecision, type NavigationDeps } from '../../../../../server/http/navigation/rules.ts';

// ------------------------------------------------------------------------------------------------------------------
// Fakes and helpers

const CAMERA = 'دوربین مداربسته';
const CAMERA_SLUG = '%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86-%D9%85%D8%AF%D8%A7%D8%B1%D8%A8%D8%B3%D8%AA%D9%87';

type Answer = (id: number, locale: Locale) => string | null;

interface FakeOptions {
  product?: Answer;
  post?: Answer;
  extraRedirects?: ExtraRedirect[];
}

/** Catalogue used unless a test brings its own: product 5 and post 7 exist in both languages. */
const defaultProduct: Answer = (id, locale) => (id === 5 ? (locale === 'en' ? 'Camera 2MP' : CAMERA) : id === 6 ? 'Camera-2.0MP' : null);
const defaultPost: Answer = (id, locale) => (id === 7 ? (locale === 'en' ? 'How to choose' : 'راهنما') : null);

function fake(options: FakeOptions = {}) {
  const log = {
    product: [] as string[],
    post: [] as string[],
    errors: [] as { err: unknown; what: Parameters<NavigationDeps['onLookupError']>[1] }[],
  };
  const product = options.product ?? defaultProduct;
  const post = options.post ?? defaultPost;
  const deps: NavigationDeps = {
    async productLabel(id, locale) {
      log.product.push(`${locale}:${id}`);
      return product(id, locale);
    },
    async postName(id, locale) {
      log.post.push(`${locale}:${id}`);
      return post(id, locale);
    },
    async brandLabel(id) {
      return id === 3 ? 'Hikvision' : null;
    },
    extraRedirects: () => options.extraRedirects ?? [],
    onLookupError(err, what) {
      log.errors.push({ err, what });
    },
  };
  return { deps, log };
}

const throwing: Answer = () => {
  throw new Error('backend down');
};

function decide(url: string, deps: NavigationDeps = fake().deps, localeCookie?: string): Promise<NavigationDecision> {
  const q = url.indexOf('?');
  const pathname = q >= 0 ? url.slice(0, q) : url;
  const search = q >= 0 ? url.slice(q) : '';
  return decideNavigation({ pathname, search, localeCookie }, deps);
}

interface Expectation {
  status?: 301 | 302;
  deps?: NavigationDeps;
  cookie?: string;
}

/** Asserts a redirect AND that it is one hop: the Location, requested again, is not redirected any further. */
async function expectRedirect(url: string, location: string, { status = 301, deps, cookie }: Expectation = {}) {
  const used = deps ?? fake().deps;
  expect(await decide(url, used, cookie), url).to.deep.equal({ kind: 'redirect', status, location });
  expectSafeLocation(location);
  if (!/^https?:\/\//.test(location)) {
    const next = await decide(location.split('#')[0], used, cookie);
    expect(next, `${url} → ${location} must be the final destination`).to.deep.equal({ kind: 'continue' });
  }
}

async function expectContinue(url: string, { deps, cookie }: Expectation = {}) {
  expect(await decide(url, deps ?? fake().deps, cookie), url).to.deep.equal({ kind: 'continue' });
}

function expectSafeLocation(location: string) {
  expect(location, 'ASCII only').to.match(/^[\x21-\x7e]+$/);
  expect(location, 'never protocol-relative').not.to.match(/^[/\\]{2}/);
  expect(location, 'never protocol-relative').not.to.match(/^\/\\/);
}

// ------------------------------------------------------------------------------------------------------------------

describe('navigation rules', () => {
  describe('1. exclusions', () => {
    const serverPaths = [
      '/api/products/productInfo',
      '/api',
      '/api/',
      '/API/cart/cart',
      '/assets/app.js',
      '/assets/chunks/x',
      '/media/uploads/photo',
      '/media/about',
      '/locales/fa/common.json',
      '/locales/en/about',
      '/healthz',
      '/healthz/',
      '/sw.js',
      '/manifest.webmanifest',
      '/en/manifest.webmanifest',
      '/offline.html',
      '/en/offline.html',
      '/build.json',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '//api/x',
    ];
    for (const path of serverPaths) {
      it(`never touches ${path}`, async () => {
        await expectContinue(path);
        await expectContinue(path + '?a=1');
        await expectContinue(path, { cookie: 'en' });
      });
    }

    it('never touches a file-like path that matches no screen, in both locales', async () => {
      for (const path of ['/logo.png', '/x/app.js', '/docs/catalog.PDF', '/en/logo.png', '/.env', '/x/about/file.pdf']) {
        await expectContinue(path);
      }
    });

    it('does not exclude paths that merely start like a server path', async () => {
      await expectRedirect('/apiary', '/apiary/');
      await expectRedirect('/mediation', '/mediation/');
    });

    it('treats a screen path with a dot in its name as a page', async () => {
      await expectRedirect('/pr/5/Camera-2.0MP', '/pr/5/Camera-2.0MP/');
      await expectRedirect('/en/pr/5/Camera-2.0MP?x=1', '/en/pr/5/Camera-2.0MP/?x=1');
      await expectContinue('/pr/5/Camera-2.0MP/');
      await expectRedirect('/cat/v1.2', '/cat/v1.2/');
    });

    it('makes no lookup for excluded paths', async () => {
      const { deps, log } = fake();
      await decide('/api/pr/5', deps);
      expect(log.product).to.deep.equal([]);
    });
  });

  describe('2. root with the locale cookie', () => {
    it('sends the Persian home to /en/ with 302 when the cookie says en', async () => {
      await expectRedirect('/', '/en/', { status: 302, cookie: 'en' });
    });

    it('keeps the query', async () => {
      await expectRedirect('/?utm_source=x&a=1', '/en/?utm_source=x&a=1', { status: 302, cookie: 'en' });
    });

    it('does nothing without the cookie, with fa, or with another value', async () => {
      await expectContinue('/');
      await expectContinue('/', { cookie: 'fa' });
      await expectContinue('/', { cookie: 'EN' });
      await expectContinue('/', { cookie: '' });
    });

    it('sends every Persian page to its English twin, with the English slug of a product or a post', async () => {
      await expectRedirect('/about/', '/en/about/', { status: 302, cookie: 'en' });
      await expectRedirect(`/pr/5/${encodeURIComponent(CAMERA)}/`, '/en/pr/5/Camera-2MP/', { status: 302, cookie: 'en' });
      await expectRedirect('/po/7/%D8%B1%D8%A7%D9%87%D9%86%D9%85%D8%A7/?x=1', '/en/po/7/How-to-choose/?x=1', { status: 302, cookie: 'en' });
      await expectRedirect('/brand/3/old-name/', '/en/brand/3/Hikvision/', { status: 302, cookie: 'en' });
      // Then the English rules, in the same one hop: an id-only address gets its label, the slash is added.
      await expectRedirect('/pr/5', '/en/pr/5/Camera-2MP/', { status: 302, cookie: 'en' });
      await expectRedirect('/about', '/en/about/', { status: 302, cookie: 'en' });
    });

    it('leaves files and English pages alone, and keeps the path when a lookup fails', async () => {
      await expectContinue('/logo.png', { cookie: 'en' });
      await expectContinue('/en/about/', { cookie: 'en' });
      const failing = fake({ product: throwing });
      await expectRedirect('/pr/5/x/', '/en/pr/5/x/', { status: 302, cookie: 'en', deps: failing.deps });
      expect(failing.log.errors.map((e) => e.what.kind)).to.include('product');
    });

    it('English pages stay where they are whatever the cookie', async () => {
      await expectContinue('/en/', { cookie: 'en' });
      await expectContinue('/en/', { cookie: 'fa' });
      // The English home without its slash is a trailing-slash fix, permanent.
      await expectRedirect('/en', '/en/', { status: 301, cookie: 'en' });
    });
  });

  describe('3. extra redirects', () => {
    const extras: ExtraRedirect[] = [
      { from: '/old-page', to: '/about' },
      { from: '/moved/', to: '/services/' },
      { from: '/temp', to: '/search', status: 302 },
      { from: '/shop', to: 'https://shop.example.com/x' },
      { from: '/shop-temp', to: 'http://shop.example.com', status: 302 },
      { from: '/withquery', to: '/search/?q=camera' },
      { from: '/withhash', to: '/about#team' },
      { from: '/brochure', to: '/media/brochure.pdf' },
      { from: '/old-product', to: '/pr/5' },
      { from: '/old-product-temp', to: '/pr/5', status: 302 },
      { from: '/old.aspx', to: '/st/contactus' },
      { from: '/persian', to: '/cat/دوربین' },
      { from: '/persian-abs', to: 'https://example.com/خدمات' },
      { from: '/home', to: '/' },
      { from: '/evil', to: '//evil.com/x' },
      { from: '/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86', to: '/services' },
      { from: '/legacy-about', to: '/x/about' },
    ];
    const deps = () => fake({ extraRedirects: extras }).deps;

    it('redirects with 301 and adds the trailing slash to the target', async () => {
      await expectRedirect('/old-page', '/about/', { deps: deps() });
      await expectRedirect('/old-page/', '/about/', { deps: deps() });
      await expectRedirect('/old-page//', '/about/', { deps: deps() });
    });

    it('compares from ignoring a trailing slash on either side', async () => {
      await expectRedirect('/moved', '/services/', { deps: deps() });
      await expectRedirect('/moved/', '/services/', { deps: deps() });
    });

    it('is case-sensitive on from', async () => {
      await expectRedirect('/Old-Page', '/Old-Page/', { deps: deps() });
    });

    it('localizes internal targets with the request locale', async () => {
      await expectRedirect('/en/old-page', '/en/about/', { deps: deps() });
      await expectRedirect('/en/moved/', '/en/services/', { deps: deps() });
      await expectRedirect('/en/home', '/en/', { deps: deps() });
      await expectRedirect('/home', '/', { deps: deps() });
    });

    it('honours the configured status', async () => {
      await expectRedirect('/temp', '/search/', { status: 302, deps: deps() });
      await expectRedirect('/en/temp', '/en/search/', { status: 302, deps: deps() });
    });

    it('keeps the query for internal targets unless the target has its own', async () => {
      await expectRedirect('/old-page?a=1', '/about/?a=1', { deps: deps() });
      await expectRedirect('/withquery?a=1', '/search/?q=camera', { deps: deps() });
      await expectRedirect('/en/withquery', '/en/search/?q=camera', { deps: deps() });
    });

    it('keeps a fragment of the target', async () => {
      await expectRedirect('/withhash', '/about/#team', { deps: deps() });
      await expectRedirect('/en/withhash?a=1', '/en/about/?a=1#team', { deps: deps() });
    });

    it('uses absolute URLs as they are, in both locales and without the query', async () => {
      await expectRedirect('/shop', 'https://shop.example.com/x', { deps: deps() });
      await expectRedirect('/en/shop/?a=1', 'https://shop.example.com/x', { deps: deps() });
      await expectRedirect('/shop-temp', 'http://shop.example.com', { status: 302, deps: deps() });
    });

    it('percent-encodes non-ASCII targets', async () => {
      await expectRedirect('/persian', '/cat/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86/', { deps: deps() });
      await expectRedirect('/persian-abs', 'https://example.com/%D8%AE%D8%AF%D9%85%D8%A7%D8%AA', { deps: deps() });
    });

    it('matches an encoded request against an encoded or decoded from', async () => {
      await expectRedirect('/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86/', '/services/', { deps: deps() });
      const decoded = fake({ extraRedirects: [{ from: '/دوربین', to: '/about' }] }).deps;
      await expectRedirect('/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86', '/about/', { deps: decoded });
    });

    it('neither localizes nor slashes a target that is a server file', async () => {
      await expectRedirect('/brochure', '/media/brochure.pdf', { deps: deps() });
      await expectRedirect('/en/brochure', '/media/brochure.pdf', { deps: deps() });
    });

    it('applies to a file-like path that no screen claims', async () => {
      await expectRedirect('/old.aspx', '/st/contactus/', { deps: deps() });
      await expectRedirect('/en/old.aspx', '/en/st/contactus/', { deps: deps() });
    });

    it('never turns a "//host" target into a protocol-relative Location', async () => {
      await expectRedirect('/evil', '/evil.com/x/', { deps: deps() });
    });

    it('follows the target through the other rules (one hop)', async () => {
      await expectRedirect('/old-product', `/pr/5/${CAMERA_SLUG}/`, { deps: deps() });
      await expectRedirect('/en/old-product?a=1', '/en/pr/5/Camera-2MP/?a=1', { deps: deps() });
      await expectRedirect('/legacy-about', '/about/', { deps: deps() });
    });

    it('a chain is only as permanent as its least permanent hop', async () => {
      await expectRedirect('/old-product-temp', `/pr/5/${CAMERA_SLUG}/`, { status: 302, deps: deps() });
    });

    it('a redirect into a page that another rule moves still lands in one hop', async () => {
      // /x/about → /about/ (prefix rule), and /about is itself configured away.
      const d = fake({ extraRedirects: [{ from: '/about', to: '/services/cameras' }] }).deps;
      await expectRedirect('/x/about', '/services/cameras/', { deps: d });
      await expectRedirect('/en/x/about?q=1', '/en/services/cameras/?q=1', { deps: d });
    });

    it('does not redirect at all on a configured cycle', async () => {
      const d = fake({
        extraRedirects: [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/a' },
        ],
      }).deps;
      await expectContinue('/a', { deps: d });
      await expectContinue('/b/', { deps: d });
      await expectContinue('/self', { deps: fake({ extraRedirects: [{ from: '/self', to: '/self' }] }).deps });
    });

    it('never applies to server paths', async () => {
      const d = fake({ extraRedirects: [{ from: '/api/old', to: '/about' }] }).deps;
      await expectContinue('/api/old', { deps: d });
    });
  });

  describe('4. legacy posts', () => {
    const cases: [string, string][] = [
      ['/po/45', '/services/fire-alarm-system/'],
      ['/po/45/', '/services/fire-alarm-system/'],
      ['/po/45/anything/', '/services/fire-alarm-system/'],
      ['/po/45/anything', '/services/fire-alarm-system/'],
      ['/PO/45', '/services/fire-alarm-system/'],
      ['/po/12', '/services/security-camera/'],
      ['/po/12/%D9%86%D8%B5%D8%A8', '/services/security-camera/'],
      ['/po/149/', '/services/fire-extinguishing-system/'],
      ['/po/149?x=1', '/services/fire-extinguishing-system/?x=1'],
      ['/en/po/45', '/en/services/fire-alarm-system/'],
      ['/en/po/12/name/', '/en/services/security-camera/'],
      ['/en/po/149?x=1', '/en/services/fire-extinguishing-system/?x=1'],
    ];
    for (const [from, to] of cases) {
      it(`${from} → ${to}`, async () => {
        const { deps, log } = fake();
        await expectRedirect(from, to, { deps });
        expect(log.post, 'no lookup needed').to.deep.equal([]);
      });
    }

    it('leaves other post ids and other shapes alone', async () => {
      await expectRedirect('/po/46', '/po/46/'); // unknown post → slash
      await expectRedirect('/po/45/a/b', '/po/45/a/b/'); // four segments: not a post path
      await expectRedirect('/pr/45', '/pr/45/'); // a product, not a post
      await expectContinue('/po/450/x/');
    });
  });

  describe('5. id-only product and post paths', () => {
    it('redirects a product id to its full path with the Persian label percent-encoded', async () => {
      await expectRedirect('/pr/5', `/pr/5/${CAMERA_SLUG}/`);
      await expectRedirect('/pr/5/', `/pr/5/${CAMERA_SLUG}/`);
      await expectRedirect('/pr/5?ref=home', `/pr/5/${CAMERA_SLUG}/?ref=home`);
      await expectRedirect('/PR/5', `/pr/5/${CAMERA_SLUG}/`);
    });

    it('uses the English label under /en', async () => {
      const { deps, log } = fake();
      await expectRedirect('/en/pr/5', '/en/pr/5/Camera-2MP/', { deps });
      expect(log.product[0]).to.equal('en:5');
      await expectRedirect('/en/pr/5/?a=1&b=2', '/en/pr/5/Camera-2MP/?a=1&b=2');
    });

    it('asks for the Persian label at the bare path', async () => {
      const { deps, log } = fake();
      await decide('/pr/5', deps);
      expect(log.product).to.deep.equal(['fa:5']);
    });

    it('redirects a post id to its full path', async () => {
      await expectRedirect('/po/7', '/po/7/%D8%B1%D8%A7%D9%87%D9%86%D9%85%D8%A7/');
      await expectRedirect('/en/po/7/?x=1', '/en/po/7/How-to-choose/?x=1');
    });

    it('encodes characters that would break the path', async () => {
      const d = fake({ product: () => 'A/B  C?#%' }).deps;
      await expectRedirect('/pr/9', '/pr/9/A%2FB-C%3F%23%25/', { deps: d });
    });

    it('logs a failed lookup and goes on with the remaining rules (trailing slash)', async () => {
      const { deps, log } = fake({ product: throwing, post: throwing });
      expect(await decide('/pr/5?a=1', deps)).to.deep.equal({ kind: 'redirect', status: 301, location: '/pr/5/?a=1' });
      expect(log.errors).to.have.length(1, 'reported once even though the slashed target is followed');
      expect(log.errors[0].what).to.deep.equal({ kind: 'product', id: 5 });
      expect((log.errors[0].err as Error).message).to.equal('backend down');

      expect(await decide('/en/po/8', deps)).to.deep.equal({ kind: 'redirect', status: 301, location: '/en/po/8/' });
      expect(log.errors[1].what).to.deep.equal({ kind: 'post', id: 8 });
    });

    it('lets the visit continue when the lookup of a slashed id path fails', async () => {
      const { deps, log } = fake({ product: throwing });
      expect(await decide('/pr/5/', deps)).to.deep.equal({ kind: 'continue' });
      expect(log.errors).to.have.length(1);
      expect(log.errors[0].what).to.deep.equal({ kind: 'product', id: 5 });
    });

    it('a rejected promise is handled like a throw', async () => {
      const { deps, log } = fake();
      deps.productLabel = () => Promise.reject(new Error('timeout'));
      expect(await decide('/pr/5/', deps)).to.deep.equal({ kind: 'continue' });
      expect(log.errors).to.have.length(1);
    });

    it('goes on with the remaining rules when the item is not found (null) or has a blank name', async () => {
      const { deps, log } = fake({ product: () => null, post: () => '  ' });
      await expectRedirect('/pr/99', '/pr/99/', { deps });
      await expectContinue('/pr/99/', { deps });
      await expectRedirect('/en/po/99?x=1', '/en/po/99/?x=1', { deps });
      expect(log.errors).to.deep.equal([]);
    });

    it('makes no lookup for non-numeric, oversized or longer paths', async () => {
      const { deps, log } = fake();
      await expectRedirect('/pr/abc', '/pr/abc/', { deps });
      await expectRedirect('/pr/5a', '/pr/5a/', { deps });
      await expectRedirect('/pr/-5', '/pr/-5/', { deps });
      await expectRedirect('/pr/123456789012345678901234567890', '/pr/123456789012345678901234567890/', { deps });
      await expectContinue('/pr/abc/x/', { deps }); // validity is the renderer's job
      await expectContinue('/pr/5/x/', { deps });
      await expectRedirect('/pr/5/x', '/pr/5/x/', { deps });
      await expectRedirect('/pr/5/x/y', '/pr/5/x/y/', { deps });
      await expectRedirect('/pr', '/pr/', { deps });
      expect(log.product).to.deep.equal([]);
    });

    it('goes straight to the label path, never via /pr/5/ (one hop)', async () => {
      const d = await decide('/pr/5');
      expect(d).to.deep.equal({ kind: 'redirect', status: 301, location: `/pr/5/${CAMERA_SLUG}/` });
    });
  });

  describe('6. prefix rule', () => {
    const cases: [string, string][] = [
      ['/x/about/', '/about/'],
      ['/x/about', '/about/'],
      ['/en/x/about', '/en/about/'],
      ['/en/x/about/?a=1', '/en/about/?a=1'],
      ['/foo/bar/st/contactus/baz', '/st/contactus/'],
      ['/en/foo/bar/st/contactus/baz/', '/en/st/contactus/'],
      ['/x/ST/CONTACTUS/', '/st/contactus/'],
      ['/x/st/catalog/y/z', '/st/catalog/'],
      ['/x/st/blogcat', '/st/BlogCat/'],
      ['/x/services/cameras/', '/services/'],
      ['/x/y/z/search?q=dvr', '/search/?q=dvr'],
      ['/x/projects/1', '/projects/'],
      ['/x/customerexperience/y', '/customerExperience/'],
      ['/x/brand', '/brand/'],
      ['/x/About', '/about/'],
      ['/a/projects/b/about/', '/projects/'], // leftmost wins
      ['/a/b/about/projects', '/about/'],
      ['/en/en/about', '/en/about/'], // the second "en" is an ordinary segment
      ['/about/x/about/', '/about/'], // an occurrence not at the start
      ['/x/%61bout/', '/about/'], // segments are compared decoded
      ['/pr/abc/def/about', '/about/'],
    ];
    for (const [from, to] of cases) {
      it(`${from} → ${to}`, () => expectRedirect(from, to));
    }

    it('leaves paths that match a screen alone', async () => {
      await expectContinue('/pr/3/about-camera/');
      await expectRedirect('/pr/3/about', '/pr/3/about/'); // product named "about": only the slash
      await expectContinue('/search/about/');
      await expectContinue('/cat/services/');
      await expectContinue('/en/services/about/');
      await expectContinue('/brand/1/about/');
    });

    it('matches whole segments only', async () => {
      await expectContinue('/aboutus/');
      await expectRedirect('/aboutus', '/aboutus/');
      await expectContinue('/x/about-us/');
      await expectContinue('/x/myabout/');
    });

    it('needs two-segment prefixes to be consecutive', async () => {
      await expectContinue('/x/st/y/contactus/');
      await expectContinue('/x/st/');
      await expectContinue('/x/contactus/');
    });

    it('does not apply to a prefix at the start of the path', async () => {
      await expectContinue('/about/x/y/');
      await expectRedirect('/about/x/y', '/about/x/y/');
      await expectContinue('/en/about/x/y/');
      await expectContinue('/st/contactus/x/');
    });
  });

  describe('7. trailing slash', () => {
    const cases: [string, string][] = [
      ['/about', '/about/'],
      ['/about?x=1', '/about/?x=1'],
      ['/en', '/en/'],
      ['/en?x=1', '/en/?x=1'],
      ['/en/about', '/en/about/'],
      ['/st/contactus', '/st/contactus/'],
      ['/en/st/BlogCat', '/en/st/BlogCat/'],
      ['/pr/5/name', '/pr/5/name/'],
      ['/nope', '/nope/'],
      ['/en/nope/deeper', '/en/nope/deeper/'],
      ['/cat/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86', '/cat/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86/'],
      ['/cat/دوربین', '/cat/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86/'], // raw characters come out encoded
      ['/about//', '/about/'], // repeated slashes collapse
      ['/en//about', '/en/about/'],
      ['/st//contactus/', '/st/contactus/'],
    ];
    for (const [from, to] of cases) {
      it(`${from} → ${to}`, () => expectRedirect(from, to));
    }

    it('leaves canonical paths alone', async () => {
      for (const path of ['/', '/en/', '/about/', '/en/about/?x=1', '/nope/', '/cat/%D8%AF%D9%88%D8%B1/']) {
        await expectContinue(path);
      }
    });

    it('does not redirect a path that only differs in encoding from its canonical form', async () => {
      await expectContinue('/cat/دوربین/');
    });

    it('accepts a search without its "?"', async () => {
      expect(await decideNavigation({ pathname: '/about', search: 'a=1' }, fake().deps)).to.deep.equal({
        kind: 'redirect',
        status: 301,
        location: '/about/?a=1',
      });
    });
  });

  describe('safety of the Location', () => {
    it('never produces a protocol-relative Location from repeated slashes', async () => {
      await expectRedirect('//evil.com/about', '/about/');
      await expectRedirect('//evil.com/about/', '/about/');
      await expectRedirect('///evil.com/x', '/evil.com/x/');
      await expectRedirect('//evil.com/x/', '/evil.com/x/');
      await expectRedirect('/en//evil.com/x', '/en/evil.com/x/');
      await expectRedirect('//about', '/about/');
      await expectRedirect('//', '/');
      await expectContinue('//evil.com'); // looks like a file: untouched, and certainly not redirected off-site
    });

    it('encodes backslashes, which browsers read as slashes', async () => {
      await expectRedirect('/\\evil.com/x', '/%5Cevil.com/x/');
      await expectRedirect('/\\/evil.com/x', '/%5C/evil.com/x/');
    });

    it('encodes raw non-ASCII and spaces in the query', async () => {
      await expectRedirect('/about?q=دوربین مدار', '/about/?q=%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86%20%D9%85%D8%AF%D8%A7%D8%B1');
    });

    it('leaves paths that do not start with a slash alone', async () => {
      await expectContinue('*');
      await expectContinue('http://evil.com/about');
    });

    it('produces only safe, final Locations for a batch of hostile inputs', async () => {
      const inputs = [
        '//evil.com',
        '//evil.com/',
        '//evil.com/pr/5',
        '/%2F%2Fevil.com/about',
        '/%2F%2Fevil.com',
        '/\\\\evil.com',
        '/\t/evil.com/x',
        '/en//\\evil.com/x',
        '////x/about',
        '/pr/5//',
        '//en//pr//5',
        '/x/../about',
        '/ä/ö',
        '/\ud800/x',
      ];
      for (const input of inputs) {
        for (const cookie of [undefined, 'en']) {
          const d = await decide(input, fake().deps, cookie);
          if (d.kind === 'redirect') {
            expectSafeLocation(d.location);
            const next = await decide(d.location, fake().deps, cookie);
            expect(next, `${input} → ${d.location}`).to.deep.equal({ kind: 'continue' });
          }
        }
      }
    });
  });
});
