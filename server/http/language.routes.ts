import { Router } from 'express';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_MS, isLocale, localizePath, splitLocale } from '../../shared/locale.ts';
import { ownPath } from '../../shared/local-path.ts';
import type { Config } from '../config.ts';
import { isSecure } from './middleware/visitor.ts';

/**
 * The language switch: `/lang/en?next=/about/` records the choice in the locale cookie (365 days, path /, Lax, Secure
 * over https) and lands on the same page in that language. Works without JavaScript. `next` must be a path of ours;
 * the Location is checked again after the locale prefix changed, since that is where "/en//host" became "//host".
 */
export function languageSwitch(config: Pick<Config, 'PUBLIC_ORIGIN'>): Router {
  const router = Router();
  router.get('/lang/:locale', (req, res) => {
    const { locale } = req.params;
    if (!isLocale(locale)) return void res.status(404).end();
    const next = ownPath(req.query.next) ?? '/';
    const split = /^([^?#]*)(.*)$/s.exec(next)!;
    const home = localizePath('/', locale);
    const location = ownPath(localizePath(splitLocale(split[1]).path, locale) + split[2]) ?? home;
    res.cookie(LOCALE_COOKIE, locale, {
      maxAge: LOCALE_COOKIE_MAX_AGE_MS,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: isSecure(config, req),
    });
    res.set('Cache-Control', 'no-store').redirect(302, location);
  });
  return router;
}
