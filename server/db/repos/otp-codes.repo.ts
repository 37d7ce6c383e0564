import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** One-time codes (stored as HMACs). How many may be sent is a rate limit (services/rate-limits.ts). */
export function otpCodesRepo(db: Kysely<Database>) {
  return {
    /**
     * A number's unused codes made since `since` (expired or not: the caller tells which), newest first: one per
     * requesting address, since a code asked from one address does not kill another's.
     */
    open: (mobile: string, since: string) =>
      db
        .selectFrom('otp_codes')
        .selectAll()
        .where('mobile', '=', mobile)
        .where('consumed_at', 'is', null)
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    /** The newest code a number was sent for `ip`, used or not: whether that requester's last code is spent or dead. */
    latestFor: (mobile: string, ip: string) =>
      db
        .selectFrom('otp_codes')
        .select(['id', 'consumed_at'])
        .where('mobile', '=', mobile)
        .where('ip', '=', ip)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    /**
     * A new code for the number, asked from `ip`: that address's older open codes die (only its last message's code
     * works), another address's do not (a stranger asking a code must not kill the one its owner asked for).
     */
    async replace(row: { mobile: string; codeHash: string; ip: string; now: string; expiresAt: string }) {
      await db
        .updateTable('otp_codes')
        .set({ consumed_at: row.now })
        .where('mobile', '=', row.mobile)
        .where('ip', '=', row.ip)
        .where('consumed_at', 'is', null)
        .execute();
      const { id } = await db
        .insertInto('otp_codes')
        .values({
          mobile: row.mobile,
          code_hash: row.codeHash,
          ip: row.ip,
          attempts: 0,
          created_at: row.now,
          expires_at: row.expiresAt,
          consumed_at: null,
          verified_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    /** A code whose message never left: it must not work. */
    remove: (id: number) => db.deleteFrom('otp_codes').where('id', '=', id).execute(),
    /**
     * Spends one try of each of `ids` before the comparison, so parallel guesses cannot exceed the limit: the codes that
     * had one left (one statement), each with the tries now spent.
     */
    takeTries: (ids: number[], maxTries: number) =>
      db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', ids)
        .where('attempts', '<', maxTries)
        .where('consumed_at', 'is', null)
        .returning(['id', 'attempts'])
        .execute(),
    markVerified: (id: number, now: string) =>
      db.updateTable('otp_codes').set({ verified_at: now }).where('id', '=', id).where('verified_at', 'is', null).execute(),
    /** Codes of the number that had all their tries: dead, so their owner may ask a new one at once. */
    killTried: (mobile: string, maxTries: number, now: string) =>
      db
        .updateTable('otp_codes')
        .set({ consumed_at: now })
        .where('mobile', '=', mobile)
        .where('attempts', '>=', maxTries)
        .where('consumed_at', 'is', null)
        .execute(),
    /** Single use: true only for the one caller that spent it. */
    async consume(id: number, now: string) {
      const result = await db.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type OtpCodeRow = Awaited<ReturnType<ReturnType<typeof otpCodesRepo>['open']>>[number];
