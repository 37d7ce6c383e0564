import { expect } from 'chai';
import { formatDate, formatTime, sortableStamp } from '../../../shared/format-date.ts';

describe('shared/format-date', () => {
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

  it('writes an instant as a spreadsheet sorts it, Jalali in Persian, as Intl does, on both sides of daylight saving', () => {
    const formats = {
      fa: new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
        timeZone: 'Asia/Tehran',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
      en: new Intl.DateTimeFormat('en-US-u-nu-latn', {
        timeZone: 'Asia/Tehran',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    const intl = (at: number, locale: 'fa' | 'en') => {
      const p = Object.fromEntries(formats[locale].formatToParts(new Date(at)).map((part) => [part.type, part.value]));
      const dash = locale === 'fa' ? '/' : '-';
      return `${p.year}${dash}${p.month}${dash}${p.day} ${p.hour}:${p.minute}`;
    };
    const mismatches: string[] = [];
    // From a year of daylight saving time (Intl's) across the change to a few years of the fixed offset (written by hand).
    for (let at = Date.parse('2021-01-01T00:00:00Z'); at < Date.parse('2030-01-01T00:00:00Z'); at += 7 * 3600_000 + 13 * 60_000) {
      for (const locale of ['fa', 'en'] as const) {
        const iso = new Date(at).toISOString();
        if (sortableStamp(iso, locale) !== intl(at, locale)) mismatches.push(`${iso} ${locale}: ${sortableStamp(iso, locale)} ≠ ${intl(at, locale)}`);
      }
    }
    expect(mismatches.slice(0, 5)).to.deep.equal([]);
    expect(sortableStamp('2026-03-31T20:45:00Z', 'fa')).to.equal('1405/01/12 00:15');
  });
});
