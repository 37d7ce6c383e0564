import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** One query's searches on one Tehran day, as the log adds them up. */
export interface SearchTally {
  query: string;
  day: string;
  count: number;
  foundNothing: number;
}

/** What visitors searched for (issue #32): counts per normalised query and Tehran day, nothing about who asked. */
export function searchLogRepo(db: Kysely<Database>) {
  return {
    /** Adds the tallies: one upsert each (count + n), so processes flushing at once add up and lose nothing. */
    async add(tallies: SearchTally[]) {
      for (const t of tallies) {
        await db
          .insertInto('search_log')
          .values({ query: t.query, day: t.day, count: t.count, found_nothing: t.foundNothing })
          .onConflict((oc) =>
            oc.columns(['query', 'day']).doUpdateSet((eb) => ({
              count: eb('search_log.count', '+', eb.ref('excluded.count')),
              found_nothing: eb('search_log.found_nothing', '+', eb.ref('excluded.found_nothing')),
            })),
          )
          .execute();
      }
    },

    /** The most searched queries between two Tehran days (inclusive), with how many of their searches found nothing. */
    async top(from: string, to: string, limit: number, onlyNothing: boolean) {
      let q = db
        .selectFrom('search_log')
        .select((eb) => ['query', eb.fn.sum<number>('count').as('count'), eb.fn.sum<number>('found_nothing').as('nothing')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('query');
      if (onlyNothing) q = q.having((eb) => eb.fn.sum('found_nothing'), '>', 0);
      const rows = await q
        .orderBy(onlyNothing ? 'nothing' : 'count', 'desc')
        .orderBy('query')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ query: r.query, count: Number(r.count), nothing: Number(r.nothing) }));
    },

    /** Forgets the days before `day` (the 90 days kept); answers how many rows went. */
    async sweepBefore(day: string): Promise<number> {
      const result = await db.deleteFrom('search_log').where('day', '<', day).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SearchLogRepo = ReturnType<typeof searchLogRepo>;
