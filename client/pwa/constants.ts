/** Spec §9: the service worker is asked for an update every 20 s. */
export const SW_UPDATE_CHECK_MS = 20_000;
/** Spec §9: a check for a newer build runs every 3,600,000 ms (hourly). */
export const BUILD_CHECK_MS = 3_600_000;
/** Spec §9: a chunk that fails to load reloads the page at most once per 10 s per path. */
export const RELOAD_GUARD_MS = 10_000;
/** A page that has not answered in 3 s is shown from the cache, if it was seen before. */
export const PAGE_NETWORK_TIMEOUT_S = 3;

export const SW_URL = '/sw.js';
/** Written by the build (scripts/build-pwa.ts) with the id every page of that build carries. */
export const BUILD_INFO_URL = '/build.json';

/** Local-storage flag: the visitor turned the install offer down for good (spec §4). */
export const HIDE_INSTALL_KEY = 'hide-install';

/** Message a page sends the worker with what it loaded before the worker was there (workbox-routing's cache listener). */
export const CACHE_URLS = 'CACHE_URLS';

/** The service worker's runtime caches of what was seen (pages and API reads), emptied at logout (client/auth/load-session.ts). */
export const SEEN_CACHES = { pages: 'pages', api: 'api' } as const;
