import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';

type ScrollNavigation = typeof import('./scroll-navigation.ts');

/**
 * Scroll, focus and a screen-reader announcement after each navigation (scroll-navigation.ts). Painting the first page
 * needs none of it, so that code loads once the page has hydrated; this keeps only the live region it speaks through.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { t } = useTranslation('storefront');
  const previous = useRef<string | null>(null);
  const announcer = useRef<HTMLParagraphElement>(null);
  const [scroll, setScroll] = useState<ScrollNavigation | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./scroll-navigation.ts').then((loaded) => {
      if (!live) return;
      stop = loaded.startScrollMemory();
      setScroll(loaded);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  useEffect(() => {
    if (!scroll) return;
    const before = previous.current;
    previous.current = location.pathname;
    return scroll.afterNavigation({ location, navigationType, before, announcer: announcer.current, t });
  }, [scroll, location, navigationType, t]);

  return <p ref={announcer} className="visually-hidden" aria-live="polite" aria-atomic="true" />;
}
