import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { otpCodesRepo, type OtpCodeRow } from '../../db/repos/otp-codes.repo.ts';

export type { OtpCodeRow };
import type { TextSender } from '../texts/text-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { AppError } from '../../lib/errors.ts';
import { maskMobile } from '../../../shared/validation.ts';
import { AUTH_LIMITS } from './limits.ts';
import { RATE_LIMITS, type RateLimiter } from '../rate-limits.ts';
import { newOtpCode, otpHashOf, sameDigest } from './tokens.ts';

interface OtpDeps {
  kysely: Kysely<Database>;
  textQueue: TextSender;
  clock: Clock;
  log: Logger;
  secret: string;
  limits: RateLimiter;
}

/**
 * Sending and checking one-time codes: 6 CSPRNG digits stored as an HMAC, valid 2 minutes, single use, dead after 5
 * wrong tries; a new one only 60 s after the last, at most 5 a number and 20 an address an hour (RATE_LIMITS, taken
 * before the code is made). Every attempt is logged with the number masked; the code never is.
 * The text goes through the durable queue: a provider that is down does not refuse the visitor. The code stays valid
 * and the text is retried until the code expires (then dropped); the answer is the same "sent, wait 60 s" either way.
 */
export function oneTimeCodes({ kysely, textQueue, clock, log, secret, limits }: OtpDeps) {
  const codes = otpCodesRepo(kysely);
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    /** Sends a new code; `text` words the message around it (the WebOTP line is the caller's last line). */
    async send(mobile: string, meta: { ip: string; text: (code: string) => string }) {
      const now = clock().getTime();
      const masked = maskMobile(mobile);
      const taken = await limits.take(['otpResend', mobile], ['otpPerMobile', mobile], ['otpPerIp', meta.ip]).catch((err: AppError) => {
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
     * Checks a code against the number's open code, spending one try first (parallel guesses cannot exceed the limit).
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
      const row = await codes.latestOpen(mobile);
      if (!row) return fail('none', new AppError('OTP_EXPIRED', 'code'));
      const verifiedUntil = row.verified_at ? Date.parse(row.verified_at) + AUTH_LIMITS.otpVerifiedTtlMs : 0;
      if (now >= Date.parse(row.expires_at) && now >= verifiedUntil) return fail('expired', new AppError('OTP_EXPIRED', 'code'));
      const tries = await codes.takeTry(row.id, AUTH_LIMITS.otpMaxTries);
      if (tries === null) return fail('tries-exhausted', new AppError('OTP_TOO_MANY_TRIES', 'code'));
      if (!sameDigest(otpHashOf(secret, mobile, code), row.code_hash)) {
        const left = AUTH_LIMITS.otpMaxTries - tries;
        if (left <= 0) await codes.kill(row.id, iso(now));
        return fail('wrong', left <= 0 ? new AppError('OTP_TOO_MANY_TRIES', 'code') : new AppError('OTP_WRONG', 'code', { left }));
      }
      await codes.markVerified(row.id, iso(now));
      log.info({ mobile: masked, ip: meta.ip, outcome: 'right' }, 'otp check passed');
      return row;
    },

    /** Spends a checked code on `db` (single use: of two racing logins with one code, one gets OTP_EXPIRED). */
    async consume(db: Kysely<Database>, row: OtpCodeRow) {
      if (!(await otpCodesRepo(db).consume(row.id, iso(clock().getTime())))) throw new AppError('OTP_EXPIRED', 'code');
    },
  };
}

export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
