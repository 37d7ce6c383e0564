import type { Repos } from '../../db/repos/index.ts';
import type { OtpCodeRow } from '../../db/repos/otp-codes.repo.ts';

export type { OtpCodeRow };
import type { TextSender } from '../texts/text-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { AppError } from '../../lib/errors.ts';
import { maskMobile } from '../../../shared/validation.ts';
import { AUTH_LIMITS } from './limits.ts';
import { RATE_LIMITS, type Budget, type RateLimiter } from '../rate-limits.ts';
import { newOtpCode, otpHashOf, sameDigest } from './tokens.ts';

interface OtpDeps {
  repos: Repos;
  textQueue: TextSender;
  clock: Clock;
  log: Logger;
  secret: string;
  limits: RateLimiter;
}

/**
 * Sending and checking one-time codes: 6 CSPRNG digits stored as an HMAC, valid 2 minutes, single use. Who may ask and
 * guess how often is RATE_LIMITS (the reasoning is there): a new code from the same address only 60 s after its last
 * (at once when that one is spent or dead), 5 an hour a number from one address, 20 an hour a number in all, 20 an hour
 * an address, taken before the code is made; 5 wrong guesses a requester, and a code dies after
 * AUTH_LIMITS.otpMaxTries from everyone. A code asked from one address never kills another's, so a check compares
 * with each live code of the number. Every attempt is logged with the number masked; the code never is.
 * The text goes through the durable queue: a provider that is down does not refuse the visitor. The code stays valid
 * and the text is retried until the code expires (then dropped); the answer is the same "sent, wait 60 s" either way.
 */
export function oneTimeCodes({ repos, textQueue, clock, log, secret, limits }: OtpDeps) {
  const codes = repos.otpCodes;
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    /** Sends a new code; `text` words the message around it (the WebOTP line is the caller's last line). */
    async send(mobile: string, meta: { ip: string; text: (code: string) => string }) {
      const now = clock().getTime();
      const masked = maskMobile(mobile);
      const requester = `${mobile}|${meta.ip}`;
      // The requester's last code spent (a login) or dead (guessed at too often): no minute to wait for the next.
      const spent = (await codes.latestFor(mobile, meta.ip))?.consumed_at != null;
      const budgets: Budget[] = [
        ['otpPerMobile', requester],
        ['otpPerNumber', mobile],
        ['otpPerIp', meta.ip],
      ];
      const taken = await limits.take(...(spent ? budgets : [['otpResend', requester] as Budget, ...budgets])).catch((err: AppError) => {
        log.info({ mobile: masked, ip: meta.ip, outcome: err.code }, 'otp refused');
        throw err;
      });
      const code = newOtpCode();
      const id = await codes.replace({
        mobile,
        codeHash: otpHashOf(secret, mobile, code),
        ip: meta.ip,
        now: iso(now),
        expiresAt: iso(now + AUTH_LIMITS.otpTtlMs),
      });
      let outcome: string;
      try {
        outcome = await textQueue.send({ to: mobile, kind: 'code', text: meta.text(code), code, expiresAt: iso(now + AUTH_LIMITS.otpTtlMs) });
      } catch (err) {
        // Not even queued: never leave a code valid that will never be sent, nor count it against the visitor's limits.
        await codes.remove(id);
        await limits.giveBack(taken);
        log.error({ err, mobile: masked, ip: meta.ip, outcome: 'sms-failed' }, 'otp not sent');
        throw new AppError('SMS_FAILED');
      }
      log.info({ mobile: masked, ip: meta.ip, outcome }, 'otp sent');
      return { expiresInSeconds: AUTH_LIMITS.otpTtlMs / 1000, resendAfterSeconds: RATE_LIMITS.otpResend.windowMs / 1000 };
    },

    /**
     * Checks a code against the number's live codes, spending the requester's guess and a try of each first (parallel
     * guesses cannot exceed either limit).
     * A right code is marked checked; login and register then `consume` it inside their own transaction. Tries are
     * spent outside any transaction, so a failed login never rolls a wrong try back.
     */
    async check(mobile: string, code: string, meta: { ip: string }): Promise<OtpCodeRow> {
      const now = clock().getTime();
      const masked = maskMobile(mobile);
      const fail = (outcome: string, error: AppError): never => {
        log.info({ mobile: masked, ip: meta.ip, outcome }, 'otp check failed');
        throw error;
      };
      const usable = (r: OtpCodeRow) => now < Date.parse(r.expires_at) || (!!r.verified_at && now < Date.parse(r.verified_at) + AUTH_LIMITS.otpVerifiedTtlMs);
      const since = iso(now - AUTH_LIMITS.otpTtlMs - AUTH_LIMITS.otpVerifiedTtlMs);
      const live = (await codes.open(mobile, since)).filter(usable);
      if (!live.length) return fail('expired', new AppError('OTP_EXPIRED', 'code'));
      // The requester's own guesses first (a stranger's spend only theirs), five for each newest code; then a try of
      // every live code, in one statement, and the comparison only with those that had one left.
      const guess = await limits.take(['otpGuessPerRequester', `${mobile}|${meta.ip}|${live[0].id}`]).catch((err: AppError) => fail('tries-exhausted', err));
      const ids = live.map((r) => r.id);
      const tried = new Set((await codes.takeTries(ids, AUTH_LIMITS.otpMaxTries)).map((t) => t.id));
      const hash = otpHashOf(secret, mobile, code);
      const row = live.find((r) => tried.has(r.id) && sameDigest(hash, r.code_hash));
      if (!row) {
        await codes.killTried(mobile, AUTH_LIMITS.otpMaxTries, iso(now));
        const left = RATE_LIMITS.otpGuessPerRequester.points - guess.points[0].spent;
        if (!tried.size || left <= 0) return fail(tried.size ? 'wrong' : 'tries-exhausted', new AppError('OTP_TOO_MANY_TRIES', 'code'));
        return fail('wrong', new AppError('OTP_WRONG', 'code', { left }));
      }
      // A right code is no wrong guess: the requester keeps the point.
      await limits.giveBack(guess);
      await codes.markVerified(row.id, iso(now));
      log.info({ mobile: masked, ip: meta.ip, outcome: 'right' }, 'otp check passed');
      return row;
    },

    /** Spends a checked code on `db` (single use: of two racing logins with one code, one gets OTP_EXPIRED). */
    async consume(r: Pick<Repos, 'otpCodes'>, row: OtpCodeRow) {
      if (!(await r.otpCodes.consume(row.id, iso(clock().getTime())))) throw new AppError('OTP_EXPIRED', 'code');
    },
  };
}

export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
