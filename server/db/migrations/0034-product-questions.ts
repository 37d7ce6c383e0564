import { PostgresAdapter, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #33, point 2: customers' questions about a product, answered by the operator. A question waits (`pending`)
 * until answered (`answered`: shown on the product page) or `rejected` (never shown). The product page reads the
 * answered ones newest first (the index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('product_questions');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'integer')
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_questions_shown').on('product_questions').columns(['product_id', 'status', 'answered_at']).execute();
  await db.schema.createIndex('product_questions_status').on('product_questions').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_questions').execute();
}
