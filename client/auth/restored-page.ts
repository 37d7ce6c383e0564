import { localeFromPath } from '../../shared/locale.ts';
import { sendToCart } from '../cart/cart-bridge.ts';
import { isPrivatePath } from './session.ts';

/**
 * Issue #30: Back can bring a page out of the browser's back/forward cache exactly as it was left, scripts and all,
 * with the name, mobile, hearts and cart count of a customer who may have logged out since (on a shared computer, the
 * next person would see who was there). Such a page reads the session and the cart again. A page of one customer's
 * own data (the profile, an order) is loaded again at once, so the server answers it for whoever is there now.
 */
export function redrawRestoredPages() {
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    if (isPrivatePath(location.pathname)) return location.reload();
    sendToCart({ type: 'cart.refresh' });
    void import('./load-session.ts').then((m) => m.loadSession(localeFromPath(location.pathname), true));
  });
}
