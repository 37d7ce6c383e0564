import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #32, the reports:
 * - `search_log`: what visitors searched for, normalised as search reads it, counted per Tehran day, and how many of
 *   those searches found nothing. No address, session or user: only the words, the day and the counts (90 days kept).
 * - `carts.checkout_at`: when a cart first reached the checkout (its delivery chosen, the step after the lines), for the
 *   path to money; carts that already chose one are taken to have reached it when they last changed.
 * - Indexes for reading a range of days: carts by their time of creation and of checkout; orders by their time of
 *   creation, on SQLite holding every column a sales report reads (its province out of the address copy too, the
 *   expression written as db/repos/reports.repo.ts writes it), so a year of 100 000 orders is read from the index
 *   alone; the paid orders' lines by order with what they sold.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_log')
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('found_nothing', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_log_pk', ['query', 'day'])
    .execute();
  await db.schema.createIndex('search_log_day').on('search_log').column('day').execute();
  await db.schema.alterTable('carts').addColumn('checkout_at', 'text').execute();
  await db
    .updateTable('carts')
    .set((eb: any) => ({ checkout_at: eb.fn.coalesce('ordered_at', 'updated_at') }))
    .where((eb: any) => eb.or([eb('delivery_id', 'is not', null), eb('ordered_at', 'is not', null)]))
    .execute();
  await db.schema.createIndex('carts_created').on('carts').column('created_at').execute();
  await db.schema.createIndex('carts_checkout').on('carts').column('checkout_at').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
  else
    await sql`create index orders_created on orders (created_at, status, total_rial, payment_method, quote_id, delivery_id, json_extract(address_snapshot, '$.province'))`.execute(
      db,
    );
  await db.schema
    .createIndex('order_lines_sold')
    .on('order_lines')
    .columns(['order_id', 'product_id', 'count', 'unit_price_rial', 'line_discount_rial'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_lines_sold').execute();
  await db.schema.dropIndex('orders_created').execute();
  await db.schema.dropIndex('carts_checkout').execute();
  await db.schema.dropIndex('carts_created').execute();
  await db.schema.alterTable('carts').dropColumn('checkout_at').execute();
  await db.schema.dropTable('search_log').execute();
}
