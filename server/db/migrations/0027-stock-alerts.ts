import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #32, point 3: a customer's "text me when it is back" on an item (model). One row a customer and item (the
 * primary key: a second tap changes nothing). `due` is set by the stock change that brings the item back, in its own
 * transaction; the row is then claimed (deleted) by whoever texts it, so each subscriber is texted once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_alerts')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('product_item_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull()) // "fa" | "en": the text's language, the page's when subscribing
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('due', 'integer', (c) => c.notNull().defaultTo(0)) // 1: back in stock, waiting to be texted
    .addPrimaryKeyConstraint('stock_alerts_pk', ['user_id', 'product_item_id'])
    .execute();
  await db.schema.createIndex('stock_alerts_item').on('stock_alerts').columns(['product_item_id', 'due']).execute();
  await db.schema.createIndex('stock_alerts_due').on('stock_alerts').column('due').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_alerts').execute();
}
