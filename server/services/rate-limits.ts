import type { Clock } from '../lib/clock.ts';
import type { Repos } from '../db/repos/index.ts';
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
  /*
   * Login codes (issue #30). Anyone may ask a code for any number, and staff can only enter with a texted code, so a
   * limit keyed on the number alone is the owner's lockout: five requests from a stranger used to spend it for the hour.
   * A code is therefore counted for the requester (the number and the asking address together), and the number keeps
   * only a ceiling of its own, four requesters' worth: one address (or three) cannot spend it for the owner, who still
   * has their own five; texts still cost money, and a number gets at most 20 an hour, however many addresses ask.
   * A code asked from one address never kills another's (one-time-codes.ts), and wrong guesses are counted per
   * requester, so a stranger cannot kill the owner's code either.
   */
  /** A login code for a number from one address: one a minute (the screen counts the 60 s down)… */
  otpResend: { points: 1, windowMs: MINUTE_MS, error: 'OTP_TOO_SOON' },
  /** …five an hour a number from one address… */
  otpPerMobile: { points: 5, windowMs: HOUR_MS, error: 'OTP_MOBILE_LIMIT' },
  /** …twenty an hour a number from all addresses together (the ceiling above)… */
  otpPerNumber: { points: 20, windowMs: HOUR_MS, error: 'OTP_MOBILE_LIMIT' },
  /** …and twenty an hour an address (ASVS V6.3.1, V6.6.3). */
  otpPerIp: { points: 20, windowMs: HOUR_MS, error: 'OTP_IP_LIMIT' },
  /**
   * Guesses at a number's live codes from one address, five for each code its newest live code is (a new code, five
   * more): a requester who guessed wrong five times is refused, and the code lives on for its owner. Each code also
   * dies after AUTH_LIMITS.otpMaxTries guesses from everyone, so many addresses together cannot brute-force it.
   */
  otpGuessPerRequester: { points: 5, windowMs: 12 * MINUTE_MS, error: 'OTP_TOO_MANY_TRIES', field: 'code' },
  /**
   * Wrong passwords on the public login (a right one gives its point back), counted like codes: five an hour for the
   * requester (the number from one address), so a stranger guessing cannot lock the owner out of their own password…
   */
  passwordPerMobile: { points: 5, windowMs: HOUR_MS, error: 'LOGIN_LOCKED' },
  /** …twenty an hour a number from all addresses together (a spread-out guesser still meets a ceiling)… */
  passwordPerNumber: { points: 20, windowMs: HOUR_MS, error: 'LOGIN_LOCKED' },
  /** …and twenty an hour an address. */
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
  /**
   * The payment gateway (issue #30): a gateway that throttles the merchant refuses real customers' verifications, so
   * nothing anyone can send becomes a gateway call each time. Callbacks an address a minute (a customer comes back
   * once or twice; over the limit the callback only shows the order, and the payment job settles the attempt)…
   */
  paymentCallbackPerIp: { points: 20, windowMs: MINUTE_MS, error: 'RATE_LIMITED' },
  /**
   * …a new attempt of an order one at a time: the point is held while the gateway is asked and given back after, so
   * of a burst of `reserve` one asks and the rest are refused (then the young attempt is reused); the window outlasts
   * PAYMENT_TIMEOUT_MS's default of 15 s, for a process that stopped halfway…
   */
  paymentRequestPerOrder: { points: 1, windowMs: 30_000, error: 'RATE_LIMITED' },
  /** …and five attempts an order in all (it has ORDER_PAYMENT_MINUTES to be paid). */
  paymentAttemptsPerOrder: { points: 5, windowMs: 24 * HOUR_MS, error: 'PAYMENT_TOO_MANY_ATTEMPTS' },
  /** Back-in-stock alerts asked for (or taken back) by a customer an hour: a person taps a few, a script thousands. */
  stockAlertPerUser: { points: 30, windowMs: HOUR_MS, error: 'RATE_LIMITED' },
  /** Product questions a customer asks an hour (issue 33): a person asks a few, a script thousands. */
  questionPerUser: { points: 10, windowMs: HOUR_MS, error: 'RATE_LIMITED' },
  /** Service visits a customer books an hour (issue #34): each texts them; a person books a few. */
  visitPerUser: { points: 20, windowMs: HOUR_MS, error: 'RATE_LIMITED' },
  /** Reviews a customer writes or edits an hour (issue 33), as the questions: a person writes a few, a script thousands. */
  reviewPerUser: { points: 10, windowMs: HOUR_MS, error: 'RATE_LIMITED' },
  /** Uploads an address an hour, counted when one starts (a refused file cost its checking too). */
  uploadsPerIp: { points: 20, windowMs: HOUR_MS, error: 'RATE_LIMITED' },
  /** Item spreadsheets (issue #32) a staff member an hour, previews and applies alike: the uploads' own number. */
  itemImportsPerStaff: { points: 20, windowMs: HOUR_MS, error: 'RATE_LIMITED' },
} as const satisfies Record<string, RateLimit>;

export type LimitName = keyof typeof RATE_LIMITS;

/** A limit and the subject it is counted for: `['otpPerIp', ip]`. */
export type Budget = readonly [LimitName, string];

/** The points a request took, to give back when what they guarded did not happen (a text that was not sent). */
export interface Taken {
  /** Each budget's key, its window's end and the points spent in that window with this one. */
  points: { key: string; resetsAt: string; spent: number }[];
}

/**
 * Rate limits kept in the database (`rate_limits`), so they hold across processes and restarts, on the server's clock.
 * Checking and counting are one step: a point is taken by one guarded upsert, never counted and then written.
 */
export function rateLimiter({ repos, clock, log }: { repos: Repos; clock: Clock; log: Logger }) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const keyOf = ([name, subject]: Budget) => `${name}:${subject}`;

  return {
    /**
     * Takes a point from each budget, all or none (one transaction: a request refused by its address's limit spends
     * nothing of its number's). Refused: the first budget without a point left throws its error, with the wait.
     */
    take(...budgets: Budget[]): Promise<Taken> {
      const now = clock().getTime();
      return repos.transaction(async (r) => {
        const repo = r.rateLimits;
        const points: Taken['points'] = [];
        for (const budget of budgets) {
          const limit: RateLimit = RATE_LIMITS[budget[0]];
          const key = keyOf(budget);
          const point = await repo.take(key, limit.points, iso(now), iso(now + limit.windowMs));
          if (!point) {
            const until = (await repo.resetsAt(key)) ?? iso(now + limit.windowMs);
            const seconds = Math.max(1, Math.ceil((Date.parse(until) - now) / 1000));
            log.info({ limit: budget[0], seconds }, 'rate limit reached');
            throw new AppError(limit.error, limit.field, { seconds });
          }
          points.push({ key, ...point });
        }
        return { points };
      });
    },

    /** Gives the points of `taken` back to the windows they came from. */
    async giveBack(taken: Taken) {
      const repo = repos.rateLimits;
      for (const { key, resetsAt } of taken.points) await repo.giveBack(key, resetsAt);
    },

    /** Drops budgets whose window has ended (the hourly sweep). */
    sweep: () => repos.rateLimits.sweep(iso(clock().getTime())),
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
