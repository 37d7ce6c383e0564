/** A call that can be called often but runs its function less often; cancel() drops what is waiting. */
export interface Paced {
  (): void;
  cancel(): void;
}

/** Runs `fn` once calls have stopped for `ms` (after a burst of changes, when things have settled). */
export function debounce(fn: () => void, ms: number): Paced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const paced = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
  return Object.assign(paced, { cancel: () => clearTimeout(timer) });
}

/** Runs `fn` at most once every `ms` while calls keep coming, and once more after the last (so the end is seen). */
export function throttle(fn: () => void, ms: number): Paced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -Infinity;
  const paced = () => {
    if (timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        last = Date.now();
        fn();
      },
      Math.max(0, last + ms - Date.now()),
    );
  };
  return Object.assign(paced, {
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  });
}

/** Runs `fn` when the browser has nothing better to do (soon after, where it cannot say). Returns what cancels it. */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 50);
  return () => clearTimeout(id);
}
