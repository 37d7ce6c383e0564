import { expect } from 'chai';
import fc from 'fast-check';
import { asciiDigits, localDigits } from '../../../shared/digits.ts';

/* Digit conversion, both ways, from one module (asciiDigits' own cases are in validation.test.ts, where it guards input). */
describe('shared/digits', () => {
  it("writes ASCII digits in the page's script: Persian on Persian pages, unchanged on English ones", () => {
    expect(localDigits('0912 345-6789', 'fa')).to.equal('۰۹۱۲ ۳۴۵-۶۷۸۹');
    expect(localDigits('0912 345-6789', 'en')).to.equal('0912 345-6789');
    expect(localDigits('PRO6ABC', 'fa')).to.equal('PRO۶ABC');
  });

  it('writes what Intl writes for each Persian digit', () => {
    const intl = new Intl.NumberFormat('fa-IR', { useGrouping: false });
    for (let d = 0; d < 10; d++) expect(localDigits(String(d), 'fa')).to.equal(intl.format(d));
  });

  it('reads back what it writes, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (s) => asciiDigits(localDigits(s, 'fa')) === asciiDigits(s)));
  });
});
