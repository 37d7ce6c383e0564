import { expect } from 'chai';
import {
  addDays,
  addMonths,
  addYears,
  dateOf,
  endOfWeek,
  isLeapYear,
  isValidParts,
  monthGrid,
  monthLength,
  partsOf,
  startOfWeek,
  weekdayOrder,
  yearList,
  WEEK_START,
} from '../../../../client/date-picker/calendar.ts';

const ymd = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

describe('date picker calendar', () => {
  describe('Jalali leap years (jalaali-js)', () => {
    it('1399 and 1403 are leap years with an Esfand 30; 1400 and 1404 are not', () => {
      for (const year of [1399, 1403]) {
        expect(isLeapYear(year, 'jalali'), String(year)).to.equal(true);
        expect(monthLength(year, 12, 'jalali')).to.equal(30);
        expect(isValidParts({ year, month: 12, day: 30 }, 'jalali')).to.equal(true);
      }
      for (const year of [1400, 1404]) {
        expect(isLeapYear(year, 'jalali'), String(year)).to.equal(false);
        expect(monthLength(year, 12, 'jalali')).to.equal(29);
        expect(isValidParts({ year, month: 12, day: 30 }, 'jalali')).to.equal(false);
      }
    });

    it('has 31-day months first, then 30-day months', () => {
      expect([1, 6, 7, 11].map((m) => monthLength(1402, m, 'jalali'))).to.deep.equal([31, 31, 30, 30]);
    });

    it('converts Jalali days to their Gregorian days and back', () => {
      expect(ymd(dateOf({ year: 1403, month: 1, day: 1 }, 'jalali'))).to.deep.equal([2024, 3, 20]);
      expect(ymd(dateOf({ year: 1403, month: 12, day: 30 }, 'jalali'))).to.deep.equal([2025, 3, 20]);
      expect(ymd(dateOf({ year: 1399, month: 12, day: 30 }, 'jalali'))).to.deep.equal([2021, 3, 20]);
      expect(partsOf(new Date(2024, 7, 3), 'jalali')).to.deep.equal({ year: 1403, month: 5, day: 13 });
    });
  });

  describe('year boundaries', () => {
    it('Esfand 30 of a leap year and Esfand 29 of a common year are followed by Farvardin 1', () => {
      const next = (year: number, day: number) => partsOf(addDays(dateOf({ year, month: 12, day }, 'jalali'), 1), 'jalali');
      expect(next(1403, 30)).to.deep.equal({ year: 1404, month: 1, day: 1 });
      expect(next(1399, 30)).to.deep.equal({ year: 1400, month: 1, day: 1 });
      expect(next(1400, 29)).to.deep.equal({ year: 1401, month: 1, day: 1 });
      expect(next(1403, 29)).to.deep.equal({ year: 1403, month: 12, day: 30 });
    });

    it('December 31 is followed by January 1', () => {
      expect(ymd(addDays(new Date(2024, 11, 31), 1))).to.deep.equal([2025, 1, 1]);
      expect(partsOf(addDays(dateOf({ year: 2023, month: 12, day: 31 }, 'gregorian'), 1), 'gregorian')).to.deep.equal({ year: 2024, month: 1, day: 1 });
    });

    it('a month or a year later keeps the day where it exists and clamps it where it does not', () => {
      const esfand30 = dateOf({ year: 1403, month: 12, day: 30 }, 'jalali', 9, 30);
      const a = addYears(esfand30, 1, 'jalali');
      expect(partsOf(a, 'jalali')).to.deep.equal({ year: 1404, month: 12, day: 29 });
      expect([a.getHours(), a.getMinutes()]).to.deep.equal([9, 30]);
      expect(partsOf(addMonths(esfand30, 1, 'jalali'), 'jalali')).to.deep.equal({ year: 1404, month: 1, day: 30 });
      expect(partsOf(addMonths(dateOf({ year: 1403, month: 6, day: 31 }, 'jalali'), 1, 'jalali'), 'jalali')).to.deep.equal({ year: 1403, month: 7, day: 30 });
      expect(ymd(addMonths(new Date(2024, 0, 31), 1, 'gregorian'))).to.deep.equal([2024, 2, 29]);
      expect(ymd(addMonths(new Date(2024, 0, 15), -1, 'gregorian'))).to.deep.equal([2023, 12, 15]);
      expect(partsOf(addMonths(dateOf({ year: 1403, month: 1, day: 10 }, 'jalali'), -1, 'jalali'), 'jalali')).to.deep.equal({ year: 1402, month: 12, day: 10 });
    });
  });

  describe('weeks', () => {
    it('start on Saturday in Persian and on Sunday in English', () => {
      expect(WEEK_START).to.deep.equal({ fa: 6, en: 0 });
      expect(weekdayOrder(WEEK_START.fa)).to.deep.equal([6, 0, 1, 2, 3, 4, 5]);
      expect(weekdayOrder(WEEK_START.en)).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
      const wednesday = new Date(2024, 7, 7);
      expect(ymd(startOfWeek(wednesday, 6))).to.deep.equal([2024, 8, 3]); // Saturday
      expect(ymd(endOfWeek(wednesday, 6))).to.deep.equal([2024, 8, 9]); // Friday
      expect(ymd(startOfWeek(wednesday, 0))).to.deep.equal([2024, 8, 4]); // Sunday
      expect(ymd(endOfWeek(wednesday, 0))).to.deep.equal([2024, 8, 10]); // Saturday
    });

    it('lay a Jalali month out from Saturday with empty cells around it', () => {
      // 1 Mordad 1403 is Monday 22 July 2024: two empty cells (Saturday, Sunday) before it.
      const grid = monthGrid(1403, 5, 'jalali', 6);
      expect(grid[0].slice(0, 2)).to.deep.equal([null, null]);
      expect(partsOf(grid[0][2]!, 'jalali')).to.deep.equal({ year: 1403, month: 5, day: 1 });
      expect(grid.every((row) => row.length === 7)).to.equal(true);
      const days = grid.flat().filter((d): d is Date => d !== null);
      expect(days).to.have.length(31);
      expect(days.every((d, i) => partsOf(d, 'jalali').day === i + 1)).to.equal(true);
      // Each column is one weekday, Saturday first.
      for (const row of grid) row.forEach((d, col) => d && expect(d.getDay()).to.equal(weekdayOrder(6)[col]));
    });

    it('lay a Gregorian month out from Sunday', () => {
      const grid = monthGrid(2024, 9, 'gregorian', 0); // 1 September 2024 is a Sunday
      expect(ymd(grid[0][0]!)).to.deep.equal([2024, 9, 1]);
      expect(grid.flat().filter(Boolean)).to.have.length(30);
      expect(monthGrid(2024, 2, 'gregorian', 0).flat().filter(Boolean)).to.have.length(29);
    });

    it('gives Esfand of a leap year thirty cells', () => {
      expect(monthGrid(1403, 12, 'jalali', 6).flat().filter(Boolean)).to.have.length(30);
      expect(monthGrid(1402, 12, 'jalali', 6).flat().filter(Boolean)).to.have.length(29);
    });
  });

  describe('year list', () => {
    it('runs from Jalali 1300 to 150 years later when no minimum is set', () => {
      const years = yearList('jalali');
      expect(years[0]).to.equal(1300);
      expect(years.at(-1)).to.equal(1450);
      expect(years).to.have.length(151);
    });

    it('starts at the minimum and ends 150 years later, or at the maximum', () => {
      const min = new Date(2024, 7, 3); // 1403
      expect(yearList('jalali', min)[0]).to.equal(1403);
      expect(yearList('jalali', min).at(-1)).to.equal(1553);
      expect(yearList('jalali', min, new Date(2030, 0, 1))).to.deep.equal([1403, 1404, 1405, 1406, 1407, 1408]);
      expect(yearList('gregorian', min, new Date(2026, 0, 1))).to.deep.equal([2024, 2025, 2026]);
      expect(yearList('gregorian')[0]).to.equal(1921);
    });
  });
});
