import type { Picture, ProductInfo } from '../../../shared/contracts/catalog.ts';
import { pictureUrl } from '../../../shared/picture-url.ts';
import type { PostItem, Service } from '../../../shared/contracts/content.ts';
import { LOCALE_TAG, localizePath, type Locale } from '../../../shared/locale.ts';
import { postPath, productPath, servicePath } from '../../../shared/routes.ts';
import { scriptJson } from '../../../shared/script-json.ts';
import type { Crumb } from '../ui/breadcrumbs.tsx';

/**
 * schema.org structured data (JSON-LD) for the pages, as pure functions of the page's data: the components around them
 * only read the context (origin, language, company name) and render the result.
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

export interface CompanyContact {
  telephone: string;
  streetAddress: string;
  locality: string;
}

const SCHEMA = 'https://schema.org';
/** A raster logo: Google reads the Organization logo as an image, and the site icon is SVG. */
export const SITE_LOGO = '/images/logo.png';

/** The absolute URL of a locale-less site path in the page's language. */
export const pageUrl = ({ origin, locale }: Pick<SeoContext, 'origin' | 'locale'>, path: string) => origin + localizePath(path, locale);

/** The absolute URL of a file (media, public images), which has no language; absolute URLs pass through. */
export const fileUrl = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : origin + path);

/** The largest stored rendition of a picture: social cards and rich results prefer the biggest one. */
export const pictureSrc = (picture: Picture) => pictureUrl(picture, Math.max(...picture.widths));

/** One company, one @id: every node that names it points at the same entity, in either language. */
const organizationId = (origin: string) => `${origin}/#organization`;

const organizationRef = (ctx: SeoContext) => ({
  '@type': 'Organization',
  '@id': organizationId(ctx.origin),
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
 * A product and its offers, one per item (variant) that has a price. Prices are whole Rials, so offers are in IRR. An
 * item on price inquiry gets no offer: Google rejects an Offer without a price, and a made-up 0 would claim it free.
 */
export function productJsonLd(ctx: SeoContext, product: ProductInfo): JsonLdNode {
  const url = pageUrl(ctx, productPath(product.id, product.label));
  const offers = product.items
    .filter((item) => item.priceRial !== null)
    .map((item) => ({
      '@type': 'Offer',
      ...(product.items.length > 1 ? { sku: item.sku, name: item.name } : {}),
      price: item.priceRial,
      priceCurrency: 'IRR',
      availability: `${SCHEMA}/${item.inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      url,
      seller: organizationRef(ctx),
    }));
  return {
    '@type': 'Product',
    name: product.name,
    // The code is the manufacturer's model number: the shop's SKU and the MPN at once.
    sku: product.code,
    mpn: product.code,
    description: product.summary,
    url,
    ...images(ctx, product.pictures),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    ...(offers.length === 0 ? {} : { offers: offers.length === 1 ? offers[0] : offers }),
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
