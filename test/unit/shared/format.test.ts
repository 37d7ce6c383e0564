import { expect } from 'chai';
import { formatNumber, localDigits } from '../../../shared/format.ts';
import { formatDate, formatTime } from '../../../shared/format-date.ts';

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

  it("writes the hour and minute in Tehran as Intl does, in the page's digits", () => {
    const fa = new Intl.DateTimeFormat('fa-IR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Tehran' });
    const en = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Tehran' });
    for (let t = Date.parse('2024-03-19T00:00:00Z'); t < Date.parse('2024-03-22T00:00:00Z'); t += 7 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(formatTime(iso, 'fa'), iso).to.equal(fa.format(t));
      expect(formatTime(iso, 'en'), iso).to.equal(en.format(t));
    }
    // 20:30 UTC is past midnight in Tehran: the next day's 00:00.
    expect(formatTime('2026-11-28T20:30:00Z', 'en')).to.equal('00:00');
    expect(formatTime('2026-11-28T10:35:00Z', 'fa')).to.equal('۱۴:۰۵');
  });

  it('shows Jalali dates in Persian and Gregorian in English', () => {
    expect(formatDate('2026-03-21T10:00:00Z', 'fa')).to.equal('۱ فروردین ۱۴۰۵');
    expect(formatDate('2026-03-21T10:00:00Z', 'en')).to.equal('March 21, 2026');
  });

  it('writes every day since Tehran stopped daylight saving as Intl does, at both ends of the day and across years', () => {
    const formats = {
      fa: new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tehran' }),
      en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tehran' }),
    };
    const DAY = 24 * 3600_000;
    const mismatches: string[] = [];
    // 2022-09-21 19:30 UTC is 24:00 in Tehran, the end of its last daylight saving time; then every day to 2040.
    for (let day = Date.parse('2022-09-21T19:30:00Z'); day < Date.parse('2040-01-01T00:00:00Z'); day += DAY) {
      // Tehran's midnight, the minute before it, and noon.
      for (const at of [day, day - 60_000, day + DAY / 2]) {
        const iso = new Date(at).toISOString();
        for (const locale of ['fa', 'en'] as const) {
          const expected = formats[locale].format(new Date(at));
          if (formatDate(iso, locale) !== expected) mismatches.push(`${iso} ${locale}: ${formatDate(iso, locale)} ≠ ${expected}`);
        }
      }
    }
    expect(mismatches.slice(0, 5)).to.deep.equal([]);
  });

  it("writes each digit of a mobile number in the page's digits, leading zero and all", () => {
    expect(localDigits('09123456789', 'fa')).to.equal('۰۹۱۲۳۴۵۶۷۸۹');
    expect(localDigits('09123456789', 'en')).to.equal('09123456789');
  });
});
