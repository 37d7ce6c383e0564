import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was then, not as typed now */

/**
 * A quote whose order was cancelled is open again and may be accepted anew (services/quotes/quote-reopen.ts): it may
 * then have a cancelled order and a live one. One live order per quote is still the rule, now held by a partial
 * unique index; the cancelled ones keep their link to the quote for their history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_quote').execute();
  await sql`create unique index orders_quote on orders (quote_id) where quote_id is not null and status <> 'cancelled'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_quote').execute();
  await db.schema.createIndex('orders_quote').on('orders').column('quote_id').unique().execute();
}
