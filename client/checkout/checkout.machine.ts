import { assign, emit, fromPromise, setup } from 'xstate';
import { addressContracts, type Address, type AddressInput, type OrderPlacement, type PaymentMethod } from '../../shared/contracts/checkout.ts';
import type { CartData, DeliveryMethod } from '../../shared/contracts/cart.ts';
import { orderPath } from '../../shared/routes.ts';
import { ApiError, type ApiClient } from '../api/client.ts';
import { cartApi } from '../cart/cart-api.ts';
import { buyerContracts, type Buyer } from '../../shared/contracts/buyers.ts';

/** The steps of the checkout on /basket/, in order; the current one is mirrored in `?step=`. */
export const CHECKOUT_STEPS = ['lines', 'delivery', 'address', 'discount', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const isCheckoutStep = (value: unknown): value is CheckoutStep => (CHECKOUT_STEPS as readonly unknown[]).includes(value);

export type CheckoutEvent =
  | { type: 'checkout.goto'; step: CheckoutStep }
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  | { type: 'checkout.chooseDelivery'; deliveryId: number }
  | { type: 'checkout.chooseAddress'; addressId: number }
  | { type: 'checkout.addAddress'; address: AddressInput }
  | { type: 'checkout.applyDiscount'; code: string }
  | { type: 'checkout.removeDiscount' }
  | { type: 'checkout.choosePayment'; method: PaymentMethod }
  /** "Invoice to" one of the customer's buyer profiles (issue #31), or none (null): a plain invoice. */
  | { type: 'checkout.chooseBuyer'; buyerId: number | null }
  | { type: 'checkout.place' }
  /** The page's cart changed elsewhere (a count on the lines step): totals and the payable follow. */
  | { type: 'checkout.cartUpdated'; cart: CartData };

/** What the page hears: a failure to toast (spec §8), or the placed order to navigate by (spec §4). */
export type CheckoutEmitted =
  { type: 'checkout.failed'; error: unknown } | { type: 'checkout.placed'; placement: OrderPlacement } | { type: 'checkout.cartChanged'; cart: CartData };

export interface CheckoutContext {
  api: ApiClient;
  step: CheckoutStep;
  signedIn: boolean;
  deliveries: DeliveryMethod[];
  addresses: Address[];
  cart: CartData | null;
  addressId: number | null;
  paymentMethod: PaymentMethod | null;
  buyers: Buyer[];
  buyerId: number | null;
  /** The last refusal, kept so the form that caused it shows it next to what the customer typed. */
  error: unknown;
  placement: OrderPlacement | null;
}

/** A delivery that needs no address (pickup) skips the address step. */
const needsAddress = (c: Pick<CheckoutContext, 'deliveries' | 'cart'>) => c.deliveries.find((d) => d.id === c.cart?.deliveryId)?.needsAddress !== false;

/** The step after (or before) `step`, skipping the address for a pickup. */
export function stepFrom(c: Pick<CheckoutContext, 'deliveries' | 'cart'>, step: CheckoutStep, by: 1 | -1): CheckoutStep {
  let i = CHECKOUT_STEPS.indexOf(step) + by;
  if (CHECKOUT_STEPS[i] === 'address' && !needsAddress(c)) i += by;
  return CHECKOUT_STEPS[Math.max(0, Math.min(CHECKOUT_STEPS.length - 1, i))];
}

/** A line the customer must remove or lower before checking out (the server left it out of the total). */
export const hasUnavailableLine = (cart: CartData | null) => Boolean(cart?.cartItems.some((l) => !l.available));

/**
 * The furthest step the cart allows now: an empty cart, or a line that cannot be bought, stops at the lines; no
 * delivery chosen stops at delivery; a needed address stops at address.
 */
export function reachable(c: Pick<CheckoutContext, 'deliveries' | 'cart' | 'addressId'>, step: CheckoutStep): CheckoutStep {
  const wanted = CHECKOUT_STEPS.indexOf(step);
  if (!c.cart?.cartItems.length || hasUnavailableLine(c.cart)) return 'lines';
  if (wanted > 1 && c.cart.deliveryId === null) return 'delivery';
  if (wanted > 2 && needsAddress(c) && c.addressId === null) return 'address';
  return step === 'address' && !needsAddress(c) ? 'discount' : step;
}

type Loaded = { cart: CartData; deliveries: DeliveryMethod[]; addresses: Address[]; signedIn: boolean; buyers?: Buyer[] };

/**
 * The checkout on /basket/ (issue #8): lines → delivery → address (skipped for pickup) → discount → payment → place.
 * Each step's server answer is the cart with its totals; a refusal is emitted for a toast and kept in `error`, and
 * nothing the customer typed is dropped. The machine never calls fetch: every request is a `fromPromise` actor.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as { api: ApiClient; step?: CheckoutStep },
  },
  actors: {
    load: fromPromise<Loaded, { api: ApiClient }>(async ({ input: { api } }) => {
      const [cart, deliveries, addresses] = await Promise.all([
        cartApi(api).get(),
        cartApi(api).deliveries(),
        api.call(addressContracts.list, {}).catch((err: unknown) => {
          if (err instanceof ApiError && err.status === 401) return null;
          throw err;
        }),
      ]);
      // Buyer profiles only matter to a signed-in customer; without them the invoice is a plain one.
      const buyers = addresses === null ? [] : await api.call(buyerContracts.list, {}).catch(() => []);
      return { cart, deliveries, addresses: addresses ?? [], signedIn: addresses !== null, buyers };
    }),
    setDelivery: fromPromise<CartData, { api: ApiClient; deliveryId: number }>(({ input }) => cartApi(input.api).setDelivery(input.deliveryId)),
    setAddress: fromPromise<CartData, { api: ApiClient; addressId: number }>(({ input }) => cartApi(input.api).setAddress(input.addressId)),
    addAddress: fromPromise<{ address: Address; cart: CartData }, { api: ApiClient; address: AddressInput }>(async ({ input }) => {
      const address = await input.api.call(addressContracts.add, input.address);
      return { address, cart: await cartApi(input.api).setAddress(address.id) };
    }),
    setDiscount: fromPromise<CartData, { api: ApiClient; code: string }>(({ input }) => cartApi(input.api).setDiscount(input.code)),
    removeDiscount: fromPromise<CartData, { api: ApiClient }>(({ input }) => cartApi(input.api).removeDiscount()),
    place: fromPromise<OrderPlacement, { api: ApiClient; cart: CartData; paymentMethod: PaymentMethod; buyerId: number | null }>(({ input }) =>
      cartApi(input.api).place({
        uniqueId: input.cart.uniqueId ?? undefined,
        paymentMethod: input.paymentMethod,
        payableRial: input.cart.payableRial,
        buyerId: input.buyerId,
      }),
    ),
  },
  actions: {
    keepCart: assign({ cart: (_, cart: CartData) => cart, error: null }),
    announceCart: emit((_, cart: CartData) => ({ type: 'checkout.cartChanged' as const, cart })),
    // Used on an actor's error event: its `error` is the refusal (an ApiError with its codes and messages).
    fail: assign({ error: ({ event }) => (event as { error?: unknown }).error }),
    announceFailure: emit(({ event }) => ({ type: 'checkout.failed' as const, error: (event as { error?: unknown }).error })),
    goTo: assign({ step: ({ context }, step: CheckoutStep) => reachable(context, step) }),
  },
  guards: {
    canPlace: ({ context }) => context.signedIn && context.paymentMethod !== null && Boolean(context.cart?.cartItems.length),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    api: input.api,
    step: input.step ?? 'lines',
    signedIn: false,
    deliveries: [],
    addresses: [],
    cart: null,
    addressId: null,
    paymentMethod: null,
    buyers: [],
    buyerId: null,
    error: null,
    placement: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              cart: event.output.cart,
              deliveries: event.output.deliveries,
              addresses: event.output.addresses,
              signedIn: event.output.signedIn,
              buyers: event.output.buyers ?? [],
            })),
            { type: 'goTo', params: ({ context }) => context.step },
          ],
        },
        onError: { target: 'ready', actions: ['fail', 'announceFailure'] },
      },
    },
    ready: {
      on: {
        'checkout.goto': { actions: { type: 'goTo', params: ({ event }) => event.step } },
        'checkout.cartUpdated': { actions: { type: 'keepCart', params: ({ event }) => event.cart } },
        'checkout.next': { actions: { type: 'goTo', params: ({ context }) => stepFrom(context, context.step, 1) } },
        'checkout.back': { actions: assign({ step: ({ context }) => stepFrom(context, context.step, -1) }) },
        'checkout.chooseDelivery': 'settingDelivery',
        'checkout.chooseAddress': 'settingAddress',
        'checkout.addAddress': 'addingAddress',
        'checkout.applyDiscount': 'settingDiscount',
        'checkout.removeDiscount': 'removingDiscount',
        'checkout.choosePayment': { actions: assign({ paymentMethod: ({ event }) => event.method }) },
        'checkout.chooseBuyer': { actions: assign({ buyerId: ({ event }) => event.buyerId }) },
        'checkout.place': { guard: 'canPlace', target: 'placing' },
      },
    },
    settingDelivery: {
      invoke: {
        src: 'setDelivery',
        input: ({ context, event }) => ({ api: context.api, deliveryId: (event as Extract<CheckoutEvent, { type: 'checkout.chooseDelivery' }>).deliveryId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepCart', params: ({ event }) => event.output },
            // The step stays: an arrow key changes the option, and only Next moves on (WCAG 3.2.2).
            { type: 'announceCart', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'ready', actions: ['fail', 'announceFailure'] },
      },
    },
    settingAddress: {
      entry: assign({ addressId: ({ event }) => (event as Extract<CheckoutEvent, { type: 'checkout.chooseAddress' }>).addressId }),
      invoke: {
        src: 'setAddress',
        input: ({ context }) => ({ api: context.api, addressId: context.addressId! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepCart', params: ({ event }) => event.output },
            { type: 'goTo', params: 'discount' as CheckoutStep },
          ],
        },
        onError: { target: 'ready', actions: [assign({ addressId: null }), 'fail', 'announceFailure'] },
      },
    },
    addingAddress: {
      invoke: {
        src: 'addAddress',
        input: ({ context, event }) => ({ api: context.api, address: (event as Extract<CheckoutEvent, { type: 'checkout.addAddress' }>).address }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ addresses: ({ context, event }) => [event.output.address, ...context.addresses], addressId: ({ event }) => event.output.address.id }),
            { type: 'keepCart', params: ({ event }) => event.output.cart },
            { type: 'goTo', params: 'discount' as CheckoutStep },
          ],
        },
        onError: { target: 'ready', actions: ['fail', 'announceFailure'] },
      },
    },
    settingDiscount: {
      invoke: {
        src: 'setDiscount',
        input: ({ context, event }) => ({ api: context.api, code: (event as Extract<CheckoutEvent, { type: 'checkout.applyDiscount' }>).code }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepCart', params: ({ event }) => event.output },
            { type: 'announceCart', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'ready', actions: ['fail', 'announceFailure'] },
      },
    },
    removingDiscount: {
      invoke: {
        src: 'removeDiscount',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepCart', params: ({ event }) => event.output },
            { type: 'announceCart', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'ready', actions: ['fail', 'announceFailure'] },
      },
    },
    placing: {
      invoke: {
        src: 'place',
        input: ({ context }) => ({ api: context.api, cart: context.cart!, paymentMethod: context.paymentMethod!, buyerId: context.buyerId }),
        onDone: {
          target: 'placed',
          actions: [assign({ placement: ({ event }) => event.output }), emit(({ event }) => ({ type: 'checkout.placed' as const, placement: event.output }))],
        },
        onError: { target: 'ready', actions: ['fail', 'announceFailure'] },
      },
    },
    placed: { type: 'final' },
  },
});

/** Where spec §4 sends the customer after placing: cheque → the order page; a payment → the gateway; else the order page. */
export function placementTarget(p: OrderPlacement): { external: boolean; to: string } {
  if (p.isOnline && !p.isCheque && p.paymentId && p.paymentUrl) return { external: true, to: p.paymentUrl };
  return { external: false, to: orderPath(p.productOrderId) };
}
