import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Two of issue #30's lows. A product's summary price becomes the lowest of its items in stock, or of all when none is
 * (a card's "from" price counted an out-of-stock model): from now on every writer keeps it so
 * (db/repos/product-summary.ts); this puts the rows already there in step, with the statement as it stands today.
 * A delivery method may charge only part of its fee at checkout (`rest_on_arrival`: freight, whose final fee is
 * settled at the destination), which its delivery line then says.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('delivery_methods')
    .addColumn('rest_on_arrival', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update products set price_rial = coalesce(
      (select min(i.price_rial) from product_items i
        where i.product_id = products.id and i.active = 1 and i.price_rial is not null and i.stock > 0),
      (select min(i.price_rial) from product_items i where i.product_id = products.id and i.active = 1 and i.price_rial is not null)
    )`.execute(db);
}

/** The lowest active price, in stock or not, as before; no rest on arrival. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('delivery_methods').dropColumn('rest_on_arrival').execute();
  await sql`update products set price_rial =
      (select min(i.price_rial) from product_items i where i.product_id = products.id and i.active = 1 and i.price_rial is not null)`.execute(db);
}
