import type { RequestHandler } from 'express';
import { LOCALE_COOKIE } from '../../../shared/locale.ts';
import type { Logger } from '../../lib/logger.ts';
import { decideNavigation, type NavigationDeps } from './rules.ts';

/** Applies the navigation rules to page requests (GET and HEAD); everything else passes straight through. */
export function navigationMiddleware(deps: Omit<NavigationDeps, 'onLookupError'>, log: Logger): RequestHandler {
  const rules: NavigationDeps = {
    ...deps,
    onLookupError: (err, what) => log.warn({ err, ...what }, 'redirect lookup failed; the visit goes on'),
  };
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const queryAt = req.originalUrl.indexOf('?');
    const decision = await decideNavigation(
      { pathname: req.path, search: queryAt >= 0 ? req.originalUrl.slice(queryAt) : '', localeCookie: req.cookies?.[LOCALE_COOKIE] },
      rules,
    );
    if (decision.kind === 'continue') return next();
    // The cookie-dependent redirect must not be cached for everyone.
    if (decision.status === 302) res.set('Cache-Control', 'no-store').vary('Cookie');
    res.redirect(decision.status, decision.location);
  };
}
