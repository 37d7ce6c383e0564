/*
 * The lifetimes of login by mobile (issue #7; OWASP ASVS 5.0 V6.6.2, V7.3). How often codes and passwords may be tried
 * is a rate limit like the site's others: server/services/rate-limits.ts.
 */
export const AUTH_LIMITS = {
  /** A code is valid this long after it was sent. */
  otpTtlMs: 2 * 60_000,
  /** A code checked by checkOtp still opens the registration that follows, this long after the check. */
  otpVerifiedTtlMs: 10 * 60_000,
  /**
   * Guesses from everyone that kill a code: three requesters' worth (each has 5, RATE_LIMITS.otpGuessPerRequester), so
   * one stranger cannot kill the owner's code, and a code's odds against guessing stay 15 in a million.
   */
  otpMaxTries: 15,
  /** Sessions: absolute and idle lifetimes (ASVS V7.3.1, V7.3.2). */
  sessionAbsoluteMs: 30 * 24 * 3600_000,
  sessionIdleMs: 7 * 24 * 3600_000,
  /** Staff and admins (issue #11): a session left alone this long ends, whatever the 7 days above allow. */
  staffSessionIdleMs: 8 * 3600_000,
  /** The idle clock is written at most this often (not at every request). */
  sessionTouchMs: 5 * 60_000,
} as const;
