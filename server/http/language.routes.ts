import { Router } from 'express';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_MS, isLocale, localizePath, splitLocale } from '../../shared/locale.ts';
import { isOwnPath, ownPath } from '../../shared/local-path.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../lib/logger.ts';
import { isSecure } from './middleware/visitor.ts';
import { twinPath, type SlugLookups } from './navigation/twin-path.ts';

/**
 * The language switch: `/lang/en?next=/pr/7/دوربین/` records the choice in the locale cookie (365 days, path /, Lax,
 * Secure over https) and lands on the same page in that language, with that language's slug
 * (`/en/pr/7/camera/`, see twin-path.ts). Works without JavaScript. `next` must be a path of ours; the Location is
 * checked again once the page's path and locale prefix changed, since that is where "/en//host" became "//host".
 */
export function languageSwitch(config: Pick<Config, 'PUBLIC_ORIGIN'>, slugs: SlugLookups, log: Logger): Router {
  const router = Router();
  router.get('/lang/:locale', async (req, res) => {
    const { locale } = req.params;
    if (!isLocale(locale)) return void res.status(404).end();
    const next = ownPath(req.query.next) ?? '/';
    const [, pathname, rest] = /^([^?#]*)(.*)$/s.exec(next)!;
    const onLookupError = (err: unknown) => log.warn({ err, next }, 'language switch: slug lookup failed; the path is kept');
    const twin = await twinPath(splitLocale(pathname).path, locale, slugs, onLookupError);
    const location = ownPath(localizePath(twin, locale) + rest);
    res.cookie(LOCALE_COOKIE, locale, {
      maxAge: LOCALE_COOKIE_MAX_AGE_MS,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: isSecure(config, req),
    });
    res.set('Cache-Control', 'no-store').redirect(302, location && isOwnPath(location) ? location : localizePath('/', locale));
  });
  return router;
}
