import type { CartEvent } from './cart.machine.ts';

/**
 * What a page's first JavaScript knows of the cart: the count for the header and a way to send the cart an event.
 * The machine itself (XState and all) loads on first use or after hydration (cart-runtime.ts), never on first paint.
 */
let count: number | null = null;
const listeners = new Set<() => void>();

export const cartCountStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Null until the cart has been read: the server renders no count, so every anonymous visitor gets the same HTML. */
  get: () => count,
};

export function publishCartCount(next: number) {
  if (next === count) return;
  count = next;
  listeners.forEach((l) => l());
}

let runtime: Promise<typeof import('./cart-runtime.ts')> | null = null;

/** The cart's running machine, loaded and started once. */
export const loadCartRuntime = () => (runtime ??= import('./cart-runtime.ts'));

let started: { send(event: CartEvent): void } | null = null;

/**
 * The runtime hands its machine over once started: from then on an event reaches it without the runtime's entry
 * being fetched, so without a network "add" still gets to the machine, which says the visitor is offline.
 */
export const cartStarted = (actor: { send(event: CartEvent): void }) => void (started = actor);

export function sendToCart(event: CartEvent) {
  if (started) started.send(event);
  else void loadCartRuntime().then((m) => m.cartActor().send(event));
}

/** Local-storage copy of the last cart the server answered: the basket shows it (read-only) without a network. */
export const SAVED_CART_KEY = 'cart-last';
