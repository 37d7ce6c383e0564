/**
 * The service worker (/sw.js): bundled by esbuild and given its precache list by workbox-build (scripts/build-sw.ts).
 * What it keeps is decided by shared/cache-rules.ts: never a personal answer, a POST or anything marked no-store.
 *
 * - Precached: the shell a page needs for its first paint (entry, React and the shared chunk, stylesheet, font) and the
 *   offline page of each language.
 * - Pages: network first, the kept copy after 3 s without an answer or with no network; a page never seen gives the
 *   offline page of its language.
 * - Pictures and other hashed files: cache first, bounded. Public API reads and locale files: stale-while-revalidate.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { isCacheable, isPagePath, isPersonalPage, isPublicApiRead, type Answer } from '../../shared/cache-rules.ts';
import { localeFromPath } from '../../shared/locale.ts';
import { offlinePage } from '../../shared/web-manifest.ts';
import { PAGE_NETWORK_TIMEOUT_S, SEEN_CACHES } from './constants.ts';

/** The little of the worker's global scope used here (the project's TypeScript lib is the DOM's, not WebWorker's). */
interface WorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
}
/** `addRoutes` is Chromium's static routing (other browsers have none, and send everything to the worker). */
type InstallEvent = Event & {
  waitUntil(p: Promise<unknown>): void;
  addRoutes?(rules: { condition: { urlPattern: string }; source: 'network' }[]): Promise<void>;
};
declare const self: WorkerScope;

const DAY_S = 24 * 3600;

/**
 * The site's own pictures (icons, logo, illustrations) are kept a week by the browser's HTTP cache, which serves them
 * offline too: where the browser can, they skip this worker and load exactly as on a page without one (from memory,
 * at once, when a page shows the same logo again).
 */
const STRAIGHT_TO_NETWORK = ['/icons/*', '/images/*'];

// A new version takes over at once; the pages it then controls reload themselves once (client/pwa/register.ts).
self.addEventListener('install', (event) => {
  const routed = event.addRoutes?.(STRAIGHT_TO_NETWORK.map((urlPattern) => ({ condition: { urlPattern }, source: 'network' as const })));
  event.waitUntil(Promise.all([routed?.catch(() => undefined), self.skipWaiting()]));
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Pages send what they loaded before this worker was there (the first visit), so it opens offline afterwards too.
getOrCreateDefaultRouter().addCacheListener();

type Check = { request: Request; url: URL };
const ownGet = ({ request, url }: Check) => request.method === 'GET' && url.origin === self.location.origin;
const wantsHtml = (request: Request) => request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');
const isPage = (check: Check) => ownGet(check) && wantsHtml(check.request) && isPagePath(check.url.pathname);
const under = (prefix: string) => (check: Check) => ownGet(check) && check.url.pathname.startsWith(prefix);

/** Refuses to store what shared/cache-rules.ts says must not be kept. */
const onlyCacheable = (kind: Answer['kind']) => ({
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    isCacheable({
      kind,
      method: request.method,
      pathname: new URL(request.url).pathname,
      status: response.status,
      cacheControl: response.headers.get('Cache-Control'),
    })
      ? response
      : null,
});
const only200 = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? response : null) };
const bounded = (maxEntries: number, days: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY_S, purgeOnQuotaError: true });

registerRoute(
  (check) => isPage(check) && !isPersonalPage(check.url.pathname),
  new NetworkFirst({ cacheName: SEEN_CACHES.pages, networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S, plugins: [onlyCacheable('page'), bounded(60, 14)] }),
);
// Personal pages go to the network only; without one, the catch handler below gives the offline page.
registerRoute((check) => isPage(check) && isPersonalPage(check.url.pathname), new NetworkOnly());
registerRoute(under('/media/'), new CacheFirst({ cacheName: 'media', plugins: [only200, bounded(200, 30)] }));
registerRoute(
  (check) => under('/icons/')(check) || under('/images/')(check),
  new CacheFirst({ cacheName: 'site-pictures', plugins: [only200, bounded(60, 30)] }),
);
// Hashed names never change content: what is not precached is kept on first use (a screen's chunk, the maps).
registerRoute(under('/assets/'), new CacheFirst({ cacheName: 'assets', plugins: [only200, bounded(150, 60)] }));
registerRoute(under('/locales/'), new StaleWhileRevalidate({ cacheName: 'locales', plugins: [only200, bounded(40, 7)] }));
registerRoute(
  (check) => ownGet(check) && isPublicApiRead(check.request.method, check.url.pathname),
  new StaleWhileRevalidate({ cacheName: SEEN_CACHES.api, plugins: [onlyCacheable('api'), bounded(150, 1)] }),
);

setCatchHandler(async ({ request }) => {
  if (!wantsHtml(request)) return Response.error();
  const offline = await matchPrecache(offlinePage(localeFromPath(new URL(request.url).pathname)));
  return offline ?? Response.error();
});
