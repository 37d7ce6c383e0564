import type { TFunction } from 'i18next';
import type { Transport } from '../../client/api/client.ts';
import type { Endpoint } from '../../shared/contracts/endpoint.ts';
import type { ApiRoute, CallContext } from '../http/api-route.ts';
import { dispatch } from '../http/api.dispatch.ts';

/** Finds an endpoint's route; built once at start. */
export function routeTable(routes: ApiRoute[]) {
  const byEndpoint = new Map<Endpoint, ApiRoute>(routes.map((r) => [r.endpoint, r]));
  return (endpoint: Endpoint) => {
    const route = byEndpoint.get(endpoint);
    if (!route) throw new Error(`no handler for ${endpoint.method} ${endpoint.path}`);
    return route;
  };
}

/**
 * The server's transport for page loaders and actions, made per request: the same validation, envelope and call
 * context (visitor, cookies) as over HTTP, without the HTTP hop. An unknown endpoint is a programming error and throws.
 */
export function inProcessTransport(find: ReturnType<typeof routeTable>, ctx: CallContext, t: (locale: string) => TFunction): Transport {
  return (endpoint, input, locale) => dispatch(find(endpoint), input ?? {}, { ...ctx, locale }, t(locale));
}
