import type { Response } from 'express';
import type { CookieSpec } from '../lib/call-context.ts';

/** The session cookie: `__Host-` prefixed over https (bound to this host, Secure, Path=/), plain on local http. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-session' : 'session');

/** The anonymous cart's unguessable id (spec §4: "cart id cookie"). */
export const CART_COOKIE = 'cart';

/** Sets a cookie with the site's defaults: Path=/, SameSite=Lax, httpOnly unless asked otherwise, Secure over https. */
export function setCookie(res: Response, secure: boolean, name: string, value: string, spec: CookieSpec = {}) {
  res.cookie(name, value, {
    path: '/',
    sameSite: 'lax',
    httpOnly: spec.httpOnly ?? true,
    secure,
    ...(spec.maxAgeMs !== undefined ? { maxAge: spec.maxAgeMs } : {}),
  });
}

export function clearCookie(res: Response, secure: boolean, name: string) {
  res.clearCookie(name, { path: '/', sameSite: 'lax', httpOnly: true, secure });
}
