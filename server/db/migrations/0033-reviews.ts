import { PostgresAdapter, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #33, point 1: reviews by verified buyers. One review a customer and product (the unique key: a second post
 * edits it and puts it back to `pending`), shown once `approved`; `rejected` ones keep the operator's reason. The
 * product keeps its approved reviews' sum and count (set in the deciding transaction), so cards read no extra query.
 * An order is invited to be reviewed once (`review_invited_at`), unless its customer said no (`users.review_invites`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('product_reviews');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text')
    .addColumn('reply', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'text')
    .addColumn('posted_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('product_reviews_one', ['user_id', 'product_id'])
    .execute();
  await db.schema.createIndex('product_reviews_shown').on('product_reviews').columns(['product_id', 'status', 'posted_at']).execute();
  await db.schema.createIndex('product_reviews_status').on('product_reviews').columns(['status', 'id']).execute();
  await db.schema
    .alterTable('products')
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('review_invited_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('review_invites', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_reviews').execute();
  await db.schema.alterTable('products').dropColumn('rating_sum').execute();
  await db.schema.alterTable('products').dropColumn('rating_count').execute();
  await db.schema.alterTable('orders').dropColumn('review_invited_at').execute();
  await db.schema.alterTable('users').dropColumn('review_invites').execute();
}
