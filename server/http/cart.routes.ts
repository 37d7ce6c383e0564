import { contracts } from '../../shared/contracts/index.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';
import { CART_COOKIE } from './cookies.ts';

/** Spec §1: the cart id cookie lives a year. */
export const CART_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The cart (spec §3, §4): one endpoint, the update type says what to do. */
export function cartRoutes({ cart }: Services): ApiRoute[] {
  return [
    route(contracts.cart.cart, (input, ctx) =>
      cart.update(
        { ...input, productItemId: input.productItemId ?? undefined, uniqueId: input.uniqueId ?? undefined, count: input.count ?? undefined },
        {
          locale: ctx.locale,
          visitor: ctx.visitor,
          rememberCart: (id) => ctx.setCookie(CART_COOKIE, id, { maxAgeMs: CART_COOKIE_MAX_AGE_MS }),
          origin: ctx.origin,
          idempotencyKey: ctx.header('idempotency-key'),
        },
      ),
    ),
  ];
}
