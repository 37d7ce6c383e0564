import type { Endpoint, DataOf, ParsedInputOf } from '../../shared/contracts/endpoint.ts';
import type { CallContext } from '../lib/call-context.ts';

export type { CallContext };

/** One endpoint and the service call behind it. */
export interface ApiRoute {
  endpoint: Endpoint;
  handle(input: unknown, ctx: CallContext): Promise<unknown>;
}

/** Pairs an endpoint with its handler; the types tie the handler's input and result to the contract. */
export function route<E extends Endpoint>(endpoint: E, handle: (input: ParsedInputOf<E>, ctx: CallContext) => Promise<DataOf<E>>): ApiRoute {
  return { endpoint, handle: handle as ApiRoute['handle'] };
}
