import type { Resource } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale.ts';
import { createTranslator, type Messages, type Translator } from './translator.ts';

/** The browser's translator: starts with the messages the server embedded for this page, fetches the rest on demand. */
export function createClientI18n(locale: Locale, resources: Resource): Translator {
  return createTranslator({
    language: locale,
    fallbackLanguage: DEFAULT_LOCALE,
    defaultNamespace: 'common',
    messages: resources as Messages,
    // The static locale files (/locales/<lng>/<ns>.json).
    load: (language, namespace) =>
      fetch(`/locales/${language}/${namespace}.json`).then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`)))),
  });
}
