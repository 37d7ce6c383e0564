/** The two languages of the site. Persian is the default and lives at the bare path; English lives under /en. */
export const LOCALES = ['fa', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fa';
export const ENGLISH_PREFIX = '/en';

/** Cookie that remembers the visitor's choice from the language switch (the name the old site used). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export const LOCALE_TAG: Record<Locale, string> = { fa: 'fa-IR', en: 'en-US' };
export const LOCALE_DIR: Record<Locale, 'rtl' | 'ltr'> = { fa: 'rtl', en: 'ltr' };

export function isLocale(value: unknown): value is Locale {
  return value === 'fa' || value === 'en';
}

/** Splits a pathname into its locale and the path without the /en prefix ("/en" → en, "/"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === ENGLISH_PREFIX || pathname.startsWith(ENGLISH_PREFIX + '/')) {
    return { locale: 'en', path: pathname.slice(ENGLISH_PREFIX.length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

export function localeFromPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/**
 * An internal link for a locale: a target starting with a single "/" gets "/en" in English and nothing in Persian;
 * anything else (absolute URLs, "#hash", "mailto:", protocol-relative "//host") is returned unchanged.
 */
export function localizePath(target: string, locale: Locale): string {
  if (!target.startsWith('/') || target.startsWith('//')) return target;
  if (locale === DEFAULT_LOCALE) return target;
  return target === '/' ? ENGLISH_PREFIX + '/' : ENGLISH_PREFIX + target;
}
