import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { recentCounts } from './recent-counts.ts';

/** Password tries: each one is written before the check and removed when it succeeds, so only wrong ones remain. */
export function loginFailuresRepo(db: Kysely<Database>) {
  return {
    ...recentCounts(db, 'login_failures'),
    async record(mobile: string, ip: string, now: string) {
      return (await db.insertInto('login_failures').values({ mobile, ip, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    },
    forget: (id: number) => db.deleteFrom('login_failures').where('id', '=', id).execute(),
  };
}
