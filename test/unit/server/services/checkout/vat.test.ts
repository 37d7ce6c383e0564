import { expect } from 'chai';
import fc from 'fast-check';
import { splitVat, spreadDiscount, vatLine } from '../../../../../server/services/checkout/vat.ts';

const included = { ratePercent: 10, included: true };
const onTop = { ratePercent: 10, included: false };

describe('server/services/checkout/vat', () => {
  it('splits VAT out of a price that includes it, rounded to the Rial', () => {
    // 1 099 999 × 10 / 110 = 99 999.9…: 100 000 of VAT, the rest net.
    expect(vatLine(1_099_999, 0, included)).to.deep.equal({ amountRial: 1_099_999, discountRial: 0, netRial: 999_999, vatRial: 100_000, totalRial: 1_099_999 });
    expect(vatLine(1_100_000, 100_000, included)).to.deep.include({ netRial: 909_091, vatRial: 90_909, totalRial: 1_000_000 });
  });

  it('adds VAT on top of a price that does not include it', () => {
    expect(vatLine(333_335, 0, onTop)).to.deep.equal({ amountRial: 333_335, discountRial: 0, netRial: 333_335, vatRial: 33_334, totalRial: 366_669 });
    expect(vatLine(9, 0, { ratePercent: 9, included: false }).vatRial).to.equal(1); // 0.81 rounds up
    expect(vatLine(5, 0, onTop).vatRial).to.equal(1); // exactly 0.5 rounds up
  });

  it('spreads a discount over the lines in proportion, adding up exactly', () => {
    expect(spreadDiscount([100, 200, 300], 100)).to.deep.equal([17, 33, 50]);
    expect(spreadDiscount([1, 1, 1], 2)).to.deep.equal([1, 1, 0]);
    expect(spreadDiscount([500], 900)).to.deep.equal([500]);
    expect(spreadDiscount([0, 0], 10)).to.deep.equal([0, 0]);
  });

  it('adds up to the payable for awkward amounts: three lines of 333 333 Rials, 100 001 off, 7 Rials of delivery', () => {
    const split = splitVat([333_333, 333_333, 333_334], 100_001, 7, included);
    expect(split.totals.totalRial).to.equal(333_333 + 333_333 + 333_334 - 100_001 + 7);
    expect(split.items.map((l) => l.discountRial).reduce((a, b) => a + b)).to.equal(100_001);
    expect(split.totals.netRial + split.totals.vatRial).to.equal(split.totals.totalRial);
    const top = splitVat([333_333, 333_333, 333_334], 100_001, 7, onTop);
    expect(top.totals.totalRial).to.equal(899_999 + 7 + top.totals.vatRial);
    expect(top.items.map((l) => l.vatRial)).to.deep.equal([30_000, 30_000, 30_000]);
  });

  it('the lines always add up to what is paid (generated)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (amounts, discount, delivery, rate, inc) => {
          const sum = amounts.reduce((a, b) => a + b, 0);
          const d = Math.min(discount, sum);
          const split = splitVat(amounts, d, delivery, { ratePercent: rate, included: inc });
          const lines = [...split.items, split.delivery];
          expect(lines.reduce((s, l) => s + l.totalRial, 0)).to.equal(split.totals.totalRial);
          for (const l of lines) expect(l.netRial + l.vatRial).to.equal(l.totalRial);
          if (inc) expect(split.totals.totalRial).to.equal(sum - d + delivery);
          else expect(split.totals.totalRial).to.equal(sum - d + delivery + split.totals.vatRial);
        },
      ),
    );
  });
});
