import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/locale.ts';

/** Loads a language the page did not embed from the static locale files (/locales/<lng>/<ns>.json). */
const staticJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((data) => callback(null, data), (err: Error) => callback(err, false));
  },
};

/** The browser's i18next: starts with the messages the server embedded for this page, fetches the other on demand. */
export function createClientI18n(locale: Locale, resources: Resource, namespaces: string[]): i18n {
  const instance = i18next.createInstance();
  instance.use(staticJsonBackend).init({
    lng: locale,
    resources,
    partialBundledLanguages: true,
    ns: namespaces,
    defaultNS: 'common',
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
    // A screen reads its own namespace first and the shell's after it: useTranslation(['content', 'common']).
    react: { useSuspense: false, nsMode: 'fallback' },
  });
  return instance;
}

