import { useContext, useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { UNSAFE_DataRouterContext } from 'react-router';
import { matchScreen, type ScreenId } from '../../shared/routes.ts';
import { splitLocale } from '../../shared/locale.ts';
import { loadAhead } from '../api/prefetched-loads.ts';
import { browserRouterContext } from './router-context.ts';
import { whenIdle } from './timing.ts';

/** Screens whose data is the visitor's own and changes with what they do (cart, orders, account): never loaded ahead. */
const PERSONAL: ReadonlySet<ScreenId> = new Set(['basket', 'order', 'invoice', 'quotes', 'quoteNew', 'quote', 'profile', 'login']);
/** Screens loaded at the same time; the others wait their turn. */
const AT_ONCE = 2;

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** Spec §2: nothing is loaded ahead for a visitor who asked to save data or is on a 2G connection ('slow-2g', '2g'). */
function networkAllowsPrefetch(): boolean {
  const network = connection();
  return !network?.saveData && !/2g$/.test(network?.effectiveType ?? '');
}

/** The address a link would load ahead, or null: only another page of this site, in this language, that is not personal. */
function target(link: HTMLAnchorElement): string | null {
  if (link.origin !== location.origin || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  if (link.pathname === location.pathname) return null;
  const { locale, path } = splitLocale(link.pathname);
  if (locale !== splitLocale(location.pathname).locale) return null;
  const match = matchScreen(path);
  return match?.valid && !PERSONAL.has(match.screen.id) ? link.pathname + link.search : null;
}

/**
 * Spec §2: links load their screen ahead when they come into view, so a click shows the page at once. Each address is
 * loaded once (the screen's code chunk, its messages and its loader's answer, which the navigation then takes:
 * api/prefetched-loads.ts), AT_ONCE at a time, when the browser is idle. Part of the shell's lazy extras: none of
 * this is in a page's first JavaScript.
 */
export function LinkPrefetcher() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { i18n } = useTranslation();

  useEffect(() => {
    if (!router) return;
    const context = browserRouterContext(i18n);
    const started = new Set<string>();
    const waiting = new Set<string>();
    let running = 0;
    let cancelPump: (() => void) | undefined;
    let cancelLook: (() => void) | undefined;
    const schedule = () => {
      if (waiting.size && !cancelPump) cancelPump = whenIdle(pump);
    };

    const pump = () => {
      cancelPump = undefined;
      if (!networkAllowsPrefetch()) return;
      for (const href of waiting) {
        if (running === AT_ONCE) return;
        waiting.delete(href);
        started.add(href);
        running++;
        const done = () => {
          running--;
          schedule();
        };
        loadAhead(router.routes, new URL(href, location.href), context).then(done, done);
      }
    };
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const href = target(entry.target as HTMLAnchorElement);
        if (!href || started.has(href)) continue;
        // A link scrolled past before its turn is not worth loading.
        if (entry.isIntersecting) waiting.add(href);
        else waiting.delete(href);
      }
      schedule();
    });
    const look = () => {
      cancelLook = undefined;
      for (const link of document.querySelectorAll('a[href]')) seen.observe(link);
    };
    // New pages and streamed parts bring new links (observing a link twice changes nothing).
    const changes = new MutationObserver(() => {
      cancelLook ??= whenIdle(look);
    });
    changes.observe(document.body, { childList: true, subtree: true });
    // Links held back on a slow or metered connection load once it is neither (the visitor turned data saver off).
    connection()?.addEventListener?.('change', schedule);
    look();
    return () => {
      connection()?.removeEventListener?.('change', schedule);
      cancelPump?.();
      cancelLook?.();
      seen.disconnect();
      changes.disconnect();
    };
  }, [router, i18n]);

  return null;
}
