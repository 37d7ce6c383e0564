import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { localizePath, type Locale } from '../../shared/locale.ts';
import { LEGACY_POSTS } from '../../shared/legacy-posts.ts';
import sharp from 'sharp';
import { postPath, productPath } from '../../shared/routes.ts';

type Node = Record<string, any>;

/** Every JSON-LD block of a page, parsed as a crawler would: a block that is not valid JSON fails the test here. */
const jsonLd = (html: string): Node[] => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

const only = (blocks: Node[], type: string): Node => {
  const found = blocks.filter((b) => b['@type'] === type);
  expect(found, `${type} blocks`).to.have.length(1);
  return found[0];
};

const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

const LOCALES: [Locale, string][] = [
  ['fa', ''],
  ['en', '/en'],
];

describe('found and understood by crawlers (a real server)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let origin: string;
  const api = async (path: string, locale: Locale) => (await get(server.url, `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`)).json().data;
  /** The absolute URL of a locale-less page path, as the server writes it. */
  const pageUrl = (path: string, locale: Locale) => origin + localizePath(path, locale);

  before(async () => {
    server = await startTestServer();
    origin = server.url;
  });
  after(() => server?.close());

  for (const [locale, prefix] of LOCALES) {
    describe(`structured data (${locale})`, () => {
      it('describes a product with an IRR offer at its Rial price, its breadcrumbs and the company', async () => {
        const product = await api('/api/products/productInfo?id=2', locale);
        const res = await get(server.url, localizePath(productPath(2, product.label), locale));
        expect(res.status).to.equal(200);
        const blocks = jsonLd(res.text);

        const node = only(blocks, 'Product');
        expect(node['@context']).to.equal('https://schema.org');
        expect(node).to.include({ name: product.name, sku: product.code, url: pageUrl(productPath(2, product.label), locale) });
        expect(node.brand).to.deep.equal({ '@type': 'Brand', name: product.brand.name });
        expect(node.image).to.have.length(product.pictures.length);
        for (const src of node.image) expect(src).to.match(new RegExp(`^${origin}/media/`));
        expect(product.priceRial).to.be.a('number');
        expect(node.offers).to.include({ '@type': 'Offer', price: product.priceRial, priceCurrency: 'IRR' });
        expect(node.offers.availability).to.equal(`https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`);
        // A product sold in variants (product 1: two lenses) is a ProductGroup: each variant its own SKU and price.
        const variants = await api('/api/products/productInfo?id=1', locale);
        const group = only(jsonLd((await get(server.url, localizePath(productPath(1, variants.label), locale))).text), 'ProductGroup');
        expect(group.productGroupID).to.equal(variants.code);
        expect(group.hasVariant.map((v: { sku: string; offers: { price: number } }) => [v.sku, v.offers.price])).to.deep.equal(
          variants.items.map((i: { sku: string; priceRial: number }) => [i.sku, i.priceRial]),
        );

        const trail = only(blocks, 'BreadcrumbList').itemListElement;
        expect(trail).to.have.length(product.categoryPath.length + 3);
        expect(trail[0]).to.include({ position: 1, item: pageUrl('/', locale) });
        expect(trail[1]).to.include({ position: 2, item: pageUrl('/cat/', locale) });
        expect(trail.at(-1)).to.include({ position: trail.length, name: product.name });

        expect(only(blocks, 'Organization').url).to.equal(pageUrl('/', locale));
      });

      it('describes a post as a BlogPosting by the company, dated and in the page language', async () => {
        const post = await api('/api/post/postItem?id=7', locale);
        const url = pageUrl(postPath(7, post.name), locale);
        const res = await get(server.url, localizePath(postPath(7, post.name), locale));
        const blocks = jsonLd(res.text);
        const node = only(blocks, 'BlogPosting');
        expect(node).to.include({ headline: post.name, datePublished: post.publishedAt, inLanguage: locale === 'fa' ? 'fa-IR' : 'en-US', url });
        expect(new Date(node.datePublished).toISOString()).to.equal(node.datePublished);
        expect(node.mainEntityOfPage).to.deep.equal({ '@type': 'WebPage', '@id': url });
        expect(node.author).to.include({ '@type': 'Organization', '@id': `${pageUrl('/', locale)}#organization` });
        expect(node.publisher.logo.url).to.equal(`${origin}/images/logo.png`);
        const trail = only(blocks, 'BreadcrumbList').itemListElement;
        expect(trail.map((i: Node) => i.item)).to.deep.equal([pageUrl('/', locale), pageUrl('/st/blog/', locale), undefined]);
        only(blocks, 'Organization');
      });

      it('describes a service provided by the company across Iran', async () => {
        const service = await api('/api/service/serviceItem?label=fire-alarm-system', locale);
        const res = await get(server.url, `${prefix}/services/fire-alarm-system/`);
        const blocks = jsonLd(res.text);
        const node = only(blocks, 'Service');
        expect(node).to.include({ name: service.title, description: service.summary, url: pageUrl('/services/fire-alarm-system/', locale) });
        expect(node.provider['@id']).to.equal(`${pageUrl('/', locale)}#organization`);
        expect(node.areaServed).to.include({ '@type': 'Country', name: 'Iran' });
        expect(only(blocks, 'BreadcrumbList').itemListElement).to.have.length(3);
      });

      it('names the company on the home page, in the page language, with a logo that loads', async () => {
        const res = await get(server.url, `${prefix}/`);
        const org = only(jsonLd(res.text), 'Organization');
        expect(org.name).to.equal(locale === 'fa' ? 'نگهبان' : 'Negahban');
        // One node per language, each with one name and one address: one @id never carries two names.
        expect(org).to.include({ '@id': `${pageUrl('/', locale)}#organization`, url: pageUrl('/', locale), telephone: '+982188776655' });
        expect(org.address).to.include({ '@type': 'PostalAddress', addressCountry: 'IR' });
        expect(org.address.streetAddress).to.be.a('string').and.not.empty;
        // The site and its search box, published by that company.
        const site = only(jsonLd(res.text), 'WebSite');
        expect(site).to.include({ '@id': `${pageUrl('/', locale)}#website`, url: pageUrl('/', locale), name: org.name });
        expect(site.publisher).to.deep.equal({ '@id': org['@id'] });
        expect(site.potentialAction).to.deep.include({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
        const search = site.potentialAction.target.urlTemplate.replace('{search_term_string}', encodeURIComponent('دوربین'));
        expect(search).to.equal(`${pageUrl('/search/', locale)}?q=${encodeURIComponent('دوربین')}`);
        const results = await get(server.url, new URL(search).pathname + new URL(search).search);
        expect(results.status).to.equal(200);
        const logo = await fetch(org.logo);
        expect(logo.status).to.equal(200);
        expect(logo.headers.get('content-type')).to.equal('image/png');
        expect((await logo.arrayBuffer()).byteLength).to.be.greaterThan(0);
      });
    });
  }

  it("gives a product on price inquiry no offer: Google requires an offer's price, and a made-up 0 claims it free", async () => {
    const row = await server.db.kysely
      .selectFrom('products')
      .select(['id', 'label_fa'])
      .where('price_rial', 'is', null)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    const node = only(jsonLd((await get(server.url, productPath(row.id, row.label_fa))).text), 'Product');
    expect(node).to.not.have.property('offers');
    expect(node.sku).to.be.a('string').and.not.empty;
  });

  it('names the company on error pages and on the login screen too', async () => {
    for (const path of ['/no/such/page/', '/en/no/such/page/', '/pr/987654/nothing/', '/loginRegister/']) {
      const res = await get(server.url, path);
      expect(only(jsonLd(res.text), 'Organization')['@id'], path).to.equal(`${origin}${path.startsWith('/en/') ? '/en' : ''}/#organization`);
    }
  });

  describe('link previews (Open Graph, Twitter)', () => {
    const previewOf = async (path: string) => {
      const { text } = await get(server.url, path);
      const tags = Object.fromEntries(
        [
          'og:type',
          'og:title',
          'og:description',
          'og:url',
          'og:image',
          'og:locale',
          'og:locale:alternate',
          'twitter:card',
          'twitter:title',
          'twitter:description',
          'twitter:image',
        ].map((k) => [k, meta(text, k)]),
      );
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(text)?.[1];
      return { tags, canonical };
    };

    for (const [path, type, locale] of [
      ['/', 'website', 'fa_IR'],
      ['/en/', 'website', 'en_US'],
      ['/pr/1/x/', 'product', 'fa_IR'],
      ['/en/po/7/x/', 'article', 'en_US'],
      ['/services/fire-alarm-system/', 'website', 'fa_IR'],
    ] as const) {
      it(`${path}: ${type}, with an absolute picture that loads`, async () => {
        const { tags, canonical } = await previewOf(path);
        for (const [key, value] of Object.entries(tags)) expect(value, key).to.be.a('string').and.not.empty;
        expect(tags['og:type']).to.equal(type);
        expect(tags['og:locale']).to.equal(locale);
        expect(tags['og:locale:alternate']).to.equal(locale === 'fa_IR' ? 'en_US' : 'fa_IR');
        expect(tags['og:url']).to.equal(canonical);
        expect(tags['twitter:card']).to.equal('summary_large_image');
        expect(tags['og:image']).to.match(new RegExp(`^${origin}/`));
        expect(tags['twitter:image']).to.equal(tags['og:image']);
        const image = await fetch(tags['og:image']!);
        expect(image.status, tags['og:image']).to.equal(200);
        expect(image.headers.get('content-type')).to.match(/^image\/(png|jpeg|webp)$/);
        expect((await image.arrayBuffer()).byteLength).to.be.greaterThan(0);
      });
    }

    it("shares the product's own picture, and the site card where a page has none", async () => {
      expect((await previewOf('/pr/1/x/')).tags['og:image']).to.match(/\/media\/products\/1-1-\d+\.webp$/);
      expect((await previewOf('/no/such/page/')).tags['og:image']).to.equal(`${origin}/images/og-default.png`);
    });

    it('calls an error page in place of a product a website, not a product', async () => {
      expect((await previewOf('/pr/987654/nothing/')).tags['og:type']).to.equal('website');
    });
  });

  describe('/sitemap.xml', () => {
    let xml: string;
    let locs: string[];
    before(async () => {
      const res = await get(server.url, '/sitemap.xml');
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/xml/);
      // Made from the request's (local) host, as no origin is configured: no shared cache may keep it.
      expect(res.headers.get('cache-control')).to.equal('private, no-cache');
      xml = res.text;
      locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    });

    it('is a well-formed urlset with the xhtml namespace: every <url> has one <loc>, and no bare "&" or "<"', () => {
      const url = '<url><loc>[^<]+</loc>(?:<lastmod>[^<]+</lastmod>)?(?:<xhtml:link rel="alternate" hreflang="(?:fa|en|x-default)" href="[^"<]+"/>){3}</url>';
      const shape = new RegExp(
        `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9" xmlns:xhtml="http://www\\.w3\\.org/1999/xhtml">\\n(?:${url}\\n)+</urlset>\\n$`,
      );
      expect(xml).to.match(shape);
      expect(xml).to.not.match(/&(?!(?:amp|lt|gt|quot|apos);)/);
      expect(new Set(locs).size, 'duplicate <loc>').to.equal(locs.length);
      for (const loc of locs) expect(loc).to.match(new RegExp(`^${origin}/`));
    });

    it('lists every page in both languages', async () => {
      const count = async (table: 'products' | 'posts' | 'brands' | 'services') =>
        Number(
          (
            await server.db.kysely
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const [products, posts, brands, services] = await Promise.all([
        (await api('/api/products/list?pageSize=1', 'fa')).total as number,
        count('posts').then((n) => n - LEGACY_POSTS.size),
        count('brands'),
        count('services'),
      ]);
      const staticScreens = 11;
      expect(locs.length).to.be.at.least(2 * (staticScreens + products + posts + brands + services));
      for (const path of [
        '/',
        '/cat/',
        '/brand/',
        '/services/',
        '/st/blog/',
        '/st/BlogCat/',
        '/st/catalog/',
        '/about/',
        '/st/contactus/',
        '/customerExperience/',
        '/projects/',
        '/cat/cctv/',
        '/services/fire-alarm-system/',
      ]) {
        expect(locs).to.include(pageUrl(path, 'fa'));
        expect(locs).to.include(pageUrl(path, 'en'));
      }
      expect(locs.some((l) => /\/(basket|loginRegister|search)\//.test(l))).to.equal(false);
    });

    it('lists only final addresses: every <loc> answers 200, none a redirect (old posts moved to services are left out)', async () => {
      const statuses = new Map<string, number>();
      const queue = [...locs];
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          for (let loc = queue.shift(); loc; loc = queue.shift()) statuses.set(loc, (await fetch(loc, { method: 'HEAD', redirect: 'manual' })).status);
        }),
      );
      expect([...statuses].filter(([, status]) => status !== 200)).to.deep.equal([]);
      expect(locs.some((l) => /\/po\/(45|12|149)\//.test(l))).to.equal(false);
    });

    it('names each product in its own language, with both alternates, the Persian default and a lastmod', async () => {
      const [fa, en] = await Promise.all([api('/api/products/productInfo?id=1', 'fa'), api('/api/products/productInfo?id=1', 'en')]);
      const faUrl = pageUrl(productPath(1, fa.label), 'fa');
      const enUrl = pageUrl(productPath(1, en.label), 'en');
      const alternates =
        `<xhtml:link rel="alternate" hreflang="fa" href="${faUrl}"/><xhtml:link rel="alternate" hreflang="en" href="${enUrl}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${faUrl}"/>`;
      for (const loc of [faUrl, enUrl]) {
        const entry = xml.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`));
        expect(entry, loc).to.be.a('string');
        expect(entry).to.include(alternates);
        expect(entry).to.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
      }
      expect((await get(server.url, new URL(enUrl).pathname)).status).to.equal(200);
    });
  });

  it('/favicon.ico is the site mark as an icon (browsers and crawlers ask for it whatever the page links)', async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = Buffer.from(await res.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).to.deep.equal([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).to.include.members([16, 32]);
    // Each image is a PNG whose pixels are the mark's (not empty).
    const first = ico.subarray(ico.readUInt32LE(6 + 12), ico.readUInt32LE(6 + 12) + ico.readUInt32LE(6 + 8));
    const { width, height } = await sharp(first).metadata();
    expect([width, height]).to.deep.equal([16, 16]);
    const { channels } = await sharp(first).stats();
    expect(channels[3].max, 'some pixel is drawn').to.be.greaterThan(0);
  });

  it('/robots.txt allows the site, keeps crawlers out of private pages and points at the sitemap', async () => {
    const res = await get(server.url, '/robots.txt');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).to.include.members(['User-agent: *', 'Allow: /', 'Disallow: /api/']);
    for (const path of ['/basket/', '/profile/', '/loginRegister/']) {
      expect(lines).to.include(`Disallow: ${path}`);
      expect(lines).to.include(`Disallow: /en${path}`);
    }
    expect(lines).to.include(`Sitemap: ${origin}/sitemap.xml`);
  });

  describe('with PUBLIC_ORIGIN configured', () => {
    let configured: TestServer;
    before(async () => {
      configured = await startTestServer(undefined, { PUBLIC_ORIGIN: 'https://negahban.example', PAYMENT_PROVIDER: 'test' });
    });
    after(() => configured?.close());

    it('writes that origin, not the request host, in the sitemap, robots.txt, previews and structured data', async () => {
      const res = await get(configured.url, '/sitemap.xml');
      expect(res.headers.get('cache-control')).to.match(/^public, max-age=\d+$/);
      const sitemap = res.text;
      expect(sitemap).to.include('<loc>https://negahban.example/</loc>');
      expect(sitemap).to.not.include(configured.url);
      expect((await get(configured.url, '/robots.txt')).text).to.include('Sitemap: https://negahban.example/sitemap.xml');
      const page = (await get(configured.url, '/en/')).text;
      expect(meta(page, 'og:image')).to.equal('https://negahban.example/images/og-default.png');
      expect(only(jsonLd(page), 'Organization').logo).to.equal('https://negahban.example/images/logo.png');
    });
  });
});
