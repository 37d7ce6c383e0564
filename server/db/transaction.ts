import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `work` in one database transaction: everything it writes commits together or not at all (an order, its stock
 * and its payment). Repositories built on `trx` inside `work` take part in it. A transaction passed in is reused, so a
 * service can be called from inside another's transaction.
 */
export function withTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
