import type { Request, RequestHandler } from 'express';
import type { CallContext, Role } from '../../lib/call-context.ts';
import type { Config } from '../../config.ts';
import { CART_COOKIE, clearCookie, sessionCookieName, setCookie } from '../cookies.ts';
import { requestLocale } from './locale.ts';
import { siteOrigin } from '../site-origin.ts';
import { SIGNED_IN_COOKIE } from '../../../shared/session-hint.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Who is asking and how to answer them: built once here, used by /api and page loaders alike. */
      ctx: CallContext;
    }
  }
}

/** What a valid session token stands for; null when it is unknown, expired or revoked. */
export type SessionResolver = (token: string) => Promise<{ sessionId: string; userId: number; role: Role } | null>;

/** Served over https: the configured public origin says so, or the request came over TLS (or a trusted proxy's). */
export const isSecure = (config: Pick<Config, 'PUBLIC_ORIGIN'>, req: Request) => req.secure || (config.PUBLIC_ORIGIN?.startsWith('https:') ?? false);

/**
 * Reads the cookies once per request and builds the call context (ARCHITECTURE.md, "The request context"). A session
 * cookie that no longer stands for a session is cleared, so the browser stops sending it.
 */
export function visitorContext(config: Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS'>, resolveSession: SessionResolver): RequestHandler {
  return async (req, res, next) => {
    const secure = isSecure(config, req);
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const sessionName = sessionCookieName(secure);
    const token = cookies[sessionName];
    const session = token ? await resolveSession(token) : null;
    if (token && !session) clearCookie(res, secure, sessionName);
    // The readable "signed in" hint must not outlive the session it speaks of (the header would ask for a user).
    if (!session && cookies[SIGNED_IN_COOKIE]) clearCookie(res, secure, SIGNED_IN_COOKIE);
    req.ctx = {
      locale: requestLocale(req),
      visitor: {
        ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        cartId: cookies[CART_COOKIE] || undefined,
        ...(session ? { sessionId: session.sessionId, userId: session.userId, role: session.role } : {}),
      },
      requestId: req.id,
      log: req.log,
      secure,
      origin: siteOrigin(config, req).origin,
      header: (name) => req.get(name),
      setCookie: (name, value, spec) => setCookie(res, secure, name, value, spec),
      clearCookie: (name) => clearCookie(res, secure, name),
    };
    next();
  };
}
