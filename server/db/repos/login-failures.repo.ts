import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Password tries: each one is written before the check and removed when it succeeds, so only wrong ones remain. */
export function loginFailuresRepo(db: Kysely<Database>) {
  const countSince = async (column: 'mobile' | 'ip', value: string, since: string) =>
    Number(
      (
        await db
          .selectFrom('login_failures')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    async record(mobile: string, ip: string, now: string) {
      return (await db.insertInto('login_failures').values({ mobile, ip, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    },
    forget: (id: number) => db.deleteFrom('login_failures').where('id', '=', id).execute(),
    countForMobileSince: (mobile: string, since: string) => countSince('mobile', mobile, since),
    countForIpSince: (ip: string, since: string) => countSince('ip', ip, since),
  };
}
