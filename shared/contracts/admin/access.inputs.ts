import * as z from 'zod/mini';
import { mobile } from '../../forms/contact.schema.ts';
import { asciiDigits } from '../../digits.ts';
import { countParam, idParam, optionalParam } from '../inputs.ts';

export const none = z.object({});
/** The back office's password: the same rule as a customer's (ASVS V6.2.1: 8 or more, up to 128). */
export const enter = z.object({ password: z.string().check(z.minLength(8, 'PASSWORD_TOO_SHORT'), z.maxLength(128, 'TOO_LONG')) });
export const setRole = z.object({ mobile, role: z.enum(['customer', 'staff', 'admin']) });
/** Part of a mobile number as an operator types it in a search (Persian digits too): its digits. */
export const mobileSearch = z.pipe(
  z.string().check(z.maxLength(20, 'TOO_LONG')),
  z.transform((v) => asciiDigits(v).replace(/\D/g, '')),
);
export const users = z.object({
  mobile: optionalParam(mobileSearch),
  page: countParam(10_000, 1),
});
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'DATE_FORMAT'));
export const audit = z.object({
  entity: optionalParam(z.string().check(z.maxLength(40))),
  entityId: optionalParam(z.string().check(z.maxLength(40))),
  /** One kind of change, as the log names it (`stock.adjust`). */
  action: optionalParam(z.string().check(z.maxLength(60))),
  /** Who made the changes. */
  userId: optionalParam(idParam),
  /** YYYY-MM-DD, inclusive, Tehran days. */
  from: optionalParam(day),
  to: optionalParam(day),
  page: countParam(10_000, 1),
});
