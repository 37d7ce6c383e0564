/**
 * At most `slots` tasks at once; the rest wait their turn in order. For work that holds a core for seconds (re-encoding
 * an uploaded picture): two visitors uploading at once must not take both cores from the pages. `waiting` counts
 * those in line, so a caller can refuse more than it is willing to queue.
 */
export function concurrencyLimit(slots: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A finished task hands its slot straight to the next in line, so no newcomer can slip in between.
      if (running < slots) running++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
