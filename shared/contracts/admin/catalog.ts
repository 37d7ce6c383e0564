import type { AdminCertification } from './certifications.ts';
import { endpoint } from '../endpoint.ts';
import type { Paged } from './paging.ts';
import type { SeoFields } from './seo.ts';

export interface AdminProductRow {
  id: number;
  code: string;
  nameFa: string;
  nameEn: string;
  labelFa: string;
  active: boolean;
  featured: boolean;
  /** Toman; null when every item is on inquiry. */
  priceToman: number | null;
  stock: number;
  categoryId: number;
}

export interface AdminItem {
  id?: number;
  sku: string;
  nameFa: string;
  nameEn: string;
  /** Toman; null: price on inquiry. */
  priceToman: number | null;
  /** Set when an item is created; later changes go through a stock adjustment (with a reason, in the audit log). */
  stock: number;
  lowStock: number;
  active: boolean;
  /** The product's name for this model; empty: the product's own (issue #33). */
  titleFa?: string;
  titleEn?: string;
  /** This model's own values of its category's keys (issue #33); a key left out shows the product's. */
  specs?: AdminItemSpec[];
}

/** A model's value of one of its category's keys. */
export interface AdminItemSpec {
  keyId: number;
  valueFa: string;
  valueEn: string;
}

/** A row of a product's table: `keyId` a key of its category (its names are the key's), or a free row by its own names. */
export interface AdminSpec {
  keyId?: number;
  keyFa: string;
  keyEn: string;
  valueFa: string;
  valueEn: string;
}

export interface AdminPicture {
  id: number;
  url: string;
  altFa: string;
  altEn: string;
}

/** A product; `seoTitleFa`… (seo.ts): its page's own title and description, when set. */
export interface AdminProduct extends SeoFields {
  id?: number;
  categoryId: number;
  brandId: number | null;
  code: string;
  nameFa: string;
  nameEn: string;
  labelFa: string;
  labelEn: string;
  summaryFa: string;
  summaryEn: string;
  descriptionFa: string;
  descriptionEn: string;
  specs: AdminSpec[];
  active: boolean;
  featured: boolean;
  items: AdminItem[];
  pictures?: AdminPicture[];
  /** Its standards and certificates (issue 33), saved one by one (certifications.ts); answered, never sent. */
  certifications?: AdminCertification[];
}

/** An item on the stock screen; `low`: on sale and at or under its own threshold; `active`: the item and its product are on sale. */
export interface StockRow {
  itemId: number;
  productId: number;
  sku: string;
  productNameFa: string;
  productNameEn: string;
  itemNameFa: string;
  itemNameEn: string;
  stock: number;
  lowStock: number;
  low: boolean;
  active: boolean;
}

export interface Choice {
  id: number;
  nameFa: string;
  nameEn: string;
  parentId?: number | null;
}

const inputs = () => import('./catalog.inputs.ts');

/** Products with their items and pictures, and stock (issue #11). */
export const adminCatalogContracts = {
  products: endpoint<Paged<AdminProductRow>>()({ method: 'GET', path: '/api/admin/products', input: () => inputs().then((m) => m.productList) }),
  product: endpoint<AdminProduct>()({ method: 'GET', path: '/api/admin/product', input: () => inputs().then((m) => m.byId) }),
  saveProduct: endpoint<{ id: number }>()({ method: 'POST', path: '/api/admin/product', input: () => inputs().then((m) => m.product) }),
  addPicture: endpoint<AdminPicture>()({ method: 'POST', path: '/api/admin/product/picture', input: () => inputs().then((m) => m.addPicture) }),
  removePicture: endpoint<null>()({ method: 'POST', path: '/api/admin/product/picture/remove', input: () => inputs().then((m) => m.byId) }),
  /** Swaps a picture with its neighbour; answers the product's pictures in their new order (the first is the main one). */
  movePicture: endpoint<AdminPicture[]>()({ method: 'POST', path: '/api/admin/product/picture/move', input: () => inputs().then((m) => m.movePicture) }),
  choices: endpoint<{ categories: Choice[]; brands: Choice[] }>()({ method: 'GET', path: '/api/admin/choices', input: () => inputs().then((m) => m.none) }),
  /** Every item, the low ones first; `low` keeps only those, `q` finds by SKU or name. */
  stock: endpoint<Paged<StockRow>>()({ method: 'GET', path: '/api/admin/stock', input: () => inputs().then((m) => m.stockList) }),
  adjustStock: endpoint<{ itemId: number; stock: number }>()({ method: 'POST', path: '/api/admin/stock/adjust', input: () => inputs().then((m) => m.adjust) }),
};
