import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll offsets of spec §2: the sticky header is taller on wide screens. */
const WIDE_BREAKPOINT = 1024;
const HASH_DELAY_MS = 100;

/**
 * After each navigation: with a hash, wait 100 ms and scroll smoothly to the element, leaving room for the header
 * (150 px above 1024 px wide, 50 px otherwise); without one, scroll smoothly to the top.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const offset = window.innerWidth > WIDE_BREAKPOINT ? 150 : 50;
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset, behavior: 'smooth' });
    }, HASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
