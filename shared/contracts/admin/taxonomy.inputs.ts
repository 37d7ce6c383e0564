import * as z from 'zod/mini';
import { flagParam, idParam } from '../inputs.ts';
import { nullableId, required, seoFields, text, whole } from './fields.ts';

/* The back office's category, brand, service and post-category forms: one schema for the browser and the server. */

/** A Latin URL segment ("fire-alarm"): spaces become hyphens, kept lower case. */
const label = z.pipe(
  required(100).check(z.refine((v) => /^[a-z0-9-]+$/i.test(v.trim().replace(/\s+/g, '-')), 'LABEL_FORMAT')),
  z.transform((v) => v.trim().replace(/\s+/g, '-').toLowerCase()),
);
const sort = whole(0, 10_000);

export const category = z.object({
  id: z.optional(idParam),
  /** Null only for the store's root itself. */
  parentId: nullableId,
  label,
  nameFa: required(200),
  nameEn: required(200),
  descriptionFa: text(2000),
  descriptionEn: text(2000),
  active: flagParam,
  ...seoFields,
});

export const move = z.object({ id: idParam, direction: z.enum(['up', 'down']) });

export const brand = z.object({
  id: z.optional(idParam),
  label,
  nameFa: required(200),
  nameEn: required(200),
  descriptionFa: text(2000),
  descriptionEn: text(2000),
  countryFa: text(100),
  countryEn: text(100),
  sort,
  /** A picture just uploaded (/api/upload/image) to become the logo; absent: the logo stays as it is. */
  logoUploadId: z.optional(nullableId),
  ...seoFields,
});

export const service = z.object({
  id: z.optional(idParam),
  label,
  titleFa: required(200),
  titleEn: required(200),
  summaryFa: text(1000),
  summaryEn: text(1000),
  bodyFa: text(20_000),
  bodyEn: text(20_000),
  sort,
  /** A picture just uploaded (/api/upload/image) to become the service's; absent: the picture stays as it is. */
  pictureUploadId: z.optional(nullableId),
  ...seoFields,
});

export const postCategory = z.object({
  id: z.optional(idParam),
  label,
  nameFa: required(200),
  nameEn: required(200),
  sort,
});
