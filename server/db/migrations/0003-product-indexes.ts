import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Indexes for a store of 100 000 products. A product row is wide (both descriptions and the specs sit inline), so
 * queries that touch many products must find what they need in narrow index entries instead of the rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Category pages: the products of a category in the editor's order (featured first) straight from the index, with
  // brand, price and date alongside so other filters and sorts, and the count, never read a row.
  await db.schema
    .createIndex('products_listing')
    .on('products')
    .columns(['category_id', 'active', 'featured desc', 'id', 'brand_id', 'price_rial', 'created_at'])
    .execute();
  // products_listing starts with the same two columns.
  await db.schema.dropIndex('products_category').execute();
  // Search joins its matches to products by id for filters, facets and sorting: these entries answer that alone.
  await db.schema
    .createIndex('products_facts')
    .on('products')
    .columns(['id', 'active', 'category_id', 'brand_id', 'featured', 'stock', 'price_rial', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_facts').ifExists().execute();
  await db.schema.createIndex('products_category').on('products').columns(['category_id', 'active']).execute();
  await db.schema.dropIndex('products_listing').ifExists().execute();
}
