/**
 * Where the visitor was on each history entry (by react-router's location key), kept in sessionStorage so a reload
 * or a return from another site finds it too. The browser's own restoration is turned off: it runs before a
 * client-side page has its data and content, and lands in the wrong place.
 */
const STORAGE_KEY = 'scroll-positions';
/** A list that streams in after the page may not be tall enough yet: try again for this long. */
const RESTORE_PATIENCE_MS = 1500;

let positions: Record<string, number> = {};
let currentKey: string | null = null;

function keyOfEntry(): string {
  return (history.state as { key?: string } | null)?.key ?? 'default';
}

/**
 * A position is kept per history entry and address: react-router names the first entry of every document "default",
 * so the key alone would hand one page's position to the next page loaded afresh.
 */
const idOf = (key: string) => `${key} ${location.pathname}${location.search}`;

/** Whether this document was opened anew (a link from elsewhere, a typed address), not reloaded nor reached by Back. */
export function openedAfresh(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}

/** Starts recording scroll positions; returns the function that stops it. */
export function startScrollMemory(): () => void {
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    positions = {};
  }
  history.scrollRestoration = 'manual';
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      positions[idOf(currentKey ?? keyOfEntry())] = window.scrollY;
    });
  };
  const save = () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      /* private mode or full storage: positions live for this page only */
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', save);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', save);
    save();
  };
}

/**
 * Marks `key` as the entry on screen and scrolls to where the visitor left it, waiting a little for content that is
 * still arriving (deferred lists) when the page is not yet tall enough.
 */
export function restoreScroll(key: string) {
  currentKey = key;
  const target = positions[idOf(key)];
  if (target === undefined) return;
  const started = performance.now();
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.min(target, reachable), behavior: 'instant' });
    if (reachable < target && performance.now() - started < RESTORE_PATIENCE_MS) requestAnimationFrame(attempt);
  };
  attempt();
}

/** Marks `key` as the entry on screen (a new navigation), so scrolling from now on is recorded under it. */
export function enterEntry(key: string) {
  currentKey = key;
}
