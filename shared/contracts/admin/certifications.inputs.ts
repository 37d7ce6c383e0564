import * as z from 'zod/mini';
import { idParam } from '../inputs.ts';
import { blank, day, nullableId, required, text } from './fields.ts';

/* Inputs of a product's certificates (certifications.ts). Messages are error codes (shared/errors.ts). */

/** The standard as people write it: white space collapsed, so "EN  54-2" and "EN 54-2" are one filter choice. */
const standard = z.pipe(
  required(100),
  z.transform((v) => v.replace(/\s+/g, ' ')),
);

export const save = z.object({
  id: z.optional(idParam),
  productId: idParam,
  standard,
  issuerFa: required(200),
  issuerEn: required(200),
  number: text(100),
  validUntil: z.nullable(z.union([blank, day])),
  uploadId: z.optional(nullableId),
});

export const remove = z.object({ id: idParam });
