/**
 * A screen's chunk that failed to load is an error the router shows, not one the window hears of; the route tree
 * announces it with this event, which the lazily loaded reload guard (chunk-errors.ts) listens for. Kept tiny: it is
 * part of every page's first JavaScript.
 */
export const CHUNK_FAILED_EVENT = 'chunk-failed';

export function signalChunkFailure(error: unknown): never {
  dispatchEvent(new CustomEvent(CHUNK_FAILED_EVENT, { detail: error }));
  throw error;
}
