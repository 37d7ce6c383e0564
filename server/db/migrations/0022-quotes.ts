import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const withId = (db: Kysely<any>, table: string) =>
  isPostgres(db)
    ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/**
 * SQLite cannot drop a NOT NULL: the table is written again from its own definition with that one constraint gone,
 * whatever columns other migrations gave it, and its indexes made again.
 */
async function dropNotNullSqlite(db: Kysely<any>, table: string, column: string) {
  const rows = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const create = rows.rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`no table ${table}`);
  const pattern = new RegExp(`("${column}"\\s+integer)\\s+not null`, 'i');
  if (!pattern.test(create)) return;
  const renamed = create.replace(pattern, '$1').replace(new RegExp(`^create table\\s+"?${table}"?`, 'i'), `create table "${table}_rebuilt"`);
  await sql.raw(renamed).execute(db);
  await sql.raw(`insert into "${table}_rebuilt" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
  for (const index of rows.rows.filter((r) => r.type === 'index' && r.sql)) await sql.raw(index.sql!).execute(db);
}

/**
 * Quotes for projects (issue 31):
 * - `quotes`: a customer's request (lines asked for or a description, a file, the project's province and city, a wished
 *   visit day, a buyer profile id: no foreign key, the buyer profiles are another migration's), its status, the latest
 *   version and the one sent, its validity, and the one order accepting it made (`order_id` unique: one order a quote).
 * - `quote_versions`: every pricing the operator saved (lines, delivery, terms, note), never changed afterwards.
 * - `quote_events`: the quote's history (requested, priced, sent, a customer's comment, accepted, declined).
 * - `order_instalments`: how a quote's order is paid when its terms say deposit or cheques: a deposit paid online and
 *   cheques, each described and confirmed on its own, with its reminder and overdue alert sent once (guarded updates).
 * - `orders.quote_id` (unique), `orders.online_due_rial` (what the gateway takes: null for the whole total);
 *   `order_lines.product_id` may be null (a service line: installation, commissioning) and a line keeps its discount.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'quotes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('buyer_id', 'integer')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('asked_lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('file_id', 'integer')
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('visit_date', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fa'))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_version', 'integer')
    .addColumn('sent_at', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('order_id', 'integer', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_user').on('quotes').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('quotes_status').on('quotes').columns(['status', 'updated_at']).execute();

  await withId(db, 'quote_versions')
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('delivery_rial', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_rial', 'bigint', (c) => c.notNull())
    .addColumn('valid_days', 'integer', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('quote_versions_quote_version', ['quote_id', 'version'])
    .execute();

  await withId(db, 'quote_events')
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('version', 'integer')
    .addColumn('message', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_events_quote').on('quote_events').columns(['quote_id', 'id']).execute();

  await withId(db, 'order_instalments')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_rial', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sayad_id', 'text')
    .addColumn('described_at', 'text')
    .addColumn('settled_at', 'text')
    .addColumn('reminded_at', 'text')
    .addColumn('overdue_alerted_at', 'text')
    .addUniqueConstraint('order_instalments_order_seq', ['order_id', 'seq'])
    .execute();
  await db.schema.createIndex('order_instalments_due').on('order_instalments').columns(['status', 'due_date']).execute();

  await db.schema.alterTable('orders').addColumn('quote_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('online_due_rial', 'bigint').execute();
  await db.schema.createIndex('orders_quote').on('orders').column('quote_id').unique().execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('line_discount_rial', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) await sql`alter table order_lines alter column product_id drop not null`.execute(db);
  else await dropNotNullSqlite(db, 'order_lines', 'product_id');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('line_discount_rial').execute();
  await db.schema.dropIndex('orders_quote').execute();
  await db.schema.alterTable('orders').dropColumn('online_due_rial').execute();
  await db.schema.alterTable('orders').dropColumn('quote_id').execute();
  for (const table of ['order_instalments', 'quote_events', 'quote_versions', 'quotes']) await db.schema.dropTable(table).execute();
}
