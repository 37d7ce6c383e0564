import * as z from 'zod/mini';
import { idParam, optionalParam } from '../inputs.ts';
import { QUOTE_STATUSES } from '../../quote-terms.ts';
import { isoDay } from '../quotes.inputs.ts';

const rial = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000_000_000));

export const list = z.object({
  status: optionalParam(z.enum(QUOTE_STATUSES)),
  /** A quote's number, part of the customer's mobile, or part of the company's name. */
  q: optionalParam(z.string().check(z.trim(), z.maxLength(100, 'TOO_LONG'))),
});
export const byId = z.object({ id: idParam });

const catalogueLine = z.object({
  productItemId: idParam,
  count: z.number().check(z.int(), z.positive(), z.maximum(100_000)),
  unitPriceRial: rial,
  discountRial: z.optional(rial),
});
const serviceLine = z.object({ title: z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(200, 'TOO_LONG')), priceRial: rial });

export const save = z.object({
  id: idParam,
  lines: z.array(z.union([catalogueLine, serviceLine])).check(z.minLength(1, 'REQUIRED'), z.maxLength(200, 'TOO_LONG')),
  deliveryRial: z.optional(rial),
  validDays: z.number().check(z.int(), z.positive(), z.maximum(365)),
  terms: z.object({
    kind: z.enum(['online', 'deposit', 'cheques']),
    depositPercent: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(99))),
    cheques: z.optional(z.array(z.object({ amountRial: rial, dueDate: isoDay })).check(z.maxLength(24, 'TOO_LONG'))),
  }),
  note: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'TOO_LONG'))),
});

export const instalment = z.object({ id: idParam, action: z.enum(['confirm', 'refuse']) });
