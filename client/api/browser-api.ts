import { createApiClient, type ApiClient } from './client.ts';
import { fetchTransport } from './fetch-transport.ts';
import { localeFromPath, type Locale } from '../../shared/locale.ts';

/**
 * The one typed client browser code reaches the API through (loaders get theirs from the router: client/api/client.ts).
 * Without a locale, each call is answered in the language of the page the visitor is on at the time (the site switches
 * language by path, so a page left open across a switch follows it); the back office passes the language it shows.
 */
export function browserApi(locale?: Locale): ApiClient {
  return { call: (endpoint, input) => createApiClient(fetchTransport, locale ?? localeFromPath(window.location.pathname)).call(endpoint, input) };
}
