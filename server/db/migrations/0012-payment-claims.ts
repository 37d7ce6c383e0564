import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * When a payment's verification was claimed (`pending` → `verifying`). A process that stops mid-verification leaves the
 * claim behind; the payment job re-verifies a claim older than a few minutes, so no payment stays "verifying" forever.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('claimed_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('claimed_at').execute();
}
