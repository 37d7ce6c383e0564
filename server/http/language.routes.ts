import { Router } from 'express';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_MS, isLocale, localizePath, splitLocale } from '../../shared/locale.ts';

/**
 * The language switch: `/lang/en?next=/about/` records the choice in the locale cookie (365 days, path /, Lax) and
 * lands on the same page in that language. Works without JavaScript; `next` must be a path on this site.
 */
export function languageSwitch(): Router {
  const router = Router();
  router.get('/lang/:locale', (req, res) => {
    const { locale } = req.params;
    if (!isLocale(locale)) return void res.status(404).end();
    const next = typeof req.query.next === 'string' && /^\/(?![/\\])/.test(req.query.next) ? req.query.next : '/';
    res.cookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_MS, path: '/', sameSite: 'lax', httpOnly: true });
    res.set('Cache-Control', 'no-store').redirect(302, localizePath(splitLocale(next).path, locale));
  });
  return router;
}
