import { CACHE_URLS, SW_UPDATE_CHECK_MS, SW_URL } from './constants.ts';

/** Kinds of files a page loads that the worker keeps: sent to it after the first visit (see sw.ts). */
const KEPT = /^\/(assets|media|locales|icons|images)\//;

/** Only a production build, over http(s), in a browser that has service workers (spec §4). */
const wanted = () => typeof __SERVICE_WORKER__ !== 'undefined' && __SERVICE_WORKER__ && 'serviceWorker' in navigator && /^https?:$/.test(location.protocol);

/**
 * Registers /sw.js for the whole site (classic script, scope /). A page that was controlled reloads once when a new
 * worker takes over (an update, or one activated from another tab); the first worker taking over a first visit does
 * not reload it. The registration asks for an update every 20 s when the script answers 200 uncached. A failure
 * only logs (spec §8). Marks <html data-offline-ready> once what this page needs offline is kept.
 */
export function registerServiceWorker(): void {
  if (!wanted()) return;
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      location.reload();
    }
    controlled = true;
  });
  container
    .register(SW_URL, { scope: '/' })
    .then((registration) => {
      setInterval(() => void checkForUpdate(registration), SW_UPDATE_CHECK_MS);
      return container.ready.then((ready) => (controlled ? undefined : keepThisVisit(ready)));
    })
    .then(() => (document.documentElement.dataset.offlineReady = 'true'))
    .catch((error: unknown) => console.warn('service worker registration failed', error));
}

async function checkForUpdate(registration: ServiceWorkerRegistration) {
  if (registration.installing || !navigator.onLine) return;
  try {
    const res = await fetch(SW_URL, { cache: 'no-store' });
    if (res.status === 200) await registration.update();
  } catch {
    // offline or the server is restarting: the next check will do
  }
}

/** The first visit loaded its page and files before the worker was there: hand them to it, and wait until kept. */
function keepThisVisit(registration: ServiceWorkerRegistration): Promise<void> {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && KEPT.test(url.pathname))
    .map((url) => url.href);
  const urlsToCache = [[location.href, { headers: { Accept: 'text/html' } }], ...new Set(files)];
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    registration.active?.postMessage({ type: CACHE_URLS, payload: { urlsToCache } }, [channel.port2]);
    if (!registration.active) resolve();
  });
}
