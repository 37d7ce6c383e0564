import { createActor, type ActorRefFrom } from 'xstate';
import { checkoutMachine, isCheckoutStep } from './checkout.machine.ts';
import { ApiError, type ApiClient } from '../api/client.ts';
import { browserApi } from '../api/browser-api.ts';
import { addressContracts } from '../../shared/contracts/checkout.ts';
import { hasSignedInHint } from '../auth/session.ts';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/**
 * The browser's client, except that without the "signed in" hint cookie the address list (which tells the checkout
 * whether the visitor is signed in) would be a 401: it is answered here, without a request.
 */
const api = browserApi();
export const checkoutApi: ApiClient = {
  call: (endpoint, input) => {
    if ((endpoint as unknown) === addressContracts.list && !hasSignedInHint()) return Promise.reject(new ApiError(401, []));
    return api.call(endpoint, input);
  },
};

/**
 * A checkout for this visit of /basket/, starting at the step the URL names in `?step=` if it names one (the machine
 * checks it is reachable).
 */
export function startCheckout(step: string | null): CheckoutActor {
  return createActor(checkoutMachine, { input: { api: checkoutApi, step: isCheckoutStep(step) ? step : undefined } }).start();
}
