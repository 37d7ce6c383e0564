import * as z from 'zod/mini';
import { idParam } from './inputs.ts';

/* Input schemas of buyer profiles (shared/contracts/buyers.ts). The ids' own rules are checked by the service. */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG'))));

export const none = z.object({});
export const byId = z.object({ id: idParam });

export const buyer = z.object({
  id: z.optional(z.nullable(idParam)),
  kind: z.enum(['person', 'company']),
  name: text(150),
  nationalId: text(40),
  economicCode: optionalText(40),
  registrationNo: optionalText(40),
  postalCode: text(40),
  address: text(300),
  phone: text(40),
});
