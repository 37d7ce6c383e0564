import * as z from 'zod/mini';
import { countParam, flagParam, idParam, labelParam } from './inputs.ts';
import { PRODUCT_SORTS, RELATED_PRODUCTS, STORE_ROOT_CATEGORY_ID } from './catalog-constants.ts';

/* Input schemas of the catalogue endpoints (shared/contracts/catalog.ts), one per endpoint, by the same name. */

export const productInfo = z.object({ id: idParam });

export const products = z.object({
  categoryId: z.optional(idParam),
  brandId: z.optional(idParam),
  featured: z.optional(flagParam),
  sort: z._default(z.enum(PRODUCT_SORTS), 'default'),
  page: countParam(10_000, 1),
  pageSize: countParam(60, 24),
});

export const related = z.object({ id: idParam, limit: countParam(12, RELATED_PRODUCTS) });

export const categories = z.object({
  ParentId: z._default(idParam, STORE_ROOT_CATEGORY_ID),
  Active: z._default(flagParam, true),
  SortBy: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
});

export const categoryByLabel = z.object({ label: labelParam });

export const catalogIndex = z.object({ perGroup: countParam(50, 12) });

export const brands = z.object({});

export const brandInfo = z.object({ id: idParam });
