import { cartContracts, type CartRequestOf, type CartResponseOf } from '../../shared/contracts/cart.ts';
import { CART_UPDATE, type CartUpdateType } from '../../shared/cart-update-types.ts';
import type { PaymentMethod } from '../../shared/contracts/checkout.ts';
import type { ApiClient } from '../api/client.ts';

/**
 * The cart endpoint (`POST /api/cart/cart`, one URL whose `cartUpdateType` says what to do) as typed methods: each
 * sends its type's request and answers its type's data (shared/contracts/cart.ts), so no caller names a type number
 * or casts an answer.
 */
export function cartApi(api: ApiClient) {
  /** The endpoint answers the union of every type's data; a request of type T is answered T's (the server's switch). */
  const send = <T extends CartUpdateType>(request: CartRequestOf<T>) => api.call(cartContracts.cart, request) as Promise<CartResponseOf<T>>;
  return {
    get: () => send({ cartUpdateType: CART_UPDATE.getCart }),
    /** Puts `count` pieces of the item in the cart (a new line, or that line's count set). */
    add: (productItemId: number, count = 1) => send({ cartUpdateType: CART_UPDATE.add, productItemId, count }),
    remove: (productItemId: number) => send({ cartUpdateType: CART_UPDATE.delete, productItemId }),
    deliveries: () => send({ cartUpdateType: CART_UPDATE.getDelivery }),
    setDelivery: (deliveryId: number) => send({ cartUpdateType: CART_UPDATE.setDelivery, deliveryId }),
    setAddress: (addressId: number) => send({ cartUpdateType: CART_UPDATE.setAddress, addressId }),
    setDiscount: (discountCode: string) => send({ cartUpdateType: CART_UPDATE.setRebate, discountCode }),
    removeDiscount: () => send({ cartUpdateType: CART_UPDATE.removeRebate }),
    /** Places the order; `payableRial` is what the customer saw (the server refuses if it changed meanwhile). */
    place: (order: { paymentMethod: PaymentMethod; payableRial: number; buyerId?: number | null; uniqueId?: string }) =>
      send({ cartUpdateType: CART_UPDATE.setOrder, ...order }),
  };
}

export type CartApi = ReturnType<typeof cartApi>;
