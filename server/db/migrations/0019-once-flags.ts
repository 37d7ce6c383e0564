import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * `once_flags`: things the site does once and then never again, by name, with when (issue #30: ADMIN_MOBILE is made
 * admin once; afterwards the back office decides). Taken with one insert that does nothing on conflict, so of two
 * processes racing only one does the thing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('once_flags')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('done_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('once_flags').execute();
}
