import { PostgresAdapter, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/** The pages the operator edits (issue 32), each once; new pages are a code change (a route), not a row. */
const KEYS = ['home', 'about', 'customer-experience'];

/**
 * Issue #32: the site's own pages in the back office. The home page's hero (title, text, picture) and its featured
 * products and categories in order (`featured`, JSON: { products: id[], categories: id[] }); the about and the
 * customer-experience pages' title and Markdown. An empty text means the site's built-in words (locales/), so a
 * shop that never edits a page sees it as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('site_pages');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title_fa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_fa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('picture', 'text')
    .addColumn('featured', 'text')
    .execute();
  await db
    .insertInto('site_pages')
    .values(KEYS.map((key) => ({ key })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_pages').execute();
}
