import * as z from 'zod/mini';
import { countParam, flagParam, idParam, labelParam } from './inputs.ts';
import { COMPARE_MAX, PRODUCT_SORTS, RELATED_PRODUCTS, STORE_ROOT_CATEGORY_ID } from './catalog-constants.ts';
import { asciiDigits } from '../digits.ts';

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

/**
 * "1,2,3": the products to compare. Pieces that are no id are ignored, repeats counted once, and only the first
 * COMPARE_MAX are kept (the tray holds no more); a list longer than 200 characters is a 400 on `ids`.
 */
export const compare = z.object({
  ids: z.pipe(
    z._default(z.string().check(z.maxLength(200, 'TOO_LONG')), ''),
    z.transform((v) =>
      [
        ...new Set(
          asciiDigits(v)
            .split(',')
            .map((p) => p.trim())
            .filter((p) => /^[1-9][0-9]{0,8}$/.test(p))
            .map(Number),
        ),
      ].slice(0, COMPARE_MAX),
    ),
  ),
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
