import * as z from 'zod/mini';
import { checkoutFields } from './checkout.inputs.ts';
import { CART_UPDATE_TYPES, type CartUpdateType } from '../cart-update-types.ts';

/* Input schema of the cart endpoint (shared/contracts/cart.ts). Which fields a type needs is the cart service's rule. */

const id = z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

export const cart = z.object({
  cartUpdateType: z.pipe(
    z.number().check(
      z.int(),
      z.refine((v) => (CART_UPDATE_TYPES as readonly number[]).includes(v), { message: 'CART_TYPE_UNKNOWN' }),
    ),
    z.transform((v) => v as CartUpdateType),
  ),
  productItemId: z.optional(z.nullable(id)),
  // The cart identifier is 22 base64url characters; anything else cannot name a cart and is treated as none.
  uniqueId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  count: z.optional(z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)))),
  deliveryId: z.optional(z.nullable(id)),
  ...checkoutFields,
});
