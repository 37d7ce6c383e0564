import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Rate-limit budgets: one row a limit and subject, the points spent in a window that starts at its first point. Taking
 * a point is one guarded upsert (the row is locked by it on PostgreSQL, the database by the write on SQLite), so of
 * parallel requests exactly as many pass as there are points left.
 */
export function rateLimitsRepo(db: Kysely<Database>) {
  // A window that has ended, or whose points were all given back, starts afresh with this point.
  const fresh = (now: string) => sql<boolean>`(rate_limits.resets_at <= ${now} or rate_limits.points = 0)`;
  return {
    /** Spends a point of `key` if fewer than `max` are spent in its window: the window's end and the points spent, or null. */
    async take(key: string, max: number, now: string, windowEnd: string): Promise<{ resetsAt: string; spent: number } | null> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, points: 1, resets_at: windowEnd })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({
              points: sql<number>`case when ${fresh(now)} then 1 else rate_limits.points + 1 end`,
              resets_at: sql<string>`case when ${fresh(now)} then ${windowEnd} else rate_limits.resets_at end`,
            })
            .where(sql<boolean>`${fresh(now)} or rate_limits.points < ${max}`),
        )
        .returning(['resets_at', 'points'])
        .executeTakeFirst();
      return row ? { resetsAt: row.resets_at, spent: Number(row.points) } : null;
    },
    /** When the window of a key that refused a point ends. */
    resetsAt: async (key: string) => (await db.selectFrom('rate_limits').select('resets_at').where('key', '=', key).executeTakeFirst())?.resets_at,
    /** Gives a point back to the window it was taken from (not to a later one). */
    giveBack: (key: string, resetsAt: string) =>
      db
        .updateTable('rate_limits')
        .set((eb) => ({ points: eb('points', '-', 1) }))
        .where('key', '=', key)
        .where('resets_at', '=', resetsAt)
        .where('points', '>', 0)
        .execute(),
    /** Budgets whose window has ended are as good as none. */
    sweep: (now: string) => db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute(),
  };
}
