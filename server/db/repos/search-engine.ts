import type { ColumnType, Insertable, RawBuilder, Transaction } from 'kysely';
import type { Database, ProductSearchTable } from '../schema.ts';
import type { Match } from './search-match.ts';

/** product_search as the index writes it: PostgreSQL keeps its tsvector there; SQLite's index is the FTS5 table. */
export type IndexExtras = {
  product_search: ProductSearchTable & { document?: ColumnType<string, RawBuilder<string>, RawBuilder<string>> };
  product_fts: Omit<ProductSearchTable, 'product_id' | 'code_compact'> & { rowid: number };
  /** PostgreSQL: names (A) and codes (B) alone, for suggestions (migration 0018). */
  product_titles: { product_id: number; titles: ColumnType<string, RawBuilder<string>, RawBuilder<string>> };
};

export type IndexTables = Database & IndexExtras;

export type IndexTrx = Transaction<IndexTables>;

/** Which columns a match looks in: everything, or only names and model codes (suggestions). */
export type MatchScope = 'all' | 'titles';

/** What differs between SQLite FTS5 and PostgreSQL full-text search; everything else in search.repo.ts is shared. */
export interface SearchEngine {
  /**
   * A derived table `(id, score)` of the products matching; higher scores are more relevant (bm25 with column weights
   * on SQLite, ts_rank_cd with A–D weights on PostgreSQL); 0 when not `scored`, which is much cheaper.
   */
  matches(match: Match, opts: { scored: boolean; scope?: MatchScope }): RawBuilder<{ id: number; score: number }>;
  /** One row `(ids)`: the ids of every matching product, comma-separated (one value instead of thousands of rows). */
  matchedIds(match: Match): RawBuilder<{ ids: string | null }>;
  /** A derived table `(w)` of these strings, passed as one parameter however many there are. */
  words(values: string[]): RawBuilder<{ w: string }>;
  /** A derived table `(id)` of these numbers, passed as one parameter however many there are. */
  ids(values: number[]): RawBuilder<{ id: number }>;
  /** The product_search row to insert for a document (with the engine's own index data, if it lives there). */
  row(doc: ProductSearchTable): Insertable<IndexTables['product_search']>;
  /** Adds freshly inserted documents to the engine's index. */
  added(trx: IndexTrx, docs: ProductSearchTable[]): Promise<void>;
  /** Drops products from the engine's index (their product_search rows are deleted by the caller). */
  removed(trx: IndexTrx, ids: number[]): Promise<void>;
  /** Empties the engine's index before a full rebuild. */
  cleared(trx: IndexTrx): Promise<void>;
  /** Makes concurrent reindexes (two processes, an admin save during a rebuild) run one after the other. */
  lock(trx: IndexTrx): Promise<void>;
  /** Tidies up after a full rebuild (merges index segments, refreshes planner statistics). */
  rebuilt(trx: IndexTrx): Promise<void>;
}
