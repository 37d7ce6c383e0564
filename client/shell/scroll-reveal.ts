import { debounce, throttle } from './timing.ts';

/**
 * Scroll animation defaults of spec §9 (those of the AOS library the old site used): an element starts its animation
 * when its top is OFFSET_PX above the bottom of the window, after DELAY_MS, for DURATION_MS with EASING; the scroll
 * check runs at most every THROTTLE_MS, and the page is looked over again DEBOUNCE_MS after it changes or resizes.
 */
const OFFSET_PX = 120;
const DELAY_MS = 0;
const DURATION_MS = 400;
const EASING = 'ease';
const THROTTLE_MS = 99;
const DEBOUNCE_MS = 50;

/** Marks an element that animates in (`<section data-reveal>`); app.css draws the two states below. */
const SELECTOR = '[data-reveal]';
const WAITING = 'reveal--pending';
const SHOWN = 'reveal--in';

/**
 * Starts the scroll animations; returns what stops them. Loaded after hydration, and it hides only what is then wholly
 * below the window: the server's HTML shows everything (without JavaScript, to crawlers and to Lighthouse), and
 * nothing the visitor already sees ever disappears. With reduced motion asked for, nothing is hidden or animated.
 */
export function startScrollReveal(): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const style = document.documentElement.style;
  style.setProperty('--reveal-duration', `${DURATION_MS}ms`);
  style.setProperty('--reveal-delay', `${DELAY_MS}ms`);
  style.setProperty('--reveal-easing', EASING);

  let waiting: HTMLElement[] = [];
  const check = () => {
    const line = window.innerHeight - OFFSET_PX;
    // All reads, then all writes: one layout per check.
    const entered = waiting.filter((el) => el.getBoundingClientRect().top < line);
    for (const el of entered) el.classList.replace(WAITING, SHOWN);
    waiting = waiting.filter((el) => el.isConnected && el.classList.contains(WAITING));
  };
  const look = () => {
    const fresh = [...document.querySelectorAll<HTMLElement>(SELECTOR)].filter((el) => !el.classList.contains(WAITING) && !el.classList.contains(SHOWN));
    const below = fresh.map((el) => el.getBoundingClientRect().top >= window.innerHeight);
    fresh.forEach((el, i) => el.classList.add(below[i] ? WAITING : SHOWN));
    waiting.push(...fresh.filter((_, i) => below[i]));
    check();
  };

  const onScroll = throttle(check, THROTTLE_MS);
  const onChange = debounce(look, DEBOUNCE_MS);
  // New pages and streamed parts bring new elements; pictures and late content move the waiting ones.
  const mutations = new MutationObserver(onChange);
  mutations.observe(document.body, { childList: true, subtree: true });
  const sizes = new ResizeObserver(onChange);
  sizes.observe(document.body);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onChange);
  look();
  return () => {
    onScroll.cancel();
    onChange.cancel();
    mutations.disconnect();
    sizes.disconnect();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onChange);
  };
}
