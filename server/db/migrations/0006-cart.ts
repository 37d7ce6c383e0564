import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * The cart: a delivery method says whether it needs an address (pickup at the office does not), and a signed-in
 * visitor's cart is found by its owner, so carts are indexed by user.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('delivery_methods')
    .addColumn('needs_address', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('carts_user').on('carts').columns(['user_id', 'updated_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('carts_user').execute();
  await db.schema.alterTable('delivery_methods').dropColumn('needs_address').execute();
}
