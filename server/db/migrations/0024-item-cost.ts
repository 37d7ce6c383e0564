import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #32: what an item cost the company (Rial), so the reports can value the stock at cost as well as at price; the
 * bulk import and export carry it. Unknown (null) until the operator gives it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_items').addColumn('cost_rial', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_items').dropColumn('cost_rial').execute();
}
