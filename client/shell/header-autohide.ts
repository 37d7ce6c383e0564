/** Below this width the header is one row that slides away on the way down and returns on the way up. */
export const PHONE_QUERY = '(max-width: 760px)';
/** Scrolling less than this is a finger resting, not a direction. */
const JITTER_PX = 8;

/**
 * Keeps `--header-height` on <html> equal to the header's real height (the CSS uses it for `scroll-padding-top`, so
 * a focused element is never under the header) and, on phones, marks the header `data-hidden` while the visitor
 * scrolls down. Works on the DOM directly: a scroll must not re-render React. Returns what stops it.
 */
export function startHeaderAutohide(header: HTMLElement): () => void {
  const root = document.documentElement;
  const phone = window.matchMedia(PHONE_QUERY);
  const measure = () => root.style.setProperty('--header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`);
  const sizes = new ResizeObserver(measure);
  sizes.observe(header);
  let last = window.scrollY;
  let frame = 0;
  const setHidden = (hidden: boolean) => {
    if (hidden) header.dataset.hidden = 'true';
    else delete header.dataset.hidden;
    root.toggleAttribute('data-header-hidden', hidden);
  };
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const y = window.scrollY;
      if (Math.abs(y - last) < JITTER_PX) return;
      // Never hide while something in the header has focus (an open search, a keyboard user in the header).
      setHidden(phone.matches && y > last && y > header.offsetHeight && !header.contains(document.activeElement));
      last = y;
    });
  };
  const onFocusIn = () => setHidden(false);
  window.addEventListener('scroll', onScroll, { passive: true });
  header.addEventListener('focusin', onFocusIn);
  return () => {
    sizes.disconnect();
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    header.removeEventListener('focusin', onFocusIn);
  };
}
