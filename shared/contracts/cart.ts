import { endpoint } from './endpoint.ts';
import type { DeliveryZone } from '../delivery-zone.ts';
import type { Picture } from './catalog.ts';
import type { CART_UPDATE, CartUpdateType } from '../cart-update-types.ts';
import type { OrderPlacement, PaymentMethod } from './checkout.ts';

/** One line of the cart, priced by the server at the time of asking. */
export interface CartLine {
  id: number;
  productId: number;
  productItemId: number;
  count: number;
  name: string;
  /** The variant's name; empty for a product's only item. */
  itemName: string;
  code: string;
  /** The product's URL label (its link is productPath(productId, label)). */
  label: string;
  picture: Picture | null;
  unitPriceRial: number;
  lineRial: number;
  stock: number;
  /**
   * The line can be bought as it stands (its count is in stock). One that cannot is left out of `itemsRial` and the
   * payable, and must be removed or lowered before checking out.
   */
  available: boolean;
}

/** The cart response of spec §3 with totals computed by the server. */
export interface CartData {
  uniqueId: string | null;
  /** How many pieces the cart holds (the header's count). */
  itemCount: number;
  deliveryId: number | null;
  cartItems: CartLine[];
  itemsRial: number;
  discountRial: number;
  deliveryRial: number;
  /** The VAT in the payable: already in the prices (`vatIncluded`), or added on top of them and charged (issue #31). */
  vatRial: number;
  vatIncluded: boolean;
  payableRial: number;
}

/** A way an order reaches the customer (type 15). */
export interface DeliveryMethod {
  id: number;
  name: string;
  description: string;
  priceRial: number;
  /** False for pickup at the office. */
  needsAddress: boolean;
  /** `priceRial` is paid now and the rest of the carrier's fee on arrival (freight). */
  restOnArrival: boolean;
  /** Where it delivers (provinces, or cities in them, by Persian name); null for all of Iran. */
  zone: DeliveryZone;
}

/** Type 13's answer: only what the header needs. */
export type CartCount = Pick<CartData, 'uniqueId' | 'itemCount' | 'deliveryId'>;

/**
 * Each cart update type of spec §3/§4: the fields it takes besides `cartUpdateType` and `uniqueId`, and what `data` it
 * answers. A price is never part of a request: the server prices every line itself. A type left out, or one that is
 * not an update type, fails to compile (`Covering`).
 */
type CartUpdates = Covering<
  Types<'add', { productItemId: number; count?: number }, CartData> &
    Types<'delete', { productItemId: number }, CartData> &
    Types<'setAddress', { addressId: number }, CartData> &
    Types<'setDelivery', { deliveryId: number }, CartData> &
    Types<'setRebate', { discountCode: string }, CartData> &
    Types<'removeAddress' | 'removeRebate' | 'getCart', NoFields, CartData> &
    // The payable the customer saw: the order is refused when it changed meanwhile.
    // `buyerId`: "invoice to" one of the customer's buyer profiles (issue #31), copied onto the order.
    Types<'setOrder', { paymentMethod: PaymentMethod; payableRial: number; buyerId?: number | null }, OrderPlacement> &
    Types<'getCartCount', NoFields, CartCount> &
    Types<'getDelivery', NoFields, DeliveryMethod[]> &
    // Types this store has no use for: they answer `isSuccess: false` (CART_TYPE_UNSUPPORTED), never data.
    Types<'none' | 'setMerchant' | 'setBonus' | 'removeBonus' | 'setReserve' | 'setParentOrderId', NoFields, never>
>;

type NoFields = Record<never, never>;

/** The types named (keys of CART_UPDATE), each with the fields it takes and the data it answers. */
type Types<Name extends keyof typeof CART_UPDATE, Input, Data> = { [T in (typeof CART_UPDATE)[Name]]: { input: Input; data: Data } };

/** Holds `CartUpdates` to exactly the update types of shared/cart-update-types.ts. */
type Covering<M extends Record<CartUpdateType, { input: unknown; data: unknown }>> = Exclude<keyof M, CartUpdateType> extends never ? M : never;

/** The cart identifier every request may name; the `cart` cookie stands in when it is absent. */
interface CartRef {
  uniqueId?: string;
}

/** A cart update request of type `T`, as the browser sends it. */
export type CartRequestOf<T extends CartUpdateType> = { cartUpdateType: T } & CartRef & CartUpdates[T]['input'];

/** The request body of `POST /api/cart/cart`: a union discriminated by `cartUpdateType`. */
export type CartRequest = { [T in CartUpdateType]: CartRequestOf<T> }[CartUpdateType];

/** The `data` a request of type `T` answers. */
export type CartResponseOf<T extends CartUpdateType> = CartUpdates[T]['data'];

/** The `data` of any cart request. */
export type CartResponse = CartResponseOf<CartUpdateType>;

/**
 * A request of type `T` as the server is handed it: the wire may leave out (or null) any field, and which fields a type
 * needs is the cart service's rule (it names the missing one in its refusal).
 */
export type CartUpdateOf<T extends CartUpdateType> = { cartUpdateType: T } & CartRef & {
    [K in keyof CartUpdates[T]['input']]?: CartUpdates[T]['input'][K] | null;
  };

/** What the server's cart service is handed: a union discriminated by `cartUpdateType`, each member loose. */
export type CartUpdate = { [T in CartUpdateType]: CartUpdateOf<T> }[CartUpdateType];

const inputs = () => import('./cart.inputs.ts');

export const cartContracts = {
  cart: endpoint<CartResponse>()({ method: 'POST', path: '/api/cart/cart', input: () => inputs().then((m) => m.cart) }),
};
