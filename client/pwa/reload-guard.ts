import { RELOAD_GUARD_MS } from './constants.ts';

/** What a failed chunk import says in Chromium, Firefox and Safari (esbuild's import() is the browser's own). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|module script.*MIME type/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * Whether a page may reload now, given when it last reloaded for a failed chunk (spec §9: at most once per 10 s per
 * path). A time in the future (the clock was set back) does not block it.
 */
export function mayReload(last: number | null, now: number): boolean {
  return last === null || now < last || now - last >= RELOAD_GUARD_MS;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads the page once after a chunk failed to load (most often: a new build replaced the files an open page still
 * names); a second failure within the guard time leaves the page as it is, with the router's error screen.
 * Returns whether it reloaded. The time is kept per path in session storage, which a reload keeps.
 */
export function reloadForFailedChunk(path: string, { storage, now, reload }: { storage: Store; now: number; reload: () => void }): boolean {
  const key = `chunk-reload:${path}`;
  const stored = Number(storage.getItem(key));
  if (!mayReload(stored > 0 ? stored : null, now)) return false;
  storage.setItem(key, String(now));
  reload();
  return true;
}
