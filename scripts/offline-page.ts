import { readFileSync } from 'node:fs';
import { LOCALE_DIR, LOCALE_TAG, LOCALES, localizePath, type Locale } from '../shared/locale.ts';
import { MANIFEST_PATH, THEME_COLOR } from '../shared/web-manifest.ts';
import { ICON_SVG } from './brand-mark.ts';

type Texts = { offline: Record<'title' | 'text' | 'retry' | 'home' | 'cart' | 'otherLanguage', string> };

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The page the service worker shows for a page never seen while there is no network, one per language. Plain HTML
 * without a script (the site's CSP allows none without the request's nonce); the stylesheet and font are precached
 * with it. "Try again" is an empty link: the page stands in for the address asked for, so it reloads that address.
 */
export function offlinePageHtml(locale: Locale, stylesheet: string, texts: Texts): string {
  const t = texts.offline;
  const other = LOCALES.find((l) => l !== locale)!;
  const at = (path: string) => localizePath(path, locale);
  const mark = readFileSync(ICON_SVG, 'utf8').replace('<svg ', '<svg width="96" height="96" aria-hidden="true" ');
  return `<!doctype html>
<html lang="${LOCALE_TAG[locale]}" dir="${LOCALE_DIR[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escape(t.title)}</title>
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<link rel="manifest" href="${MANIFEST_PATH[locale]}">
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<main class="page-error container offline-page" data-offline-page="${locale}">
${mark}
<h1>${escape(t.title)}</h1>
<p>${escape(t.text)}</p>
<p class="offline-page__actions">
<a class="button button--primary" href="">${escape(t.retry)}</a>
<a class="button" href="${at('/')}">${escape(t.home)}</a>
<a class="button" href="${at('/basket/')}">${escape(t.cart)}</a>
</p>
<p><a href="${localizePath('/', other)}" lang="${LOCALE_TAG[other]}" dir="${LOCALE_DIR[other]}">${escape(t.otherLanguage)}</a></p>
</main>
</body>
</html>
`;
}
