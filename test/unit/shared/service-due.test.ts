import { expect } from 'chai';
import { addMonths, dueMark, isDay, isVisitDay, nextDue } from '../../../shared/service-due.ts';

describe('shared/service-due', () => {
  it('adds calendar months, a day past the month’s end becoming its last', () => {
    expect(addMonths('2026-01-31', 1)).to.equal('2026-02-28');
    expect(addMonths('2028-01-31', 1)).to.equal('2028-02-29');
    expect(addMonths('2026-03-15', 12)).to.equal('2027-03-15');
    expect(addMonths('2026-11-30', 60)).to.equal('2031-11-30');
    expect(addMonths('2026-12-01', 1)).to.equal('2027-01-01');
  });

  it('counts from the latest of installation, the last service given and the last visit done', () => {
    expect(nextDue({ installedOn: '2025-05-01', lastServicedOn: null, lastDoneOn: null, months: 12 })).to.equal('2026-05-01');
    expect(nextDue({ installedOn: '2025-05-01', lastServicedOn: '2025-09-10', lastDoneOn: null, months: 6 })).to.equal('2026-03-10');
    expect(nextDue({ installedOn: '2025-05-01', lastServicedOn: '2025-09-10', lastDoneOn: '2026-12-02', months: 12 })).to.equal('2027-12-02');
  });

  it('marks overdue past the day, soon within the reminder’s days', () => {
    expect(dueMark('2026-12-01', '2026-12-02', 14)).to.equal('overdue');
    expect(dueMark('2026-12-02', '2026-12-02', 14)).to.equal('soon');
    expect(dueMark('2026-12-16', '2026-12-02', 14)).to.equal('soon');
    expect(dueMark('2026-12-17', '2026-12-02', 14)).to.equal(null);
  });

  it('books from tomorrow, on working days (no Friday), real days only', () => {
    expect(isVisitDay('2026-12-02', '2026-12-02')).to.equal(false);
    expect(isVisitDay('2026-12-03', '2026-12-02')).to.equal(true); // a Thursday
    expect(isVisitDay('2026-12-04', '2026-12-02')).to.equal(false); // a Friday
    expect(isVisitDay('2026-12-05', '2026-12-02')).to.equal(true); // a Saturday
    expect(isDay('2026-02-30')).to.equal(false);
    expect(isDay('2026-2-3')).to.equal(false);
    expect(isDay('2026-02-28')).to.equal(true);
  });
});
