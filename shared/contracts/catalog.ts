import type { RatingSummary } from '../rating.ts';
import { endpoint } from './endpoint.ts';

/**
 * A picture stored at `${baseUrl}${guidName}-${width}.${extension}` for each width in `widths`; the same address with
 * `.avif` serves an AVIF copy (made on first request).
 */
export interface Picture {
  baseUrl: string;
  guidName: string;
  extension: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
}

/**
 * A page's own title and description in the visitor's language (issue #32), written in the back office; null: the page
 * makes them (its name and summary), as before. Only the pages of a product, category, brand, service or post have them.
 */
export interface PageSeo {
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface BrandRef {
  id: number;
  label: string;
  name: string;
}
export interface CategoryRef {
  id: number;
  label: string;
  name: string;
}

export interface ProductSummary {
  id: number;
  code: string;
  name: string;
  label: string;
  summary: string;
  /** The lowest price among the product's items (null: every item is on price inquiry). */
  priceRial: number | null;
  /** Items differ in price: listings say "from" before `priceRial`. */
  priceFrom: boolean;
  inStock: boolean;
  /** The item a card's "add to cart" adds: the first in stock with a price; null when none can be bought. */
  buyItemId: number | null;
  /** Sold in several models (items): a card asks for the model (opens the product) instead of adding one. */
  hasModels: boolean;
  picture: Picture | null;
  brand: BrandRef | null;
  /** Its approved reviews' [sum, count] (issue 33); absent when it has none, so a card costs nothing more. */
  rating?: RatingSummary;
}

/** A variant of a product (4, 6 or 12 kg): what is priced, stocked and put in the cart. */
export interface ProductItem {
  id: number;
  /** The variant's name; empty for a product's only item. */
  name: string;
  sku: string;
  /** Null: price on inquiry (cannot be carted). */
  priceRial: number | null;
  inStock: boolean;
  stock: number;
  /** The product's name for this model, when it has one of its own ("… 4 kg …"; issue #33). */
  title?: string;
  /** This model's whole specification table, when one of its values differs from the product's (issue #33). */
  specs?: SpecRow[];
}

/** A row of a specification table; `keyId`: the category's key it fills (issue #33), absent for a free row. */
export interface SpecRow {
  key: string;
  value: string;
  keyId?: number;
}

/** A standard the product is certified to (issue 33, point 4), in the page's language. */
export interface Certification {
  /** As the operator wrote it: `EN 54-2`, `INSO 12345`. */
  standard: string;
  issuer: string;
  /** The certificate's own number; may be empty. */
  number: string;
  /** The last Tehran day it is valid (YYYY-MM-DD), or null: no end. */
  validUntil: string | null;
  /** That day as the page's language writes it (Jalali in Persian), written by the server: the page needs no calendar. */
  validUntilText: string | null;
  /** Its last valid day has passed: shown marked, not hidden. */
  expired: boolean;
  /** Its certificate or datasheet, served as a download. */
  file: { url: string; type: 'pdf' | 'image' } | null;
}

export interface ProductInfo extends ProductSummary, PageSeo {
  /** The URL label in each language, for the page's alternates. */
  labels: { fa: string; en: string };
  description: string[];
  stock: number;
  /** Its items in display order, at least one (spec: `data.items`). */
  items: ProductItem[];
  /** The product's own table; an item with values of its own carries its whole table in `specs` (issue #33). */
  specs: SpecRow[];
  /** Standards and certificates, in the operator's order (empty: none listed). */
  certifications: Certification[];
  pictures: Picture[];
  category: CategoryRef;
  /** The category chain from the store root down to the product's own category, for breadcrumbs. */
  categoryPath: CategoryRef[];
  /** The latest approved reviews (its structured data), only when it has some. */
  reviewsLd?: { author: string | null; rating: number; postedAt: string }[];
}

export interface Category extends CategoryRef {
  parentId: number | null;
  description: string;
  picture: Picture | null;
  productCount: number;
}

export interface Brand extends BrandRef {
  description: string;
  country: string;
  logo: string | null;
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One group of the catalogue page: a category, its first products, and how many it has in all. */
export interface CatalogSection {
  category: CategoryRef;
  groups: { category: CategoryRef; products: { id: number; label: string; name: string; code: string }[]; total: number }[];
}

/** One product of a comparison (issue #33), as its default model (the first in stock, as on its page) shows it. */
export interface CompareProduct extends ProductSummary {
  /** The model compared: its id, name (empty for a product's only item), price, stock. */
  item: ProductItem;
  /** Its standards and certificates (issue #33, point 4), as its page lists them. */
  certifications: Certification[];
}

/**
 * Products side by side: their spec rows lined up by key (the categories' keys in order, then free rows by name),
 * `values[i]` the i-th product's (null: it has none). Ids that name no product on sale are left out.
 */
export interface Comparison {
  products: CompareProduct[];
  specs: { key: string; values: (string | null)[] }[];
}

export { STORE_ROOT_CATEGORY_ID, PRODUCT_SORTS, type ProductSort } from './catalog-constants.ts';

/** Input schemas load on first use: the server validates with them, and the browser, which only needs paths and
 * types, never downloads the validation library. */
const inputs = () => import('./catalog.inputs.ts');

export const catalogContracts = {
  productInfo: endpoint<ProductInfo>()({
    method: 'GET',
    path: '/api/products/productInfo',
    input: () => inputs().then((m) => m.productInfo),
  }),
  products: endpoint<ProductPage>()({
    method: 'GET',
    path: '/api/products/list',
    input: () => inputs().then((m) => m.products),
  }),
  /** Up to four products side by side (`ids`: "1,2,3"; issue #33). */
  compare: endpoint<Comparison>()({
    method: 'GET',
    path: '/api/products/compare',
    input: () => inputs().then((m) => m.compare),
  }),
  /** Products to show beside one: its category first, then its brand. */
  related: endpoint<ProductSummary[]>()({
    method: 'GET',
    path: '/api/products/related',
    input: () => inputs().then((m) => m.related),
  }),
  categories: endpoint<Category[]>()({
    method: 'GET',
    path: '/api/category/category',
    input: () => inputs().then((m) => m.categories),
  }),
  categoryByLabel: endpoint<Category & PageSeo & { children: Category[]; path: CategoryRef[] }>()({
    method: 'GET',
    path: '/api/category/byLabel',
    input: () => inputs().then((m) => m.categoryByLabel),
  }),
  catalogIndex: endpoint<CatalogSection[]>()({
    method: 'GET',
    path: '/api/category/catalogIndex',
    input: () => inputs().then((m) => m.catalogIndex),
  }),
  brands: endpoint<Brand[]>()({ method: 'GET', path: '/api/brand/list', input: () => inputs().then((m) => m.brands) }),
  brandInfo: endpoint<Brand & PageSeo>()({ method: 'GET', path: '/api/brand/brandInfo', input: () => inputs().then((m) => m.brandInfo) }),
};
