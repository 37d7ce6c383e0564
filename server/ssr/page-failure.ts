/*
 * What a page that failed to render answers (spec §8: "bots get no error page; fatal or unhandled errors show the 404
 * page"). A crawler is told to come back (503 with Retry-After), so the index keeps a page that exists instead of
 * replacing it with an error; a visitor sees the 404 page, rendered by the router where it can be (PageError), or as
 * the bare document below when even that failed.
 */
import type { Response } from 'express';
import type { TFunction } from 'i18next';
import { isbot } from 'isbot';
import { LOCALE_DIR, LOCALE_TAG, type Locale } from '../../shared/locale.ts';

/** Seconds a crawler is asked to wait before it tries a failed page again. */
export const CRAWLER_RETRY_AFTER_S = 120;

export const isCrawler = (userAgent: string | undefined) => isbot(userAgent ?? '');

/** The crawler's answer for a page that exists but could not be rendered just now: no page, a time to come back. */
export function crawlerRetryLater(res: Response) {
  res
    .status(503)
    .set({ 'Retry-After': String(CRAWLER_RETRY_AFTER_S), 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
    .send('Service temporarily unavailable; please retry later.');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 404 page as a bare document (no React), for when the document itself failed to render. */
export function notFoundDocument(t: TFunction, locale: Locale): string {
  const [title, text, home] = ['notFound.title', 'notFound.text', 'notFound.home'].map((key) => escapeHtml(t(key, { lng: locale })));
  return (
    `<!doctype html><html lang="${LOCALE_TAG[locale]}" dir="${LOCALE_DIR[locale]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body><main class="page-error"><img src="${locale === 'en' ? '/images/404.svg' : '/images/404-fa.svg'}" alt="" width="480" height="240">` +
    `<h1>${title}</h1><p>${text}</p><a class="button" href="${locale === 'en' ? '/en/' : '/'}">${home}</a></main></body></html>`
  );
}
