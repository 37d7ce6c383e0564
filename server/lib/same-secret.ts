import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether a secret a client gave is the expected one, in time that depends on neither's content nor length: both are
 * hashed to 32 bytes first, so a wrong length is no shortcut (comparing lengths first told a prober the token's).
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
