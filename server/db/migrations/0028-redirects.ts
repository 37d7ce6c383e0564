import { PostgresAdapter, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #32: redirects the operator keeps in the back office, beside REDIRECTS_FILE's. `from_key` is the path as the
 * navigation rules compare it (one slash each, none at the end, decoded), unique, so two entries never claim a path.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('redirects');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('from_path', 'text', (c) => c.notNull())
    .addColumn('from_key', 'text', (c) => c.notNull().unique())
    .addColumn('to_target', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('redirects').execute();
}
