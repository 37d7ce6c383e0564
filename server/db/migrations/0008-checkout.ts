import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const withId = (db: Kysely<any>, table: string) =>
  isPostgres(db)
    ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/**
 * Checkout (issue #8). Orders keep what was bought as it was then (lines with both names, the item and its price; the
 * delivery and the address as JSON), the discount, a due time the expiry job reads (`payment_due_at`: unpaid online
 * orders and unconfirmed cheques give their stock back), an idempotency key, and the cheque the customer describes.
 * Every state change is a row of `order_events`. Payments get the verifying state (one verification however many
 * callbacks race) and the card; the test gateway keeps its payments in a table so a restart loses none. Addresses
 * are removed softly (orders point at them); discounts count their uses with a guarded update.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const orders = [
    (t: any) => t.addColumn('discount_rial', 'bigint', (c: any) => c.notNull().defaultTo(0)),
    (t: any) => t.addColumn('discount_id', 'integer'),
    (t: any) => t.addColumn('idempotency_key', 'text'),
    (t: any) => t.addColumn('locale', 'text', (c: any) => c.notNull().defaultTo('fa')),
    (t: any) => t.addColumn('mobile', 'text', (c: any) => c.notNull().defaultTo('')),
    (t: any) => t.addColumn('delivery_snapshot', 'text', (c: any) => c.notNull().defaultTo('{}')),
    (t: any) => t.addColumn('address_snapshot', 'text'),
    (t: any) => t.addColumn('payment_due_at', 'text'),
    (t: any) => t.addColumn('cheque_sayad_id', 'text'),
    (t: any) => t.addColumn('cheque_amount_rial', 'bigint'),
    (t: any) => t.addColumn('cheque_due_date', 'text'),
    (t: any) => t.addColumn('cheque_at', 'text'),
  ];
  for (const add of orders) await add(db.schema.alterTable('orders')).execute();
  await db.schema.createIndex('orders_idempotency').on('orders').columns(['user_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('orders_due').on('orders').columns(['status', 'payment_due_at']).execute();

  await db.schema.alterTable('order_lines').addColumn('product_item_id', 'integer').execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('item_name_fa', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('item_name_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await withId(db, 'order_events')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema.alterTable('payments').addColumn('card_pan', 'text').execute();
  await db.schema.alterTable('payments').addColumn('note', 'text').execute();
  await db.schema.createIndex('payments_order').on('payments').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('test_payments')
    .addColumn('authority', 'text', (c) => c.primaryKey())
    .addColumn('amount_rial', 'bigint', (c) => c.notNull())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('addresses').addColumn('deleted_at', 'text').execute();
  await db.schema.createIndex('addresses_user').on('addresses').columns(['user_id', 'id']).execute();

  await withId(db, 'discounts')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('percent', 'integer', (c) => c.check(sql`percent is null or (percent > 0 and percent <= 100)`))
    .addColumn('amount_rial', 'bigint', (c) => c.check(sql`amount_rial is null or amount_rial > 0`))
    .addColumn('min_order_rial', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('total_limit', 'integer')
    .addColumn('per_user_limit', 'integer')
    .addColumn('used_count', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`used_count >= 0`),
    )
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, 'discount_uses')
    .addColumn('discount_id', 'integer', (c) => c.notNull().references('discounts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('discount_uses_user').on('discount_uses').columns(['discount_id', 'user_id']).execute();

  await db.schema.alterTable('carts').addColumn('discount_id', 'integer').execute();
  await db.schema.alterTable('carts').addColumn('ordered_at', 'text').execute();

  // Demo codes, so a new store can try the discount step: 10% off from 5,000,000 Rial; 5,000,000 Rial off from 50,000,000.
  const now = new Date().toISOString();
  await db
    .insertInto('discounts')
    .values([
      { code: 'WELCOME10', percent: 10, amount_rial: null, min_order_rial: 5_000_000, per_user_limit: 1, active: 1, created_at: now },
      { code: 'SAFE500', percent: null, amount_rial: 5_000_000, min_order_rial: 50_000_000, total_limit: 100, active: 1, created_at: now },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['ordered_at', 'discount_id']) await db.schema.alterTable('carts').dropColumn(c).execute();
  await db.schema.dropTable('discount_uses').execute();
  await db.schema.dropTable('discounts').execute();
  await db.schema.dropIndex('addresses_user').execute();
  await db.schema.alterTable('addresses').dropColumn('deleted_at').execute();
  await db.schema.dropTable('test_payments').execute();
  await db.schema.dropIndex('payments_order').execute();
  for (const c of ['note', 'card_pan']) await db.schema.alterTable('payments').dropColumn(c).execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropIndex('order_lines_order').execute();
  for (const c of ['item_name_en', 'item_name_fa', 'product_item_id']) await db.schema.alterTable('order_lines').dropColumn(c).execute();
  for (const i of ['orders_due', 'orders_idempotency']) await db.schema.dropIndex(i).execute();
  for (const c of [
    'cheque_at',
    'cheque_due_date',
    'cheque_amount_rial',
    'cheque_sayad_id',
    'payment_due_at',
    'address_snapshot',
    'delivery_snapshot',
    'mobile',
    'locale',
    'idempotency_key',
    'discount_id',
    'discount_rial',
  ]) {
    await db.schema.alterTable('orders').dropColumn(c).execute();
  }
}
