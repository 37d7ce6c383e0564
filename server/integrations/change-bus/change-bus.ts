/**
 * What one process tells every process (its own included) about a change to what they keep in memory: the page cache
 * (server/ssr/page-cache.ts) and anything else a worker remembers. The event says only that something changed; each
 * listener reads the database again, so a lost or doubled event costs a re-render, never a wrong answer.
 */
export const CHANGE_TOPICS = [
  /** A back-office save: products, prices, categories, brands, posts, pages, settings, delivery methods, stock. */
  'catalog.changed',
  /** A product item ran out or came back (a checkout took the last unit; an expiry, a cancellation or a refund gave it back). */
  'stock.flipped',
  /**
   * The bus may have missed events (its connection dropped and came back): everything kept must be dropped. Sent to this
   * process's own listeners only.
   */
  'bus.resync',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export type ChangeListener = (payload: unknown) => void;

export interface ChangeBus {
  /** Tells every process, this one first (at once, before the call resolves), then the others. */
  publish(topic: ChangeTopic, payload?: unknown): Promise<void>;
  /** Listens to a topic; the returned function stops listening. */
  subscribe(topic: ChangeTopic, listener: ChangeListener): () => void;
  /** Resolves when events from other processes arrive (at once for the in-process bus). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The listeners of one process, by topic: every transport delivers through it. */
export function localFanOut() {
  const listeners = new Map<ChangeTopic, Set<ChangeListener>>();
  return {
    subscribe(topic: ChangeTopic, listener: ChangeListener) {
      const set = listeners.get(topic) ?? new Set<ChangeListener>();
      listeners.set(topic, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    /** Calls each listener; one that throws is reported and does not keep the others from hearing. */
    deliver(topic: ChangeTopic, payload: unknown, onError: (err: unknown) => void) {
      for (const listener of listeners.get(topic) ?? []) {
        try {
          listener(payload);
        } catch (err) {
          onError(err);
        }
      }
    },
  };
}

export const isChangeTopic = (value: unknown): value is ChangeTopic => CHANGE_TOPICS.includes(value as ChangeTopic);
