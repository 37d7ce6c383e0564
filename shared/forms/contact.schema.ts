import * as z from 'zod/mini';
import { isEmail, normalizeMobile } from '../validation.ts';
import { asciiDigits } from '../digits.ts';
import { optionalParam } from '../contracts/inputs.ts';

/*
 * The consultation form's schema (shared/contracts/forms.ts). The same schema checks the form in the browser (its chunk
 * loads with the form, never on first paint) and the request on the server (through forms.inputs.ts). A failed check's message is an error
 * code (shared/errors.ts: REQUIRED, MOBILE_FORMAT, EMAIL_FORMAT, TOO_LONG, DATE_FORMAT) that both sides translate.
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG'));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));

/** An Iranian mobile as people type it, stored as 09xxxxxxxxx. */
export const mobile = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, 'REQUIRED'),
    z.refine((v) => normalizeMobile(v) !== null, 'MOBILE_FORMAT'),
  ),
  z.transform((v) => normalizeMobile(v) as string),
);

const email = optionalParam(z.string().check(z.trim(), z.maxLength(200, 'TOO_LONG'), z.refine(isEmail, 'EMAIL_FORMAT')));

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, Gregorian, with Persian or Arabic digits allowed. */
const visitDate = optionalParam(
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(asciiDigits(v)) && !Number.isNaN(Date.parse(asciiDigits(v))), 'DATE_FORMAT'),
    ),
    z.transform((v) => asciiDigits(v)),
  ),
);

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

export const postForm = z.object({
  fullName: required(100),
  mobile,
  email,
  title: optionalParam(text(200)),
  body: required(5000),
  fileId: optionalParam(id),
  contactUsGroupId: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(99)), 1),
  sendDate: visitDate,
  productId: optionalParam(id),
  website: z.optional(z.string()),
});
