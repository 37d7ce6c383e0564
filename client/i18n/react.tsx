import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Translator } from './translator.ts';

/*
 * The two pieces of react-i18next this site used (I18nextProvider and useTranslation), over the site's own translator
 * (./translator.ts): components import them from here, and both the browser and the server render with them (the
 * server over every message, server/ssr/server-translator.ts). As react-i18next with `useSuspense: false` and
 * `nsMode: 'fallback'`: useTranslation(['content', 'common']) searches those namespaces in order (`common` when none
 * is named), loads the ones the page lacks and renders again when they arrive; `t` is a new function only when the
 * language or `ready` changes.
 */
const TranslatorContext = createContext<Translator | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  const key = ns === undefined ? i18n.defaultNamespace : [ns].flat().join();
  // One array per list of names, however the caller spells it, so that `t` keeps its identity between renders.
  const namespaces = useMemo(() => key.split(','), [key]);
  // Renders again only when what this component reads changes (the language, or its own namespaces arriving): a
  // namespace loaded for another screen (a link loaded ahead) must not render every translated component on the page.
  const seen = () => `${i18n.language} ${namespaces.every((n) => i18n.hasLoadedNamespace(n))}`;
  const ready = useSyncExternalStore(i18n.subscribe, seen, seen).endsWith(' true');
  const { language } = i18n;
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(namespaces);
  }, [i18n, namespaces, ready]);
  // Typed as i18next's own `t` (strings for keys, objects with returnObjects), which it matches rule for rule.
  const t = useMemo(() => i18n.tFor(namespaces) as unknown as TFunction, [i18n, namespaces, language, ready]); // eslint-disable-line react-hooks/exhaustive-deps -- language and ready are what make the translator new, though it reads them through i18n
  return { t, i18n, ready };
}
