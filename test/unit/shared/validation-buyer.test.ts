import { expect } from 'chai';
import fc from 'fast-check';
import { normalizeBuyerPostalCode, normalizeEconomicCode, normalizeLegalId, normalizePhone, normalizeRegistrationNo } from '../../../shared/validation.ts';

/** A legal id's check digit the long way (INTEGRATIONS.md §7), apart from the code under test. */
function legalCheckDigit(ten: string): number {
  const z = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17];
  const d = Number(ten[9]) + 2;
  const r = z.reduce((sum, w, i) => sum + (d + Number(ten[i])) * w, 0) % 11;
  return r === 10 ? 0 : r;
}

describe('shared/validation: the ids of a buyer profile', () => {
  it('accepts a legal person national id whose check digit matches, typed in any script with spaces and dashes', () => {
    expect(normalizeLegalId('10380284790')).to.equal('10380284790');
    expect(normalizeLegalId('۱۰۳۸۰-۲۸۴ ۷۹۰')).to.equal('10380284790');
    expect(normalizeLegalId('١٠٣٨٠٢٨٤٧٩٠')).to.equal('10380284790');
  });

  it('refuses a wrong check digit, other lengths, all zeros and zeros in digits 4–9', () => {
    for (const id of ['10380284791', '1038028479', '103802847900', '00000000000', '12300000014', 'abcdefghijk']) {
      expect(normalizeLegalId(id), id).to.equal(null);
    }
  });

  it('agrees with the check digit computed the long way for any 10 digits (generated)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 }), (ten) => {
        fc.pre(ten.slice(3, 9) !== '000000' && !/^0+$/.test(ten));
        const check = legalCheckDigit(ten);
        expect(normalizeLegalId(ten + check)).to.equal(ten + check);
        expect(normalizeLegalId(ten + ((check + 1) % 10))).to.equal(null);
      }),
    );
  });

  it('takes an economic code of 12 digits, or a national id or code that passes its check', () => {
    expect(normalizeEconomicCode('4111 1111 1111')).to.equal('411111111111');
    expect(normalizeEconomicCode('10380284790')).to.equal('10380284790');
    expect(normalizeEconomicCode('0084575948')).to.equal('0084575948');
    for (const bad of ['10380284791', '0084575949', '12345', '1234567890123']) expect(normalizeEconomicCode(bad), bad).to.equal(null);
  });

  it('reads a postal code with spaces and dashes anywhere; the unconfirmed stricter rule only when asked', () => {
    expect(normalizeBuyerPostalCode('۱۳۴۵۶ ۷۸۹۱۳')).to.equal('1345678913');
    expect(normalizeBuyerPostalCode('1-3-4-5-6-7-8-9-1-3')).to.equal('1345678913');
    expect(normalizeBuyerPostalCode('123456789')).to.equal(null);
    expect(normalizeBuyerPostalCode('1234567890')).to.equal('1234567890');
    expect(normalizeBuyerPostalCode('1234567890', true)).to.equal(null); // a 2 in the first five
    expect(normalizeBuyerPostalCode('1345678913', true)).to.equal('1345678913');
  });

  it('keeps a phone as a mobile or a landline with its area code', () => {
    expect(normalizePhone('+98 912 123 4567')).to.equal('09121234567');
    expect(normalizePhone('۰۲۱-۸۸۰۰۱۲۳۴')).to.equal('02188001234');
    expect(normalizePhone('+98 21 8800 1234')).to.equal('02188001234');
    for (const bad of ['88001234', '0021', '09121234', '00218800123456']) expect(normalizePhone(bad), bad).to.equal(null);
  });

  it('keeps a registration number as its digits without leading zeros', () => {
    expect(normalizeRegistrationNo('۰۰۱۲۳۴۵۶')).to.equal('123456');
    for (const bad of ['', '0', '12a', '12345678901']) expect(normalizeRegistrationNo(bad), bad).to.equal(null);
  });
});
