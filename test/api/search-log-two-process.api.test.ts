import { expect } from 'chai';
import { twoProcessSuite } from '../helpers/server.ts';
import { ApiVisitor } from '../helpers/auth-client.ts';
import { normalizeText } from '../../shared/search/normalize.ts';
import { tehranDayOf } from '../../shared/tehran-day.ts';

/* Issue #32: two processes count searches of one query and write them at the same moments; none is lost or doubled. */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('the search log on two processes over one PostgreSQL database', function () {
  const processes = twoProcessSuite();

  it('adds up a burst of searches on both processes, written while they come in', async () => {
    const [a, b] = [processes.a(), processes.b()];
    const searches = Array.from({ length: 40 }, (_, i) => new ApiVisitor((i % 2 ? b : a).url, `10.61.0.${i + 1}`, 'fa'));
    const flushes = () => Promise.all([a.services.searchLog.flush(), b.services.searchLog.flush()]);
    const [statuses] = await Promise.all([
      Promise.all(searches.map(async (v, i) => (await v.get(`/api/search?q=${encodeURIComponent(i % 3 ? 'کپسول آتش نشانی' : 'کپسول  آتش‌نشانی')}`)).status)),
      flushes(),
      flushes(),
    ]);
    expect(statuses.every((s) => s === 200)).to.equal(true);
    await flushes();
    // Each process also writes the same query and day at once, ten times over.
    const day = tehranDayOf(new Date());
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).services.searchLog).map((log) => {
        log.note('kept count', true);
        return log.flush();
      }),
    );
    const rows = await a.db.kysely.selectFrom('search_log').selectAll().where('day', '=', day).execute();
    const count = (q: string) => rows.filter((r) => r.query === normalizeText(q)).reduce((s, r) => s + Number(r.count), 0);
    const searched = rows.filter((r) => r.query.startsWith(normalizeText('کپسول'))).reduce((s, r) => s + Number(r.count), 0);
    expect(searched).to.equal(40);
    expect(count('kept count')).to.equal(10);
    expect(rows.find((r) => r.query === 'kept count')?.found_nothing).to.equal(10);
  });
});
