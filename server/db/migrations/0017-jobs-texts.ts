import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const withId = (db: Kysely<any>, table: string) =>
  isPostgres(db)
    ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/**
 * Past one process (issue 21):
 * - `jobs`: the queue of the in-process runner (SQLite; PostgreSQL uses graphile-worker's own schema), so a job added
 *   before a restart runs after it. `job_key` names at most one pending job; `locked_at` marks the one running.
 * - `failed_texts`: a text the queue gave up on, for the back office (the number masked; no text body, it may hold a code).
 * - `operator_alerts`: when each alert was last texted, so N workers text it once in its window (one guarded upsert).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'jobs')
    .addColumn('task', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('job_key', 'text', (c) => c.unique())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('locked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['run_at', 'id']).execute();
  await withId(db, 'failed_texts')
    .addColumn('mobile_masked', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('failed_texts_at').on('failed_texts').column('failed_at').execute();
  await db.schema
    .createTable('operator_alerts')
    .addColumn('repeat_key', 'text', (c) => c.primaryKey())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['operator_alerts', 'failed_texts', 'jobs']) await db.schema.dropTable(table).execute();
}
