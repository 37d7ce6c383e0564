import { sql } from 'kysely';
import type { SearchEngine } from './search-engine.ts';
import { toTsquery, toTsvector } from './search-match.ts';

/** PostgreSQL: a weighted tsvector column on product_search with a GIN index; ranked by ts_rank_cd. */
export const postgresSearchEngine: SearchEngine = {
  matches(match, { scored, scope }) {
    const query = sql`cast(${toTsquery(match, scope === 'titles' ? 'AB' : '')} as tsquery)`;
    return sql<{ id: number; score: number }>`(select product_id as id, ${scored ? sql`ts_rank_cd(document, ${query})` : sql`0`} as score
      from product_search where document @@ ${query})`;
  },

  matchedIds: (match) =>
    sql<{ ids: string | null }>`select string_agg(product_id::text, ',') as ids from product_search where document @@ cast(${toTsquery(match)} as tsquery)`,

  words: (values) => sql<{ w: string }>`(select unnest(cast(${values} as text[])) as w)`,

  row: (doc) => ({
    ...doc,
    document: sql<string>`cast(${toTsvector([
      [`${doc.name_fa} ${doc.name_en}`, 'A'],
      [doc.code, 'B'],
      [`${doc.brand} ${doc.category}`, 'C'],
      [`${doc.summary_fa} ${doc.summary_en}`, 'D'],
    ])} as tsvector)`,
  }),

  // The tsvector lives in the product_search row itself, so inserting and deleting rows is all there is to do.
  added: async () => {},
  removed: async () => {},
  cleared: async () => {},

  async lock(trx) {
    // Self-conflicting, so a second reindex waits for the first to commit instead of colliding on primary keys.
    await sql`lock table product_search in share row exclusive mode`.execute(trx);
  },

  async rebuilt(trx) {
    await sql`analyze product_search`.execute(trx);
  },
};
