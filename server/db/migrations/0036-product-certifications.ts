import { PostgresAdapter, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #33, point 4: the standards a product is certified to. Each row is one certificate: the standard as the
 * operator writes it (`EN 54-2`, an INSO number), the issuing body in both languages, the certificate's number, the
 * last day it is valid (a Tehran calendar day, YYYY-MM-DD; null: no end) and its file, an upload kept with it.
 * `expiry_noted_at` is set once, by the timed work, when the day has passed, so the cached pages are cleared once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('product_certifications');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('standard', 'text', (c) => c.notNull())
    .addColumn('issuer_fa', 'text', (c) => c.notNull())
    .addColumn('issuer_en', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('valid_until', 'text')
    .addColumn('upload_id', 'integer', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiry_noted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_certifications_product').on('product_certifications').columns(['product_id', 'sort']).execute();
  await db.schema.createIndex('product_certifications_standard').on('product_certifications').columns(['standard', 'valid_until']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_certifications').execute();
}
