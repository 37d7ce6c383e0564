import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { HydrationState } from 'react-router';

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
  return { loaderData: context.loaderData, actionData: context.actionData, errors } as HydrationState;
}

const UNSAFE_IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside an inline <script>: nothing in it can close the tag or break the line. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c]);
