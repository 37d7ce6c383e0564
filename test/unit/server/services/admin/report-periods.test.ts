import { expect } from 'chai';
import { daysBetween, reportPeriods } from '../../../../../server/services/admin/report-periods.ts';

describe('report periods: Tehran days, Persian weeks, Jalali months', () => {
  it('lists every day of a range, both ends included, and none for a range backwards', () => {
    expect(daysBetween('2025-02-27', '2025-03-02')).to.deep.equal(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(daysBetween('2025-03-02', '2025-03-01')).to.deep.equal([]);
  });

  it('starts weeks on Saturday and cuts the first and last to the range', () => {
    // 2025-03-05 is a Wednesday; the next Saturday is 2025-03-08.
    const { periods, indexOf } = reportPeriods('2025-03-05', '2025-03-18', 'week');
    expect(periods).to.deep.equal([
      { from: '2025-03-05', to: '2025-03-07' },
      { from: '2025-03-08', to: '2025-03-14' },
      { from: '2025-03-15', to: '2025-03-18' },
    ]);
    expect([indexOf.get('2025-03-07'), indexOf.get('2025-03-08'), indexOf.get('2025-03-18')]).to.deep.equal([0, 1, 2]);
  });

  it('splits months where the Jalali calendar does: Nowruz, 21 March 2025', () => {
    expect(reportPeriods('2025-03-01', '2025-04-25', 'month').periods).to.deep.equal([
      { from: '2025-03-01', to: '2025-03-20' },
      { from: '2025-03-21', to: '2025-04-20' },
      { from: '2025-04-21', to: '2025-04-25' },
    ]);
  });

  it('gives a day its own period', () => {
    const { periods } = reportPeriods('2024-02-28', '2024-03-01', 'day');
    expect(periods.map((p) => p.from)).to.deep.equal(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});
