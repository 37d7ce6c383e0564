import { expect } from 'chai';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, placementTarget, type CheckoutEmitted, type CheckoutStep } from '../../../../client/checkout/checkout.machine.ts';
import { ApiError, type ApiClient } from '../../../../client/api/client.ts';
import type { CartData, DeliveryMethod } from '../../../../shared/contracts/cart.ts';
import { PICKUP, cart, line } from './cart-fixtures.ts';
import type { Address, OrderPlacement } from '../../../../shared/contracts/checkout.ts';

const deliveries: DeliveryMethod[] = [
  { id: 1, name: 'Courier', description: '', priceRial: 1_500_000, needsAddress: true, restOnArrival: false, zone: null },
  PICKUP,
];
const address: Address = {
  id: 9,
  receiverName: 'Sara',
  receiverMobile: '09121234567',
  province: 'تهران',
  city: 'تهران',
  street: 'Valiasr',
  postalCode: '1234567890',
};

/** The machine with fake actors: each records its call and answers what the test says. */
function start({ step, signedIn = true, discount }: { step?: CheckoutStep; signedIn?: boolean; discount?: () => Promise<CartData> } = {}) {
  const calls: string[] = [];
  let current = cart();
  const machine = checkoutMachine.provide({
    actors: {
      load: fromPromise(async () => (calls.push('load'), { cart: current, deliveries, addresses: signedIn ? [address] : [], signedIn })),
      setDelivery: fromPromise(async ({ input }) => (calls.push(`delivery ${input.deliveryId}`), (current = cart({ deliveryId: input.deliveryId })))),
      setAddress: fromPromise(async ({ input }) => (calls.push(`address ${input.addressId}`), current)),
      addAddress: fromPromise(async ({ input }) => (calls.push(`add ${input.address.postalCode}`), { address: { ...input.address, id: 10 }, cart: current })),
      setDiscount: fromPromise(
        async ({ input }) => (calls.push(`discount ${input.code}`), (discount ?? (async () => cart({ ...current, discountRial: 1_000_000 })))()),
      ),
      removeDiscount: fromPromise(async () => (calls.push('no discount'), current)),
      place: fromPromise(
        async ({ input }): Promise<OrderPlacement> => (
          calls.push(`place ${input.paymentMethod} ${input.cart.payableRial}`),
          { isOnline: true, isCheque: false, productOrderId: 7, paymentId: 'P1', paymentUrl: '/payment/test/P1?test=true' }
        ),
      ),
    },
  });
  const actor = createActor(machine, { input: { api: {} as ApiClient, step } });
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.start();
  return { actor, calls, emitted };
}
const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready'));

describe('the checkout machine (fake actors)', () => {
  it('goes lines → delivery → address → discount → payment → placed for a courier', async () => {
    const { actor, calls, emitted } = start();
    await ready(actor);
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.step).to.equal('delivery');
    actor.send({ type: 'checkout.chooseDelivery', deliveryId: 1 });
    await ready(actor);
    // Choosing is not going on (an arrow key chooses too): Next is.
    expect(actor.getSnapshot().context.step).to.equal('delivery');
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.step).to.equal('address');
    actor.send({ type: 'checkout.chooseAddress', addressId: 9 });
    await ready(actor);
    expect(actor.getSnapshot().context.step).to.equal('discount');
    actor.send({ type: 'checkout.applyDiscount', code: 'WELCOME10' });
    await ready(actor);
    expect(actor.getSnapshot().context.cart?.discountRial).to.equal(1_000_000);
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.step).to.equal('payment');
    actor.send({ type: 'checkout.place' });
    expect(actor.getSnapshot().matches('ready'), 'no payment method yet').to.equal(true);
    actor.send({ type: 'checkout.choosePayment', method: 'online' });
    actor.send({ type: 'checkout.place' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(calls).to.deep.equal(['load', 'delivery 1', 'address 9', 'discount WELCOME10', `place online ${10_000_000}`]);
    expect(emitted.some((e) => e.type === 'checkout.placed')).to.equal(true);
  });

  it('skips the address for pickup, both ways', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'checkout.goto', step: 'delivery' });
    actor.send({ type: 'checkout.chooseDelivery', deliveryId: 4 });
    await ready(actor);
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.step).to.equal('discount');
    actor.send({ type: 'checkout.back' });
    expect(actor.getSnapshot().context.step).to.equal('delivery');
  });

  it('does not skip ahead of what the cart allows (a reload with ?step=payment and no delivery)', async () => {
    const { actor } = start({ step: 'payment' });
    await ready(actor);
    expect(actor.getSnapshot().context.step).to.equal('delivery');
  });

  it('keeps the step and emits the refusal when a code is refused', async () => {
    const refusal = new ApiError(400, [{ item1: 'This discount code has expired.', item2: 'discountCode', code: 'DISCOUNT_EXPIRED' }]);
    const { actor, emitted } = start({ discount: () => Promise.reject(refusal) });
    await ready(actor);
    actor.send({ type: 'checkout.chooseDelivery', deliveryId: 4 });
    await ready(actor);
    actor.send({ type: 'checkout.goto', step: 'discount' });
    actor.send({ type: 'checkout.applyDiscount', code: 'OLD' });
    await ready(actor);
    expect(actor.getSnapshot().context.step).to.equal('discount');
    expect((actor.getSnapshot().context.error as ApiError).has('DISCOUNT_EXPIRED')).to.equal(true);
    expect(emitted.find((e) => e.type === 'checkout.failed')).to.deep.include({ error: refusal });
  });

  it('stays on the lines while a line cannot be bought (a reload with ?step=payment included)', async () => {
    const soldOut = cart({ deliveryId: 4, cartItems: [line, { ...line, id: 2, productItemId: 4, stock: 0, available: false }] });
    const { actor } = start({ step: 'payment' });
    await ready(actor);
    actor.send({ type: 'checkout.cartUpdated', cart: soldOut });
    actor.send({ type: 'checkout.goto', step: 'payment' });
    expect(actor.getSnapshot().context.step).to.equal('lines');
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.step).to.equal('lines');
    actor.send({ type: 'checkout.cartUpdated', cart: cart({ deliveryId: 4 }) });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.step).to.equal('delivery');
  });

  it('does not place for a visitor who is not signed in', async () => {
    const { actor, calls } = start({ signedIn: false });
    await ready(actor);
    actor.send({ type: 'checkout.chooseDelivery', deliveryId: 4 });
    await ready(actor);
    actor.send({ type: 'checkout.choosePayment', method: 'cheque' });
    actor.send({ type: 'checkout.place' });
    expect(actor.getSnapshot().matches('ready')).to.equal(true);
    expect(calls).to.not.include.members(['place cheque 10000000']);
  });

  it('navigates as spec §4 says', () => {
    expect(placementTarget({ isOnline: true, isCheque: false, productOrderId: 7, paymentId: 'P', paymentUrl: 'https://pay/P' })).to.deep.equal({
      external: true,
      to: 'https://pay/P',
    });
    expect(placementTarget({ isOnline: false, isCheque: true, productOrderId: 7, paymentId: null, paymentUrl: null })).to.deep.equal({
      external: false,
      to: '/profile/accountorder/7/',
    });
    expect(placementTarget({ isOnline: true, isCheque: false, productOrderId: 7, paymentId: null, paymentUrl: null }).to).to.equal('/profile/accountorder/7/');
  });
});
