import { CHUNK_FAILED_EVENT } from './chunk-signal.ts';
import { isChunkLoadError, reloadForFailedChunk } from './reload-guard.ts';

const isAssetUrl = (url: string) => {
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin && parsed.pathname.startsWith('/assets/');
  } catch {
    return false;
  }
};

function reload() {
  try {
    reloadForFailedChunk(location.pathname, { storage: sessionStorage, now: Date.now(), reload: () => location.reload() });
  } catch {
    // no session storage (a locked-down browser): without the guard a reload could loop, so stay
  }
}

/**
 * Listens for the three ways a chunk fails: a screen's import (announced by the route tree), any other import left
 * unhandled, and a <script> or modulepreload <link> of /assets/ that did not load (an error event, seen on capture).
 */
export function watchChunkErrors(): () => void {
  const onSignal = (event: Event) => isChunkLoadError((event as CustomEvent).detail) && reload();
  const onRejection = (event: PromiseRejectionEvent) => isChunkLoadError(event.reason) && reload();
  const onError = (event: Event) => {
    const el = event.target;
    if (el instanceof HTMLScriptElement && isAssetUrl(el.src)) reload();
    else if (el instanceof HTMLLinkElement && el.rel === 'modulepreload' && isAssetUrl(el.href)) reload();
  };
  addEventListener(CHUNK_FAILED_EVENT, onSignal);
  addEventListener('unhandledrejection', onRejection);
  addEventListener('error', onError, true);
  return () => {
    removeEventListener(CHUNK_FAILED_EVENT, onSignal);
    removeEventListener('unhandledrejection', onRejection);
    removeEventListener('error', onError, true);
  };
}
