import { expect } from 'chai';
import { openDatabase, type Db } from '../../../../../server/db/db.ts';
import { repos } from '../../../../../server/db/repos/index.ts';
import { migrateToLatest } from '../../../../../server/db/migrate.ts';
import { createLogger } from '../../../../../server/lib/logger.ts';
import { AppError } from '../../../../../server/lib/errors.ts';
import { oneTimeCodes } from '../../../../../server/services/auth/one-time-codes.ts';
import { rateLimiter } from '../../../../../server/services/rate-limits.ts';
import { createRecordingSmsSender, directTexts } from '../../../../helpers/recording-sms.ts';
import { SmsError } from '../../../../../server/integrations/sms/index.ts';

/* The rules of one-time codes with an injected clock (an in-memory database: no file, no network). */
describe('one-time codes (server/services/auth/one-time-codes.ts)', () => {
  let db: Db;
  let now = Date.parse('2026-03-01T08:00:00Z');
  const sms = createRecordingSmsSender();
  const clock = () => new Date(now);
  const log = createLogger('silent');
  const codes = () =>
    oneTimeCodes({
      repos: repos(db.kysely),
      textQueue: directTexts(sms),
      clock,
      log,
      secret: 'test-secret-test-secret-test-secret',
      limits: rateLimiter({ repos: repos(db.kysely), clock, log }),
    });
  const meta = { ip: '10.0.0.1', text: (code: string) => `code ${code}\n\n@shop.example #${code}` };
  const codeOf = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (err) {
      return (err as AppError).code;
    }
    return 'none';
  };

  before(async () => {
    db = openDatabase(':memory:');
    await migrateToLatest(db);
  });
  after(() => db.close());

  it('sends six random digits with the WebOTP line, and stores only an HMAC of them', async () => {
    await codes().send('09120000001', meta);
    const { code, text } = sms.sent.at(-1)!;
    expect(code).to.match(/^\d{6}$/);
    expect(text.endsWith(`@shop.example #${code}`)).to.equal(true);
    const row = await db.kysely.selectFrom('otp_codes').selectAll().where('mobile', '=', '09120000001').executeTakeFirstOrThrow();
    expect(row.code_hash)
      .to.match(/^[0-9a-f]{64}$/)
      .and.not.include(code!);
  });

  it('accepts the code until two minutes have passed, and not a millisecond after', async () => {
    now += 3600_000;
    await codes().send('09120000002', meta);
    const code = sms.sent.at(-1)!.code!;
    now += 119_999;
    expect((await codes().check('09120000002', code, meta)).mobile).to.equal('09120000002');
    now += 1;
    // Checked once, it may still open the registration for ten minutes; a code never checked may not.
    await codes().send('09120000003', meta);
    const sent = sms.sent.at(-1)!;
    expect(sent.to).to.equal('09120000003');
    const other = sent.code!;
    now += 120_000;
    expect(await codeOf(() => codes().check('09120000003', other, meta))).to.equal('OTP_EXPIRED');
    expect(await codeOf(() => codes().check('09120000002', code, meta))).to.equal('none');
    now += 10 * 60_000;
    expect(await codeOf(() => codes().check('09120000002', code, meta))).to.equal('OTP_EXPIRED');
  });

  it('waits 60 s between codes, and keeps a code whose text is queued (the queue retries it until it expires)', async () => {
    now += 3600_000;
    await codes().send('09120000004', meta);
    now += 59_000;
    expect(await codeOf(() => codes().send('09120000004', meta))).to.equal('OTP_TOO_SOON');
    now += 2_000;
    sms.failWith = new SmsError('SMS_REJECTED', 'no credit');
    expect(await codeOf(() => codes().send('09120000004', meta))).to.equal('none');
    sms.failWith = null;
    const open = await db.kysely.selectFrom('otp_codes').select('id').where('mobile', '=', '09120000004').where('consumed_at', 'is', null).execute();
    // The first code died when the second was made; the second stays valid while its text is retried.
    expect(open).to.have.length(1);
  });
});
