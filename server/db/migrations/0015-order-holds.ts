import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * No endless holds, no reused keys (issue 18):
 * - `idempotency_fingerprint`: a digest of what a placement asked for (cart lines, delivery, address, method, payable),
 *   kept with its Idempotency-Key; a retry with the key but another request is refused instead of answered with this order.
 * - `cheque_review_due_at`: when a described cheque must have been checked; past it the operator is texted, and the hold
 *   lapses at `payment_due_at` unless the cheque is confirmed.
 * - `operator_alerted_at`: set by the one sweep that sent that text (a guarded update), so it goes out once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['idempotency_fingerprint', 'cheque_review_due_at', 'operator_alerted_at']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['operator_alerted_at', 'cheque_review_due_at', 'idempotency_fingerprint']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
