import type { Picture, ProductInfo } from '../../shared/contracts/catalog.ts';
import type { PostItem, Service } from '../../shared/contracts/content.ts';
import { LOCALE_TAG, type Locale } from '../../shared/locale.ts';
import { postPath, productPath, servicePath } from '../../shared/routes.ts';
import { scriptJson } from '../../shared/script-json.ts';
import { averageRating, BEST_RATING } from '../../shared/rating.ts';
import { fileUrl, pageUrl, pictureSrc } from './urls.ts';

export { fileUrl, pageUrl, pictureSrc };

/**
 * schema.org structured data (JSON-LD) for the pages, as pure functions of the page's data: the components around them
 * (json-ld.tsx) only read the context (origin, language, company name) and render the result. The server renders with
 * this file at hand; the browser, whose first render keeps the server's text, loads it after hydration.
 */
export interface JsonLdNode {
  '@type': string;
  [property: string]: unknown;
}

/** What every builder needs to write absolute URLs in the page's language and to name the company. */
export interface SeoContext {
  origin: string;
  locale: Locale;
  siteName: string;
}

/** One step of a page's trail (client/ui/breadcrumbs.tsx shows it; the last one has no link). */
export interface Crumb {
  label: string;
  to?: string;
}

export interface CompanyContact {
  telephone: string;
  streetAddress: string;
  locality: string;
  /** The company's own accounts elsewhere (its social links). */
  sameAs?: string[];
}

const SCHEMA = 'https://schema.org';
/** A raster logo: Google reads the Organization logo as an image, and the site icon is SVG. */
export const SITE_LOGO = '/images/logo.png';

/**
 * The company's node in a language, one @id per language: each node has one name and one address (its language's),
 * and every node of a page that names the company points at that page language's node. One @id with a Persian name on
 * one page and an English name on another told crawlers two different things about one entity.
 */
const organizationId = (ctx: Pick<SeoContext, 'origin' | 'locale'>) => `${pageUrl(ctx, '/')}#organization`;

const organizationRef = (ctx: SeoContext) => ({
  '@type': 'Organization',
  '@id': organizationId(ctx),
  name: ctx.siteName,
  url: pageUrl(ctx, '/'),
});

const images = (ctx: SeoContext, pictures: (Picture | null)[]) => {
  const urls = pictures.flatMap((p) => (p ? [fileUrl(ctx.origin, pictureSrc(p))] : []));
  return urls.length ? { image: urls } : {};
};

/** The text of a <script type="application/ld+json">: `<` is written \u003c, so no content can close the element. */
export const jsonLdText = (data: JsonLdNode) => scriptJson({ '@context': SCHEMA, ...data });

/** The company itself, on every page. */
export function organizationJsonLd(ctx: SeoContext, contact: CompanyContact): JsonLdNode {
  return {
    ...organizationRef(ctx),
    logo: fileUrl(ctx.origin, SITE_LOGO),
    telephone: contact.telephone,
    address: { '@type': 'PostalAddress', streetAddress: contact.streetAddress, addressLocality: contact.locality, addressCountry: 'IR' },
    ...(contact.sameAs?.length ? { sameAs: contact.sameAs } : {}),
  };
}

/**
 * The site itself, on the home page, with its product search as a SearchAction (the search page reads `q`): crawlers
 * can offer a search box for the site in their results.
 */
export function webSiteJsonLd(ctx: SeoContext): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${pageUrl(ctx, '/')}#website`,
    url: pageUrl(ctx, '/'),
    name: ctx.siteName,
    inLanguage: LOCALE_TAG[ctx.locale],
    publisher: { '@id': organizationId(ctx) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(ctx, '/search/')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Home first, then the trail; the last crumb may lack a URL, which Google reads as the current page. */
export function breadcrumbListJsonLd(ctx: SeoContext, crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.to ? { item: pageUrl(ctx, c.to) } : {}),
    })),
  };
}

/**
 * The standards a product is certified to (issue 33), as schema.org's `Certification`: the standard's name, the
 * certificate's number, who issued it, its end and whether it still holds, and its file. An expired one is told
 * as inactive rather than left out, as the page shows it.
 */
const certifications = (ctx: SeoContext, product: ProductInfo) =>
  product.certifications.length
    ? {
        hasCertification: product.certifications.map((c) => ({
          '@type': 'Certification',
          name: c.standard,
          ...(c.number ? { certificationIdentification: c.number } : {}),
          issuedBy: { '@type': 'Organization', name: c.issuer },
          ...(c.validUntil ? { expires: c.validUntil } : {}),
          certificationStatus: `${SCHEMA}/${c.expired ? 'CertificationInactive' : 'CertificationActive'}`,
          ...(c.file ? { url: fileUrl(ctx.origin, c.file.url) } : {}),
        })),
      }
    : {};

/**
 * A product and its offer; a product of several models (items) is a `ProductGroup` whose `hasVariant` are the models,
 * each a `Product` with its own SKU and offer. Prices are whole Rials, so offers are in IRR. An item on price inquiry
 * has no offer: Google's product rules require an offer's price, and a made-up 0 would claim it free. A model on
 * inquiry is left out of the variants for the same reason (a variant without an offer is an error too).
 */
/**
 * A product's approved reviews as schema.org's review snippet asks (issue 33): the average and count, and the latest
 * few, each by a person named, with its date and stars. Nothing when it has none (a rating of nothing is invalid).
 */
function ratings(product: ProductInfo) {
  if (!product.rating) return {};
  const [, count] = product.rating;
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: averageRating(product.rating), reviewCount: count, bestRating: BEST_RATING },
    review: (product.reviewsLd ?? [])
      .filter((r) => r.author)
      .map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.author },
        datePublished: r.postedAt.slice(0, 10),
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: BEST_RATING },
      })),
  };
}

export function productJsonLd(ctx: SeoContext, product: ProductInfo): JsonLdNode {
  const url = pageUrl(ctx, productPath(product.id, product.label));
  const offer = (item: ProductInfo['items'][number]) =>
    item.priceRial === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: item.priceRial,
            priceCurrency: 'IRR',
            availability: `${SCHEMA}/${item.inStock ? 'InStock' : 'OutOfStock'}`,
            itemCondition: `${SCHEMA}/NewCondition`,
            url,
            seller: organizationRef(ctx),
          },
        };
  const shared = {
    description: product.summary,
    url,
    ...images(ctx, product.pictures),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    ...certifications(ctx, product),
    ...ratings(product),
  };
  if (product.items.length > 1) {
    return {
      '@type': 'ProductGroup',
      name: product.name,
      // The code is the manufacturer's model number: the group's id, each model's SKU is its own.
      productGroupID: product.code,
      ...shared,
      hasVariant: product.items
        .filter((item) => item.priceRial !== null)
        // Lean: what they share is the group's, and the page's document stays small.
        .map((item) => ({
          '@type': 'Product',
          name: `${product.name} – ${item.name}`,
          sku: item.sku,
          ...images(ctx, product.pictures.slice(0, 1)),
          ...offer(item),
        })),
    };
  }
  return {
    '@type': 'Product',
    name: product.name,
    // The code is the manufacturer's model number: the shop's SKU and the MPN at once.
    sku: product.code,
    mpn: product.code,
    ...shared,
    ...(product.items[0] ? offer(product.items[0]) : {}),
  };
}

/** A blog post, written and published by the company. */
export function blogPostingJsonLd(ctx: SeoContext, post: PostItem): JsonLdNode {
  const url = pageUrl(ctx, postPath(post.id, post.name));
  return {
    '@type': 'BlogPosting',
    headline: post.name,
    description: post.summary,
    datePublished: post.publishedAt,
    // Posts keep no time of their last edit: the publishing time is the last change Google can be told of.
    dateModified: post.publishedAt,
    inLanguage: LOCALE_TAG[ctx.locale],
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...images(ctx, [post.picture]),
    articleSection: post.category.name,
    author: organizationRef(ctx),
    publisher: { ...organizationRef(ctx), logo: { '@type': 'ImageObject', url: fileUrl(ctx.origin, SITE_LOGO) } },
  };
}

/** One of the company's services (design, installation, maintenance), offered across Iran. */
export function serviceJsonLd(ctx: SeoContext, service: Service): JsonLdNode {
  return {
    '@type': 'Service',
    name: service.title,
    description: service.summary,
    url: pageUrl(ctx, servicePath(service.label)),
    ...images(ctx, [service.picture]),
    provider: organizationRef(ctx),
    areaServed: { '@type': 'Country', name: 'Iran', identifier: 'IR' },
  };
}
