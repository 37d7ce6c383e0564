import { lazy, Suspense, useEffect, useState } from 'react';
import { Toaster } from './toaster.tsx';
import { ConsultationPopup } from './consultation-popup.tsx';
import { CartNotices } from '../cart/cart-notices.tsx';
import { CartAddedDialog } from '../cart/cart-added-dialog.tsx';
import { LinkPrefetcher } from './link-prefetcher.tsx';
import { CompareTray } from '../compare/compare-tray.tsx';
import { startScrollReveal } from './scroll-reveal.ts';

const PwaExtras = lazy(() => import('../pwa/pwa-extras.tsx'));

/** The installable app's code waits until the browser has nothing better to do (Safari has no idle callback). */
function WhenIdle({ children }: { children: React.ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, []);
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The parts of the shell that show nothing until something happens (toasts; later dialogs and prompts) or that only
 * make later moments better (links loaded ahead, scroll animations). They load after hydration as one chunk of their
 * own, so they never weigh on a page's first JavaScript.
 */
export default function ShellExtras() {
  useEffect(startScrollReveal, []);
  return (
    <>
      <Toaster />
      <ConsultationPopup />
      <CartNotices />
      <CartAddedDialog />
      <LinkPrefetcher />
      <CompareTray />
      <WhenIdle>
        <PwaExtras />
      </WhenIdle>
    </>
  );
}
