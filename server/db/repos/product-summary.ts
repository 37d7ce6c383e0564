import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The product row's summary of its active items (0004), which listings, sorting, search and a card's "from" price read
 * alone: the stock is their sum; the price the lowest of those in stock, since a "from" price must be one a customer
 * can buy (issue #30), or of all of them when none is; null when every item is on inquiry. Every writer of items or
 * stock runs this one statement, for the products `which` names.
 */
export const syncProductSummaries = (db: Kysely<Database>, which: RawBuilder<unknown>) =>
  sql`update products set
        stock = (select coalesce(sum(i.stock), 0) from product_items i where i.product_id = products.id and i.active = 1),
        price_rial = coalesce(
          (select min(i.price_rial) from product_items i
            where i.product_id = products.id and i.active = 1 and i.price_rial is not null and i.stock > 0),
          (select min(i.price_rial) from product_items i where i.product_id = products.id and i.active = 1 and i.price_rial is not null)
        )
      where ${which}`.execute(db);
