import * as z from 'zod/mini';
import { normalizeDiscountCode } from '../../discount-code.ts';
import { normalizeDigits } from '../../validation.ts';
import { flagParam, idParam } from '../inputs.ts';

/* The back office's discount-code and delivery-method forms: one schema for the form in the browser and the server. */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG'));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));
/** A whole number, typed in either script's digits; blank is REQUIRED (never a silent 0). */
const int = (min: number, max: number) =>
  z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.trim(), z.minLength(1, 'REQUIRED')), z.transform((v) => Number(normalizeDigits(v))))]),
    z.number().check(z.int(), z.minimum(min), z.maximum(max)),
  );
const blank = z.pipe(z.literal(''), z.transform(() => null));
/** Empty or null: no limit. */
const limit = z.nullable(z.union([blank, int(1, 1_000_000)]));
/** A day (YYYY-MM-DD, a Tehran day), or none. */
const day = z.nullable(
  z.union([
    blank,
    z.pipe(
      z.string().check(z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(normalizeDigits(v).trim()) && !Number.isNaN(Date.parse(normalizeDigits(v).trim())), 'DATE_FORMAT')),
      z.transform((v) => normalizeDigits(v).trim()),
    ),
  ]),
);

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
    value: int(1, 10_000_000_000),
    minOrderToman: int(0, 10_000_000_000),
    validFrom: day,
    validTo: day,
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
  priceToman: int(0, 10_000_000_000),
  needsAddress: flagParam,
  sort: int(0, 10_000),
  active: flagParam,
});
