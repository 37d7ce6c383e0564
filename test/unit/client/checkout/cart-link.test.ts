import { expect } from 'chai';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine } from '../../../../client/cart/cart.machine.ts';
import { checkoutMachine } from '../../../../client/checkout/checkout.machine.ts';
import { linkCartToCheckout } from '../../../../client/checkout/cart-link.ts';
import type { ApiClient } from '../../../../client/api/client.ts';
import type { CartData, DeliveryMethod } from '../../../../shared/contracts/cart.ts';
import type { Address } from '../../../../shared/contracts/checkout.ts';
import { PICKUP, cart as serverCart } from './cart-fixtures.ts';

const deliveries: DeliveryMethod[] = [PICKUP];

/** The server's cart: what the last change left there. */
let server: CartData;

/** A read of the cart the test answers when it chooses: the slow network of a phone. */
function heldReads() {
  const waiting: (() => void)[] = [];
  return {
    read: () => new Promise<CartData>((resolve) => waiting.push(() => resolve(server))),
    answerAll: () => waiting.splice(0).forEach((answer) => answer()),
  };
}

function basket() {
  server = serverCart({});
  const reads = heldReads();
  const cart = createActor(cartMachine.provide({ actors: { loadCart: fromPromise(reads.read) } }), { input: { api: {} as ApiClient } }).start();
  const checkout = createActor(
    checkoutMachine.provide({
      actors: {
        load: fromPromise(async () => ({ cart: server, deliveries, addresses: [] as Address[], signedIn: true as boolean })),
        setDelivery: fromPromise(async ({ input }) => (server = serverCart({ deliveryId: input.deliveryId }))),
      },
    }),
    { input: { api: {} as ApiClient, step: 'delivery' } },
  ).start();
  return { cart, checkout, reads, unlink: linkCartToCheckout(cart, checkout) };
}

describe('the basket: cart and checkout machines linked', () => {
  it('a "Next" tapped while the cart is read again goes on, not back to the delivery step', async () => {
    const { cart, checkout, reads, unlink } = basket();
    reads.answerAll();
    await waitFor(cart, (s) => s.matches({ ready: 'idle' }));
    await waitFor(checkout, (s) => s.matches('ready'));

    checkout.send({ type: 'checkout.chooseDelivery', deliveryId: 4 });
    await waitFor(checkout, (s) => s.matches('ready') && s.context.cart?.deliveryId === 4);
    checkout.send({ type: 'checkout.next' });
    expect(checkout.getSnapshot().context.step).to.equal('discount');
    // The checkout's change made the cart machine read the cart again; that answer has not come yet.
    expect(cart.getSnapshot().matches({ ready: 'loading' })).to.equal(true);
    checkout.send({ type: 'checkout.next' });
    expect(checkout.getSnapshot().context.step).to.equal('payment');
    expect(checkout.getSnapshot().context.cart?.deliveryId).to.equal(4);

    reads.answerAll();
    await waitFor(cart, (s) => s.matches({ ready: 'idle' }));
    expect(cart.getSnapshot().context.cart?.deliveryId).to.equal(4);
    expect(checkout.getSnapshot().context.cart).to.equal(cart.getSnapshot().context.cart);
    unlink();
  });

  it('unlinked, neither machine hears the other', async () => {
    const { cart, checkout, reads, unlink } = basket();
    reads.answerAll();
    await waitFor(checkout, (s) => s.matches('ready'));
    unlink();
    checkout.send({ type: 'checkout.chooseDelivery', deliveryId: 4 });
    await waitFor(checkout, (s) => s.matches('ready') && s.context.cart?.deliveryId === 4);
    expect(cart.getSnapshot().matches({ ready: 'idle' })).to.equal(true);
  });
});
