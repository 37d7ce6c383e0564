import type { Writable } from 'node:stream';

/** What React's renderToPipeableStream uses of its destination. */
type PipeDestination = Pick<Writable, 'write' | 'end' | 'on' | 'destroy'> & { flush?: () => void };

/**
 * A destination for React that hands each of its batches to `res` as one write. React writes the page in 4 KB views
 * and calls `flush()` when a batch (the shell, or a part that became ready) is complete; each view written straight
 * to the response went through the compression stream as a chunk of its own (a zlib job each, ~30 per page). The
 * batches keep their order and their timing, so the page streams as before.
 *
 * Back-pressure is the response's: a write reports whether the response can take more, and React waits for the
 * response's own 'drain' before it writes the next part.
 */
export function batchedDestination(res: Writable & { flush?: () => void }): PipeDestination {
  let pending: Uint8Array[] = [];
  const pass = () => {
    if (pending.length === 0) return;
    const batch = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    res.write(batch);
  };
  return {
    // React allocates a new view after handing one over, so the views can be kept until the batch is written.
    write(chunk: Uint8Array | string) {
      pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return !res.writableNeedDrain;
    },
    flush() {
      pass();
      res.flush?.();
    },
    end() {
      pass();
      res.end();
      return this as unknown as Writable;
    },
    // React's answer to a fatal error once the page has started: the visitor's connection is cut, not left hanging.
    destroy(error?: Error) {
      pending = [];
      res.destroy(error);
      return this as unknown as Writable;
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      res.on(event, listener);
      return this as unknown as Writable;
    },
  } as PipeDestination;
}
