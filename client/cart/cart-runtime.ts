import '../common.ts';
import { createActor, type ActorRefFrom } from 'xstate';
import { cartMachine } from '../machines/cart.machine.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { fetchTransport } from '../api/fetch-transport.ts';
import { localeFromPath } from '../../shared/locale.ts';
import { publishCartCount } from './cart-bridge.ts';

export type CartActor = ActorRefFrom<typeof cartMachine>;

/** Answers come in the language of the page the visitor is on now (the site switches language by path). */
const api: ApiClient = {
  call: (endpoint, input) => createApiClient(fetchTransport, localeFromPath(window.location.pathname)).call(endpoint, input),
};

let actor: CartActor | null = null;

/** The one cart actor of the page, started on first call (spec §4; ARCHITECTURE.md "started once at the root"). */
export function cartActor(): CartActor {
  if (actor) return actor;
  actor = createActor(cartMachine, { input: { api } });
  actor.subscribe((snapshot) => {
    const cart = snapshot.context.cart;
    if (cart) publishCartCount(cart.itemCount);
  });
  actor.start();
  return actor;
}
