/*
 * VAT on what a customer pays (issue #31): the one rule behind the cart's VAT (PRICES_INCLUDE_VAT=off adds it to the
 * payable), the order's, and each invoice line's. Money is whole Rials; every split is rounded per line and the lines
 * add up exactly to the payable.
 */

/** The VAT an order is priced under: the rate in percent, and whether the catalogue's prices already include it. */
export interface VatTerms {
  ratePercent: number;
  included: boolean;
}

/** One line of an invoice in Rials: its worth at the unit price, its share of the discount, then net, VAT and total. */
export interface VatLine {
  amountRial: number;
  discountRial: number;
  netRial: number;
  vatRial: number;
  totalRial: number;
}

export interface VatSplit {
  items: VatLine[];
  /** The delivery as a line (no discount); null when nothing is delivered for a price and none was asked. */
  delivery: VatLine;
  totals: { netRial: number; vatRial: number; totalRial: number };
}

/** round(a · b / c) for non-negative integers, in exact integers (no 0.5 lost to floating point, no overflow). */
const roundedRatio = (a: number, b: number, c: number) => Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));

/**
 * The discount spread over the lines in proportion to their worth, in whole Rials that add up to it exactly (the
 * largest remainders get the odd Rials, the earlier line first on a tie); no line gets more than its worth.
 */
export function spreadDiscount(amounts: readonly number[], discountRial: number): number[] {
  const sum = amounts.reduce((s, a) => s + a, 0);
  const discount = Math.min(Math.max(0, discountRial), sum);
  if (discount === 0 || sum === 0) return amounts.map(() => 0);
  // a · discount passes 2^53 for large orders: exact in BigInt.
  const product = (a: number) => BigInt(a) * BigInt(discount);
  const shares = amounts.map((a) => Number(product(a) / BigInt(sum)));
  let left = discount - shares.reduce((s, a) => s + a, 0);
  const byRemainder = amounts
    .map((a, i) => ({ i, remainder: product(a) % BigInt(sum) }))
    .sort((x, y) => (y.remainder > x.remainder ? 1 : y.remainder < x.remainder ? -1 : x.i - y.i));
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (shares[i]! < amounts[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** One line's VAT: split out of its price (included), or added on top of it. */
export function vatLine(amountRial: number, discountRial: number, terms: VatTerms): VatLine {
  const payable = amountRial - discountRial;
  if (terms.included) {
    const vatRial = roundedRatio(payable, terms.ratePercent, 100 + terms.ratePercent);
    return { amountRial, discountRial, netRial: payable - vatRial, vatRial, totalRial: payable };
  }
  const vatRial = roundedRatio(payable, terms.ratePercent, 100);
  return { amountRial, discountRial, netRial: payable, vatRial, totalRial: payable + vatRial };
}

/**
 * The lines of an order (each its count × unit price), its discount and its delivery, with VAT: what the invoice lists.
 * `totals.totalRial` is what the customer pays: items − discount + delivery, plus the VAT when it is added on top.
 */
export function splitVat(
  amounts: readonly number[],
  discountRial: number,
  deliveryRial: number,
  terms: VatTerms,
  /** Each line's own discount when it was priced so (a quote's lines), instead of `discountRial` spread over them. */
  lineDiscounts?: readonly number[],
): VatSplit {
  const shares = lineDiscounts ?? spreadDiscount(amounts, discountRial);
  const items = amounts.map((a, i) => vatLine(a, shares[i]!, terms));
  const delivery = vatLine(deliveryRial, 0, terms);
  const all = [...items, delivery];
  const add = (key: 'netRial' | 'vatRial' | 'totalRial') => all.reduce((s, l) => s + l[key], 0);
  return { items, delivery, totals: { netRial: add('netRial'), vatRial: add('vatRial'), totalRial: add('totalRial') } };
}
