import '../../common.ts';
import { useEffect } from 'react';
import { Toaster } from './toaster.tsx';
import { ConsultationPopup } from './consultation-popup.tsx';
import { CartNotices } from '../cart/cart-notices.tsx';
import { CartAddedDialog } from '../cart/cart-added-dialog.tsx';
import { LinkPrefetcher } from './link-prefetcher.tsx';
import { startScrollReveal } from '../../shell/scroll-reveal.ts';

/**
 * The parts of the shell that show nothing until something happens (toasts; later dialogs and prompts) or that only
 * make later moments better (links loaded ahead, scroll animations). They load after hydration as one chunk of their
 * own, so they never weigh on a page's first JavaScript. Like every lazy chunk it imports common.ts, which keeps the
 * shared UI in the one chunk React already sits in (see common.ts).
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
    </>
  );
}
