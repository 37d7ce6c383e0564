import type { CartData, DeliveryMethod } from '../../../../shared/contracts/cart.ts';

/** One camera in the cart, 1 000 000 Toman, in stock. */
export const line = {
  id: 1,
  productId: 2,
  productItemId: 3,
  count: 1,
  name: 'Camera',
  itemName: '',
  code: 'C',
  label: 'camera',
  picture: null,
  unitPriceRial: 10_000_000,
  lineRial: 10_000_000,
  stock: 5,
  available: true,
};

/** A cart of that line, no delivery chosen yet, with `over` changed. */
export const cart = (over: Partial<CartData> = {}): CartData => ({
  uniqueId: 'c1',
  itemCount: 1,
  deliveryId: null,
  cartItems: [line],
  itemsRial: 10_000_000,
  discountRial: 0,
  deliveryRial: 0,
  vatRial: 0,
  vatIncluded: true,
  payableRial: 10_000_000,
  ...over,
});

export const PICKUP: DeliveryMethod = { id: 4, name: 'Pickup', description: '', priceRial: 0, needsAddress: false, restOnArrival: false, zone: null };
