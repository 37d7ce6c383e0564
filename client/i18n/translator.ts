/**
 * The site's translator: the part of i18next it uses (with react-i18next's hooks in ./react.tsx), about 1.1 KB of gzip
 * in a page's first JavaScript where i18next and react-i18next weighed 17.5; pages render with it on the server too.
 * Texts (SMS) and API messages still come from i18next itself, so every rule here is i18next's (checked against it,
 * key by key, by test/unit/client/i18n/translator.test.ts):
 * - keys are paths (`product.inStock`); `ns:key` reads another namespace; a list of namespaces is searched in order,
 *   each in the page's language and then in the fallback language;
 * - `count` (a number) picks `key_<plural rule of the language>`, and `key_zero` for 0 when it exists;
 * - `{{name}}` and `{{name, number}}` are filled from the options, never escaped (React escapes);
 * - `returnObjects` gives arrays and objects; a key that is missing gives `defaultValue`, else the key.
 */
import { pluralCategory } from './plural.ts';

export type Messages = Record<string, Record<string, Record<string, unknown>>>;
export type TranslateOptions = Record<string, unknown> & { count?: unknown; defaultValue?: string; returnObjects?: boolean };
export type Translate = (key: string, options?: TranslateOptions) => unknown;

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  defaultNamespace: string;
  messages: Messages;
  /** Fetches a namespace the page did not embed. */
  load(language: string, namespace: string): Promise<Record<string, unknown>>;
}

const read = (from: unknown, path: string): unknown => {
  if (from && typeof from === 'object' && path in from) return (from as Record<string, unknown>)[path];
  let value = from;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
};

export interface Translator {
  language: string;
  defaultNamespace: string;
  /** For useSyncExternalStore: changes when the language changes or a namespace arrives. */
  version(): number;
  subscribe(listener: () => void): () => void;
  hasLoadedNamespace(namespace: string): boolean;
  /** The `t` of useTranslation(namespaces): reads the language of the moment it is called, as i18next's does. */
  tFor(namespaces?: string | readonly string[]): Translate;
  loadNamespaces(namespaces: string | readonly string[], language?: string): Promise<void>;
  /** Switches language once every namespace read so far is there in the new one. */
  changeLanguage(language: string): Promise<void>;
}

/** Intl's number formats are costly to build and cheap to use: one per language. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format;
}

export function createTranslator(options: TranslatorOptions): Translator {
  const { fallbackLanguage, defaultNamespace, messages } = options;
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };

  function lookup(language: string, namespaces: readonly string[], key: string, opts: TranslateOptions): unknown {
    const plural = typeof opts.count === 'number';
    for (const ns of namespaces) {
      for (const code of language === fallbackLanguage ? [language] : [language, fallbackLanguage]) {
        const keys = [key];
        if (plural) keys.push(`${key}_${pluralCategory(code, opts.count as number)}`);
        if (plural && opts.count === 0) keys.push(`${key}_zero`);
        for (const k of keys.reverse()) {
          const found = read(messages[code]?.[ns], k);
          if (found != null) return found;
        }
      }
    }
    return undefined;
  }

  function interpolate(text: string, language: string, values: TranslateOptions): string {
    return text.replace(/\{\{(.+?)\}\}/g, (match, inner: string) => {
      const [name = '', ...format] = inner
        .replace(/^\s*-/, '')
        .split(',')
        .map((s) => s.trim());
      const value = read(values, name);
      if (value === undefined) return Object.hasOwn(values, name) ? '' : match;
      if (format.join(',') === 'number') return numberFormat(language).format(value as number);
      return value == null ? '' : String(value);
    });
  }

  function translate(language: string, namespaces: readonly string[], fullKey: string, opts: TranslateOptions = {}): unknown {
    const colon = fullKey.indexOf(':');
    const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
    const found = lookup(language, colon > 0 ? [fullKey.slice(0, colon)] : namespaces, key, opts);
    if (found !== null && typeof found === 'object') {
      if (!opts.returnObjects) return `key '${key} (${language})' returned an object instead of string.`;
      const each = (value: unknown): unknown =>
        typeof value === 'string'
          ? interpolate(value, language, opts)
          : value && typeof value === 'object'
            ? Array.isArray(value)
              ? value.map(each)
              : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, each(v)]))
            : value;
      return each(found);
    }
    return interpolate(found === undefined ? (opts.defaultValue ?? key) : String(found), language, opts);
  }

  // One request per language and namespace however many components ask for it at once.
  const pending = new Map<string, Promise<void>>();
  const loadOnce = (language: string, ns: string): Promise<void> => {
    const id = `${language}/${ns}`;
    let loading = pending.get(id);
    if (!loading) {
      loading = options
        .load(language, ns)
        .then(
          (bundle) => {
            (messages[language] ??= {})[ns] = bundle;
            changed();
          },
          // As with i18next: a namespace that fails to load leaves its keys showing; the next call tries again.
          (error: unknown) => console.error(`i18n: ${language}/${ns} did not load`, error),
        )
        .finally(() => pending.delete(id));
      pending.set(id, loading);
    }
    return loading;
  };

  const translator: Translator = {
    language: options.language,
    defaultNamespace,
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    hasLoadedNamespace: (ns) => Boolean(messages[translator.language]?.[ns]),
    tFor: (namespaces = defaultNamespace) => {
      const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
      return (key, opts) => translate(translator.language, list, key, opts);
    },
    async loadNamespaces(namespaces, language = translator.language) {
      await Promise.all(
        [namespaces]
          .flat()
          .filter((ns) => !messages[language]?.[ns])
          .map((ns) => loadOnce(language, ns)),
      );
    },
    async changeLanguage(language) {
      const known = new Set(Object.values(messages).flatMap((bundle) => Object.keys(bundle)));
      await translator.loadNamespaces([...known], language);
      translator.language = language;
      changed();
    },
  };
  return translator;
}
