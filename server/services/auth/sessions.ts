import type { Repos } from '../../db/repos/index.ts';
import type { LoginFactors } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Role } from '../../lib/call-context.ts';
import { AUTH_LIMITS } from './limits.ts';
import { newSessionToken, sessionIdOf } from './tokens.ts';

/** Staff need two distinct factors: the session's login proved the texted code (the back office then asks the password). */
export const openedWithCode = (factors: LoginFactors) => factors === 'code' || factors === 'code+password';

/**
 * Server-side sessions: the cookie carries 256 random bits, the table their SHA-256. A new token at every login (no
 * fixation), 30 days absolute and 7 days idle, deleted at logout.
 */
export function sessionStore(repos: Repos, clock: Clock) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    /**
     * Opens a session for the user on `r` (a login's transaction), recording the factors the login proved; the token
     * goes to the cookie, never to the table.
     */
    async open(r: Pick<Repos, 'sessions'>, userId: number, factors: LoginFactors) {
      const now = clock().getTime();
      const token = newSessionToken();
      await r.sessions.create({ id: sessionIdOf(token), userId, factors, now: iso(now), expiresAt: iso(now + AUTH_LIMITS.sessionAbsoluteMs) });
      return { token, maxAgeMs: AUTH_LIMITS.sessionAbsoluteMs };
    },

    /** What a cookie's token stands for, or null; refreshes the idle clock now and then. */
    async resolve(token: string): Promise<{ sessionId: string; userId: number; role: Role } | null> {
      if (!/^[\w-]{43}$/.test(token)) return null;
      const now = clock().getTime();
      const id = sessionIdOf(token);
      const repo = repos.sessions;
      const row = await repo.live(id, iso(now), iso(now - AUTH_LIMITS.sessionIdleMs));
      if (!row) return null;
      // A login without the texted code never becomes a staff session (issue #18): it is a customer's, whatever the role.
      const role = openedWithCode(row.login_factors) ? row.role : 'customer';
      // Staff sessions open the back office: they die after 8 idle hours (issue #11), and are deleted when they do.
      if (role !== 'customer' && now - Date.parse(row.last_seen_at) > AUTH_LIMITS.staffSessionIdleMs) {
        await repo.revoke(id);
        return null;
      }
      if (now - Date.parse(row.last_seen_at) > AUTH_LIMITS.sessionTouchMs) await repo.touch(id, iso(now));
      return { sessionId: id, userId: row.user_id, role };
    },

    revoke: (r: Pick<Repos, 'sessions'>, sessionId: string) => r.sessions.revoke(sessionId),

    sweep() {
      const now = clock().getTime();
      return repos.sessions.sweep(iso(now), iso(now - AUTH_LIMITS.sessionIdleMs));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
