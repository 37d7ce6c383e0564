import type { i18n } from 'i18next';
import type { Transport } from '../../client/api/client.ts';
import type { Endpoint } from '../../shared/contracts/endpoint.ts';
import type { ApiRoute } from '../http/api.handlers.ts';
import { dispatch } from '../http/api.dispatch.ts';

/**
 * The server's transport for page loaders: the same validation and envelope as over HTTP, without the HTTP hop.
 * An unknown endpoint is a programming error and throws.
 */
export function inProcessTransport(routes: ApiRoute[], i18n: i18n): Transport {
  const byEndpoint = new Map<Endpoint, ApiRoute>(routes.map((r) => [r.endpoint, r]));
  return (endpoint, input, locale) => {
    const route = byEndpoint.get(endpoint);
    if (!route) throw new Error(`no handler for ${endpoint.method} ${endpoint.path}`);
    return dispatch(route, input ?? {}, { locale }, i18n.getFixedT(locale));
  };
}
