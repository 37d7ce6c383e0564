import { localizePath, splitLocale, type Locale } from '../../shared/locale.ts';
import { matchScreen } from '../../shared/routes.ts';

/**
 * The login screen's parameter naming where to come back to: `back` is the rule (loginLink in session.ts writes it);
 * `returnUrl`, which older links wrote, is read when `back` is absent, so no link lands a customer on the home page.
 */
export const BACK_PARAM = 'back';
const OLD_BACK_PARAM = 'returnUrl';

/** The address to come back to, as a login URL's query names it. */
export const rememberedBack = (params: URLSearchParams) => params.get(BACK_PARAM) ?? params.get(OLD_BACK_PARAM);

/**
 * Where to go after login (spec §2): the remembered address unless it is the login screen itself, else home. Only
 * a path on this site is followed (`/x`, never `//host` or `/\host`), so the parameter cannot send anyone away.
 */
export function backPath(remembered: string | null | undefined, locale: Locale): string {
  const home = localizePath('/', locale);
  if (!remembered || remembered.length > 1000 || !/^\/(?![/\\])/.test(remembered) || /[\u0000-\u001f\\]/.test(remembered)) return home;
  const path = splitLocale(remembered.split(/[?#]/)[0]).path;
  return path.toLowerCase().startsWith('/loginregister') ? home : remembered;
}

/**
 * Whether the storefront's router can show `path` itself. Any other address (the back office, its own app; an id-only
 * `/pr/27/` that the server redirects to the product's full address; an old link) takes a full page load, so that the
 * server's navigation rules answer it instead of the router's 404.
 */
export function routerShows(path: string): boolean {
  if (/^\/admin(?:[/?#]|$)/i.test(path)) return false;
  return matchScreen(splitLocale(path.split(/[?#]/)[0]).path)?.valid ?? false;
}
