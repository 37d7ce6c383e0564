import {
  matchRoutes,
  type DataStrategyFunction,
  type DataStrategyResult,
  type LoaderFunction,
  type RouteObject,
  type RouterContextProvider,
} from 'react-router';

/** A prefetched answer older than this is dropped: the visitor gets the page as it is now, not as it was. */
const FRESH_MS = 30_000;

const ahead = new Map<string, { at: number; value: Promise<unknown> }>();
/** One loader's answer for one address: what a navigation to it would ask for. */
const keyOf = (routeId: string, url: string) => `${routeId} ${new URL(url)}`;

/**
 * Loads a screen ahead of a click (client/shell/link-prefetcher.tsx) as a navigation would: its code (the lazy
 * route module, which loads its messages too) and its loader's answer, kept here for the navigation to take.
 * Done beside the router rather than through a fetcher: each change of a fetcher's state is a new router state, and
 * every one of them rendered the whole page again (hundreds of milliseconds of a slow phone's main thread per link).
 */
export async function loadAhead(routes: readonly RouteObject[], url: URL, context: RouterContextProvider): Promise<void> {
  const matches = matchRoutes([...routes], url.pathname) ?? [];
  const screen = matches.at(-1);
  const id = screen?.route.id;
  if (!screen || !id) return;
  const { route, params } = screen;
  const module = typeof route.lazy === 'function' ? await route.lazy() : route;
  const loader = (module.loader ?? route.loader) as LoaderFunction | undefined;
  if (typeof loader !== 'function') return;
  const pattern = matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/');
  const value = Promise.resolve(loader({ request: new Request(url), url, pattern, params, context }));
  for (const [k, entry] of ahead) if (Date.now() - entry.at > FRESH_MS) ahead.delete(k);
  ahead.set(keyOf(id, url.href), { at: Date.now(), value });
  // A failure or a redirect stays quiet until someone goes there (the navigation then meets it as its own).
  await value.catch(() => {});
}

/**
 * The router's data strategy (react-router runs each loader through it): a navigation takes a fresh answer loaded
 * ahead, once, instead of asking again, and otherwise runs the loader as usual.
 */
export const dataStrategy: DataStrategyFunction = async ({ matches, request }) => {
  const results: Record<string, DataStrategyResult> = {};
  await Promise.all(
    matches
      .filter((m) => m.shouldLoad)
      .map(async (m) => {
        const key = keyOf(m.route.id, request.url);
        // Only a page's loader is ever loaded ahead: an action (a form posted) always runs, and drops what was loaded
        // ahead for its address, which the write may have changed.
        const kept = request.method === 'GET' ? ahead.get(key) : undefined;
        ahead.delete(key);
        results[m.route.id] = await m.resolve(kept && Date.now() - kept.at <= FRESH_MS ? () => kept.value : undefined);
      }),
  );
  return results;
};
