import { useLayoutEffect, useState, type RefObject } from 'react';
import { DATE_PICKER_DEFAULTS } from './defaults.ts';

export type Placement = 'popover' | 'sheet';

const GAP = 6;
const MARGIN = 8;

const placementNow = (): Placement => (window.innerWidth > DATE_PICKER_DEFAULTS.popoverMinWidth ? 'popover' : 'sheet');

/**
 * Spec §9: a popover by its input on windows wider than 480 px, a bottom sheet on narrower ones (decided again when
 * the window is resized). The popover sits under the input, or over it when there is no room below, aligned with the
 * input's start edge (its right edge in Persian), and follows it when the page scrolls.
 */
export function usePlacement(dialog: RefObject<HTMLDialogElement | null>, anchor: HTMLElement | null): Placement {
  const [placement, setPlacement] = useState<Placement>(placementNow);

  useLayoutEffect(() => {
    const el = dialog.current;
    function place() {
      const now = placementNow();
      setPlacement(now);
      if (!el || !anchor) return;
      if (now === 'sheet') {
        el.style.removeProperty('inset-block-start');
        el.style.removeProperty('inset-inline-start');
        return;
      }
      const a = anchor.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      const below = a.bottom + GAP;
      const above = a.top - GAP - own.height;
      const top = below + own.height <= window.innerHeight - MARGIN || above < MARGIN ? below : above;
      const rtl = getComputedStyle(anchor).direction === 'rtl';
      const start = rtl ? window.innerWidth - a.right : a.left;
      const maxStart = window.innerWidth - own.width - MARGIN;
      el.style.setProperty('inset-block-start', `${Math.max(MARGIN, Math.min(top, window.innerHeight - own.height - MARGIN))}px`);
      el.style.setProperty('inset-inline-start', `${Math.max(MARGIN, Math.min(start, maxStart))}px`);
    }
    place();
    const observer = el ? new ResizeObserver(place) : null;
    if (el) observer!.observe(el);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
  }, [dialog, anchor]);

  return placement;
}
