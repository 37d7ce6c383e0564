import type { DiscountVerdict } from './discount-rules.ts';
import { splitVat, type VatTerms } from './vat.ts';

/*
 * What a cart comes to: the one rule behind the basket's totals (cart.service.ts), the order's (placing it) and the
 * payable a retried placement is compared with (checkout.service.ts).
 */

/** A line as its total counts it: its worth at today's price, and whether it can be bought as it stands. */
export interface TotalLine {
  lineRial: number;
  available: boolean;
}

export interface CartTotals {
  itemsRial: number;
  discountRial: number;
  deliveryRial: number;
  /** The VAT in the payable (vat.ts): split out of the prices when they include it, else added to the payable. */
  vatRial: number;
  vatIncluded: boolean;
  payableRial: number;
}

/** The worth of the lines that can be bought: what a discount is weighed against. */
export const buyableItemsRial = (lines: readonly TotalLine[]) => lines.reduce((sum, l) => sum + (l.available ? l.lineRial : 0), 0);

/**
 * Items − discount + delivery, plus VAT when prices do not include it (PRICES_INCLUDE_VAT=off). A line that cannot be bought (sold out, fewer left than its count, off sale) is no
 * part of what is paid: the basket marks it and placing the order refuses it. The discount is asked about the items
 * that count (a minimum order, a percent of them) and takes nothing when it is refused or there is none; its verdict
 * comes back with the totals, for a placement to refuse the order with. An empty cart pays no delivery.
 */
export async function cartTotals(
  lines: readonly TotalLine[],
  { deliveryRial, discount, vat }: { deliveryRial: number; discount: (itemsRial: number) => Promise<DiscountVerdict | null>; vat: VatTerms },
): Promise<CartTotals & { discount: DiscountVerdict | null }> {
  const itemsRial = buyableItemsRial(lines);
  const verdict = await discount(itemsRial);
  const discountRial = verdict && verdict.refusal === null ? verdict.rial : 0;
  const delivery = lines.length ? deliveryRial : 0;
  const buyable = lines.filter((l) => l.available).map((l) => l.lineRial);
  const { totals } = splitVat(buyable, discountRial, delivery, vat);
  return {
    itemsRial,
    discountRial,
    deliveryRial: delivery,
    vatRial: totals.vatRial,
    vatIncluded: vat.included,
    payableRial: totals.totalRial,
    discount: verdict,
  };
}

/** A line of a cart re-read for placing (carts.repo.ts): it can be bought when on sale, priced and in stock. */
export const placementTotalLine = (l: { price_rial: number | null; count: number; stock: number; item_active: number; product_active: number }): TotalLine => ({
  lineRial: Number(l.price_rial ?? 0) * l.count,
  available: l.item_active === 1 && l.product_active === 1 && l.price_rial !== null && l.count <= l.stock,
});
