import { expect } from 'chai';
import { openDatabase, type Db } from '../../../../server/db/db.ts';
import { repos } from '../../../../server/db/repos/index.ts';
import { migrateToLatest } from '../../../../server/db/migrate.ts';
import { createLogger } from '../../../../server/lib/logger.ts';
import type { AppError } from '../../../../server/lib/errors.ts';
import { rateLimiter, type Budget } from '../../../../server/services/rate-limits.ts';

/* The windows of the rate limiter with an injected clock (an in-memory database). The API suites test bursts. */
describe('rate limits (server/services/rate-limits.ts)', () => {
  let db: Db;
  let now = Date.parse('2026-03-01T08:00:00Z');
  const limits = () => rateLimiter({ repos: repos(db.kysely), clock: () => new Date(now), log: createLogger('silent') });
  const refusal = (...budgets: Budget[]) =>
    limits()
      .take(...budgets)
      .then(
        () => 'taken',
        (err: AppError) => `${err.code} ${err.params.seconds}`,
      );

  before(async () => {
    db = openDatabase(':memory:');
    await migrateToLatest(db);
  });
  after(() => db.close());

  it('lets the limit through in a window that starts at its first request, and tells the wait', async () => {
    for (let i = 0; i < 5; i++) expect(await refusal(['consultationPerIp', '10.0.0.1'])).to.equal('taken');
    now += 20 * 60_000;
    expect(await refusal(['consultationPerIp', '10.0.0.1'])).to.equal('RATE_LIMITED 2400');
    expect(await refusal(['consultationPerIp', '10.0.0.2']), 'another subject').to.equal('taken');
    now += 40 * 60_000;
    expect(await refusal(['consultationPerIp', '10.0.0.1']), 'a new window').to.equal('taken');
  });

  it('takes all budgets or none, and gives a point back only to the window it came from', async () => {
    now += 3600_000;
    expect(await refusal(['otpResend', '09120000001'])).to.equal('taken');
    now += 61_000;
    for (let i = 0; i < 4; i++) await limits().take(['otpPerMobile', '09120000002']);
    const last = await limits().take(['otpResend', '09120000002'], ['otpPerMobile', '09120000002']);
    expect(await refusal(['otpResend', '09120000003'], ['otpPerMobile', '09120000002'])).to.match(/^OTP_MOBILE_LIMIT /);
    // The refused request spent nothing of 09120000003's minute.
    expect(await refusal(['otpResend', '09120000003'])).to.equal('taken');
    await limits().giveBack(last);
    expect(await refusal(['otpResend', '09120000002'], ['otpPerMobile', '09120000002'])).to.equal('taken');
    // A point given back after its window ended does not add to the next one.
    const stale = await limits().take(['userDetailPerIp', '10.0.0.9']);
    now += 10 * 60_000;
    for (let i = 0; i < 30; i++) await limits().take(['userDetailPerIp', '10.0.0.9']);
    await limits().giveBack(stale);
    expect(await refusal(['userDetailPerIp', '10.0.0.9'])).to.match(/^RATE_LIMITED /);
  });
});
