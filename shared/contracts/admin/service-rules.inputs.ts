import * as z from 'zod/mini';
import { idParam, optionalParam } from '../inputs.ts';

/* Inputs of the back office's service rules (service-rules.ts). Messages are error codes (shared/errors.ts). */

const name = z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(120, 'TOO_LONG'));

export const rule = z.object({
  id: z.optional(idParam),
  categoryId: z.optional(z.nullable(optionalParam(idParam))),
  productId: z.optional(z.nullable(optionalParam(idParam))),
  nameFa: name,
  nameEn: name,
  intervalMonths: z.coerce
    .number()
    .check(z.int('SERVICE_INTERVAL_INVALID'), z.minimum(1, 'SERVICE_INTERVAL_INVALID'), z.maximum(120, 'SERVICE_INTERVAL_INVALID')),
});

export const byId = z.object({ id: idParam });
export const none = z.object({});
