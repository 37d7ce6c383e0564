import { normalizeDiscountCode } from '../../../shared/discount-code.ts';
import { wholeTomanDown } from '../../../shared/money.ts';
import type { DiscountRow } from '../../db/repos/discounts.repo.ts';

/** Why a code cannot be used now: each is shown to the customer in their language (shared/errors.ts). */
export type DiscountRefusal = 'DISCOUNT_UNKNOWN' | 'DISCOUNT_EXPIRED' | 'DISCOUNT_NOT_YET' | 'DISCOUNT_USED_UP' | 'DISCOUNT_MIN_ORDER';

export { normalizeDiscountCode };

/** The first reason the code cannot serve this order, or null when it can. */
export function discountRefusal(
  discount: DiscountRow | undefined,
  { now, itemsRial, usesByUser }: { now: string; itemsRial: number; usesByUser: number },
): DiscountRefusal | null {
  if (!discount || discount.active !== 1) return 'DISCOUNT_UNKNOWN';
  if (discount.valid_from && now < discount.valid_from) return 'DISCOUNT_NOT_YET';
  if (discount.valid_to && now > discount.valid_to) return 'DISCOUNT_EXPIRED';
  if (discount.total_limit !== null && discount.used_count >= discount.total_limit) return 'DISCOUNT_USED_UP';
  if (discount.per_user_limit !== null && usesByUser >= discount.per_user_limit) return 'DISCOUNT_USED_UP';
  if (itemsRial < Number(discount.min_order_rial)) return 'DISCOUNT_MIN_ORDER';
  return null;
}

/** Rials off the items: a percent rounded down to whole Tomans, or the fixed amount; never more than the items. */
export function discountRial(discount: Pick<DiscountRow, 'percent' | 'amount_rial'>, itemsRial: number): number {
  const off = discount.percent !== null ? wholeTomanDown((itemsRial * discount.percent) / 100) : Number(discount.amount_rial ?? 0);
  return Math.max(0, Math.min(off, itemsRial));
}
