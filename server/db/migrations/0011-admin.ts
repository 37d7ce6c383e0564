import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The back office (issue #11). Every change an operator makes is one `audit_log` row (who, when, what, before and
 * after as JSON); a staff session remembers when its password was given (`staff_verified_at`: the second factor, asked
 * at every new session); an item gets the stock level under which it is listed as low.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const audit = isPostgres(db)
    ? db.schema.createTable('audit_log').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('audit_log').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await audit
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_time').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.alterTable('sessions').addColumn('staff_verified_at', 'text').execute();
  await db.schema
    .alterTable('product_items')
    .addColumn('low_stock', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_items').dropColumn('low_stock').execute();
  await db.schema.alterTable('sessions').dropColumn('staff_verified_at').execute();
  await db.schema.dropTable('audit_log').execute();
}
