import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/** The five kinds of page whose title and description the operator may write (issue #32). */
const TABLES = ['products', 'categories', 'brands', 'services', 'posts'] as const;
const COLUMNS = ['seo_title_fa', 'seo_title_en', 'seo_description_fa', 'seo_description_en'] as const;

/**
 * Issue #32: an optional title and description for search engines and link previews on each product, category, brand,
 * service and post, in both languages. Null: the page's generated title and description, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    // One column a statement: SQLite's ALTER TABLE adds one at a time.
    for (const column of COLUMNS) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const column of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
