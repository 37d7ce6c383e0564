import { expect } from 'chai';
import { searchLog } from '../../../../../server/services/search/search-log.ts';
import type { Repos } from '../../../../../server/db/repos/index.ts';
import type { SearchTally } from '../../../../../server/db/repos/search-log.repo.ts';
import { createLogger } from '../../../../../server/lib/logger.ts';
import { normalizeText } from '../../../../../shared/search/normalize.ts';
import { tehranDayOf } from '../../../../../shared/tehran-day.ts';

/** Repositories that keep what the log writes and the day it sweeps before. */
function fakeRepos() {
  const written: SearchTally[][] = [];
  const swept: string[] = [];
  const searchLog = {
    add: async (batch: SearchTally[]) => void written.push(batch),
    sweepBefore: async (day: string) => (swept.push(day), 0),
  };
  const repos = { searchLog, transaction: (work: (r: unknown) => Promise<unknown>) => work({ searchLog }) } as unknown as Repos;
  return { repos, written, swept };
}

describe('the search log: counted in memory as search normalises, written in batches', () => {
  // 20:29 UTC on 1 March is 23:59 in Tehran; 20:31 is the next Tehran day.
  let now = new Date('2025-03-01T20:29:00Z');
  const clock = () => now;
  const tehranDay = () => tehranDayOf(now);

  it('adds up searches per normalised query and Tehran day, and writes each once', async () => {
    const { repos, written } = fakeRepos();
    const log = searchLog({ repos, clock, log: createLogger('silent') });
    log.note('دوربين', false);
    log.note('  دوربین  ', false);
    log.note('HIKVISION', true);
    log.note('   ', true);
    now = new Date('2025-03-01T20:31:00Z');
    log.note('دوربین', false);
    await log.flush();
    await log.flush();
    expect(written).to.have.length(1);
    const q = normalizeText('دوربین');
    // In one order in every process (day, then query), so that two writing at once do not deadlock.
    expect(written[0]).to.deep.equal([
      { query: 'hikvision', day: '2025-03-01', count: 1, foundNothing: 1 },
      { query: q, day: '2025-03-01', count: 2, foundNothing: 0 },
      { query: q, day: '2025-03-02', count: 1, foundNothing: 0 },
    ]);
  });

  it('keeps a batch that failed to write for the next write, added to what came since', async () => {
    const { repos, written } = fakeRepos();
    let fail = true;
    const add = repos.searchLog.add;
    (repos.searchLog as { add: typeof add }).add = async (batch) => {
      if (fail) throw new Error('deadlock detected');
      return add(batch);
    };
    const log = searchLog({ repos, clock, log: createLogger('silent') });
    log.note('hikvision', false);
    await log.flush();
    fail = false;
    log.note('hikvision', true);
    await log.flush();
    expect(written).to.deep.equal([[{ query: 'hikvision', day: tehranDay(), count: 2, foundNothing: 1 }]]);
  });

  it('keeps 90 days: sweeps before the 89th day back from today', async () => {
    const { repos, swept } = fakeRepos();
    now = new Date('2025-06-01T12:00:00Z');
    await searchLog({ repos, clock, log: createLogger('silent') }).sweep();
    expect(swept).to.deep.equal(['2025-03-04']);
  });
});
