import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../shared/contracts/auth.ts';

/** A session token: 256 bits from the CSPRNG (ASVS V7.2.3), URL-safe for a cookie. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** What the sessions table keeps of a token: its SHA-256, so a read of the database opens no session. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A one-time code: OTP_LENGTH digits, uniform, from the CSPRNG. */
export const newOtpCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** What the database keeps of a code: an HMAC under the server secret, bound to the number it was sent to. */
export const otpHashOf = (secret: string, mobile: string, code: string) => createHmac('sha256', secret).update(`otp:${mobile}:${code}`).digest('hex');

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
