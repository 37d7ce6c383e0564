import * as z from 'zod/mini';
import { idParam } from '../inputs.ts';
import { day, nullableId, required, seoFields, text, timeOfDay, whole } from './fields.ts';
import { POST_STATES } from './writing.ts';

/* The back office's post, testimonial and project forms: one schema for the browser and the server. */

export const post = z.object({
  id: z.optional(idParam),
  categoryId: idParam,
  nameFa: required(300),
  nameEn: required(300),
  summaryFa: text(1000),
  summaryEn: text(1000),
  /** Markdown (shared/markdown.ts). */
  bodyFa: required(50_000),
  bodyEn: required(50_000),
  state: z.enum(POST_STATES),
  publishedOn: day,
  publishedTime: timeOfDay,
  altFa: text(300),
  altEn: text(300),
  /** A picture just uploaded (/api/upload/image) to become the cover, cut to 16:9; absent: the cover stays. */
  pictureUploadId: z.optional(nullableId),
  ...seoFields,
});

export const testimonial = z.object({
  id: z.optional(idParam),
  nameFa: required(200),
  nameEn: required(200),
  roleFa: text(200),
  roleEn: text(200),
  bodyFa: required(2000),
  bodyEn: required(2000),
  rating: whole(1, 5),
  sort: whole(0, 10_000),
});

export const project = z.object({
  id: z.optional(idParam),
  titleFa: required(300),
  titleEn: required(300),
  clientFa: text(200),
  clientEn: text(200),
  summaryFa: text(2000),
  summaryEn: text(2000),
  serviceLabel: required(100),
  completedOn: day,
});
