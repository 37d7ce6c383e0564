import { endpoint } from '../endpoint.ts';
import { recordContracts, switchableContracts } from './records.ts';
import type { SeoFields } from './seo.ts';

export interface AdminCategory extends SeoFields {
  id?: number;
  /** Null only for the store's root. */
  parentId: number | null;
  label: string;
  nameFa: string;
  nameEn: string;
  descriptionFa: string;
  descriptionEn: string;
  active: boolean;
  /** In the list: how deep in the tree (0: the root), the rows in tree order. */
  depth?: number;
  sort?: number;
}

export interface AdminBrand extends SeoFields {
  id?: number;
  label: string;
  nameFa: string;
  nameEn: string;
  descriptionFa: string;
  descriptionEn: string;
  countryFa: string;
  countryEn: string;
  sort: number;
  /** The logo's address on the site, as it shows there; null: none. */
  logoUrl?: string | null;
  logoUploadId?: number | null;
}

export interface AdminService extends SeoFields {
  id?: number;
  label: string;
  titleFa: string;
  titleEn: string;
  summaryFa: string;
  summaryEn: string;
  bodyFa: string;
  bodyEn: string;
  sort: number;
  /** The picture as the site shows it (its smallest width); null: none. */
  pictureUrl?: string | null;
  pictureUploadId?: number | null;
}

export interface AdminPostCategory {
  id?: number;
  label: string;
  nameFa: string;
  nameEn: string;
  sort: number;
}

const inputs = () => import('./taxonomy.inputs.ts');

/** Product categories as a tree (issue #11): moved up or down among their siblings, or under another parent (no cycles). */
export const adminCategoryContracts = {
  ...switchableContracts<AdminCategory>()('category', () => inputs().then((m) => m.category), 'categories'),
  move: endpoint<null>()({ method: 'POST', path: '/api/admin/category/move', input: () => inputs().then((m) => m.move) }),
};
/** Brands with their logos. */
export const adminBrandContracts = recordContracts<AdminBrand>()('brand', () => inputs().then((m) => m.brand));
/** The company's services. */
export const adminServiceContracts = recordContracts<AdminService>()('service', () => inputs().then((m) => m.service));
/** The blog's categories. */
export const adminPostCategoryContracts = recordContracts<AdminPostCategory>()('post-category', () => inputs().then((m) => m.postCategory), 'post-categories');
