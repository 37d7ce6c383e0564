import { createTranslator, type Messages, type Translator } from '../../client/i18n/translator.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locale.ts';
import type { Resources } from '../i18n.ts';

/**
 * The translator a page renders with: the browser's own (client/i18n/translator.ts, i18next's rules key by key), over
 * every message the process read at start. react-i18next's hook copied the whole i18next instance for each component
 * that called it (Object.getOwnPropertyDescriptors, on every server render, since refs do not survive there): 16 % of
 * an uncached render's CPU went to translation. This one is two closures over shared, read-only messages.
 */
export function serverTranslators(resources: Resources): (locale: Locale) => Translator {
  // One per language for the process: rendering never changes its language, loads or subscribes (effects do not run
  // on the server), so every request of a language shares it.
  const made = new Map<Locale, Translator>();
  return (locale) => {
    let translator = made.get(locale);
    if (!translator) made.set(locale, (translator = serverTranslator(resources, locale)));
    return translator;
  };
}

function serverTranslator(resources: Resources, locale: Locale): Translator {
  return createTranslator({
    language: locale,
    fallbackLanguage: DEFAULT_LOCALE,
    defaultNamespace: 'common',
    messages: resources as Messages,
    // Every namespace is there already; one that is not does not exist, and must not be added to the shared messages.
    load: (language, namespace) => Promise.reject(new Error(`no messages ${language}/${namespace}`)),
  });
}
