import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * Issue #19: a delivery method says where it delivers (`zone`: a JSON list of provinces, or cities within them, by
 * their Persian names; null for all of Iran), so the checkout offers it only for addresses it serves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('delivery_methods').addColumn('zone', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('delivery_methods').dropColumn('zone').execute();
}
