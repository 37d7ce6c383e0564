import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Tables of events a mobile number causes from an address (codes sent, wrong passwords): limits count them. */
type EventTable = 'otp_codes' | 'login_failures';

/** How many events of a number, or of an address, a table holds since a moment: what the rate limits read. */
export function recentCounts(db: Kysely<Database>, table: EventTable) {
  const countSince = async (column: 'mobile' | 'ip', value: string, since: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    countForMobileSince: (mobile: string, since: string) => countSince('mobile', mobile, since),
    countForIpSince: (ip: string, since: string) => countSince('ip', ip, since),
  };
}
