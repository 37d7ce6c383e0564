import { expect } from 'chai';
import {
  addDays,
  jalaliMonthFirstDay,
  jalaliYearOf,
  tehranDayEnd,
  tehranDayOf,
  tehranDayStart,
  tehranNextDayStart,
  tehranNoon,
} from '../../../shared/tehran-day.ts';

const DAY_MS = 86_400_000;
const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' });
const intlJalaliDay = new Intl.DateTimeFormat('en-US-u-ca-persian', { day: 'numeric', timeZone: 'Asia/Tehran' });

describe('shared/tehran-day', () => {
  it('starts a Tehran day at its midnight: 20:30 UTC the day before, all year round', () => {
    expect(tehranDayStart('2026-03-21')).to.equal('2026-03-20T20:30:00.000Z'); // Nowruz, where summer time once began
    expect(tehranDayStart('2026-07-01')).to.equal('2026-06-30T20:30:00.000Z');
    expect(tehranDayStart('2026-09-22')).to.equal('2026-09-21T20:30:00.000Z');
    expect(tehranDayStart('2027-01-01')).to.equal('2026-12-31T20:30:00.000Z'); // across a year's end
    expect(tehranDayStart('2028-03-01')).to.equal('2028-02-29T20:30:00.000Z'); // across a leap day
  });

  it('ends a day a millisecond before the next one starts', () => {
    expect(tehranNextDayStart('2026-12-31')).to.equal('2026-12-31T20:30:00.000Z');
    expect(tehranDayEnd('2026-12-31')).to.equal('2026-12-31T20:29:59.999Z');
    expect(tehranNoon('2026-12-31')).to.equal('2026-12-31T08:30:00.000Z');
  });

  it('puts the last instant before Tehran midnight on one day and midnight on the next', () => {
    expect(tehranDayOf('2026-06-30T20:29:59.999Z')).to.equal('2026-06-30');
    expect(tehranDayOf('2026-06-30T20:30:00.000Z')).to.equal('2026-07-01');
    expect(tehranDayOf(new Date('2026-12-31T20:30:00Z'))).to.equal('2027-01-01');
  });

  it('names the day an instant falls on as Intl does, at both ends of every day of a year and since the offset was fixed', () => {
    for (let day = Date.parse('2022-09-22T00:00:00Z'); day < Date.parse('2028-01-01T00:00:00Z'); day += DAY_MS) {
      const iso = new Date(day).toISOString().slice(0, 10);
      const start = Date.parse(tehranDayStart(iso));
      for (const ms of [start, start + DAY_MS - 1, Date.parse(tehranNoon(iso))]) {
        expect(tehranDayOf(new Date(ms).toISOString()), new Date(ms).toISOString()).to.equal(intlDay.format(new Date(ms)));
      }
      expect(tehranDayOf(new Date(start - 1).toISOString())).to.equal(intlDay.format(new Date(start - 1)));
    }
  });

  it('leaves instants from the years of summer time to Intl', () => {
    // 2021-06-30 20:00 UTC was 00:30 on July 1 in Tehran (UTC+04:30 then), 23:30 on June 30 at today's offset.
    expect(tehranDayOf('2021-06-30T20:00:00Z')).to.equal('2021-07-01');
  });

  it('counts calendar days forward and back, across months and years', () => {
    expect(addDays('2026-12-25', 10)).to.equal('2027-01-04');
    expect(addDays('2028-02-28', 1)).to.equal('2028-02-29');
    expect(addDays('2026-03-01', -1)).to.equal('2026-02-28');
    expect(addDays('2026-05-05', 0)).to.equal('2026-05-05');
  });

  it("finds the first day of the day's Jalali month, as Intl's Persian calendar does, every day of two years", () => {
    expect(jalaliMonthFirstDay('2026-03-21')).to.equal('2026-03-21'); // 1 Farvardin 1405
    expect(jalaliMonthFirstDay('2026-04-20')).to.equal('2026-03-21'); // 31 Farvardin
    expect(jalaliMonthFirstDay('2026-03-20')).to.equal('2026-02-20'); // the last day of Esfand 1404
    for (let day = Date.parse('2025-01-01T00:00:00Z'); day < Date.parse('2027-01-01T00:00:00Z'); day += DAY_MS) {
      const iso = new Date(day).toISOString().slice(0, 10);
      const first = jalaliMonthFirstDay(iso);
      expect(Number(intlJalaliDay.format(new Date(tehranNoon(first)))), iso).to.equal(1);
      const span = (Date.parse(iso) - Date.parse(first)) / DAY_MS;
      expect(span, iso).to.be.within(0, 30);
      expect(Number(intlJalaliDay.format(new Date(tehranNoon(iso))))).to.equal(span + 1);
    }
  });
});

describe('shared/tehran-day: jalaliYearOf', () => {
  it('turns the year at Nowruz, Tehran time, not UTC', () => {
    // 1405/01/01 is 2026-03-21; Tehran's midnight is 20:30 UTC the evening before.
    expect(jalaliYearOf('2026-03-20T20:29:59Z')).to.equal(1404);
    expect(jalaliYearOf('2026-03-20T20:30:00Z')).to.equal(1405);
    expect(jalaliYearOf('2026-12-02T01:00:00Z')).to.equal(1405);
  });
});
