import { expect } from 'chai';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { cartMachine, REFRESH_AFTER_ADD_MS, REFRESH_AFTER_COUNT_MS, type CartEmitted } from '../../../../client/cart/cart.machine.ts';
import type { CartData } from '../../../../shared/contracts/cart.ts';
import type { ApiClient } from '../../../../client/api/client.ts';

const cartWith = (itemCount: number): CartData => ({
  uniqueId: 'c1',
  itemCount,
  deliveryId: null,
  cartItems: [],
  itemsRial: 0,
  discountRial: 0,
  deliveryRial: 0,
  vatRial: 0,
  vatIncluded: true,
  payableRial: 0,
});

/** The machine with fake actors: each records its calls and answers what the test says. */
function start(answers: { add?: () => Promise<CartData>; setCount?: () => Promise<CartData>; remove?: () => Promise<CartData> } = {}) {
  const calls: string[] = [];
  let loads = 0;
  const clock = new SimulatedClock();
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(async () => (calls.push('load'), cartWith(++loads === 1 ? 0 : 7))),
      addItem: fromPromise(async ({ input }) => (calls.push(`add ${input.productItemId}×${input.count ?? 1}`), (answers.add ?? (async () => cartWith(1)))())),
      setCount: fromPromise(async ({ input }) => (calls.push(`set ${input.productItemId}×${input.count}`), (answers.setCount ?? (async () => cartWith(3)))())),
      removeItem: fromPromise(async ({ input }) => (calls.push(`remove ${input.productItemId}`), (answers.remove ?? (async () => cartWith(0)))())),
    },
  });
  const actor = createActor(machine, { input: { api: {} as ApiClient }, clock });
  const emitted: CartEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  return { actor, calls, emitted, clock };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

describe('the cart machine (fake actors)', () => {
  it('loads the cart once started', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().matches({ ready: 'loading' })).to.equal(true);
    await settled(actor);
    expect(calls).to.deep.equal(['load']);
    expect(actor.getSnapshot().context.cart?.itemCount).to.equal(0);
  });

  it('adds: keeps the answer, opens the dialog, announces it, and reads the cart again 5 s later', async () => {
    const { actor, calls, emitted, clock } = start();
    await settled(actor);
    actor.send({ type: 'cart.add', productItemId: 12, count: 2 });
    expect(actor.getSnapshot().matches('adding')).to.equal(true);
    await settled(actor);
    expect(calls).to.deep.equal(['load', 'add 12×2']);
    expect(actor.getSnapshot().context).to.deep.include({ dialogOpen: true });
    expect(actor.getSnapshot().context.cart?.itemCount).to.equal(1);
    expect(emitted).to.deep.equal([{ type: 'cart.added' }]);
    clock.increment(REFRESH_AFTER_ADD_MS - 1);
    expect(calls).to.have.length(2);
    clock.increment(1);
    await settled(actor);
    expect(calls).to.deep.equal(['load', 'add 12×2', 'load']);
    expect(actor.getSnapshot().context.cart?.itemCount).to.equal(7);
    actor.send({ type: 'cart.closeDialog' });
    expect(actor.getSnapshot().context.dialogOpen).to.equal(false);
  });

  it('adds one more of an item already in the cart (the server sets the count it is sent)', async () => {
    const inCart = { ...cartWith(2), cartItems: [{ productItemId: 12, count: 2 } as CartData['cartItems'][number]] };
    const { actor, calls } = start({ add: async () => inCart });
    await settled(actor);
    actor.send({ type: 'cart.add', productItemId: 12 });
    await settled(actor);
    actor.send({ type: 'cart.add', productItemId: 12 });
    await settled(actor);
    expect(calls).to.deep.equal(['load', 'add 12×1', 'add 12×3']);
  });

  it('takes an add that arrives while the cart is still loading', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'cart.add', productItemId: 5 });
    await settled(actor);
    expect(calls).to.deep.equal(['load', 'add 5×1']);
  });

  it('a failed add announces the error, opens no dialog and schedules nothing', async () => {
    const failure = new Error('STOCK_LIMIT');
    const { actor, calls, emitted, clock } = start({ add: () => Promise.reject(failure) });
    await settled(actor);
    actor.send({ type: 'cart.add', productItemId: 12 });
    await settled(actor);
    expect(emitted).to.deep.equal([{ type: 'cart.failed', during: 'add', error: failure }]);
    expect(actor.getSnapshot().context.dialogOpen).to.equal(false);
    clock.increment(REFRESH_AFTER_ADD_MS * 2);
    expect(calls).to.deep.equal(['load', 'add 12×1']);
  });

  it('a count change refreshes after 1 s; a count of zero removes the line', async () => {
    const { actor, calls, clock } = start();
    await settled(actor);
    actor.send({ type: 'cart.setCount', productItemId: 3, count: 3 });
    await settled(actor);
    clock.increment(REFRESH_AFTER_COUNT_MS);
    await settled(actor);
    actor.send({ type: 'cart.setCount', productItemId: 3, count: 0 });
    await settled(actor);
    expect(calls).to.deep.equal(['load', 'set 3×3', 'load', 'remove 3']);
  });

  it('a failed count change announces it and reads the cart again at once', async () => {
    const failure = new Error('nope');
    const { actor, calls, emitted } = start({ setCount: () => Promise.reject(failure) });
    await settled(actor);
    actor.send({ type: 'cart.setCount', productItemId: 3, count: 9 });
    await waitFor(actor, (s) => calls.length === 3 && s.matches({ ready: 'idle' }));
    expect(calls).to.deep.equal(['load', 'set 3×9', 'load']);
    expect(emitted).to.deep.equal([{ type: 'cart.failed', during: 'setCount', error: failure }]);
  });

  it('removes a line', async () => {
    const { actor, calls } = start();
    await settled(actor);
    actor.send({ type: 'cart.remove', productItemId: 8 });
    await settled(actor);
    expect(calls).to.deep.equal(['load', 'remove 8']);
    expect(actor.getSnapshot().context.cart?.itemCount).to.equal(0);
  });

  describe('without a network', () => {
    /** A machine whose first read fails as fetch does offline (TypeError) or as an answer with an error does. */
    const offlineStart = (error: unknown, saved: CartData | null) => {
      const machine = cartMachine.provide({ actors: { loadCart: fromPromise(async () => Promise.reject(error)) } });
      return createActor(machine, { input: { api: {} as ApiClient, saved } }).start();
    };

    it('shows the cart saved on the last visit, marked offline', async () => {
      const actor = offlineStart(new TypeError('Failed to fetch'), cartWith(4));
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(actor.getSnapshot().context).to.deep.include({ cart: cartWith(4), offline: true });
    });

    it('shows nothing saved when there is no copy, or when the server answered with an error', async () => {
      for (const actor of [offlineStart(new TypeError('Failed to fetch'), null), offlineStart(new Error('HTTP 500'), cartWith(4))]) {
        await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
        expect(actor.getSnapshot().context).to.deep.include({ cart: null, offline: false });
      }
    });

    it('is live again with the next answer of the server', async () => {
      let online = false;
      const machine = cartMachine.provide({
        actors: { loadCart: fromPromise(async () => (online ? cartWith(6) : Promise.reject(new TypeError('Failed to fetch')))) },
      });
      const actor = createActor(machine, { input: { api: {} as ApiClient, saved: cartWith(4) } }).start();
      await waitFor(actor, (s) => s.context.offline);
      online = true;
      actor.send({ type: 'cart.refresh' });
      await waitFor(actor, (s) => !s.context.offline);
      expect(actor.getSnapshot().context.cart).to.deep.equal(cartWith(6));
    });
  });
});
