import * as z from 'zod/mini';
import { normalizeMobile, normalizePostalCode, normalizeSayadId } from '../validation.ts';
import { asciiDigits } from '../digits.ts';
import { idParam } from './inputs.ts';

/* Input schemas of checkout (shared/contracts/checkout.ts). Messages are error codes (shared/errors.ts). */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));

/** Typed loosely (Persian or Arabic digits, spaces), kept in one form, or refused with `code`. */
const normalized = (normalize: (v: string) => string | null, code: string) =>
  z.pipe(
    z.string().check(
      z.minLength(1, 'REQUIRED'),
      z.maxLength(40, 'TOO_LONG'),
      z.refine((v) => normalize(v) !== null, code),
    ),
    z.transform((v) => normalize(v)!),
  );

export const none = z.object({});
export const byId = z.object({ id: idParam });

export const address = z.object({
  receiverName: text(100),
  receiverMobile: normalized(normalizeMobile, 'MOBILE_FORMAT'),
  province: text(60),
  city: text(60),
  street: text(300),
  postalCode: normalized(normalizePostalCode, 'POSTAL_CODE_FORMAT'),
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export const cheque = z.object({
  id: idParam,
  instalmentId: z.optional(idParam),
  sayadId: normalized(normalizeSayadId, 'SAYAD_FORMAT'),
  dueDate: z.pipe(
    // An empty date is one not chosen yet: "enter the due date", not "not a valid date".
    z.string().check(
      z.refine((v) => v.trim() !== '', { error: 'REQUIRED', abort: true }),
      z.refine((v) => isoDate.test(asciiDigits(v).trim()) && !Number.isNaN(Date.parse(asciiDigits(v).trim())), 'DATE_FORMAT'),
    ),
    z.transform((v) => asciiDigits(v).trim()),
  ),
});

/** The fields the checkout's cart update types read (5 address, 7 discount code, 11 payment method). */
export const checkoutFields = {
  addressId: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)))),
  discountCode: z.optional(z.nullable(z.string().check(z.maxLength(40, 'TOO_LONG')))),
  paymentMethod: z.optional(z.nullable(z.enum(['online', 'cheque']))),
  /** What the customer last saw as the payable; the order is refused (ORDER_PRICE_CHANGED) when it differs. */
  payableRial: z.optional(z.nullable(z.number().check(z.int(), z.minimum(0)))),
  /** "Invoice to" one of the customer's buyer profiles (issue #31). */
  buyerId: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)))),
};
