import type { RequestHandler } from 'express';
import type { AdminAccess } from '../services/admin/access.ts';
import type { AssetManifest } from '../ssr/assets.ts';
import type { Resources } from '../i18n.ts';
import { LOCALE_DIR, LOCALES } from '../../shared/locale.ts';
import { scriptJson } from '../../shared/script-json.ts';
import { ADMIN_BOOT_ID, type AdminBoot } from '../../shared/contracts/admin/boot.ts';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The back office's pages, `/admin/` and below (issue #11): the role is checked on the server before a byte is sent.
 * A visitor or a customer falls through to the storefront, which answers its ordinary 404, so nothing hints that the
 * back office exists. Staff get a small document (never cached, never indexed) that loads client/admin/ and renders in
 * the browser; the password step and every piece of data go through /api/admin.
 */
export function adminPages(access: AdminAccess, assets: AssetManifest, resources: Resources): RequestHandler {
  return async (req, res, next) => {
    const staff = await access.session(req.ctx.visitor);
    if (!staff || !assets.admin) return next();
    if (req.path === '/admin') return void res.redirect(308, '/admin/');
    const { locale } = req.ctx;
    const boot: AdminBoot = {
      locale,
      messages: Object.fromEntries(
        LOCALES.map((l) => [l, { admin: resources[l].admin ?? {}, errors: resources[l].errors ?? {}, datepicker: resources[l].datepicker ?? {} }]),
      ) as AdminBoot['messages'],
    };
    const nonce = res.locals.nonce as string;
    const title = String((resources[locale].admin as Record<string, unknown> | undefined)?.title ?? 'Admin');
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }).type('html').send(
      `<!doctype html><html lang="${locale}" dir="${LOCALE_DIR[locale]}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><link rel="icon" href="/icons/icon.svg">` +
        `<title>${escapeAttr(title)}</title><link rel="stylesheet" href="${escapeAttr(assets.admin.stylesheet)}">` +
        `<script type="module" nonce="${escapeAttr(nonce)}" src="${escapeAttr(assets.admin.entry)}"></script></head>` +
        `<body><div id="admin-root"></div><script type="application/json" id="${ADMIN_BOOT_ID}" nonce="${escapeAttr(nonce)}">${scriptJson(boot)}</script></body></html>`,
    );
  };
}
