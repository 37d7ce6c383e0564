import * as z from 'zod/mini';
import { mobile } from '../../forms/contact.schema.ts';
import { countParam, optionalParam } from '../inputs.ts';

export const none = z.object({});
/** The back office's password: the same rule as a customer's (ASVS V6.2.1: 8 or more, up to 128). */
export const enter = z.object({ password: z.string().check(z.minLength(8, 'PASSWORD_TOO_SHORT'), z.maxLength(128, 'TOO_LONG')) });
export const setRole = z.object({ mobile, role: z.enum(['customer', 'staff', 'admin']) });
export const audit = z.object({
  entity: optionalParam(z.string().check(z.maxLength(40))),
  entityId: optionalParam(z.string().check(z.maxLength(40))),
  page: countParam(10_000, 1),
});
