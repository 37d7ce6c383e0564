import type { CartActor } from '../cart/cart-runtime.ts';
import type { CheckoutActor } from './checkout-runtime.ts';

/**
 * Keeps the basket's two machines in step: a cart the checkout changed (delivery, discount) is read again by the cart
 * machine (header count, lines), and each cart the cart machine newly holds reaches the checkout's totals.
 *
 * Only a cart the cart machine did not hold before is passed on. Its snapshot changes on every transition, and while
 * it reads the cart again it still holds the copy from before the checkout's change: passing that on would roll the
 * checkout back (no delivery chosen), and a "Next" tapped in that moment would land on the delivery step again.
 * Returns the unlinking.
 */
export function linkCartToCheckout(cart: CartActor, checkout: CheckoutActor): () => void {
  let passed = cart.getSnapshot().context.cart;
  const forward = cart.subscribe((s) => {
    const next = s.context.cart;
    if (!next || next === passed) return;
    passed = next;
    checkout.send({ type: 'checkout.cartUpdated', cart: next });
  });
  const changed = checkout.on('checkout.cartChanged', () => cart.send({ type: 'cart.refresh' }));
  return () => {
    forward.unsubscribe();
    changed.unsubscribe();
  };
}
