import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * A post's state (issue #30): `draft` (1: on no page of the site) or published at `published_at`, which may be ahead
 * (scheduled: shown from then on). `announced_at` is when the minutely work told every process's page cache that a
 * scheduled post's time had come: set by one guarded UPDATE, so of two processes only one announces. Posts written
 * before stay published and are announced already. A cover picture (`picture`, as before) gets its alt text in each
 * language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('draft', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('posts').addColumn('announced_at', 'text').execute();
  // The cover picture's words in each language (empty: the title stands for it).
  await db.schema
    .alterTable('posts')
    .addColumn('alt_fa', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('posts')
    .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('posts')
    .set((eb) => ({ announced_at: eb.ref('published_at') }))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('alt_en').execute();
  await db.schema.alterTable('posts').dropColumn('alt_fa').execute();
  await db.schema.alterTable('posts').dropColumn('announced_at').execute();
  await db.schema.alterTable('posts').dropColumn('draft').execute();
}
