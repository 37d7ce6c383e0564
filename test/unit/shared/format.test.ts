import { expect } from 'chai';
import { formatNumber, localDigits } from '../../../shared/format.ts';

describe('shared/format', () => {
  it('shows Persian digits and the Persian thousands separator on Persian pages', () => {
    expect(formatNumber(4500000, 'fa')).to.equal('۴٬۵۰۰٬۰۰۰');
    expect(formatNumber(4500000, 'en')).to.equal('4,500,000');
  });

  it('writes whole numbers exactly as Intl does, and leaves fractions and negative numbers to it', () => {
    const values = [
      0,
      1,
      9,
      10,
      999,
      1000,
      1001,
      12345,
      100000,
      999999,
      1000000,
      45000000,
      1234567890,
      Number.MAX_SAFE_INTEGER,
      -1,
      -1234,
      0.5,
      4.25,
      1234.5678,
    ];
    for (const [locale, tag] of [
      ['fa', 'fa-IR'],
      ['en', 'en-US'],
    ] as const) {
      for (const value of values) expect(formatNumber(value, locale), `${value} (${locale})`).to.equal(new Intl.NumberFormat(tag).format(value));
    }
  });

  it("writes each digit of a mobile number in the page's digits, leading zero and all", () => {
    expect(localDigits('09123456789', 'fa')).to.equal('۰۹۱۲۳۴۵۶۷۸۹');
    expect(localDigits('09123456789', 'en')).to.equal('09123456789');
  });
});
