import { sql } from 'kysely';
import type { SearchEngine } from './search-engine.ts';
import type { ProductSearchTable } from '../schema.ts';
import { toTsquery, toTsvector, type Weight } from './search-match.ts';

/** Names (A) then codes (B): the start of a product's document, so positions and ts_rank_cd scores are the same. */
const titleFields = (doc: ProductSearchTable): [string, Weight][] => [
  [`${doc.name_fa} ${doc.name_en}`, 'A'],
  [doc.code, 'B'],
];

/**
 * PostgreSQL: a weighted tsvector column on product_search with a GIN index; ranked by ts_rank_cd. Suggestions read
 * product_titles instead: the same names and codes in rows a fifth the size, which stay in the buffer cache.
 */
export const postgresSearchEngine: SearchEngine = {
  matches(match, { scored, scope }) {
    const titles = scope === 'titles';
    const query = sql`cast(${toTsquery(match)} as tsquery)`;
    const [column, table] = titles ? [sql`titles`, sql`product_titles`] : [sql`document`, sql`product_search`];
    return sql<{ id: number; score: number }>`(select product_id as id, ${scored ? sql`ts_rank_cd(${column}, ${query})` : sql`0`} as score
      from ${table} where ${column} @@ ${query})`;
  },

  matchedIds: (match) =>
    sql<{ ids: string | null }>`select string_agg(product_id::text, ',') as ids from product_search where document @@ cast(${toTsquery(match)} as tsquery)`,

  words: (values) => sql<{ w: string }>`(select unnest(cast(${values} as text[])) as w)`,

  ids: (values) => sql<{ id: number }>`(select unnest(cast(${values} as integer[])) as id)`,

  row: (doc) => ({
    ...doc,
    document: sql<string>`cast(${toTsvector([
      ...titleFields(doc),
      [`${doc.brand} ${doc.category}`, 'C'],
      [`${doc.summary_fa} ${doc.summary_en}`, 'D'],
    ])} as tsvector)`,
  }),

  // The document lives in the product_search row itself; the titles have their own table.
  async added(trx, docs) {
    for (let i = 0; i < docs.length; i += 200) {
      const rows = docs
        .slice(i, i + 200)
        .map((doc) => ({ product_id: doc.product_id, titles: sql<string>`cast(${toTsvector(titleFields(doc))} as tsvector)` }));
      if (rows.length) await trx.insertInto('product_titles').values(rows).execute();
    }
  },

  async removed(trx, ids) {
    if (ids.length) await trx.deleteFrom('product_titles').where('product_id', 'in', ids).execute();
  },

  async cleared(trx) {
    await trx.deleteFrom('product_titles').execute();
  },

  async lock(trx) {
    // Self-conflicting, so a second reindex waits for the first to commit instead of colliding on primary keys.
    await sql`lock table product_search in share row exclusive mode`.execute(trx);
  },

  async rebuilt(trx) {
    await sql`analyze product_search`.execute(trx);
    await sql`analyze product_titles`.execute(trx);
  },
};
