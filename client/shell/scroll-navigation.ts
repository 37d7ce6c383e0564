import type { Location, NavigationType } from 'react-router';
import type { TFunction } from 'i18next';
import { RESULTS_ID } from '../search/results-id.ts';
import { enterEntry, openedAfresh, restoreScroll } from './scroll-memory.ts';

export { startScrollMemory } from './scroll-memory.ts';

/** Scroll offsets of spec §2 and §9: the sticky header is taller on screens wider than the breakpoint. */
const WIDE_BREAKPOINT = 1024;
const WIDE_OFFSET_PX = 150;
const NARROW_OFFSET_PX = 50;
const HASH_DELAY_MS = 100;

/** Focus without a jump: the scroll is ours to make. */
function focusQuietly(el: HTMLElement | null) {
  if (!el) return;
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

interface Navigation {
  location: Location;
  navigationType: NavigationType;
  /** The path shown before this navigation; null on the first page of the visit. */
  before: string | null;
  announcer: HTMLElement | null;
  t: TFunction<'storefront'>;
}

/**
 * What ScrollManager (scroll-manager.tsx) does after each navigation; loaded once the page has hydrated:
 * - Back and Forward: the position the visitor left, as the browser would (also below lists that loaded data).
 * - The same screen with another query (a list's page, order or filter; the checkout's step): to the heading of what
 *   changed (scrolled to only when out of sight), focus on it, its text read out (a count, "step 2 of 5: delivery").
 * - The same screen with a choice replaced in its query (a product's model): nothing moves.
 * - A new page: spec §2's scroll (to the hash's element with the header's offset after 100 ms, else smoothly to the
 *   top), focus on the page's main heading and its title read out, so a screen reader hears what changed.
 * The first page of a visit is left alone (the browser and the skip link do their work).
 * Returns what cancels a pending scroll.
 */
export function afterNavigation({ location, navigationType, before, announcer, t }: Navigation): (() => void) | undefined {
  const announce = (text: string) => {
    if (announcer) announcer.textContent = text;
  };
  // A page opened anew starts at its top, as the browser's own restoration would leave it; a reload or Back from
  // another site returns to where the visitor was.
  if (navigationType === 'POP' && !(before === null && openedAfresh())) {
    restoreScroll(location.key);
    if (before !== null && before !== location.pathname) announce(t('navigation.announced', { title: mainHeading()?.textContent ?? document.title }));
    return;
  }
  enterEntry(location.key);
  if (before === null) return;
  const results = document.getElementById(RESULTS_ID);
  if (listOf(before) === listOf(location.pathname) && !location.hash && results) {
    // Only a heading out of sight is scrolled to: moving a list that is already in place would be motion for nothing.
    const top = results.getBoundingClientRect().top;
    if (top < headerOffset() || top > window.innerHeight - results.offsetHeight) {
      window.scrollTo({ top: top + window.scrollY - headerOffset(), behavior: 'smooth' });
    }
    focusQuietly(results);
    announce(results.textContent ?? '');
    return;
  }
  // The same screen keeping a choice in its query in place (the product's model, `?item=`, replaced): the visitor is
  // using what is on the screen, and neither the scroll nor the focus may move (issue 19: price and Add left the view).
  if (navigationType === 'REPLACE' && before === location.pathname && !location.hash) return;
  const heading = mainHeading();
  focusQuietly(heading);
  announce(t('navigation.announced', { title: heading?.textContent ?? document.title }));
  if (!location.hash) {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return;
  }
  const timer = setTimeout(() => {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) return;
    const offset = window.innerWidth > WIDE_BREAKPOINT ? WIDE_OFFSET_PX : NARROW_OFFSET_PX;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset, behavior: 'smooth' });
  }, HASH_DELAY_MS);
  return () => clearTimeout(timer);
}

/** A category's search (/search/{cat}/) is the search with that one filter: its filters' form lands on /search/. */
const listOf = (path: string) => path.replace(/\/search\/[^/]+\/$/, '/search/');

const mainHeading = () => document.querySelector<HTMLElement>('#main h1');
/** The sticky header's measured height (see useHeaderAutohide), so the results heading is not under it. */
const headerOffset = () => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
