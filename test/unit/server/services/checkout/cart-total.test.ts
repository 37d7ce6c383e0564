import { expect } from 'chai';
import { buyableItemsRial, cartTotals, placementTotalLine } from '../../../../../server/services/checkout/cart-total.ts';
import type { DiscountVerdict } from '../../../../../server/services/checkout/discount-rules.ts';

/* What a cart comes to: the basket, the placement and a retried placement's comparison all ask this one function. */
describe('cart totals (server/services/checkout/cart-total.ts)', () => {
  const line = (lineRial: number, available = true) => ({ lineRial, available });
  const none = async () => null;
  const vat = { ratePercent: 10, included: true };

  it('pays the items less the discount plus the delivery', async () => {
    const weighed: number[] = [];
    const discount = async (itemsRial: number): Promise<DiscountVerdict> => (weighed.push(itemsRial), { refusal: null, id: 1, rial: 300_000 });
    const totals = await cartTotals([line(2_000_000), line(1_000_000)], { deliveryRial: 450_000, discount, vat });
    expect(totals).to.deep.include({ itemsRial: 3_000_000, discountRial: 300_000, deliveryRial: 450_000, payableRial: 3_150_000 });
    expect(weighed).to.deep.equal([3_000_000]);
  });

  it('leaves a line that cannot be bought out of the items, and out of what the discount is weighed against', async () => {
    const weighed: number[] = [];
    const discount = async (itemsRial: number) => (weighed.push(itemsRial), null);
    const totals = await cartTotals([line(2_000_000), line(9_000_000, false)], { deliveryRial: 0, discount, vat });
    expect(totals).to.deep.include({ itemsRial: 2_000_000, payableRial: 2_000_000 });
    expect(weighed).to.deep.equal([2_000_000]);
    expect(buyableItemsRial([line(5, false), line(7)])).to.equal(7);
  });

  it('takes nothing off for a refused discount, and hands the refusal back for a placement to refuse with', async () => {
    const refused: DiscountVerdict = { refusal: 'DISCOUNT_MIN_ORDER', minOrderRial: 5_000_000 };
    const totals = await cartTotals([line(2_000_000)], { deliveryRial: 100_000, discount: async () => refused, vat });
    expect(totals).to.deep.equal({
      itemsRial: 2_000_000,
      discountRial: 0,
      deliveryRial: 100_000,
      vatRial: 190_909,
      vatIncluded: true,
      payableRial: 2_100_000,
      discount: refused,
    });
  });

  it('charges no delivery for an empty cart, and a cart of only unbuyable lines pays its delivery alone', async () => {
    expect(await cartTotals([], { deliveryRial: 450_000, discount: none, vat })).to.deep.include({ itemsRial: 0, deliveryRial: 0, payableRial: 0 });
    expect(await cartTotals([line(1_000, false)], { deliveryRial: 450_000, discount: none, vat })).to.deep.include({
      itemsRial: 0,
      deliveryRial: 450_000,
      payableRial: 450_000,
    });
  });

  it('with prices that exclude VAT, charges it on top of each line and the delivery', async () => {
    const off = { ratePercent: 10, included: false };
    const discount = async (): Promise<DiscountVerdict> => ({ refusal: null, id: 1, rial: 100_001 });
    const totals = await cartTotals([line(333_333), line(666_667), line(5, false)], { deliveryRial: 7, discount, vat: off });
    // (1 000 000 − 100 001) × 10 % spread over the lines, 1 on the delivery of 7: 90 001 of VAT.
    expect(totals).to.deep.include({ itemsRial: 1_000_000, discountRial: 100_001, deliveryRial: 7, vatRial: 90_001, vatIncluded: false, payableRial: 990_007 });
  });

  it('buys a placement’s line only when it is on sale, priced and in stock for its count', () => {
    const row = { price_rial: 1_500_000, count: 2, stock: 2, item_active: 1, product_active: 1 };
    expect(placementTotalLine(row)).to.deep.equal({ lineRial: 3_000_000, available: true });
    expect(placementTotalLine({ ...row, stock: 1 }).available).to.equal(false);
    expect(placementTotalLine({ ...row, item_active: 0 }).available).to.equal(false);
    expect(placementTotalLine({ ...row, product_active: 0 }).available).to.equal(false);
    expect(placementTotalLine({ ...row, price_rial: null })).to.deep.equal({ lineRial: 0, available: false });
  });
});
