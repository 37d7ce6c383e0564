import { endpoint } from './endpoint.ts';
import type { DeliveryZone } from '../delivery-zone.ts';
import type { Picture } from './catalog.ts';
import type { CartUpdateType } from '../cart-update-types.ts';
import type { OrderPlacement, PaymentMethod } from './checkout.ts';

/** The cart update request of spec §3. A price is never part of it: the server prices every line itself. */
export interface CartUpdateInput {
  cartUpdateType: CartUpdateType;
  productItemId?: number;
  /** The cart identifier; the `cart` cookie stands in when it is absent. */
  uniqueId?: string;
  count?: number;
  deliveryId?: number | null;
  /** Type 5: one of the customer's addresses. */
  addressId?: number | null;
  /** Type 7. */
  discountCode?: string | null;
  /** Type 11. */
  paymentMethod?: PaymentMethod | null;
  /** Type 11: the payable the customer saw; the order is refused when it changed meanwhile. */
  payableRial?: number | null;
}

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
  /** Where it delivers (provinces, or cities in them, by Persian name); null for all of Iran. */
  zone: DeliveryZone;
}

/** Type 13 answers only the count; 15 the delivery methods; every other supported type the whole cart. */
export type CartResponse = CartData | Pick<CartData, 'uniqueId' | 'itemCount' | 'deliveryId'> | DeliveryMethod[] | OrderPlacement;

const inputs = () => import('./cart.inputs.ts');

export const cartContracts = {
  cart: endpoint<CartResponse>()({ method: 'POST', path: '/api/cart/cart', input: () => inputs().then((m) => m.cart) }),
};
