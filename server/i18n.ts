import { readdirSync, readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { LOCALES, DEFAULT_LOCALE, LOCALE_COOKIE, splitLocale } from '../shared/locale.ts';
import { fromRoot } from './paths.ts';

export type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** Reads every locales/<lng>/<ns>.json once at start. */
export function readLocaleResources(dir = fromRoot('locales')): Resources {
  const resources: Resources = {};
  for (const lng of LOCALES) {
    resources[lng] = {};
    for (const file of readdirSync(`${dir}/${lng}`).filter((f) => f.endsWith('.json'))) {
      resources[lng][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(`${dir}/${lng}/${file}`, 'utf8'));
    }
  }
  return resources;
}

/**
 * A page's language is its path (bare is Persian, /en is English), whatever the cookie says; an API call has no
 * language in its path, so for /api this detector abstains and the query (?lang=), cookie and header decide.
 */
const pagePathDetector = {
  name: 'pagePath',
  lookup(req: { path?: string; url?: string }) {
    const path = req.path ?? req.url ?? '/';
    return path.startsWith('/api/') ? undefined : splitLocale(path).locale;
  },
};

/** One i18next instance for the process; i18next-http-middleware gives each request its own clone in its language. */
export async function createI18n(resources: Resources): Promise<i18n> {
  const detector = new LanguageDetector();
  detector.addDetector(pagePathDetector);
  const instance = i18next.createInstance().use(detector);
  await instance.init({
    resources,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: Object.keys(resources[DEFAULT_LOCALE]),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    // A screen reads its own namespace first and the shell's after it: useTranslation(['content', 'common']).
    react: { useSuspense: false, nsMode: 'fallback' },
    detection: {
      order: ['pagePath', 'querystring', 'cookie', 'header'],
      lookupQuerystring: 'lang',
      lookupCookie: LOCALE_COOKIE,
      caches: false,
    },
  });
  return instance;
}
