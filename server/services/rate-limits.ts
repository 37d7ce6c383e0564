import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rateLimitsRepo } from '../db/repos/rate-limits.repo.ts';
import { withTransaction } from '../db/transaction.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { ErrorCode } from '../../shared/errors.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface RateLimit {
  /** Requests a subject may make in a window. */
  points: number;
  /** A window starts at its first request and lasts this long. */
  windowMs: number;
  /** What a refused request is told (a 429; its message gets `seconds`, the wait). */
  error: ErrorCode;
  field?: string;
}

/**
 * Every rate limit of the site (issue #18), by name: what each counts, how many, in what window. The subject (a number,
 * an address, a session) is named where the limit is taken.
 */
export const RATE_LIMITS = {
  /** A login code for a number: one a minute (the screen counts the 60 s down)… */
  otpResend: { points: 1, windowMs: MINUTE_MS, error: 'OTP_TOO_SOON' },
  /** …five an hour a number… */
  otpPerMobile: { points: 5, windowMs: HOUR_MS, error: 'OTP_MOBILE_LIMIT' },
  /** …and twenty an hour an address (ASVS V6.3.1, V6.6.3). */
  otpPerIp: { points: 20, windowMs: HOUR_MS, error: 'OTP_IP_LIMIT' },
  /** Wrong passwords on the public login, a number and an address an hour (a right one gives its point back). */
  passwordPerMobile: { points: 5, windowMs: HOUR_MS, error: 'LOGIN_LOCKED' },
  passwordPerIp: { points: 20, windowMs: HOUR_MS, error: 'LOGIN_LOCKED' },
  /**
   * Wrong back-office passwords, a staff session an hour: only someone who proved the texted code can spend them, so
   * strangers guessing on the public login never lock staff out, and a new session (a new code) starts afresh.
   */
  backOfficePassword: { points: 5, windowMs: HOUR_MS, error: 'LOGIN_LOCKED', field: 'password' },
  /** Lookups of a number (does it have an account, a password?), an address: a person needs a few, a scan thousands. */
  userDetailPerIp: { points: 30, windowMs: 10 * MINUTE_MS, error: 'RATE_LIMITED' },
  /** Consultation requests an address an hour: enough for a person, too few for a spam run. */
  consultationPerIp: { points: 5, windowMs: HOUR_MS, error: 'RATE_LIMITED' },
  /** Uploads an address an hour, counted when one starts (a refused file cost its checking too). */
  uploadsPerIp: { points: 20, windowMs: HOUR_MS, error: 'RATE_LIMITED' },
} as const satisfies Record<string, RateLimit>;

export type LimitName = keyof typeof RATE_LIMITS;

/** A limit and the subject it is counted for: `['otpPerIp', ip]`. */
export type Budget = readonly [LimitName, string];

/** The points a request took, to give back when what they guarded did not happen (a text that was not sent). */
export interface Taken {
  points: { key: string; resetsAt: string }[];
}

/**
 * Rate limits kept in the database (`rate_limits`), so they hold across processes and restarts, on the server's clock.
 * Checking and counting are one step: a point is taken by one guarded upsert, never counted and then written.
 */
export function rateLimiter({ kysely, clock, log }: { kysely: Kysely<Database>; clock: Clock; log: Logger }) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const keyOf = ([name, subject]: Budget) => `${name}:${subject}`;

  return {
    /**
     * Takes a point from each budget, all or none (one transaction: a request refused by its address's limit spends
     * nothing of its number's). Refused: the first budget without a point left throws its error, with the wait.
     */
    take(...budgets: Budget[]): Promise<Taken> {
      const now = clock().getTime();
      return withTransaction(kysely, async (trx) => {
        const repo = rateLimitsRepo(trx);
        const points: Taken['points'] = [];
        for (const budget of budgets) {
          const limit: RateLimit = RATE_LIMITS[budget[0]];
          const key = keyOf(budget);
          const resetsAt = await repo.take(key, limit.points, iso(now), iso(now + limit.windowMs));
          if (!resetsAt) {
            const until = (await repo.resetsAt(key)) ?? iso(now + limit.windowMs);
            const seconds = Math.max(1, Math.ceil((Date.parse(until) - now) / 1000));
            log.info({ limit: budget[0], seconds }, 'rate limit reached');
            throw new AppError(limit.error, limit.field, { seconds });
          }
          points.push({ key, resetsAt });
        }
        return { points };
      });
    },

    /** Gives the points of `taken` back to the windows they came from. */
    async giveBack(taken: Taken) {
      const repo = rateLimitsRepo(kysely);
      for (const { key, resetsAt } of taken.points) await repo.giveBack(key, resetsAt);
    },

    /** Drops budgets whose window has ended (the hourly sweep). */
    sweep: () => rateLimitsRepo(kysely).sweep(iso(clock().getTime())),
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
