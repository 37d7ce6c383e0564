import { sql, type Kysely, type CreateTableBuilder } from 'kysely';
import { PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

function table(db: Kysely<any>, name: string) {
  const builder = db.schema.createTable(name);
  return isPostgres(db) ? builder.addColumn('id', 'serial', (c) => c.primaryKey()) : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Both `_fa` and `_en` columns for visitor-facing text. */
function bilingual<T extends string>(builder: CreateTableBuilder<T, any>, ...names: string[]) {
  let b = builder;
  for (const n of names) {
    b = b.addColumn(`${n}_fa`, 'text', (c) => c.notNull().defaultTo('')).addColumn(`${n}_en`, 'text', (c) => c.notNull().defaultTo(''));
  }
  return b;
}

export async function up(db: Kysely<any>): Promise<void> {
  await bilingual(
    table(db, 'brands').addColumn('label', 'text', (c) => c.notNull().unique()),
    'name',
    'description',
    'country',
  )
    .addColumn('logo', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await bilingual(
    table(db, 'categories')
      .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
      .addColumn('label', 'text', (c) => c.notNull().unique()),
    'name',
    'description',
  )
    .addColumn('picture', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'sort']).execute();

  await bilingual(
    table(db, 'products')
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
      .addColumn('code', 'text', (c) => c.notNull()),
    'name',
    'label',
    'summary',
    'description',
  )
    .addColumn('price_rial', 'bigint')
    .addColumn('stock', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .addColumn('specs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').columns(['category_id', 'active']).execute();
  await db.schema.createIndex('products_brand').on('products').columns(['brand_id', 'active']).execute();
  await db.schema.createIndex('products_featured').on('products').columns(['featured', 'active']).execute();

  await bilingual(
    table(db, 'product_pictures')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull()),
    'alt',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_pictures_product').on('product_pictures').columns(['product_id', 'sort']).execute();

  await bilingual(
    table(db, 'services').addColumn('label', 'text', (c) => c.notNull().unique()),
    'title',
    'summary',
    'body',
  )
    .addColumn('picture', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await bilingual(
    table(db, 'post_categories').addColumn('label', 'text', (c) => c.notNull().unique()),
    'name',
  )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await bilingual(
    table(db, 'posts').addColumn('category_id', 'integer', (c) => c.notNull().references('post_categories.id')),
    'name',
    'summary',
    'body',
  )
    .addColumn('picture', 'text')
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('posts_published').on('posts').columns(['published_at']).execute();

  await bilingual(table(db, 'testimonials'), 'name', 'role', 'body')
    .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await bilingual(table(db, 'projects'), 'title', 'client', 'summary')
    .addColumn('service_label', 'text', (c) => c.notNull())
    .addColumn('picture', 'text')
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'users')
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text')
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'otp_codes')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('otp_codes_mobile').on('otp_codes').columns(['mobile', 'created_at']).execute();

  await bilingual(table(db, 'delivery_methods'), 'name', 'description')
    .addColumn('price_rial', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await table(db, 'addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_name', 'text', (c) => c.notNull())
    .addColumn('receiver_mobile', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'carts')
    .addColumn('unique_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('delivery_id', 'integer', (c) => c.references('delivery_methods.id'))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'cart_lines')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addUniqueConstraint('cart_lines_cart_product', ['cart_id', 'product_id'])
    .execute();

  await table(db, 'orders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().unique().references('carts.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('delivery_methods.id'))
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id'))
    .addColumn('items_rial', 'bigint', (c) => c.notNull())
    .addColumn('delivery_rial', 'bigint', (c) => c.notNull())
    .addColumn('total_rial', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();

  await bilingual(
    table(db, 'order_lines')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id')),
    'name',
  )
    .addColumn('unit_price_rial', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await table(db, 'payments')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('authority', 'text', (c) => c.notNull().unique())
    .addColumn('amount_rial', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .execute();

  await table(db, 'uploads')
    .addColumn('guid_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table(db, 'contact_requests')
    .addColumn('group_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('title', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.references('uploads.id'))
    .addColumn('send_date', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('likes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'likes',
    'contact_requests',
    'uploads',
    'payments',
    'order_lines',
    'orders',
    'cart_lines',
    'carts',
    'addresses',
    'delivery_methods',
    'otp_codes',
    'sessions',
    'users',
    'projects',
    'testimonials',
    'posts',
    'post_categories',
    'services',
    'product_pictures',
    'products',
    'categories',
    'brands',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
