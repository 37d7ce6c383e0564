import { expect } from 'chai';
import type { Picture, ProductInfo } from '../../../../shared/contracts/catalog.ts';
import type { PostItem, Service } from '../../../../shared/contracts/content.ts';
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  jsonLdText,
  organizationJsonLd,
  pictureSrc,
  productJsonLd,
  serviceJsonLd,
  type SeoContext,
} from '../../../../client/seo/structured-data.ts';

const ORIGIN = 'https://negahban.example';
const fa: SeoContext = { origin: ORIGIN, locale: 'fa', siteName: 'نگهبان' };
const en: SeoContext = { origin: ORIGIN, locale: 'en', siteName: 'Negahban' };

const picture = (guidName: string): Picture => ({
  baseUrl: '/media/',
  guidName,
  extension: 'webp',
  widths: [320, 640, 960],
  width: 960,
  height: 540,
  alt: 'a camera',
});

const product = (over: Partial<ProductInfo> = {}): ProductInfo => ({
  id: 7,
  code: 'DS-2CD1043G2-I',
  name: 'Dome camera 4MP',
  label: 'dome camera 4mp',
  summary: 'A 4MP dome camera.',
  priceRial: 125_000_000,
  inStock: true,
  picture: picture('products/7-1'),
  brand: { id: 1, label: 'hikvision', name: 'Hikvision' },
  description: ['…'],
  stock: 3,
  specs: [],
  certifications: [],
  pictures: [picture('products/7-1'), picture('products/7-2')],
  category: { id: 50, label: 'ip-cameras', name: 'IP cameras' },
  categoryPath: [],
  labels: { fa: 'دوربین دام', en: 'dome camera 4mp' },
  priceFrom: false,
  buyItemId: 7,
  hasModels: false,
  seoTitle: null,
  seoDescription: null,
  items: [
    { id: 7, name: '', sku: 'DS-2CD1043G2-I', priceRial: over.priceRial === undefined ? 125_000_000 : over.priceRial, inStock: over.inStock ?? true, stock: 3 },
  ],
  ...over,
});

const post: PostItem = {
  id: 12,
  name: 'How a smoke detector works',
  summary: 'Inside the chamber.',
  picture: picture('posts/12'),
  publishedAt: '2024-03-05T08:00:00.000Z',
  category: { id: 1, label: 'fire-alarm', name: 'Fire alarm' },
  body: [{ t: 'p', c: [{ t: 'text', v: '…' }] }],
  readingMinutes: 4,
  names: { fa: 'دتکتور دودی چگونه کار می‌کند', en: 'How a smoke detector works' },
  seoTitle: null,
  seoDescription: null,
};

const service: Service = {
  id: 1,
  label: 'fire-alarm-system',
  title: 'Fire alarm systems',
  summary: 'Design and installation.',
  body: [{ t: 'p', c: [{ t: 'text', v: '…' }] }],
  picture: null,
  seoTitle: null,
  seoDescription: null,
};

/** What a crawler reads: the serialized block parsed back. */
const read = (node: Parameters<typeof jsonLdText>[0]) => JSON.parse(jsonLdText(node));

describe('client/components/seo/structured-data', () => {
  describe('jsonLdText', () => {
    it('cannot be closed by its content, and still parses back to the same data', () => {
      const hostile = 'x</script><script>alert(1)</script><!-- & >';
      const text = jsonLdText({ '@type': 'Thing', name: hostile });
      expect(text).to.not.include('<');
      expect(text).to.not.include('>');
      expect(text).to.include('\\u003c/script');
      expect(JSON.parse(text)).to.deep.equal({ '@context': 'https://schema.org', '@type': 'Thing', name: hostile });
    });
  });

  it('uses the largest stored rendition of a picture', () => {
    expect(pictureSrc(picture('products/7-1'))).to.equal('/media/products/7-1-960.webp');
  });

  describe('Organization', () => {
    const contact = { telephone: '+982188776655', streetAddress: 'No. 2450, Valiasr St.', locality: 'Tehran' };

    it('names the company with absolute url and logo, phone and address', () => {
      const org = read(organizationJsonLd(en, contact));
      expect(org).to.deep.include({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/en/#organization`,
        name: 'Negahban',
        url: `${ORIGIN}/en/`,
        logo: `${ORIGIN}/images/logo.png`,
        telephone: '+982188776655',
      });
      expect(org.address).to.deep.equal({ '@type': 'PostalAddress', streetAddress: 'No. 2450, Valiasr St.', addressLocality: 'Tehran', addressCountry: 'IR' });
    });

    it('is a node of its own in each language (one name, one address each), the Persian one at the bare path', () => {
      const org = read(organizationJsonLd(fa, contact));
      expect(org['@id']).to.equal(`${ORIGIN}/#organization`);
      expect(org.url).to.equal(`${ORIGIN}/`);
      expect(org.name).to.equal('نگهبان');
    });
  });

  describe('BreadcrumbList', () => {
    it('numbers the crumbs from 1 with absolute URLs in the page language, the current page without one', () => {
      const list = read(breadcrumbListJsonLd(en, [{ label: 'Home', to: '/' }, { label: 'Blog', to: '/st/blog/' }, { label: 'A post' }]));
      expect(list['@type']).to.equal('BreadcrumbList');
      expect(list.itemListElement).to.deep.equal([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/en/st/blog/` },
        { '@type': 'ListItem', position: 3, name: 'A post' },
      ]);
    });
  });

  describe('Product', () => {
    it('carries name, sku, brand, absolute images and the canonical URL', () => {
      const node = read(productJsonLd(en, product()));
      expect(node).to.deep.include({ '@type': 'Product', name: 'Dome camera 4MP', sku: 'DS-2CD1043G2-I', description: 'A 4MP dome camera.' });
      expect(node.url).to.equal(`${ORIGIN}/en/pr/7/dome-camera-4mp/`);
      expect(node.brand).to.deep.equal({ '@type': 'Brand', name: 'Hikvision' });
      expect(node.image).to.deep.equal([`${ORIGIN}/media/products/7-1-960.webp`, `${ORIGIN}/media/products/7-2-960.webp`]);
    });

    it('offers the stored Rial price in IRR with its availability', () => {
      const { offers } = read(productJsonLd(fa, product()));
      expect(offers).to.deep.include({
        '@type': 'Offer',
        price: 125_000_000,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/pr/7/dome-camera-4mp/`,
      });
      expect(read(productJsonLd(fa, product({ inStock: false }))).offers.availability).to.equal('https://schema.org/OutOfStock');
    });

    it('is a ProductGroup of its models, each a variant with its own SKU, availability and price (issue #30)', () => {
      const items = [
        { id: 1, name: '4 kg', sku: 'X-4KG', priceRial: 26_000_000, inStock: true, stock: 3 },
        { id: 2, name: '12 kg', sku: 'X-12KG', priceRial: 54_000_000, inStock: false, stock: 0 },
        { id: 3, name: '50 kg', sku: 'X-50KG', priceRial: null, inStock: true, stock: 1 },
      ];
      const node = read(productJsonLd(en, product({ items })));
      expect(node).to.deep.include({ '@type': 'ProductGroup', name: 'Dome camera 4MP', productGroupID: 'DS-2CD1043G2-I' });
      expect(node).to.not.have.property('offers');
      // The model on price inquiry has no offer, and a variant without one would be an error: it is left out.
      expect(node.hasVariant.map((v: { sku: string }) => v.sku)).to.deep.equal(['X-4KG', 'X-12KG']);
      expect(node.hasVariant[0]).to.deep.include({ '@type': 'Product', name: 'Dome camera 4MP – 4 kg' });
      expect(node.hasVariant[0].offers).to.deep.include({ price: 26_000_000, priceCurrency: 'IRR', availability: 'https://schema.org/InStock' });
      expect(node.hasVariant[1].offers).to.deep.include({ price: 54_000_000, availability: 'https://schema.org/OutOfStock' });
    });

    it('has no offer for a product on price inquiry (an offer needs a price, never a made-up 0), and leaves out what it does not know', () => {
      const node = read(productJsonLd(fa, product({ priceRial: null, brand: null, pictures: [] })));
      expect(node).to.not.have.any.keys('brand', 'image', 'offers');
      expect(node).to.include({ '@type': 'Product', sku: 'DS-2CD1043G2-I' });
    });

    it('tells its standards as schema.org Certifications, a lapsed one inactive, the file an absolute URL (issue 33)', () => {
      const certifications = [
        {
          standard: 'EN 54-2',
          issuer: 'VdS',
          number: 'G 1',
          validUntil: '2028-12-01',
          validUntilText: '',
          expired: false,
          file: { url: '/uploads/a.pdf', type: 'pdf' as const },
        },
        { standard: 'EN 54-4', issuer: 'LPCB', number: '', validUntil: '2025-01-01', validUntilText: '', expired: true, file: null },
      ];
      const node = read(productJsonLd(en, product({ certifications })));
      expect(node.hasCertification).to.deep.equal([
        {
          '@type': 'Certification',
          name: 'EN 54-2',
          certificationIdentification: 'G 1',
          issuedBy: { '@type': 'Organization', name: 'VdS' },
          expires: '2028-12-01',
          certificationStatus: 'https://schema.org/CertificationActive',
          url: `${ORIGIN}/uploads/a.pdf`,
        },
        {
          '@type': 'Certification',
          name: 'EN 54-4',
          issuedBy: { '@type': 'Organization', name: 'LPCB' },
          expires: '2025-01-01',
          certificationStatus: 'https://schema.org/CertificationInactive',
        },
      ]);
      expect(read(productJsonLd(en, product()))).to.not.have.property('hasCertification');
    });
  });

  describe('BlogPosting', () => {
    it('has headline, date, language, image, the page as main entity and the company as author and publisher', () => {
      const node = read(blogPostingJsonLd(en, post));
      const url = `${ORIGIN}/en/po/12/How-a-smoke-detector-works/`;
      expect(node).to.deep.include({
        '@type': 'BlogPosting',
        headline: 'How a smoke detector works',
        datePublished: '2024-03-05T08:00:00.000Z',
        dateModified: '2024-03-05T08:00:00.000Z',
        inLanguage: 'en-US',
        url,
        image: [`${ORIGIN}/media/posts/12-960.webp`],
      });
      expect(node.mainEntityOfPage).to.deep.equal({ '@type': 'WebPage', '@id': url });
      expect(node.author).to.include({ '@type': 'Organization', '@id': `${ORIGIN}/en/#organization`, name: 'Negahban' });
      expect(node.publisher.logo).to.deep.equal({ '@type': 'ImageObject', url: `${ORIGIN}/images/logo.png` });
      expect(read(blogPostingJsonLd(fa, post)).inLanguage).to.equal('fa-IR');
    });
  });

  describe('Service', () => {
    it('is provided by the company across Iran', () => {
      const node = read(serviceJsonLd(fa, service));
      expect(node).to.deep.include({ '@type': 'Service', name: 'Fire alarm systems', url: `${ORIGIN}/services/fire-alarm-system/` });
      expect(node.provider).to.include({ '@type': 'Organization', '@id': `${ORIGIN}/#organization` });
      expect(node.areaServed).to.include({ '@type': 'Country', name: 'Iran' });
      expect(node).to.not.have.property('image');
    });
  });
});
