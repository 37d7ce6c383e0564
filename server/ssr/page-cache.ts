import { randomBytes } from 'node:crypto';
import type { NonceDocument } from './nonce-document.ts';

/** What the whole cache may hold, plain and gzipped copies together (about 400 home pages of today's size). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A document larger than this is sent but not kept: one page must not push out hundreds. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** How long a request waits for another's render of the same page before rendering it itself (a render's own limit). */
const RENDER_WAIT_MS = 10_000;

/** Whether a request was answered from the cache: the seam for the metrics (pageCacheHits, pageCacheMisses). */
export type PageCacheOutcome = 'hit' | 'miss' | 'bypass';

/**
 * Rendered pages for visitors without a session, in memory, least recently used first out once over `maxBytes`.
 * Anything the pages show changing clears it all (`clear`, from the change bus): simple, and never stale. A render
 * that began before a clear is not kept (`generation`), since it may show what changed.
 */
export function pageCache(maxBytes = PAGE_CACHE_MAX_BYTES) {
  const entries = new Map<string, NonceDocument>();
  // Renders under way, by key: a page asked for by many at once (a cold start, right after a clear) is rendered once.
  const rendering = new Map<string, Promise<NonceDocument | undefined>>();
  let bytes = 0;
  let generation = 0;
  const drop = (key: string) => {
    const doc = entries.get(key);
    if (!doc) return;
    entries.delete(key);
    bytes -= doc.bytes;
  };
  return {
    /**
     * Written where the nonce goes in a render meant for the cache, and replaced by each answer's own nonce. Random
     * per process and never sent to anyone (every answer replaces it), so no content can contain it on purpose.
     */
    placeholder: `nonce${randomBytes(18).toString('base64url')}`,
    get(key: string): NonceDocument | undefined {
      const doc = entries.get(key);
      if (!doc) return undefined;
      // Most recently used goes last: a Map keeps insertion order.
      entries.delete(key);
      entries.set(key, doc);
      return doc;
    },
    /**
     * The document a render of `key` already under way will keep, or undefined when none is under way, when it ends
     * without one to share (an error, a redirect, a page that set a cookie) or after `waitMs`: the caller renders then.
     */
    async whenRendered(key: string, waitMs = RENDER_WAIT_MS): Promise<NonceDocument | undefined> {
      const under = rendering.get(key);
      if (!under) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), waitMs);
      });
      return Promise.race([under, late]).finally(() => clearTimeout(timer));
    },
    /** This request renders `key`: the others asking meanwhile wait for `settle` (idempotent) with what it kept. */
    lead(key: string): (doc?: NonceDocument) => void {
      let settle!: (doc?: NonceDocument) => void;
      const under = new Promise<NonceDocument | undefined>((resolve) => (settle = resolve));
      if (!rendering.has(key)) rendering.set(key, under);
      return (doc) => {
        if (rendering.get(key) === under) rendering.delete(key);
        settle(doc);
      };
    },
    /** The generation a render starts in: `set` keeps its result only if nothing was cleared meanwhile. */
    generation: () => generation,
    /** Keeps `doc` under `key`; false when it was not kept (cleared meanwhile, or too large). */
    set(key: string, doc: NonceDocument, renderedIn: number): boolean {
      if (renderedIn !== generation || doc.bytes > MAX_ENTRY_BYTES || doc.bytes > maxBytes) return false;
      drop(key);
      entries.set(key, doc);
      bytes += doc.bytes;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof pageCache>;
