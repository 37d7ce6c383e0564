/**
 * Deferred loader data across server rendering and hydration.
 *
 * A loader may return promises for what sits below the fold (`{ product, related: promise }`). The server renders the
 * page without waiting for them and streams each part when it is ready; the browser needs the same values to hydrate.
 * JSON cannot carry a promise, so the hydration data holds a marker `{ __deferred: key }` instead, and the streamed part
 * carries its value in a data block `<script type="application/json" id="deferred:key">` (data, not code: no CSP
 * nonce needed, nothing runs). In the browser the marker becomes a promise that settles when that block is in the DOM.
 */
export interface DeferredMarker {
  __deferred: string;
}

export type KeyedPromise<T = unknown> = Promise<T> & { deferredKey?: string };

export const deferredElementId = (key: string) => `deferred:${key}`;

/** Failure travels as this value, so the browser's promise rejects as the server's did. */
export const DEFERRED_FAILED = { __deferredFailed: true } as const;

const isMarker = (value: unknown): value is DeferredMarker =>
  typeof value === 'object' && value !== null && typeof (value as DeferredMarker).__deferred === 'string';

/**
 * Server side: replaces the promises at the top level of each route's loader data with markers, and tags each promise
 * with its key so the <Deferred> component can emit the matching data block.
 */
export function markDeferred(loaderData: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      out[routeId] = data;
      continue;
    }
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (value instanceof Promise) {
        // <Deferred> handles the rejection when it renders the part; a part no component shows must not crash Node.
        value.catch(() => {});
        const deferredKey = `${routeId}.${key}`;
        (value as KeyedPromise).deferredKey = deferredKey;
        copy[key] = { __deferred: deferredKey } satisfies DeferredMarker;
      } else copy[key] = value;
    }
    out[routeId] = copy;
  }
  return out;
}

/** Browser side: turns markers back into promises that settle when their data block has streamed in. */
export function reviveDeferred(loaderData: Record<string, unknown>, doc: Document): Record<string, unknown> {
  for (const data of Object.values(loaderData)) {
    if (!data || typeof data !== 'object') continue;
    const record = data as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (isMarker(value)) record[key] = awaitDataBlock(value.__deferred, doc);
    }
  }
  return loaderData;
}

function awaitDataBlock(key: string, doc: Document): KeyedPromise {
  const promise: KeyedPromise = new Promise((resolve, reject) => {
    const settle = (el: Element) => {
      const value = JSON.parse(el.textContent ?? 'null');
      if (value && value.__deferredFailed) reject(new Error('deferred data failed on the server'));
      else resolve(value);
    };
    const found = doc.getElementById(deferredElementId(key));
    if (found) return settle(found);
    // The module can run while the document is still streaming: watch for the block to arrive.
    const observer = new MutationObserver(() => {
      const el = doc.getElementById(deferredElementId(key));
      if (!el) return;
      observer.disconnect();
      settle(el);
    });
    observer.observe(doc, { childList: true, subtree: true });
  });
  promise.deferredKey = key;
  return promise;
}
