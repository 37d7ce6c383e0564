import { expect } from 'chai';
import { dateOf } from '../../../../client/date-picker/calendar.ts';
import { describeChoice, formatPattern, monthName, parsePattern } from '../../../../client/date-picker/format.ts';
import { DATE_PICKER_DEFAULTS, DISPLAY_FORMAT } from '../../../../client/date-picker/defaults.ts';

const at = new Date(2024, 7, 3, 9, 5); // 13 Mordad 1403, 09:05

describe('date picker formats', () => {
  it('writes the output format (YYYY-MM-DDTHH:mm) in the Gregorian calendar with Latin digits', () => {
    expect(formatPattern(at, DATE_PICKER_DEFAULTS.format)).to.equal('2024-08-03T09:05');
    expect(formatPattern(at, DATE_PICKER_DEFAULTS.altFormat)).to.equal('2024-08-03 09:05');
  });

  it('writes the same pattern in the Jalali calendar, and j-tokens are Jalali whatever the calendar', () => {
    expect(formatPattern(at, 'YYYY-MM-DD', { calendar: 'jalali' })).to.equal('1403-05-13');
    expect(formatPattern(at, 'jYYYY/jM/jD [at] H:mm')).to.equal('1403/5/13 at 9:05');
    expect(formatPattern(at, 'YY-M-D')).to.equal('24-8-3');
  });

  it('displays Persian digits and Jalali month names on Persian pages, Latin on English ones', () => {
    expect(formatPattern(at, DISPLAY_FORMAT.date, { calendar: 'jalali', locale: 'fa' })).to.equal('۱۴۰۳/۰۵/۱۳');
    expect(formatPattern(at, DISPLAY_FORMAT.datetime, { calendar: 'jalali', locale: 'fa' })).to.equal('۱۴۰۳/۰۵/۱۳ ۰۹:۰۵');
    expect(formatPattern(at, DISPLAY_FORMAT['year-month'], { calendar: 'jalali', locale: 'fa' })).to.equal('مرداد ۱۴۰۳');
    expect(formatPattern(at, DISPLAY_FORMAT.date, { calendar: 'gregorian', locale: 'en' })).to.equal('2024/08/03');
    expect(formatPattern(at, 'MMMM YYYY', { locale: 'en' })).to.equal('August 2024');
    expect([1, 12].map((m) => monthName(m, 'jalali', 'fa'))).to.deep.equal(['فروردین', 'اسفند']);
  });

  it('reads what it writes, in either calendar', () => {
    expect(parsePattern('2024-08-03T09:05', DATE_PICKER_DEFAULTS.format)?.getTime()).to.equal(at.getTime());
    expect(parsePattern('1403-05-13 09:05', 'YYYY-MM-DD HH:mm', { calendar: 'jalali' })?.getTime()).to.equal(at.getTime());
    expect(parsePattern('1403/5/13', 'jYYYY/jM/jD')?.getTime()).to.equal(new Date(2024, 7, 3).getTime());
  });

  it('reads Persian and Arabic digits', () => {
    expect(parsePattern('۱۴۰۳/۰۵/۱۳', DISPLAY_FORMAT.date, { calendar: 'jalali' })?.getTime()).to.equal(new Date(2024, 7, 3).getTime());
    expect(parsePattern('١٤٠٣/٠٥/١٣', DISPLAY_FORMAT.date, { calendar: 'jalali' })?.getTime()).to.equal(new Date(2024, 7, 3).getTime());
  });

  it('refuses days that do not exist and text that does not fit', () => {
    expect(parsePattern('1403/12/30', 'YYYY/MM/DD', { calendar: 'jalali' })).to.not.equal(null);
    expect(parsePattern('1404/12/30', 'YYYY/MM/DD', { calendar: 'jalali' })).to.equal(null);
    expect(parsePattern('2023-02-29T00:00', DATE_PICKER_DEFAULTS.format)).to.equal(null);
    expect(parsePattern('2024-08-03T24:00', DATE_PICKER_DEFAULTS.format)).to.equal(null);
    expect(parsePattern('3 August', DATE_PICKER_DEFAULTS.format)).to.equal(null);
    expect(parsePattern('09:05', 'HH:mm')).to.equal(null);
  });

  it('takes the fields a pattern lacks from a base day', () => {
    const base = dateOf({ year: 1403, month: 5, day: 13 }, 'jalali');
    expect(parsePattern('09:05', 'HH:mm', { base })?.getTime()).to.equal(at.getTime());
    expect(parsePattern('07', 'MM', { calendar: 'jalali', base })?.getTime()).to.equal(dateOf({ year: 1403, month: 7, day: 1 }, 'jalali').getTime());
    expect(parsePattern('1399', 'YYYY', { calendar: 'jalali', base })?.getTime()).to.equal(dateOf({ year: 1399, month: 1, day: 1 }, 'jalali').getTime());
  });
});

describe('date picker input text', () => {
  const days = [new Date(2024, 7, 3), new Date(2024, 7, 10)];
  const range = (start: string, end: string) => `${start} to ${end}`;

  it('writes one date, a range, or a list in the page’s language', () => {
    expect(describeChoice(days.slice(0, 1), 'single', 'YYYY/MM/DD', 'jalali', 'fa', range)).to.equal('۱۴۰۳/۰۵/۱۳');
    expect(describeChoice(days, 'range', 'YYYY/MM/DD', 'gregorian', 'en', range)).to.equal('2024/08/03 to 2024/08/10');
    expect(describeChoice(days, 'multiple', 'YYYY/MM/DD', 'gregorian', 'en', range)).to.equal('2024/08/03, 2024/08/10');
    expect(describeChoice(days, 'multiple', 'YYYY/MM/DD', 'jalali', 'fa', range)).to.match(/^۱۴۰۳\/۰۵\/۱۳،\s*\u200f?\s*۱۴۰۳\/۰۵\/۲۰$/);
    expect(describeChoice([], 'single', 'YYYY/MM/DD', 'jalali', 'fa', range)).to.equal('');
  });
});
