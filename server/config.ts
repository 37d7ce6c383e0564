import { resolve } from 'node:path';
import { z } from 'zod';
import { isLocalHost, parseHost } from './lib/host.ts';

/**
 * A folder or file setting, made absolute once against the folder the process started in: `res.sendFile` refuses a
 * relative path, and a later `chdir` must not move the data.
 */
const localPath = (fallback: string) =>
  z
    .string()
    .min(1)
    .default(fallback)
    .transform((v) => resolve(v));

/** SQLite's file is a path too; a postgres:// URL and `:memory:` stay as they are. */
const databaseLocation = (v: string) => (/^postgres(ql)?:\/\//.test(v) || v === ':memory:' ? v : resolve(v));

/** The only reader of process.env: every setting is validated once at start, with a message that names the bad value. */
const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .min(1)
      .default('./data/negahban.sqlite')
      .refine((v) => !/^[a-z]+:\/\//i.test(v) || /^postgres(ql)?:\/\//.test(v), {
        message: 'must be a SQLite file path or a postgres:// URL',
      })
      .transform(databaseLocation),
    /**
     * Workers sharing the port (node:cluster; Heroku's name). 1 is today's single process. More need PostgreSQL:
     * SQLite has one writer.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** /metrics answers only `Authorization: Bearer <this>`; unset, it does not exist (404). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * After SIGTERM, keep serving this long with /readyz at 503 before refusing connections, so a load balancer that
     * polls it takes the worker out first. 0: stop accepting at once.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    /** Where generated demo pictures and uploads live: outside the web root, served through their own routes. */
    MEDIA_DIR: localPath('./data/media'),
    /** Extra redirects (JSON list of { from, to, status? }); a missing file means none. */
    REDIRECTS_FILE: localPath('./config/redirects.json'),
    /** Where uploaded files are kept: outside the web root, served only through /uploads/ with safe headers. */
    UPLOAD_DIR: localPath('./data/uploads'),
    /** The operator's mobile: told by SMS of every consultation request (unset: the request is only logged). */
    OPERATOR_MOBILE: z.optional(z.string().regex(/^09\d{9}$/, 'must be a mobile number like 09121234567')),
    /**
     * The site's origin (`https://negahban.ir`): written into canonical and hreflang URLs, the sitemap, robots.txt and
     * price lists. Never taken from a visitor's Host header (see server/http/site-origin.ts).
     */
    PUBLIC_ORIGIN: z.optional(
      z
        .url({ protocol: /^https?$/ })
        .refine((v) => new URL(v).origin === v.replace(/\/+$/, '').toLowerCase(), { message: 'must be an origin only, like https://negahban.ir (no path)' })
        .transform((v) => new URL(v).origin),
    ),
    /**
     * More host names the site answers to (comma-separated `host[:port]`, e.g. `www.negahban.ir,negahban.com`): a
     * request for one of them gets absolute URLs on it; any other Host gets PUBLIC_ORIGIN's.
     */
    ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every((h) => parseHost(h) === h), { message: 'must be host names like www.negahban.ir, comma-separated' }),
    /** The first admin's mobile (issue #11): that user becomes admin on reaching the back office; admins grant the rest. */
    ADMIN_MOBILE: z.optional(z.string().regex(/^09\d{9}$/, 'must be a mobile number like 09121234567')),

    /**
     * The server secret one-time codes are stored under (HMAC-SHA256). Unset: read from AUTH_SECRET_FILE, which is
     * generated (256 random bits) on first start. Changing it voids codes in flight, nothing else.
     */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_SECRET_FILE: localPath('./data/auth-secret'),

    /** SMS (server/integrations/sms): `outbox` writes each message to a file, `kavenegar` sends it. */
    SMS_PROVIDER: z.enum(['outbox', 'kavenegar']).default('outbox'),
    SMS_OUTBOX: localPath('./data/sms-outbox.jsonl'),
    /** A provider that has not answered within this is an error (the message may still go out). */
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Tries in all (the first at once) before a text is given up on and listed in the back office; ~4 h of backoff at 10. */
    SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(25).default(10),
    /**
     * Tehran's hours in which texts that can wait (not a login code nor an order's own news: a back-in-stock text)
     * are held until the end of them: "21-8" from 21:00 to 08:00, "off" sends every text at once (texts/quiet-hours.ts).
     */
    TEXT_QUIET_HOURS: z
      .string()
      .regex(/^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, 'must be "off" or two hours 0–23 like "21-8"')
      .refine((v) => v === 'off' || v.split('-').map(Number)[0] !== v.split('-').map(Number)[1], { message: 'must be two different hours, like "21-8"' })
      .default('21-8'),
    /** Jobs (texts, timed work) one process runs at once. */
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    KAVENEGAR_API_KEY: z.string().min(1).optional(),
    /** The approved verify/lookup template that carries one-time codes. */
    KAVENEGAR_OTP_TEMPLATE: z.string().min(1).optional(),
    /** The line plain texts go out from; the account's default line when unset. */
    KAVENEGAR_SENDER: z.string().min(1).optional(),
    KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),

    /**
     * Online payment (server/integrations/payment): `test` is the site's own pretend gateway, on which anyone can mark an
     * order paid. Unset, it is `test` only for a local demo: with a public PUBLIC_ORIGIN the start stops (see below).
     */
    PAYMENT_PROVIDER: z.enum(['test', 'zarinpal', 'zibal']).optional(),
    /** The test gateway's page; the payment id and `?test=true` are appended (spec §4). */
    PAYMENT_TEST_BASE: z.string().min(1).default('/payment/test/'),
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    ZARINPAL_MERCHANT_ID: z.uuid().optional(),
    /** Overrides the host chosen by ZARINPAL_SANDBOX. */
    ZARINPAL_BASE_URL: z.url().optional(),
    ZARINPAL_SANDBOX: z.stringbool().default(false),
    /** `zibal` is Zibal's sandbox merchant. */
    ZIBAL_MERCHANT: z.string().min(1).optional(),
    ZIBAL_BASE_URL: z.url().default('https://gateway.zibal.ir'),

    /** An online order not paid within this is cancelled and its stock returned. */
    ORDER_PAYMENT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(20),
    /** A cheque order holds its stock this long for the customer to describe the cheque. */
    CHEQUE_HOLD_DAYS: z.coerce.number().int().min(1).max(60).default(3),
    /** Issue #34: a service's first reminder text, and the equipment page's "due soon", this many days before it is due. */
    SERVICE_REMINDER_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    /** The latest due date a customer may give a cheque: this many days after today (Tehran); 31 is a month ahead, any month. */
    CHEQUE_MAX_DUE_DAYS: z.coerce.number().int().min(0).max(365).default(31),
    /** A quote's cheques (issue 31) may be due this many days after today at most (Tehran), not CHEQUE_MAX_DUE_DAYS. */
    QUOTE_MAX_CHEQUE_DAYS: z.coerce.number().int().min(1).max(730).default(180),
    /** A described cheque not confirmed this long after the customer gave it: the operator is texted. */
    CHEQUE_REVIEW_DAYS: z.coerce.number().int().min(1).max(30).default(2),
    /** After that text, still unconfirmed this much longer: the hold lapses (cancelled, stock back, the customer texted). */
    CHEQUE_REVIEW_GRACE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24)
      .default(24),
    /** `npm run backup` writes its archives here (database, media and uploads in one .tar.gz each). */
    BACKUP_DIR: localPath('./data/backups'),
    /** The newest this many archives are kept; older ones are removed after each backup. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
    /**
     * The page cache (server/ssr/page-cache.ts): pages of visitors without a session are rendered once and served from
     * memory until what they show changes. `off` renders every answer.
     */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /**
     * At start, before opening its port, the process renders the home page in each language once (server/ssr/warm-up.ts),
     * so its first visitors meet compiled code and filled statement caches. `off` opens the port at once (the tests).
     */
    WARM_UP: z.enum(['on', 'off']).default('on'),
    /** Orders one customer may have waiting for payment or a cheque at once (each holds stock). */
    MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100).default(3),

    /**
     * The seller on official invoices (issue #31). Unset on a local demo: demo values; unset on a public site
     * (PUBLIC_ORIGIN beyond this machine): a warning at start, and invoices say they are not official.
     */
    SELLER_NAME_FA: z.string().trim().min(1).optional(),
    SELLER_NAME_EN: z.string().trim().min(1).optional(),
    SELLER_NATIONAL_ID: z.string().trim().min(1).optional(),
    SELLER_ECONOMIC_CODE: z.string().trim().min(1).optional(),
    SELLER_REGISTRATION_NO: z.string().trim().min(1).optional(),
    SELLER_ADDRESS_FA: z.string().trim().min(1).optional(),
    SELLER_ADDRESS_EN: z.string().trim().min(1).optional(),
    SELLER_POSTAL_CODE: z.string().trim().min(1).optional(),
    SELLER_PHONE: z.string().trim().min(1).optional(),
    /** Value-added tax in percent (10 since 1403; configurable, some goods have other rates). */
    VAT_RATE: z.coerce.number().int().min(0).max(100).default(10),
    /** `on`: catalogue prices include VAT (the invoice splits each line); `off`: VAT is added on top and charged. */
    PRICES_INCLUDE_VAT: z.enum(['on', 'off']).default('on'),
    /** `on` adds the community's stricter postal-code rule (unconfirmed officially) to buyer profiles. */
    POSTAL_CODE_STRICT: z.enum(['on', 'off']).default('off'),
  })
  .superRefine((c, ctx) => {
    // A chosen provider without its credentials would fail at the first customer; fail at start instead.
    const need = (when: boolean, key: keyof typeof c, why: string) => {
      if (when && !c[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when ${why}` });
    };
    need(c.SMS_PROVIDER === 'kavenegar', 'KAVENEGAR_API_KEY', 'SMS_PROVIDER=kavenegar');
    need(c.SMS_PROVIDER === 'kavenegar', 'KAVENEGAR_OTP_TEMPLATE', 'SMS_PROVIDER=kavenegar');
    need(c.PAYMENT_PROVIDER === 'zarinpal', 'ZARINPAL_MERCHANT_ID', 'PAYMENT_PROVIDER=zarinpal (any UUID in the sandbox)');
    need(c.PAYMENT_PROVIDER === 'zibal', 'ZIBAL_MERCHANT', 'PAYMENT_PROVIDER=zibal ("zibal" in the sandbox)');
    // SQLite allows one writer: workers would queue on its lock (and each would run the timers). Refuse rather than crawl.
    if (c.WEB_CONCURRENCY > 1 && !/^postgres(ql)?:\/\//.test(c.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'more than one worker needs PostgreSQL (DATABASE_URL=postgres://…): SQLite has one writer',
      });
    }
    // A shop on a public address whose operator never chose a gateway would take orders anyone can mark paid.
    if (!c.PAYMENT_PROVIDER && hasPublicOrigin(c)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: `required when PUBLIC_ORIGIN is a public site (${c.PUBLIC_ORIGIN}): zarinpal or zibal; test only to run the pretend gateway knowingly`,
      });
    }
  })
  .transform((c) => ({ ...c, PAYMENT_PROVIDER: c.PAYMENT_PROVIDER ?? 'test' }));

/** PUBLIC_ORIGIN names an address beyond this machine: the site is open to the world, not a local demo. */
export const hasPublicOrigin = (c: { PUBLIC_ORIGIN?: string }) => !!c.PUBLIC_ORIGIN && !isLocalHost(new URL(c.PUBLIC_ORIGIN).host);

export type Config = z.infer<typeof schema>;

/** The environment a program this process runs gets (pg_dump, pg_restore): this process's own, with `extra` over it. */
export const childEnvironment = (extra: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...extra });

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
