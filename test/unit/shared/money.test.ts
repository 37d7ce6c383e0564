import { expect } from 'chai';
import { RIALS_PER_TOMAN, rialToToman, tomanToRial, wholeTomanDown } from '../../../shared/money.ts';

describe('shared/money', () => {
  it('counts ten Rials to the Toman', () => {
    expect(RIALS_PER_TOMAN).to.equal(10);
    expect(rialToToman(45_000_000)).to.equal(4_500_000);
    expect(tomanToRial(4_500_000)).to.equal(45_000_000);
  });

  it('shows Rials that are not whole Toman as the nearest Toman', () => {
    expect(rialToToman(14)).to.equal(1);
    expect(rialToToman(15)).to.equal(2);
    expect(rialToToman(0)).to.equal(0);
  });

  it('gets back every Toman amount it was given, small and large', () => {
    for (const toman of [0, 1, 9, 10, 999, 12_345, 4_500_000, 999_999_999, 90_071_992_547_409]) {
      expect(rialToToman(tomanToRial(toman))).to.equal(toman);
    }
  });

  it('cuts a share of a price down to whole Toman, never up', () => {
    expect(wholeTomanDown(12_345)).to.equal(12_340);
    expect(wholeTomanDown(12_349.99)).to.equal(12_340);
    expect(wholeTomanDown(12_340)).to.equal(12_340);
    expect(wholeTomanDown(9)).to.equal(0);
  });
});
