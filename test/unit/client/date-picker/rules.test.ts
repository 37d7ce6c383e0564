import { expect } from 'chai';
import { dateOf } from '../../../../client/date-picker/calendar.ts';
import {
  canSubmit,
  compareAt,
  firstView,
  isChosen,
  isDisabled,
  nextView,
  normalizeRange,
  pick,
  ruleFormat,
  stepsOf,
  truncate,
  type DisableRule,
  type Limits,
} from '../../../../client/date-picker/rules.ts';

const j = (year: number, month: number, day: number, h = 0, m = 0) => dateOf({ year, month, day }, 'jalali', h, m);
const jalaliDate = (extra: Partial<Limits> = {}): Limits => ({ type: 'date', calendar: 'jalali', ...extra });
const at = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()];

describe('date picker rules', () => {
  describe('min and max', () => {
    const today = j(1403, 5, 13, 14, 30); // the clock says 14:30
    const limits = jalaliDate({ min: today, max: j(1403, 6, 10) });

    it('disable days before the minimum and after the maximum, not the minimum day itself', () => {
      expect(isDisabled(j(1403, 5, 12), 'day', limits)).to.equal(true);
      expect(isDisabled(j(1403, 5, 13), 'day', limits)).to.equal(false);
      expect(isDisabled(j(1403, 6, 10), 'day', limits)).to.equal(false);
      expect(isDisabled(j(1403, 6, 11), 'day', limits)).to.equal(true);
    });

    it('judge months and years as wholes, in the picker’s calendar', () => {
      expect(isDisabled(j(1403, 4, 31), 'month', limits)).to.equal(true);
      expect(isDisabled(j(1403, 5, 1), 'month', limits)).to.equal(false); // Mordad holds the minimum
      expect(isDisabled(j(1403, 7, 1), 'month', limits)).to.equal(true);
      expect(isDisabled(j(1403, 1, 1), 'year', limits)).to.equal(false);
      expect(isDisabled(j(1402, 12, 29), 'year', limits)).to.equal(true);
      // 1 Mordad (22 July) is in July, as is the minimum (3 August is not): Gregorian months differ.
      expect(compareAt(j(1403, 5, 1), today, 'month', 'jalali')).to.equal(0);
      expect(compareAt(j(1403, 5, 1), today, 'month', 'gregorian')).to.equal(-1);
    });

    it('judge a date and time to the minute, and a time of day by its clock', () => {
      const dt: Limits = { type: 'datetime', calendar: 'jalali', min: today };
      expect(isDisabled(j(1403, 5, 13, 14, 29), 'minute', dt)).to.equal(true);
      expect(isDisabled(j(1403, 5, 13, 14, 30), 'minute', dt)).to.equal(false);
      expect(isDisabled(j(1403, 5, 13), 'day', dt)).to.equal(false); // the day still offers later hours
      const time: Limits = { type: 'time', calendar: 'jalali', min: j(1300, 1, 1, 8, 0), max: j(1300, 1, 1, 17, 0) };
      expect(isDisabled(j(1403, 5, 13, 7, 59), 'time', time)).to.equal(true);
      expect(isDisabled(j(1403, 5, 13, 17, 0), 'time', time)).to.equal(false);
      expect(isDisabled(j(1403, 5, 13, 17, 1), 'time', time)).to.equal(true);
    });
  });

  describe('disable rules', () => {
    const rule = (disable: DisableRule, extra: Partial<Limits> = {}) => jalaliDate({ disable, ...extra });

    it('a list of days written in the picker’s calendar, or of Dates', () => {
      const limits = rule(['1403-05-13', new Date(2024, 7, 5)]);
      expect(isDisabled(j(1403, 5, 13), 'day', limits)).to.equal(true);
      expect(isDisabled(j(1403, 5, 14), 'day', limits)).to.equal(false);
      expect(isDisabled(j(1403, 5, 15), 'day', limits)).to.equal(true); // 5 August 2024
    });

    it('a single string', () => {
      expect(isDisabled(j(1403, 1, 1), 'day', rule('1403-01-01'))).to.equal(true);
      expect(isDisabled(j(1403, 1, 2), 'day', rule('1403-01-01'))).to.equal(false);
    });

    it('a regular expression, tested afresh on every candidate even with the g flag', () => {
      const limits = rule(/^\d{4}-01-\d{2}$/g); // all of Farvardin
      expect(isDisabled(j(1403, 1, 1), 'day', limits)).to.equal(true);
      expect(isDisabled(j(1403, 1, 2), 'day', limits)).to.equal(true);
      expect(isDisabled(j(1403, 2, 1), 'day', limits)).to.equal(false);
    });

    it('a function of the date, its written form and the grain being judged', () => {
      const seen: string[] = [];
      const fridays = rule((date, formatted, level) => {
        seen.push(`${formatted}@${level}`);
        return date.getDay() === 5;
      });
      expect(isDisabled(j(1403, 5, 12), 'day', fridays)).to.equal(true); // Friday 2 August 2024
      expect(isDisabled(j(1403, 5, 13), 'day', fridays)).to.equal(false);
      expect(seen).to.deep.equal(['1403-05-12@day', '1403-05-13@day']);
    });

    it('judges a picker’s own choices, and the days of a date-and-time picker, but not the year list of a date picker', () => {
      const limits = rule(() => true);
      expect(isDisabled(j(1403, 5, 13), 'year', limits)).to.equal(false);
      expect(isDisabled(j(1403, 5, 13), 'day', limits)).to.equal(true);
      const slots = rule(['1403-05-13 10:00'], { type: 'datetime' });
      expect(isDisabled(j(1403, 5, 13, 10, 0), 'minute', slots)).to.equal(true);
      expect(isDisabled(j(1403, 5, 13, 10, 30), 'minute', slots)).to.equal(false);
      expect(isDisabled(j(1403, 5, 13), 'day', slots)).to.equal(false);
      expect(isDisabled(j(1403, 5, 13), 'month', rule('1403-05', { type: 'year-month' }))).to.equal(true);
      expect(isDisabled(j(1403, 5, 13), 'month', rule('05', { type: 'month' }))).to.equal(true);
      expect(isDisabled(j(1403, 5, 13, 12, 0), 'time', rule(/^12:/, { type: 'time' }))).to.equal(true);
    });

    it('writes candidates in a format per grain', () => {
      expect(['year', 'month', 'day', 'minute', 'time'].map((l) => ruleFormat('datetime', l as never))).to.deep.equal([
        'YYYY',
        'YYYY-MM',
        'YYYY-MM-DD',
        'YYYY-MM-DD HH:mm',
        'HH:mm',
      ]);
    });
  });

  describe('submitting', () => {
    const min = j(1403, 5, 13, 14, 30);

    it('is disabled with no choice, with half a range, or on a disabled choice', () => {
      expect(canSubmit([], 'single', jalaliDate({ min }))).to.equal(false);
      expect(canSubmit([j(1403, 5, 12)], 'single', jalaliDate({ min }))).to.equal(false);
      expect(canSubmit([j(1403, 5, 13)], 'single', jalaliDate({ min }))).to.equal(true);
      expect(canSubmit([j(1403, 5, 14)], 'range', jalaliDate({ min }))).to.equal(false);
      expect(canSubmit([j(1403, 5, 14), j(1403, 5, 20)], 'range', jalaliDate({ min }))).to.equal(true);
      expect(canSubmit([j(1403, 5, 14), j(1403, 5, 12)], 'multiple', jalaliDate({ min }))).to.equal(false);
    });

    it('is disabled when the time makes a date-and-time choice fall before the minimum', () => {
      const dt: Limits = { type: 'datetime', calendar: 'jalali', min };
      expect(canSubmit([j(1403, 5, 13, 10, 0)], 'single', dt)).to.equal(false);
      expect(canSubmit([j(1403, 5, 13, 15, 0)], 'single', dt)).to.equal(true);
    });

    it('is disabled when a range jumps over a disabled day', () => {
      const limits = jalaliDate({ disable: ['1403-05-15'] });
      expect(canSubmit(normalizeRange(j(1403, 5, 14), j(1403, 5, 16), 'date', 'jalali'), 'range', limits)).to.equal(false);
      expect(canSubmit(normalizeRange(j(1403, 5, 16), j(1403, 5, 18), 'date', 'jalali'), 'range', limits)).to.equal(true);
    });
  });

  describe('choices', () => {
    it('date-only choices sit at midnight; a month at its first day; a date and time keeps its minute', () => {
      const d = j(1403, 5, 13, 14, 30);
      expect(at(truncate(d, 'date', 'jalali'))).to.deep.equal([2024, 8, 3, 0, 0, 0, 0]);
      expect(at(truncate(d, 'year-month', 'jalali'))).to.deep.equal([2024, 7, 22, 0, 0, 0, 0]); // 1 Mordad
      expect(at(truncate(d, 'year', 'jalali'))).to.deep.equal([2024, 3, 20, 0, 0, 0, 0]); // 1 Farvardin 1403
      expect(at(truncate(new Date(2024, 7, 3, 14, 30, 45), 'datetime', 'jalali'))).to.deep.equal([2024, 8, 3, 14, 30, 0, 0]);
      expect(at(pick([], d, 'single', 'date', 'jalali')[0])).to.deep.equal([2024, 8, 3, 0, 0, 0, 0]);
    });

    it('a range runs from the start of its first day to the end of its last, whichever was picked first', () => {
      const [start, end] = normalizeRange(j(1403, 5, 20, 9, 0), j(1403, 5, 13, 18, 0), 'date', 'jalali');
      expect(at(start)).to.deep.equal([2024, 8, 3, 0, 0, 0, 0]);
      expect(at(end)).to.deep.equal([2024, 8, 10, 23, 59, 59, 999]);
      const [ms, me] = normalizeRange(j(1403, 12, 5), j(1403, 11, 5), 'year-month', 'jalali');
      expect(at(ms)).to.deep.equal([2025, 1, 20, 0, 0, 0, 0]); // 1 Bahman 1403
      expect(at(me)).to.deep.equal([2025, 3, 20, 23, 59, 59, 999]); // Esfand 30 1403
    });

    it('picks a range in two steps and starts anew after a finished one', () => {
      let choice = pick([], j(1403, 5, 20), 'range', 'date', 'jalali');
      expect(choice).to.have.length(1);
      choice = pick(choice, j(1403, 5, 13), 'range', 'date', 'jalali');
      expect(choice.map(at)).to.deep.equal([
        [2024, 8, 3, 0, 0, 0, 0],
        [2024, 8, 10, 23, 59, 59, 999],
      ]);
      expect(isChosen(choice, j(1403, 5, 16), 'day', 'range', 'jalali')).to.equal(true);
      expect(isChosen(choice, j(1403, 5, 21), 'day', 'range', 'jalali')).to.equal(false);
      expect(pick(choice, j(1403, 6, 1), 'range', 'date', 'jalali')).to.have.length(1);
    });

    it('adds and removes days in multiple mode, kept in order', () => {
      let choice = pick([], j(1403, 5, 20), 'multiple', 'date', 'jalali');
      choice = pick(choice, j(1403, 5, 13, 10), 'multiple', 'date', 'jalali');
      expect(choice.map((d) => d.getDate())).to.deep.equal([3, 10]);
      choice = pick(choice, j(1403, 5, 20, 18), 'multiple', 'date', 'jalali');
      expect(choice.map((d) => d.getDate())).to.deep.equal([3]);
    });
  });

  describe('steps', () => {
    it('go year → month → day → time as the type needs', () => {
      expect(stepsOf('datetime')).to.deep.equal(['year', 'month', 'day', 'time']);
      expect(stepsOf('year-month')).to.deep.equal(['year', 'month']);
      expect(stepsOf('time')).to.deep.equal(['time']);
      expect([firstView('date'), firstView('year-month'), firstView('month'), firstView('time')]).to.deep.equal(['day', 'year', 'month', 'time']);
      expect([nextView('datetime', 'day'), nextView('date', 'day'), nextView('year-month', 'year')]).to.deep.equal(['time', undefined, 'month']);
    });
  });
});
