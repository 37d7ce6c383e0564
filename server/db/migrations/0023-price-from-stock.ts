import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * A product's summary price becomes the lowest of its items in stock, or of all when none is (issue #30: a card's
 * "from" price counted an out-of-stock model). From now on every writer keeps it so (db/repos/product-summary.ts);
 * this puts the rows already there in step, with the statement as it stands today.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update products set price_rial = coalesce(
      (select min(i.price_rial) from product_items i
        where i.product_id = products.id and i.active = 1 and i.price_rial is not null and i.stock > 0),
      (select min(i.price_rial) from product_items i where i.product_id = products.id and i.active = 1 and i.price_rial is not null)
    )`.execute(db);
}

/** The lowest active price, in stock or not, as before. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update products set price_rial =
      (select min(i.price_rial) from product_items i where i.product_id = products.id and i.active = 1 and i.price_rial is not null)`.execute(db);
}
