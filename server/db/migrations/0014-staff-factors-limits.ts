import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Staff factors and limits that hold under bursts (issue #18).
 *
 * A session records the factors it was opened with (`login_factors`: `code`, `password` or `code+password`): only one
 * opened with the texted code may become a back-office session. Sessions from before know none ('') and must log in
 * again to reach the back office.
 *
 * `rate_limits` holds every rate limit's budget, one row a limit and subject (`otpPerIp:10.0.0.1`): the points spent in
 * the window that ends at `resets_at`. A request spends a point with one guarded upsert, so checking and counting are
 * one atomic step on both engines. It replaces `login_failures`, which was counted and then written (parallel guesses
 * all got through).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('login_factors', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_resets_at').on('rate_limits').column('resets_at').execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const failures = isPostgres(db)
    ? db.schema.createTable('login_failures').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('login_failures').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await failures
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_mobile').on('login_failures').columns(['mobile', 'created_at']).execute();
  await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'created_at']).execute();
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.alterTable('sessions').dropColumn('login_factors').execute();
}
