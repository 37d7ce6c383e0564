import { authContracts, likeContracts } from '../../shared/contracts/auth.ts';
import type { Locale } from '../../shared/locale.ts';
import { browserApi } from '../api/browser-api.ts';
import { hasSignedInHint, sessionStore } from './session.ts';
import { showToast } from '../shell/toasts.ts';
import { SAVED_CART_KEY, sendToCart } from '../cart/cart-bridge.ts';
import { SEEN_CACHES } from '../pwa/constants.ts';

let loading: Promise<void> | null = null;

/** Loads the signed-in user once per page life (again after a login or logout: `force`). Failures leave it anonymous. */
export function loadSession(locale: Locale, force = false): Promise<void> {
  if (loading && !force) return loading;
  loading = (async () => {
    if (!hasSignedInHint()) return sessionStore.set({ user: null, settled: true });
    try {
      const user = await browserApi(locale).call(authContracts.user, {});
      sessionStore.set({ user, settled: true });
    } catch {
      sessionStore.set({ user: null, settled: true });
    }
  })();
  return loading;
}

/** Logs out on the server, then forgets the user here, and what this browser kept of the visit for offline use. */
export async function logOut(locale: Locale): Promise<void> {
  await browserApi(locale).call(authContracts.logout, {});
  sessionStore.set({ user: null, settled: true });
  forgetOfflineCopies();
  // The cart was the account's: read it again as the visitor's (empty), so the header's count goes with the account.
  sendToCart({ type: 'cart.refresh' });
}

/** ARCHITECTURE.md: logging out empties the service worker's caches of what was seen, and the cart's saved copy. */
function forgetOfflineCopies() {
  try {
    localStorage.removeItem(SAVED_CART_KEY);
  } catch {
    // no storage: nothing was saved
  }
  if ('caches' in window) for (const name of Object.values(SEEN_CACHES)) void caches.delete(name);
}

/** Likes or unlikes at once on screen, then on the server; a refusal puts the heart back and says so (spec §8). */
export async function setLiked(locale: Locale, productId: number, liked: boolean, failedMessage: string): Promise<void> {
  const { user } = sessionStore.get();
  if (!user) return;
  const apply = (on: boolean) => {
    const current = sessionStore.get().user;
    if (!current) return;
    const ids = current.likedProductIds.filter((id) => id !== productId);
    sessionStore.set({ user: { ...current, likedProductIds: on ? [productId, ...ids] : ids }, settled: true });
  };
  apply(liked);
  try {
    await browserApi(locale).call(likeContracts.set, { productId, liked });
  } catch {
    apply(!liked);
    showToast({ kind: 'error', title: failedMessage });
  }
}
