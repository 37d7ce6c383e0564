import { PostgresAdapter, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #33, point 3: a category declares its specification keys (name and unit in both languages, in order), so the
 * products of one category line up in the comparison; a product's `specs` rows name the key they fill (`key_id`,
 * keeping the names as they were for a product moved to another category), free rows stay as before. An item (a
 * model) may override a key's value (`product_items.specs`) and the product's name (`title_fa`, `title_en`; empty:
 * the product's). Every key a category's products already use becomes one of its keys, in the order first met.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('category_spec_keys');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('name_fa', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('unit_fa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('category_spec_keys_category').on('category_spec_keys').columns(['category_id', 'sort']).execute();
  await db.schema
    .alterTable('product_items')
    .addColumn('specs', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('product_items')
    .addColumn('title_fa', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('product_items')
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  type Row = { key_id?: number; key_fa: string; key_en: string; value_fa: string; value_en: string };
  const products = (await db.selectFrom('products').select(['id', 'category_id', 'specs']).orderBy('id').execute()) as {
    id: number;
    category_id: number;
    specs: string;
  }[];
  const keys = new Map<string, number>(); // category and both names → key id
  const sorts = new Map<number, number>();
  for (const p of products) {
    const rows = JSON.parse(p.specs) as Row[];
    for (const row of rows) {
      if (!row.key_fa.trim() || !row.key_en.trim()) continue;
      const name = `${p.category_id}\u0000${row.key_fa.trim()}\u0000${row.key_en.trim()}`;
      let id = keys.get(name);
      if (id === undefined) {
        const sort = sorts.get(p.category_id) ?? 0;
        sorts.set(p.category_id, sort + 1);
        const inserted = await db
          .insertInto('category_spec_keys')
          .values({ category_id: p.category_id, name_fa: row.key_fa.trim(), name_en: row.key_en.trim(), unit_fa: '', unit_en: '', sort })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(inserted.id);
        keys.set(name, id);
      }
      row.key_id = id;
    }
    await db
      .updateTable('products')
      .set({ specs: JSON.stringify(rows) })
      .where('id', '=', p.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_items').dropColumn('title_en').execute();
  await db.schema.alterTable('product_items').dropColumn('title_fa').execute();
  await db.schema.alterTable('product_items').dropColumn('specs').execute();
  await db.schema.dropTable('category_spec_keys').execute();
}
