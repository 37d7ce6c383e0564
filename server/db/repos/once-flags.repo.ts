import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Things done once (`once_flags`): taking a flag is one guarded insert, so of racing callers exactly one takes it. */
export function onceFlagsRepo(db: Kysely<Database>) {
  return {
    /** Takes the flag `key`: true only for the one caller that took it (inside a transaction, it is taken with it). */
    async take(key: string, now: string): Promise<boolean> {
      const row = await db
        .insertInto('once_flags')
        .values({ key, done_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Whether `key` was taken. */
    taken: async (key: string) => (await db.selectFrom('once_flags').select('key').where('key', '=', key).executeTakeFirst()) !== undefined,
  };
}
