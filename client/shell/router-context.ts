import { RouterContextProvider } from 'react-router';
import { transportContext } from '../api/client.ts';
import { fetchTransport } from '../api/fetch-transport.ts';
import { i18nContext, type LoaderI18n } from '../i18n/locale.ts';

/** What a loader gets in the browser, for a navigation (hydrate.tsx) and for a screen loaded ahead (link-prefetcher). */
export function browserRouterContext(i18n: LoaderI18n): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(transportContext, fetchTransport);
  context.set(i18nContext, i18n);
  return context;
}
