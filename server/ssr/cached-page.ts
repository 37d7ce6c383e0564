import type { Request, Response } from 'express';
import { isPersonalPage } from '../../shared/cache-rules.ts';
import { SIGNED_IN_COOKIE } from '../../shared/session-hint.ts';
import { COLOR_MODE_KEY } from '../../shared/color-mode.ts';
import { sessionCookieName } from '../http/cookies.ts';
import { pageTarget } from './page-target.ts';
import { gzipWithNonce, plainWithNonce, type NonceDocument } from './nonce-document.ts';
import type { PageCacheOutcome } from './page-cache.ts';

/** Every page says what its HTML follows (the cookies: session, colour mode) and that it may come compressed. */
const PAGE_VARY = 'Cookie, Accept-Encoding';
/** A browser keeps a page only for itself and asks again each time: the nonce in it is this answer's alone. */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * May this request be answered from, and its render kept in, the page cache: a GET (or HEAD) of a page that is not
 * personal, from a visitor with no session, not even a stale one (its cookie would be cleared, a Set-Cookie). A cart
 * cookie is no session: the server renders no cart count for anyone, the browser reads its own after hydration.
 */
export function mayUsePageCache(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
  if (req.ctx.visitor.sessionId || cookies[sessionCookieName(true)] || cookies[sessionCookieName(false)] || cookies[SIGNED_IN_COOKIE]) return false;
  return !isPersonalPage(req.path);
}

/** Whether the visitor chose a colour mode: the one thing of the render besides the address and language that differs. */
export const colorModeChosen = (req: Request) => req.cookies?.[COLOR_MODE_KEY] !== undefined;

/**
 * One copy per origin the page names (canonical, og:url, JSON-LD: each host of ALLOWED_HOSTS has its own), address
 * (with the query parameters its screen reads: page-target.ts), language, client build and colour-mode choice.
 */
export function pageCacheKey(req: Request, buildId: string): string {
  return `${buildId}\n${req.ctx.origin}\n${req.ctx.locale}\n${colorModeChosen(req) ? 'chosen' : 'system'}\n${pageTarget(req.originalUrl)}`;
}

/** The page headers of every answer, cached or not. */
export function setPageHeaders(res: Response, outcome: PageCacheOutcome) {
  res.set({ 'Cache-Control': PAGE_CACHE_CONTROL, 'X-Page-Cache': outcome });
  res.vary(PAGE_VARY);
}

/** A kept page (or a render that was meant to be) with this answer's nonce written in, gzipped when the browser takes it (no compressing per answer). */
export function sendCachedPage(req: Request, res: Response, doc: NonceDocument, outcome: PageCacheOutcome, status = 200) {
  const nonce = res.locals.nonce as string;
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const body = gzip ? gzipWithNonce(doc, nonce) : plainWithNonce(doc, nonce);
  setPageHeaders(res, outcome);
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length) });
  if (gzip) res.set('Content-Encoding', 'gzip');
  res.end(req.method === 'HEAD' ? undefined : body);
}
