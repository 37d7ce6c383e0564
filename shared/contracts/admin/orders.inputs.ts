import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../../order-status.ts';
import { asciiDigits } from '../../digits.ts';
import { countParam, idParam, optionalParam } from '../inputs.ts';
import { mobileSearch } from './access.inputs.ts';
import { ORDER_ACTIONS } from './orders.ts';

/** A whole number of Toman as typed: Persian or Latin digits, thousands separators allowed. */
const toman = z.pipe(
  z.union([
    z.number(),
    z.pipe(
      z.string(),
      z.transform((v) => Number(asciiDigits(v).replace(/[\s,،٬]/g, ''))),
    ),
  ]),
  z.number().check(z.int(), z.positive(), z.maximum(10_000_000_000)),
);
/**
 * An order's number as the operator reads it off a text or a call: Persian or Latin digits, a leading # and spaces
 * allowed.
 */
const orderNumber = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(20, 'TOO_LONG')),
    z.transform((v) => asciiDigits(v).replace(/[\s#٬,]/g, '')),
  ),
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'ORDER_NUMBER_FORMAT')), z.transform(Number)),
);
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_FORMAT'));

export const filter = z.object({
  status: optionalParam(z.enum(ORDER_STATUSES)),
  method: optionalParam(z.enum(['online', 'cheque'])),
  from: optionalParam(day),
  to: optionalParam(day),
  /** The order's number, exactly. */
  number: optionalParam(orderNumber),
  /** Part of the customer's mobile. */
  mobile: optionalParam(mobileSearch),
});
export const list = z.extend(filter, { page: countParam(10_000, 1) });
export const byId = z.object({ id: idParam });
export const failedTexts = z.object({ page: countParam(10_000, 1) });
/**
 * A carrier's tracking code as typed or pasted: Persian or Arabic digits become Latin, the invisible direction marks that
 * pasting from right-to-left text brings along go, then only Latin letters, digits and hyphens remain valid. Blank
 * passes here; the orders service asks for it when the order ships.
 */
export const TRACKING_CODE_MAX = 40;
const trackingCode = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v) =>
      asciiDigits(v)
        .replace(/[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
        .trim(),
    ),
  ),
  z.string().check(z.maxLength(TRACKING_CODE_MAX, 'TOO_LONG'), z.regex(/^[A-Za-z0-9-]*$/, 'TRACKING_CODE_FORMAT')),
);

export const act = z.object({
  id: idParam,
  action: z.enum(ORDER_ACTIONS),
  trackingCode: optionalParam(trackingCode),
  note: optionalParam(z.string().check(z.trim(), z.maxLength(500, 'TOO_LONG'))),
  /** A refund's amount in Toman (the order's total when left out). */
  amountToman: optionalParam(toman),
});
