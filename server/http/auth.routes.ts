import { authContracts as c, likeContracts } from '../../shared/contracts/auth.ts';
import { SIGNED_IN_COOKIE } from '../../shared/session-hint.ts';
import type { Services } from '../services/index.ts';
import type { AuthMeta, SignedIn } from '../services/auth.service.ts';
import { route, type ApiRoute, type CallContext } from './api-route.ts';
import { sessionCookieName } from './cookies.ts';

/** What the auth service needs to know of the caller. */
function metaOf(ctx: CallContext): AuthMeta {
  // The WebOTP line names the site as site-origin.ts does, never the Host header a visitor sent.
  const host = new URL(ctx.origin).hostname;
  return { ip: ctx.visitor.ip, locale: ctx.locale, host, sessionId: ctx.visitor.sessionId, cartId: ctx.visitor.cartId };
}

/** The new session's cookie (httpOnly, SameSite=Lax, Path=/, `__Host-` and Secure over https) and its readable hint. */
function startSession(ctx: CallContext, { user, session }: SignedIn) {
  ctx.setCookie(sessionCookieName(ctx.secure), session.token, { maxAgeMs: session.maxAgeMs });
  ctx.setCookie(SIGNED_IN_COOKIE, '1', { maxAgeMs: session.maxAgeMs, httpOnly: false });
  return user;
}

/** Login by mobile (spec §7 /api/auth/*) and likes (/api/products/like). */
export function authRoutes({ auth, likes }: Services): ApiRoute[] {
  return [
    route(c.userDetail, ({ mobile }, ctx) => auth.userDetail(mobile, metaOf(ctx))),
    route(c.otp, ({ mobile }, ctx) => auth.sendOtp(mobile, metaOf(ctx))),
    route(c.checkOtp, ({ mobile, code }, ctx) => auth.checkOtp(mobile, code, metaOf(ctx))),
    route(c.login, async (input, ctx) => startSession(ctx, await auth.login(input, metaOf(ctx)))),
    route(c.register, async (input, ctx) => startSession(ctx, await auth.register(input, metaOf(ctx)))),
    route(c.user, (_input, ctx) => auth.user(ctx.visitor.userId)),
    route(c.updateUser, (input, ctx) => auth.updateProfile(ctx.visitor.userId, input)),
    route(c.logout, async (_input, ctx) => {
      ctx.clearCookie(sessionCookieName(ctx.secure));
      ctx.clearCookie(SIGNED_IN_COOKIE);
      return auth.logout(ctx.visitor.sessionId);
    }),
    route(likeContracts.list, (_input, ctx) => likes.list(ctx.visitor.userId, ctx.locale)),
    route(likeContracts.set, ({ productId, liked }, ctx) => likes.set(ctx.visitor.userId, productId, liked)),
  ];
}
