import * as z from 'zod/mini';
import { asciiDigits } from '../digits.ts';
import { idParam } from './inputs.ts';

/* Input schemas of quotes (shared/contracts/quotes.ts). Messages are error codes (shared/errors.ts). */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG')));
const count = z.number().check(z.int(), z.positive(), z.maximum(100_000));

/** YYYY-MM-DD, Persian or Arabic digits allowed. */
export const isoDay = z.pipe(
  z.string().check(z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(asciiDigits(v).trim()) && !Number.isNaN(Date.parse(asciiDigits(v).trim())), 'DATE_FORMAT')),
  z.transform((v) => asciiDigits(v).trim()),
);

export const none = z.object({});
export const byId = z.object({ id: idParam });

export const request = z.object({
  lines: z.optional(z.array(z.object({ productItemId: idParam, count })).check(z.maxLength(100, 'TOO_LONG'))),
  description: optionalText(4000),
  company: optionalText(200),
  fileId: z.optional(idParam),
  province: text(60),
  city: text(60),
  visitDate: z.optional(isoDay),
  buyerId: z.optional(idParam),
});

export const accept = z.object({ id: idParam, version: z.number().check(z.int(), z.positive()) });
export const decline = z.object({ id: idParam, message: optionalText(2000) });
export const comment = z.object({ id: idParam, message: text(2000) });
