import '../common.ts';
import { createActor, type ActorRefFrom } from 'xstate';
import { checkoutMachine, type CheckoutStep } from '../machines/checkout.machine.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { fetchTransport } from '../api/fetch-transport.ts';
import { localeFromPath } from '../../shared/locale.ts';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** Answers come in the language of the page the visitor is on now. */
export const checkoutApi: ApiClient = {
  call: (endpoint, input) => createApiClient(fetchTransport, localeFromPath(window.location.pathname)).call(endpoint, input),
};

/** A checkout for this visit of /basket/, starting at the step the URL names (the machine checks it is reachable). */
export function startCheckout(step: CheckoutStep | undefined): CheckoutActor {
  return createActor(checkoutMachine, { input: { api: checkoutApi, step } }).start();
}
