import { createActor, type ActorRefFrom } from 'xstate';
import { cartMachine } from './cart.machine.ts';
import { browserApi } from '../api/browser-api.ts';
import { cartStarted, publishCartCount, SAVED_CART_KEY } from './cart-bridge.ts';
import type { CartData } from '../../shared/contracts/cart.ts';

export type CartActor = ActorRefFrom<typeof cartMachine>;

let actor: CartActor | null = null;

function savedCart(): CartData | null {
  try {
    return JSON.parse(localStorage.getItem(SAVED_CART_KEY) ?? 'null') as CartData | null;
  } catch {
    return null;
  }
}

function saveCart(cart: CartData) {
  try {
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify(cart));
  } catch {
    // storage full or unavailable: the basket just cannot be shown offline
  }
}

/** The one cart actor of the page, started on first use or after hydration (ARCHITECTURE.md, "Client"). */
export function cartActor(): CartActor {
  if (actor) return actor;
  actor = createActor(cartMachine, { input: { api: browserApi(), saved: savedCart() } });
  let kept: CartData | null = null;
  actor.subscribe((snapshot) => {
    const { cart, offline } = snapshot.context;
    if (cart) publishCartCount(cart.itemCount);
    if (cart && !offline && cart !== kept) saveCart((kept = cart));
  });
  actor.start();
  cartStarted(actor);
  return actor;
}
