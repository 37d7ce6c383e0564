import * as z from 'zod/mini';
import { normalizeDiscountCode } from '../../discount-code.ts';
import { flagParam, idParam } from '../inputs.ts';
import { blank, day, required, text, whole } from './fields.ts';

/* The back office's discount-code and delivery-method forms: one schema for the form in the browser and the server. */

/** Empty or null: no limit. */
const limit = z.nullable(z.union([blank, whole(1, 1_000_000)]));
/** A day (a Tehran day), or none. */
const optionalDay = z.nullable(z.union([blank, day]));

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;

export const discount = z
  .object({
    id: z.optional(idParam),
    code: z.pipe(
      required(40).check(z.refine((v) => /^[A-Z0-9_-]+$/.test(normalizeDiscountCode(v)), 'DISCOUNT_CODE_FORMAT')),
      z.transform(normalizeDiscountCode),
    ),
    kind: z.enum(DISCOUNT_KINDS),
    /** A percent (1–100) or Toman off the items. */
    value: whole(1, 10_000_000_000),
    minOrderToman: whole(0, 10_000_000_000),
    validFrom: optionalDay,
    validTo: optionalDay,
    totalLimit: limit,
    perUserLimit: limit,
    active: flagParam,
  })
  .check(
    z.refine((d) => d.kind !== 'percent' || d.value <= 100, { message: 'DISCOUNT_PERCENT_RANGE', path: ['value'] }),
    z.refine((d) => !d.validFrom || !d.validTo || d.validFrom <= d.validTo, { message: 'DATE_RANGE', path: ['validTo'] }),
  );

export const delivery = z.object({
  id: z.optional(idParam),
  nameFa: required(200),
  nameEn: required(200),
  descriptionFa: text(1000),
  descriptionEn: text(1000),
  priceToman: whole(0, 10_000_000_000),
  needsAddress: flagParam,
  restOnArrival: flagParam,
  zone: text(4000),
  sort: whole(0, 10_000),
  active: flagParam,
});
