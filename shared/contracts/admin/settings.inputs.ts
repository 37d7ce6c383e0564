import * as z from 'zod/mini';
import { MAX_PHONES } from './settings.ts';

/*
 * Inputs of the site's settings (settings.ts). Messages are error codes (shared/errors.ts); what each value means
 * (a phone, a national id, a social link) is checked by the service, which names the field it refuses.
 */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));
const optional = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG')));
const degrees = z.union([z.number(), z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(30, 'TOO_LONG'))]);

export const seller = z.object({
  nameFa: text(200),
  nameEn: text(200),
  nationalId: text(40),
  economicCode: text(40),
  registrationNo: text(40),
  addressFa: text(300),
  addressEn: text(300),
  postalCode: text(40),
  phone: text(40),
});

export const settings = z.object({
  phones: z.array(z.string().check(z.maxLength(40, 'TOO_LONG'))).check(z.minLength(1, 'REQUIRED'), z.maxLength(MAX_PHONES, 'PHONES_TOO_MANY')),
  addressFa: text(300),
  addressEn: text(300),
  workingHoursFa: text(200),
  workingHoursEn: text(200),
  mapLat: degrees,
  mapLng: degrees,
  social: z.object({
    instagram: optional(300),
    telegram: optional(300),
    whatsapp: optional(300),
    linkedin: optional(300),
    aparat: optional(300),
  }),
  seller: z.optional(seller),
});

export const none = z.object({});
