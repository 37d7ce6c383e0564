import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** One-time codes (stored as HMACs). How many may be sent is a rate limit (services/rate-limits.ts). */
export function otpCodesRepo(db: Kysely<Database>) {
  return {
    /** The newest code of a number that is still unused (expired or not: the caller tells which). */
    latestOpen: (mobile: string) =>
      db
        .selectFrom('otp_codes')
        .selectAll()
        .where('mobile', '=', mobile)
        .where('consumed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    /** Older open codes of the number die when a new one is sent: only the last message's code works. */
    async replace(row: { mobile: string; codeHash: string; ip: string; now: string; expiresAt: string }) {
      await db.updateTable('otp_codes').set({ consumed_at: row.now }).where('mobile', '=', row.mobile).where('consumed_at', 'is', null).execute();
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
    /** Spends one try before the comparison, so parallel guesses cannot exceed the limit: the tries spent, or null when none was left. */
    async takeTry(id: number, maxTries: number): Promise<number | null> {
      const row = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxTries)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? null;
    },
    markVerified: (id: number, now: string) =>
      db.updateTable('otp_codes').set({ verified_at: now }).where('id', '=', id).where('verified_at', 'is', null).execute(),
    kill: (id: number, now: string) => db.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).execute(),
    /** Single use: true only for the one caller that spent it. */
    async consume(id: number, now: string) {
      const result = await db.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type OtpCodeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof otpCodesRepo>['latestOpen']>>>;
