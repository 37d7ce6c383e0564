import { expect } from 'chai';
import { wholeNumber } from '../../../../../server/services/admin/item-import.ts';

describe("wholeNumber: a number as an operator's spreadsheet writes it", () => {
  it('reads Persian and Arabic digits and any thousands separator', () => {
    expect(wholeNumber('۱٬۲۰۰٬۰۰۰')).to.equal(1_200_000);
    expect(wholeNumber('1,200,000')).to.equal(1_200_000);
    expect(wholeNumber('١٢٠٠٠٠٠')).to.equal(1_200_000);
    expect(wholeNumber('1 200 000')).to.equal(1_200_000);
    expect(wholeNumber('1200000.0')).to.equal(1_200_000);
    expect(wholeNumber(' 15 ')).to.equal(15);
  });

  it('keeps the sign, so a negative is refused as a negative and not as text', () => {
    expect(wholeNumber('-3')).to.equal(-3);
    expect(wholeNumber('−3')).to.equal(-3);
  });

  it('is null for what is not a whole number', () => {
    for (const text of ['ten', '12.5', '1.200.000', '', '1e6', '=1+1']) expect(wholeNumber(text), text).to.equal(null);
  });
});
