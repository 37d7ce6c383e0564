import { lazy, Suspense, useEffect, useState } from 'react';

// Named apart from its class (compare-toggle): the inlined CSS keeps rules whose classes are words of a page's code.
const CompareToggle = lazy(() => import('./tray-button.tsx'));

/**
 * Where a "Compare" button goes on a product card or page (issue #33). Nothing is rendered on the server (cached
 * documents carry no byte of it, and the tray is this browser's); after hydration the button loads as a chunk of
 * its own and sits over the picture's corner, so it moves nothing.
 */
export function CompareSlot({ productId, name, place }: { productId: number; name: string; place: 'card' | 'page' }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <CompareToggle productId={productId} name={name} place={place} />
    </Suspense>
  ) : null;
}
