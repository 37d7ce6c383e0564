import type { DataStrategyFunction, DataStrategyResult } from 'react-router';

/**
 * Screens loaded ahead of a click (components/shell/link-prefetcher.tsx) go through the router's own fetcher, whose
 * key starts with this: the fetcher loads the screen's code (its lazy route module) and runs its loader.
 */
export const PREFETCH_FETCHER = 'prefetch:';
/** A prefetched answer older than this is dropped: the visitor gets the page as it is now, not as it was. */
const FRESH_MS = 30_000;

const ahead = new Map<string, { at: number; value: Promise<unknown> }>();
/** One loader's answer for one address: what a navigation to it would ask for. */
const keyOf = (routeId: string, url: string) => {
  const address = new URL(url);
  address.searchParams.delete('index'); // a fetcher's mark for an index route; a navigation's request has none
  return `${routeId} ${address}`;
};

/**
 * The router's data strategy (react-router runs each loader through it): a prefetch keeps its loader's answer here
 * (and gives the fetcher nothing, so a failure or a redirect stays quiet until someone goes there); a navigation takes
 * a fresh prefetched answer, once, instead of asking again, and otherwise runs the loader as usual.
 */
export const dataStrategy: DataStrategyFunction = async ({ matches, request, fetcherKey }) => {
  const prefetching = fetcherKey?.startsWith(PREFETCH_FETCHER);
  const results: Record<string, DataStrategyResult> = {};
  await Promise.all(
    matches
      .filter((m) => m.shouldLoad)
      .map(async (m) => {
        const key = keyOf(m.route.id, request.url);
        if (prefetching) {
          results[m.route.id] = await m.resolve(async (load) => {
            const value = Promise.resolve(load());
            for (const [k, entry] of ahead) if (Date.now() - entry.at > FRESH_MS) ahead.delete(k);
            ahead.set(key, { at: Date.now(), value });
            await value.catch(() => {});
            return null;
          });
          return;
        }
        // Only a page's loader is ever prefetched: an action (a form posted) always runs, and drops what was loaded
        // ahead for its address, which the write may have changed.
        const kept = request.method === 'GET' ? ahead.get(key) : undefined;
        ahead.delete(key);
        results[m.route.id] = await m.resolve(kept && Date.now() - kept.at <= FRESH_MS ? () => kept.value : undefined);
      }),
  );
  return results;
};
