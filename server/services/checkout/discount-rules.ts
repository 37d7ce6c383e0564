import { normalizeDiscountCode } from '../../../shared/discount-code.ts';
import { formatNumber } from '../../../shared/format.ts';
import type { Locale } from '../../../shared/locale.ts';
import { rialToToman, wholeTomanDown } from '../../../shared/money.ts';
import type { DiscountRow, DiscountsRepo } from '../../db/repos/discounts.repo.ts';
import { AppError } from '../../lib/errors.ts';

/** Why a code cannot be used now: each is shown to the customer in their language (shared/errors.ts). */
export type DiscountRefusal =
  'DISCOUNT_UNKNOWN' | 'DISCOUNT_EXPIRED' | 'DISCOUNT_NOT_YET' | 'DISCOUNT_USED_UP' | 'DISCOUNT_ALREADY_USED' | 'DISCOUNT_MIN_ORDER';

/** The answer to "may this discount apply to this cart, and for how much". */
export type DiscountVerdict =
  | { refusal: null; id: number; rial: number }
  | { refusal: DiscountRefusal; /** The code's minimum order, for DISCOUNT_MIN_ORDER's message. */ minOrderRial: number };

/** What the rules weigh besides the code: the moment (ISO UTC), the items' worth, and this customer's uses of the code. */
export interface DiscountAsk {
  now: string;
  itemsRial: number;
  usesByUser: number;
}

export { normalizeDiscountCode };

/**
 * The one rule: the first reason the code cannot serve this cart, in this order (unknown or switched off, not yet
 * valid, expired, used up in total, used by this customer as often as one may, minimum order not reached), or the Rials it takes off. Its
 * validity days are Tehran days stored as instants (shared/tehran-day.ts): from the first millisecond of `valid_from`'s
 * day to the last of `valid_to`'s.
 */
export function judgeDiscount(discount: DiscountRow | undefined, { now, itemsRial, usesByUser }: DiscountAsk): DiscountVerdict {
  const refused = (refusal: DiscountRefusal): DiscountVerdict => ({ refusal, minOrderRial: Number(discount?.min_order_rial ?? 0) });
  if (!discount || discount.active !== 1) return refused('DISCOUNT_UNKNOWN');
  if (discount.valid_from && now < discount.valid_from) return refused('DISCOUNT_NOT_YET');
  if (discount.valid_to && now > discount.valid_to) return refused('DISCOUNT_EXPIRED');
  if (discount.total_limit !== null && discount.used_count >= discount.total_limit) return refused('DISCOUNT_USED_UP');
  // Said apart: "used up" to a customer who used it sounds as if it were gone for everyone.
  if (discount.per_user_limit !== null && usesByUser >= discount.per_user_limit) return refused('DISCOUNT_ALREADY_USED');
  if (itemsRial < Number(discount.min_order_rial)) return refused('DISCOUNT_MIN_ORDER');
  return { refusal: null, id: discount.id, rial: discountRial(discount, itemsRial) };
}

/** Rials off the items: a percent rounded down to whole Toman, or the fixed amount; never more than the items. */
function discountRial(discount: Pick<DiscountRow, 'percent' | 'amount_rial'>, itemsRial: number): number {
  const off = discount.percent !== null ? wholeTomanDown((itemsRial * discount.percent) / 100) : Number(discount.amount_rial ?? 0);
  return Math.max(0, Math.min(off, itemsRial));
}

/**
 * The rule asked for a code found by the caller (by what the customer typed, or the one a cart chose), counting this
 * customer's uses through `discounts` (on a placement's transaction, that transaction's repository).
 */
export async function askDiscount(
  discounts: Pick<DiscountsRepo, 'usesBy'>,
  discount: DiscountRow | undefined,
  { userId, now, itemsRial }: { userId: number; now: string; itemsRial: number },
): Promise<DiscountVerdict> {
  const usesByUser = discount ? await discounts.usesBy(discount.id, userId) : 0;
  return judgeDiscount(discount, { now, itemsRial, usesByUser });
}

/** A refusal as the customer reads it, on the discount code's field (the minimum in Toman, in their digits). */
export const discountRefused = ({ refusal, minOrderRial }: Extract<DiscountVerdict, { refusal: DiscountRefusal }>, locale: Locale) =>
  new AppError(refusal, 'discountCode', { min: formatNumber(rialToToman(minOrderRial), locale) });
