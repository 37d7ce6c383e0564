import { sql } from 'kysely';
import type { Db } from './db.ts';

/**
 * Runs the start's one-time work (migrations, demo seeding, the search index) under a PostgreSQL session advisory lock
 * held on a connection of its own: two machines (or workers) starting together take turns, and the second finds the
 * work done. SQLite has one writer on one machine: the work just runs.
 */
/** The lock's key, for pg_advisory_lock(hashtext(...)): the job engine's own migrations take it too. */
export const STARTUP_LOCK_KEY = 'negahban:startup';

export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.engine !== 'postgres') return work();
  return db.kysely.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext(${STARTUP_LOCK_KEY}))`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${STARTUP_LOCK_KEY}))`.execute(conn);
    }
  });
}
