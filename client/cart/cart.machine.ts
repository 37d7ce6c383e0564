import { assign, cancel, emit, fromPromise, raise, setup } from 'xstate';
import type { CartData } from '../../shared/contracts/cart.ts';
import type { ApiClient } from '../api/client.ts';
import { cartApi } from './cart-api.ts';

/** Spec §4, §9: the cart is read again 5 s after an add and 1 s after a count change (stock may have moved). */
export const REFRESH_AFTER_ADD_MS = 5000;
export const REFRESH_AFTER_COUNT_MS = 1000;

export type CartEvent =
  | { type: 'cart.add'; productItemId: number; count?: number }
  | { type: 'cart.setCount'; productItemId: number; count: number }
  | { type: 'cart.remove'; productItemId: number }
  | { type: 'cart.refresh' }
  | { type: 'cart.closeDialog' };

/** What the machine tells the page (toasts): emitted, so it never knows how they are shown. */
export type CartEmitted = { type: 'cart.added' } | { type: 'cart.failed'; during: 'add' | 'setCount' | 'remove'; error: unknown };

export interface CartContext {
  api: ApiClient;
  cart: CartData | null;
  /** The last cart the server answered on an earlier visit (kept by the page), shown when it cannot be asked. */
  saved: CartData | null;
  /** The cart shown is that saved copy: there was no network. Read-only until the server answers again. */
  offline: boolean;
  /** The cart-added dialog of spec §2 is open. */
  dialogOpen: boolean;
  /** The item the last add was for: the dialog names its product and model. */
  lastAddedItemId: number | null;
}

type Change = { productItemId: number; count?: number };

/**
 * The visitor's cart (spec §4): started once for the page, read by the header, the dialog and the basket. It never
 * calls fetch itself: each request is a `fromPromise` actor given the typed client, so tests provide fakes. The cart
 * id travels in the httpOnly cookie the server sets; the client never needs to hold it.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
    input: {} as { api: ApiClient; saved?: CartData | null },
  },
  actors: {
    loadCart: fromPromise<CartData, { api: ApiClient }>(({ input }) => cartApi(input.api).get()),
    addItem: fromPromise<CartData, { api: ApiClient } & Change>(({ input }) => cartApi(input.api).add(input.productItemId, input.count ?? 1)),
    setCount: fromPromise<CartData, { api: ApiClient } & Change>(({ input }) => cartApi(input.api).add(input.productItemId, input.count)),
    removeItem: fromPromise<CartData, { api: ApiClient } & Change>(({ input }) => cartApi(input.api).remove(input.productItemId)),
  },
  actions: {
    keepCart: assign({ cart: (_, cart: CartData) => cart, offline: false }),
    showSavedCopy: assign({ cart: ({ context }) => context.saved, offline: true }),
    openDialog: assign({ dialogOpen: true }),
    closeDialog: assign({ dialogOpen: false }),
    announceAdded: emit({ type: 'cart.added' } as const),
    announceFailure: emit((_, params: { during: 'add' | 'setCount' | 'remove'; error: unknown }) => ({ type: 'cart.failed' as const, ...params })),
    scheduleRefresh: raise({ type: 'cart.refresh' }, { id: 'refresh', delay: (_, params: { ms: number }) => params.ms }),
    cancelRefresh: cancel('refresh'),
  },
  guards: {
    isCountPositive: (_, params: { count: number }) => params.count > 0,
    // fetch rejects with a TypeError when there is no network (an answer with an error status is an ApiError).
    isOfflineWithCopy: ({ context, event }) => context.cart === null && context.saved !== null && (event as { error?: unknown }).error instanceof TypeError,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ api: input.api, cart: null, saved: input.saved ?? null, offline: false, dialogOpen: false, lastAddedItemId: null }),
  initial: 'ready',
  on: {
    'cart.closeDialog': { actions: 'closeDialog' },
  },
  states: {
    // Changes are taken while the cart is still loading too: a tap on "add" right after the page opened must count.
    ready: {
      initial: 'loading',
      on: {
        'cart.add': 'adding',
        'cart.setCount': [
          { guard: { type: 'isCountPositive', params: ({ event }) => ({ count: event.count }) }, target: 'settingCount' },
          { target: 'removing' },
        ],
        'cart.remove': 'removing',
      },
      states: {
        loading: {
          invoke: {
            src: 'loadCart',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'idle', actions: { type: 'keepCart', params: ({ event }) => event.output } },
            // A cart that cannot be read now is read on the next change or refresh; the page goes on without it, or
            // without a network shows the copy saved on the last visit.
            onError: [{ guard: 'isOfflineWithCopy', target: 'idle', actions: 'showSavedCopy' }, { target: 'idle' }],
          },
        },
        idle: {
          on: { 'cart.refresh': { target: 'loading', actions: 'cancelRefresh' } },
        },
      },
    },
    adding: {
      entry: assign({ lastAddedItemId: ({ event }) => (event as Extract<CartEvent, { type: 'cart.add' }>).productItemId }),
      invoke: {
        src: 'addItem',
        // "Add" sets a line's count on the server: one more of an item already in the cart is its count plus one.
        input: ({ context, event }) => {
          const { productItemId, count = 1 } = event as Extract<CartEvent, { type: 'cart.add' }>;
          const inCart = context.cart?.cartItems.find((l) => l.productItemId === productItemId)?.count ?? 0;
          return { api: context.api, productItemId, count: inCart + count };
        },
        onDone: {
          target: 'ready.idle',
          actions: [
            { type: 'keepCart', params: ({ event }) => event.output },
            'openDialog',
            'announceAdded',
            'cancelRefresh',
            { type: 'scheduleRefresh', params: { ms: REFRESH_AFTER_ADD_MS } },
          ],
        },
        onError: { target: 'ready.idle', actions: { type: 'announceFailure', params: ({ event }) => ({ during: 'add' as const, error: event.error }) } },
      },
    },
    settingCount: {
      invoke: {
        src: 'setCount',
        input: ({ context, event }) => ({ api: context.api, ...(event as Extract<CartEvent, { type: 'cart.setCount' }>) }),
        onDone: {
          target: 'ready.idle',
          actions: [
            { type: 'keepCart', params: ({ event }) => event.output },
            'cancelRefresh',
            { type: 'scheduleRefresh', params: { ms: REFRESH_AFTER_COUNT_MS } },
          ],
        },
        // The count shown may now be wrong: read the cart again at once.
        onError: {
          target: 'ready.loading',
          actions: { type: 'announceFailure', params: ({ event }) => ({ during: 'setCount' as const, error: event.error }) },
        },
      },
    },
    removing: {
      invoke: {
        src: 'removeItem',
        input: ({ context, event }) => ({ api: context.api, productItemId: (event as { productItemId: number }).productItemId }),
        onDone: { target: 'ready.idle', actions: { type: 'keepCart', params: ({ event }) => event.output } },
        onError: { target: 'ready.loading', actions: { type: 'announceFailure', params: ({ event }) => ({ during: 'remove' as const, error: event.error }) } },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
