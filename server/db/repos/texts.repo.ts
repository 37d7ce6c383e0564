import type { Kysely, Selectable } from 'kysely';
import type { Database, FailedTextTable } from '../schema.ts';

export type FailedTextRow = Selectable<FailedTextTable>;

/** Texts the queue gave up on, and when each operator alert was last texted. */
export function textsRepo(db: Kysely<Database>) {
  return {
    recordFailure: (row: Omit<FailedTextRow, 'id'>) => db.insertInto('failed_texts').values(row).execute(),
    /** The newest failures first, a page of them, and how many there are. */
    async failures(limit: number, offset: number) {
      const rows = await db.selectFrom('failed_texts').selectAll().orderBy('failed_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const { n } = await db
        .selectFrom('failed_texts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(n) };
    },
    /** How many texts were given up on at or after `since` (ISO). */
    async failedSince(since: string) {
      const { n } = await db
        .selectFrom('failed_texts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('failed_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /**
     * Takes the right to text the alert `key` now: true for exactly one caller when it was never sent or last sent
     * before `sentBefore` (one guarded upsert, so N workers text it once).
     */
    async claimAlert(key: string, now: string, sentBefore: string): Promise<boolean> {
      const row = await db
        .insertInto('operator_alerts')
        .values({ repeat_key: key, sent_at: now })
        .onConflict((oc) => oc.column('repeat_key').doUpdateSet({ sent_at: now }).where('operator_alerts.sent_at', '<', sentBefore))
        .returning('repeat_key')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
