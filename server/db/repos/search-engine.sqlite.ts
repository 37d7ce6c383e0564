import { sql } from 'kysely';
import type { SearchEngine } from './search-engine.ts';
import { toFts5, toFts5Titles } from './search-match.ts';

/**
 * bm25 weights per product_fts column (name_fa, name_en, code, brand, category, summary_fa, summary_en): a word in the
 * name or code counts far more than one in the brand, category or summary.
 */
const BM25 = sql`bm25(product_fts, 10.0, 10.0, 6.0, 3.0, 3.0, 1.0, 1.0)`;

/** SQLite: a contentless FTS5 table beside product_search, keyed by product id. */
export const sqliteSearchEngine: SearchEngine = {
  // bm25() is lower for better matches; negated so both engines sort by score descending.
  matches: (match, { scored, scope }) =>
    sql<{ id: number; score: number }>`(select rowid as id, ${scored ? sql`-${BM25}` : sql`0`} as score
      from product_fts where product_fts match ${scope === 'titles' ? toFts5Titles(match) : toFts5(match)})`,

  matchedIds: (match) => sql<{ ids: string | null }>`select group_concat(rowid) as ids from product_fts where product_fts match ${toFts5(match)}`,

  words: (values) => sql<{ w: string }>`(select value as w from json_each(${JSON.stringify(values)}))`,

  ids: (values) => sql<{ id: number }>`(select value as id from json_each(${JSON.stringify(values)}))`,

  row: (doc) => doc,

  async added(trx, docs) {
    for (let i = 0; i < docs.length; i += 200) {
      const rows = docs.slice(i, i + 200).map(({ product_id, code_compact: _, ...text }) => ({ rowid: product_id, ...text }));
      if (rows.length) await trx.insertInto('product_fts').values(rows).execute();
    }
  },

  async removed(trx, ids) {
    if (ids.length) await trx.deleteFrom('product_fts').where('rowid', 'in', ids).execute();
  },

  async cleared(trx) {
    await sql`insert into product_fts(product_fts) values ('delete-all')`.execute(trx);
  },

  // One writer at a time is SQLite's own rule; the transaction is enough.
  lock: async () => {},

  async rebuilt(trx) {
    await sql`insert into product_fts(product_fts) values ('optimize')`.execute(trx);
  },
};
