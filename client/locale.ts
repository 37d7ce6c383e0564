import { createContext, useLocation, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import type { i18n } from 'i18next';
import { localeFromPath, localizePath, type Locale } from '../shared/locale.ts';

/** The page's language, read from its path: bare is Persian, /en is English. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** `href` for an internal target in the current language (spec §2: "/en" first in English, nothing in Persian). */
export function useLocalizedPath(): (target: string) => string {
  const locale = useLocale();
  return (target) => localizePath(target, locale);
}

export const i18nContext = createContext<i18n>();

/** Loader of each language's subtree: makes sure i18next speaks the language before that subtree renders. */
export const localeLoader =
  (locale: Locale) =>
  async ({ context }: LoaderFunctionArgs) => {
    const i18n = (context as unknown as RouterContextProvider).get(i18nContext);
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
    return null;
  };
