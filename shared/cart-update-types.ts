/** The cart update types of spec §4, by their numeric ids: what `cartUpdateType` of `POST /api/cart/cart` says. */
export const CART_UPDATE = {
  none: 0,
  add: 1,
  delete: 4,
  setAddress: 5,
  setDelivery: 6,
  setRebate: 7,
  removeRebate: 8,
  setMerchant: 9,
  setOrder: 11,
  getCartCount: 13,
  getCart: 14,
  getDelivery: 15,
  removeAddress: 16,
  setBonus: 17,
  removeBonus: 18,
  setReserve: 19,
  setParentOrderId: 20,
} as const;

export type CartUpdateType = (typeof CART_UPDATE)[keyof typeof CART_UPDATE];

export const CART_UPDATE_TYPES = Object.values(CART_UPDATE) as readonly CartUpdateType[];

/** Types this store has no use for: they answer 200 with `isSuccess: false` and a translated message. */
export const UNSUPPORTED_CART_UPDATES: readonly CartUpdateType[] = [
  CART_UPDATE.none,
  CART_UPDATE.setMerchant,
  CART_UPDATE.setBonus,
  CART_UPDATE.removeBonus,
  CART_UPDATE.setReserve,
  CART_UPDATE.setParentOrderId,
];
