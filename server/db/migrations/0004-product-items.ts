import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Products come in items (variants: an extinguisher in 4, 6 and 12 kg): price and stock live on the item, and every
 * product has at least one. `products.price_rial` and `products.stock` stay as a summary the catalogue keeps in step
 * (the lowest active price, the total stock), so listings, sorting and search never join the items.
 * Cart lines now name the item; carts had no real lines yet, so the table is made anew.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = isPostgres(db)
    ? db.schema.createTable('product_items').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('product_items').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await id
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name_fa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_rial', 'bigint')
    .addColumn('stock', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('product_items_product').on('product_items').columns(['product_id', 'sort']).execute();
  // A store migrated with products already in it: each product becomes its own single item.
  await sql`insert into product_items (product_id, sku, price_rial, stock, sort, active)
            select id, code || '-' || id, price_rial, stock, 0, 1 from products`.execute(db);
  if (isPostgres(db)) await sql`select setval(pg_get_serial_sequence('product_items', 'id'), coalesce((select max(id) from product_items), 1))`.execute(db);

  await db.schema.dropTable('cart_lines').execute();
  const lines = isPostgres(db)
    ? db.schema.createTable('cart_lines').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('cart_lines').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await lines
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_item_id', 'integer', (c) => c.notNull().references('product_items.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_lines_cart_item', ['cart_id', 'product_item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_lines').execute();
  await db.schema.dropTable('product_items').execute();
}
