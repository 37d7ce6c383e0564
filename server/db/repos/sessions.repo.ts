import type { Kysely } from 'kysely';
import type { Database, LoginFactors } from '../schema.ts';

/** Signed-in sessions, keyed by the hash of their token. */
export function sessionsRepo(db: Kysely<Database>) {
  return {
    create: (s: { id: string; userId: number; factors: LoginFactors; now: string; expiresAt: string }) =>
      db
        .insertInto('sessions')
        .values({ id: s.id, user_id: s.userId, login_factors: s.factors, created_at: s.now, expires_at: s.expiresAt, last_seen_at: s.now })
        .execute(),
    /** The session, how it was opened and its user's role while it is neither past its absolute end nor idle since `idleSince`. */
    live: (id: string, now: string, idleSince: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen_at', 'sessions.login_factors', 'users.role'])
        .where('sessions.id', '=', id)
        .where('sessions.expires_at', '>', now)
        .where('sessions.last_seen_at', '>', idleSince)
        .executeTakeFirst(),
    touch: (id: string, now: string) => db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute(),
    revoke: (id: string) => db.deleteFrom('sessions').where('id', '=', id).execute(),
    /** Sessions that can never be used again (past either limit): kept no longer than that. */
    sweep: (now: string, idleSince: string) =>
      db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
        .execute(),

    /** How the session was opened and when (if ever) it proved the back office's second factor. */
    staffFactors: (id: string) => db.selectFrom('sessions').select(['staff_verified_at', 'login_factors']).where('id', '=', id).executeTakeFirst(),
    markStaffVerified: (id: string, at: string) => db.updateTable('sessions').set({ staff_verified_at: at }).where('id', '=', id).execute(),
    /** Ends the back office for every open session of a user (a role taken away). */
    clearStaffVerified: (userId: number) => db.updateTable('sessions').set({ staff_verified_at: null }).where('user_id', '=', userId).execute(),
  };
}
