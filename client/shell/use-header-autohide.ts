import { useEffect, type RefObject } from 'react';

/**
 * Starts the header's auto-hide and height tracking (header-autohide.ts) once the page has hydrated: painting the first
 * page needs neither, so their code is not part of the first JavaScript.
 */
export function useHeaderAutohide(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./header-autohide.ts').then(({ startHeaderAutohide }) => {
      if (live) stop = startHeaderAutohide(header);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [ref]);
}
