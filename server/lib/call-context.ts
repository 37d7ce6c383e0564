import type { Locale } from '../../shared/locale.ts';
import type { Logger } from './logger.ts';

export type Role = 'customer' | 'staff' | 'admin';

/** Who is asking, read once per request from the cookies (server/http/middleware/visitor.ts). */
export interface Visitor {
  /** The session row's id (a hash of the cookie's token) when the visitor is signed in. */
  sessionId?: string;
  userId?: number;
  role?: Role;
  /** The cart cookie's value as sent: a claim, not a proof; the cart service checks it belongs to this visitor. */
  cartId?: string;
  /** The client's address as Express sees it behind the loopback proxy: the key of per-IP limits. */
  ip: string;
}

export interface CookieSpec {
  maxAgeMs?: number;
  /** Defaults to true: no script reads our cookies. */
  httpOnly?: boolean;
}

/**
 * The per-request context every API handler and page loader gets, whichever transport carried the call (HTTP or the
 * in-process one of page loaders). Handlers set cookies through it, never through Express, so both behave the same.
 */
export interface CallContext {
  locale: Locale;
  visitor: Visitor;
  requestId: string;
  log: Logger;
  /** The site is served over https: cookies get Secure and the session cookie the __Host- prefix. */
  secure: boolean;
  /**
   * The site's own origin (`https://negahban.ir`) by site-origin.ts's rule: a configured host, or a local one in
   * development; never a Host the visitor invented. Every absolute URL or host handed to others (a gateway's callback,
   * the WebOTP line of a code's text) is written from it.
   */
  origin: string;
  /** A request header (lower-case name), e.g. `idempotency-key`. */
  header(name: string): string | undefined;
  /** Sets a cookie with our defaults: Path=/, SameSite=Lax, httpOnly, Secure over https. */
  setCookie(name: string, value: string, spec?: CookieSpec): void;
  clearCookie(name: string): void;
}
