import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Consultation requests and uploads remember the address they came from (per-IP limits that survive a restart, read
 * straight from the rows), and a request gets the state the operator moves it through (new → called → visited → closed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('contact_requests').addColumn('product_id', 'integer').execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('contact_requests').addColumn('note', 'text').execute();
  await db.schema.createIndex('uploads_ip_time').on('uploads').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('contact_requests_ip_time').on('contact_requests').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('contact_requests_status').on('contact_requests').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_requests_status').execute();
  await db.schema.dropIndex('contact_requests_ip_time').execute();
  await db.schema.dropIndex('uploads_ip_time').execute();
  for (const c of ['note', 'status', 'product_id', 'ip']) await db.schema.alterTable('contact_requests').dropColumn(c).execute();
  await db.schema.alterTable('uploads').dropColumn('ip').execute();
}
