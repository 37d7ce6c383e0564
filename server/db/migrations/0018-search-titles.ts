import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * PostgreSQL only (issue 22: 7): the names and codes of each product as a tsvector of their own (`product_titles`), so
 * suggestions match and rank over rows of ~300 bytes instead of product_search's ~1.4 KB rows, whose heap (147 MB at
 * 100 000 products) does not fit the buffer cache. SQLite's FTS5 already restricts a match to those columns. Filled by
 * the search index's rebuild (SEARCH_INDEX_VERSION 2).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createTable('product_titles')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('titles', sql`tsvector`, (c) => c.notNull())
    .execute();
  await sql`create index product_titles_titles on product_titles using gin (titles)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await db.schema.dropTable('product_titles').ifExists().execute();
}
