import type { RequestHandler } from 'express';
import type { AdminAccess } from '../services/admin/access.ts';
import type { AssetManifest } from '../ssr/assets.ts';
import type { Resources } from '../i18n.ts';
import { DEFAULT_LOCALE, isLocale, localizePath, LOCALE_COOKIE, LOCALE_DIR, LOCALES, type Locale } from '../../shared/locale.ts';
import { scriptJson } from '../../shared/script-json.ts';
import { ADMIN_BOOT_ID, type AdminBoot } from '../../shared/contracts/admin/boot.ts';

/** The login screen in the visitor's language, coming back to `target` (a path of the back office) after. */
const loginPath = (target: string, locale: Locale) => {
  const back = target.startsWith('/admin/') ? target : '/admin/';
  return `${localizePath('/loginRegister/', locale)}?back=${encodeURIComponent(back)}`;
};

/**
 * /admin/ has no language in its path: the login and the back office (until the operator picks one there) speak the
 * language the visitor chose on the site, else Persian.
 */
const chosenLocale = (cookies: Record<string, string | undefined> | undefined): Locale => {
  const chosen = cookies?.[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
};

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The back office's pages, `/admin/` and below (issue #11): the role is checked on the server before a byte is sent.
 * A signed-in customer falls through to the storefront, which answers its ordinary 404. A visitor who is not signed
 * in is sent to the login screen and back here (issue #19: an operator whose session ended must find the way in).
 * Staff get a small document (never cached, never indexed) that loads client/admin/ and renders in the browser; the
 * password step and every piece of data go through /api/admin. Staff signed in with the password alone get the same
 * document, whose gate asks for a login with the texted code (their API calls are refused).
 */
export function adminPages(access: AdminAccess, assets: AssetManifest, resources: Resources): RequestHandler {
  return async (req, res, next) => {
    if (!assets.admin) return next();
    const { visitor } = req.ctx;
    const locale = chosenLocale(req.cookies);
    if (!visitor.userId) return void res.set('Cache-Control', 'no-store').redirect(302, loginPath(req.originalUrl, locale));
    if (!(await access.session(visitor)) && !(await access.staffWithoutCode(visitor))) return next();
    if (req.path === '/admin') return void res.redirect(308, '/admin/');
    const boot: AdminBoot = {
      locale,
      messages: Object.fromEntries(
        LOCALES.map((l) => [l, { admin: resources[l].admin ?? {}, errors: resources[l].errors ?? {}, datepicker: resources[l].datepicker ?? {} }]),
      ) as AdminBoot['messages'],
    };
    const nonce = res.locals.nonce as string;
    const title = String((resources[locale].admin as Record<string, unknown> | undefined)?.title ?? 'Admin');
    res
      .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' })
      .type('html')
      .send(
        `<!doctype html><html lang="${locale}" dir="${LOCALE_DIR[locale]}"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><link rel="icon" href="/icons/icon.svg">` +
          `<title>${escapeAttr(title)}</title><link rel="stylesheet" href="${escapeAttr(assets.admin.stylesheet)}">` +
          `<script type="module" nonce="${escapeAttr(nonce)}" src="${escapeAttr(assets.admin.entry)}"></script></head>` +
          `<body><div id="admin-root"></div><script type="application/json" id="${ADMIN_BOOT_ID}" nonce="${escapeAttr(nonce)}">${scriptJson(boot)}</script></body></html>`,
      );
  };
}
