import * as z from 'zod/mini';
import { isEmail } from '../validation.ts';
import { asciiDigits } from '../digits.ts';
import { mobile } from '../forms/contact.schema.ts';
import { OTP_LENGTH } from './auth.ts';
import { flagParam, optionalParam } from './inputs.ts';

/* Input schemas of login by mobile and likes (shared/contracts/auth.ts). Messages are error codes (shared/errors.ts). */

/** Six digits as typed (Persian or Arabic digits, spaces around), as ASCII. */
const code = z.pipe(
  z.string().check(z.refine((v) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(asciiDigits(v).trim()), 'CODE_FORMAT')),
  z.transform((v) => asciiDigits(v).trim()),
);

/** ASVS 5.0 V6.2.1/V6.2.9: at least 8 characters, at least 64 allowed, nothing stripped or composed. */
const password = z.string().check(z.minLength(8, 'PASSWORD_TOO_SHORT'), z.maxLength(128, 'TOO_LONG'));

/** A cart's unguessable id; a malformed one is simply not a cart (nothing to merge). */
const cartCode = optionalParam(z.string().check(z.maxLength(100, 'TOO_LONG')));

const flag = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false', 'on', '1', '0']),
    z.transform((v) => v === 'true' || v === 'on' || v === '1'),
  ),
]);

/** The name a customer is greeted by and the optional e-mail: the same rules at sign-up and in the profile. */
const fullName = z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(100, 'TOO_LONG'));
const email = optionalParam(z.string().check(z.trim(), z.maxLength(200, 'TOO_LONG'), z.refine(isEmail, 'EMAIL_FORMAT')));

export const none = z.object({});
export const userDetail = z.object({ mobile });
export const otp = z.object({ mobile });
export const checkOtp = z.object({ mobile, code });
export const login = z.object({ mobile, code: optionalParam(code), password: optionalParam(z.string().check(z.maxLength(128, 'TOO_LONG'))), cartCode });
export const register = z.object({
  mobile,
  code,
  fullName,
  email,
  password: optionalParam(password),
  twoStep: z.optional(flag),
  cartCode,
});
/** The profile's own fields; an empty e-mail removes it. */
export const profile = z.object({ fullName, email, reviewInvites: z.optional(flagParam) });
export const like = z.object({
  productId: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
  liked: flag,
});
