import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { HydrationState } from 'react-router';
import { markDeferred } from '../../client/shell/deferred.ts';

/**
 * The router state for the browser, in the shape createBrowserRouter reads back: route error responses keep their
 * status and data; other errors keep only a generic message, so no server detail leaks into the page.
 */
export function hydrationState(context: StaticHandlerContext): HydrationState {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(context.errors)) {
      errors[routeId] = isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : { message: 'Unexpected error', __type: 'Error' };
    }
  }
  return { loaderData: markDeferred(context.loaderData), actionData: context.actionData, errors } as HydrationState;
}
