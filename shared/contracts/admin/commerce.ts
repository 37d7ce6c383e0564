import { switchableContracts } from './records.ts';

export interface AdminDiscount {
  id?: number;
  /** Upper case, as the cart keeps it. */
  code: string;
  kind: 'percent' | 'amount';
  /** A percent (1–100) or Toman off the items. */
  value: number;
  minOrderToman: number;
  /** YYYY-MM-DD, Tehran days, both inclusive; null: open. */
  validFrom: string | null;
  validTo: string | null;
  totalLimit: number | null;
  perUserLimit: number | null;
  active: boolean;
  /** Uses by orders not cancelled (read only). */
  usedCount?: number;
}

export interface AdminDelivery {
  id?: number;
  nameFa: string;
  nameEn: string;
  descriptionFa: string;
  descriptionEn: string;
  priceToman: number;
  /** False for pickup: checkout asks for no address. */
  needsAddress: boolean;
  /** The price is paid at checkout and the rest of the carrier's fee on arrival (freight). */
  restOnArrival: boolean;
  /** Where it delivers, a line a place: «province» or «province / city» (shared/delivery-zone.ts); blank: all of Iran. */
  zone: string;
  sort: number;
  active: boolean;
}

const inputs = () => import('./commerce.inputs.ts');

/** Discount codes (issue #11): listed, created, edited and switched off, each change audited. */
export const adminDiscountContracts = switchableContracts<AdminDiscount>()('discount', () => inputs().then((m) => m.discount));
/** Delivery methods (issue #11), the same four calls. */
export const adminDeliveryContracts = switchableContracts<AdminDelivery>()('delivery', () => inputs().then((m) => m.delivery), 'deliveries');
