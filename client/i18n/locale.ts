import { createContext, useLocation, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import { localeFromPath, localizePath, type Locale } from '../../shared/locale.ts';

/** The page's language, read from its path: bare is Persian, /en is English. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** `href` for an internal target in the current language (spec §2: "/en" first in English, nothing in Persian). */
export function useLocalizedPath(): (target: string) => string {
  const locale = useLocale();
  return (target) => localizePath(target, locale);
}

/**
 * The translator of the request (i18next on the server, ./i18n/translator.ts in the browser): what route loaders need
 * of it.
 */
export interface LoaderI18n {
  language: string;
  changeLanguage(language: string): Promise<unknown>;
  loadNamespaces(namespaces: string | readonly string[]): Promise<unknown>;
}

export const i18nContext = createContext<LoaderI18n>();

/** Loader of each language's subtree: makes sure i18next speaks the language before that subtree renders. */
export const localeLoader =
  (locale: Locale) =>
  async ({ context }: LoaderFunctionArgs) => {
    const i18n = (context as unknown as RouterContextProvider).get(i18nContext);
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
    return null;
  };
