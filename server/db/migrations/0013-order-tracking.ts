import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * The carrier's tracking code of a shipped order (issue #11): the operator gives it when marking the order shipped, the
 * shipping SMS and the customer's order page show it. Null until the order ships.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('tracking_code', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('tracking_code').execute();
}
