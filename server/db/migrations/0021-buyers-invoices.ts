import { PostgresAdapter, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
const withId = (db: Kysely<any>, table: string) =>
  isPostgres(db)
    ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/**
 * Issue #31, points 1 and 2: a customer's buyer profiles (a person or a company, for the official invoice), the copy of
 * the chosen one and the VAT terms kept on each order, each order line's code, and the invoices and credit notes, whose
 * numbers come from one counter row per Jalali year advanced in the issuing transaction (gap-free, never reused).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'buyers')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // "person" | "company"
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('national_id', 'text', (c) => c.notNull()) // 10 digits (person) or 11 (company)
    .addColumn('economic_code', 'text')
    .addColumn('registration_no', 'text')
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('buyers_user').on('buyers').column('user_id').execute();

  await db.schema.alterTable('orders').addColumn('buyer_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('buyer_snapshot', 'text').execute();
  // The VAT terms the order was priced under; null on orders placed before them (read as the defaults: 10, included).
  await db.schema.alterTable('orders').addColumn('vat_rate', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('vat_included', 'integer').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('vat_rial', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('order_lines').addColumn('sku', 'text').execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await withId(db, 'invoices')
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // "invoice" | "credit"
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('cancels_id', 'integer') // a credit note: the invoice it cancels
    .addColumn('official', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull()) // JSON: seller, buyer, lines, totals, as issued
    .execute();
  // One invoice and at most one credit note per order, whatever races.
  await db.schema.createIndex('invoices_order_kind').on('invoices').columns(['order_id', 'kind']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.alterTable('order_lines').dropColumn('sku').execute();
  for (const column of ['vat_rial', 'vat_included', 'vat_rate', 'buyer_snapshot', 'buyer_id']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('buyers').execute();
}
