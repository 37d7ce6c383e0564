import * as z from 'zod/mini';
import { countParam, flagParam, idParam, optionalParam } from '../inputs.ts';
import { seoFields, whole } from './fields.ts';

/* The back office's catalogue forms: the same schemas check the form in the browser and the call on the server. */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG'));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));
/** A URL segment: letters of either script, digits and hyphens (spaces become hyphens, as the site's links do). */
const label = z.pipe(
  required(200),
  z.transform((v) => v.replace(/\s+/g, '-')),
);
const int = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const nullableId = z.nullable(
  z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    idParam,
  ]),
);
/** Toman, up to 100 billion; empty or null: on inquiry. */
const price = z.nullable(
  z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    int(0, 100_000_000_000),
  ]),
);

export const none = z.object({});
export const byId = z.object({ id: idParam });
export const page = z.object({ page: countParam(10_000, 1) });
export const productList = z.object({
  q: optionalParam(text(100)),
  categoryId: optionalParam(idParam),
  page: countParam(10_000, 1),
});
export const stockList = z.object({
  q: optionalParam(text(100)),
  low: optionalParam(flagParam),
  page: countParam(10_000, 1),
});

export const itemSpec = z.object({ keyId: idParam, valueFa: text(500), valueEn: text(500) });

export const item = z.object({
  id: z.optional(idParam),
  titleFa: z._default(text(300), ''),
  titleEn: z._default(text(300), ''),
  specs: z._default(z.array(itemSpec).check(z.maxLength(100, 'TOO_LONG')), []),
  sku: required(64),
  nameFa: text(200),
  nameEn: text(200),
  priceToman: price,
  stock: int(0, 1_000_000),
  lowStock: int(0, 1_000_000),
  active: flagParam,
});

export const spec = z.object({ keyId: z.optional(idParam), keyFa: text(200), keyEn: text(200), valueFa: text(500), valueEn: text(500) });

export const product = z.object({
  id: z.optional(idParam),
  categoryId: idParam,
  brandId: nullableId,
  code: required(100),
  nameFa: required(300),
  nameEn: required(300),
  labelFa: label,
  labelEn: label,
  summaryFa: text(1000),
  summaryEn: text(1000),
  descriptionFa: text(20_000),
  descriptionEn: text(20_000),
  specs: z.array(spec).check(z.maxLength(100, 'TOO_LONG')),
  active: flagParam,
  featured: flagParam,
  items: z.array(item).check(z.minLength(1, 'ITEMS_REQUIRED'), z.maxLength(50, 'TOO_LONG')),
  ...seoFields,
});

export const addPicture = z.object({ productId: idParam, uploadId: idParam, altFa: text(300), altEn: text(300) });
/** Earlier: towards the first place, the product's main picture on the site. */
export const movePicture = z.object({ id: idParam, direction: z.enum(['earlier', 'later']) });

export const adjust = z.object({
  itemId: idParam,
  /** Signed, in either script's digits ("+5", "-3", "۳"). */
  delta: whole(-1_000_000, 1_000_000).check(z.refine((v) => v !== 0, 'REQUIRED')),
  reason: required(500),
});
