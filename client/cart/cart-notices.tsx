import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { ApiError } from '../api/client.ts';
import { showToast } from '../shell/toasts.ts';
import { cartActor } from './cart-runtime.ts';

/**
 * Starts the page's cart (its count shows in the header) and turns what the cart machine reports into toasts
 * (spec §4, §8): a success toast on add; a red toast with the server's first message, or the fallback, on failure.
 */
export function CartNotices() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    void i18n.loadNamespaces('cart');
    const actor = cartActor();
    const serverMessage = (error: unknown) => (error instanceof ApiError ? error.messages[0]?.item1 : undefined);
    const added = actor.on('cart.added', () => void showToast({ kind: 'success', title: t('cart:added') }));
    const failed = actor.on('cart.failed', ({ during, error }) => {
      const message = serverMessage(error);
      // Without a network nothing answered: say so, rather than "a problem has occurred" (the basket says it itself).
      if (during === 'add') showToast({ kind: 'error', title: message ?? t(navigator.onLine ? 'cart:addFailed' : 'cart:addOffline') });
      else showToast({ kind: 'error', title: t('cart:countFailed'), description: message });
    });
    return () => {
      added.unsubscribe();
      failed.unsubscribe();
    };
  }, [t, i18n]);
  return null;
}
