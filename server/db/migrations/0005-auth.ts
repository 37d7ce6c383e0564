import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Login by mobile (issue #7). Users get a role and the two-step choice (auth state 3); sessions an idle clock
 * (`last_seen_at`: 7 days idle, 30 days absolute in `expires_at`); one-time codes the address that asked (the per-IP
 * hourly limit) and the time a code was checked (a checked code may still open the registration that follows it);
 * failed password tries are kept per number and address for their limit. `likes` exists since 0001: it gets the
 * index that "who likes this product" reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('two_step', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema
    .alterTable('otp_codes')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('otp_codes').addColumn('verified_at', 'text').execute();
  await db.schema.createIndex('otp_codes_ip').on('otp_codes').columns(['ip', 'created_at']).execute();
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
  await db.schema.createIndex('likes_product').on('likes').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('likes_product').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropIndex('otp_codes_ip').execute();
  for (const c of ['verified_at', 'ip']) await db.schema.alterTable('otp_codes').dropColumn(c).execute();
  await db.schema.dropIndex('sessions_user').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  for (const c of ['two_step', 'role']) await db.schema.alterTable('users').dropColumn(c).execute();
}
