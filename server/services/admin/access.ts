import type { Repos } from '../../db/repos/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Role, Visitor } from '../../lib/call-context.ts';
import { AppError } from '../../lib/errors.ts';
import { maskMobile } from '../../../shared/validation.ts';
import type { StaffSession, StaffUser } from '../../../shared/contracts/admin/access.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { openedWithCode } from '../auth/sessions.ts';
import type { RateLimiter } from '../rate-limits.ts';
import { audit, type Actor } from './actor.ts';

interface AccessDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  limits: RateLimiter;
  /** ADMIN_MOBILE: the number made admin once, when it first reaches the back office; afterwards the back office decides. */
  adminMobile?: string;
}

/** A move down this ladder takes a role away (role.revoke in the audit log); up grants one. */
const RANK: Record<Role, number> = { customer: 0, staff: 1, admin: 2 };

export const isStaffRole = (role: Role | undefined): role is 'staff' | 'admin' => role === 'staff' || role === 'admin';

/**
 * Who may enter the back office (issue #11): staff and admins, each new session proving itself with the password as a
 * second factor. The first is the texted code the session was opened with (issue #18): a session opened with a
 * password alone is no staff session, so one secret never counts twice. A number without a password sets one on its
 * first entry.
 */
export function adminAccess({ repos, clock, log, limits, adminMobile }: AccessDeps) {
  const { users, sessions } = repos;
  /** ADMIN_MOBILE's grant is recorded as done (`once_flags`), named by the number: a new ADMIN_MOBILE is granted once too. */
  const adminMobileFlag = `adminMobileGranted:${adminMobile}`;
  /** This process saw the flag taken: nothing more to ask. */
  let adminMobileSettled = false;

  /**
   * ADMIN_MOBILE is made admin once, at its first staff session (issue #30); the flag is taken in the grant's
   * transaction, so racing processes grant once and an admin's later demotion stands. Answers the user's role now.
   */
  async function grantAdminMobileOnce(userId: number, role: Role, ip: string): Promise<Role> {
    const granted = await repos.transaction(async (r) => {
      if (!(await r.onceFlags.take(adminMobileFlag, clock().toISOString())) || role === 'admin') return false;
      await r.users.setRole(userId, 'admin');
      await audit(
        r,
        clock,
        { userId, ip },
        { action: 'role.grant', entity: 'user', entityId: userId, before: { role }, after: { role: 'admin' }, reason: 'ADMIN_MOBILE' },
      );
      return true;
    });
    adminMobileSettled = true;
    if (!granted) return ((await users.byId(userId))?.role as Role | undefined) ?? role;
    log.info({ userId }, 'ADMIN_MOBILE made admin');
    return 'admin';
  }

  /** The signed-in staff member behind a visitor, or null for a visitor, a customer or a dead session. */
  async function session(visitor: Visitor): Promise<StaffSession | null> {
    if (!visitor.userId || !visitor.sessionId) return null;
    const row = await sessions.staffFactors(visitor.sessionId);
    if (!row || !openedWithCode(row.login_factors)) return null;
    const user = await users.byId(visitor.userId);
    if (!user) return null;
    let role = user.role as Role;
    if (adminMobile && user.mobile === adminMobile && !adminMobileSettled) role = await grantAdminMobileOnce(user.id, role, visitor.ip);
    if (!isStaffRole(role)) return null;
    return {
      userId: user.id,
      fullName: user.full_name ?? '',
      mobile: user.mobile,
      role,
      hasPassword: user.password_hash !== null,
      verified: !!row.staff_verified_at,
    };
  }

  /**
   * The back office's own count of wrong passwords: 5 a session an hour (RATE_LIMITS.backOfficePassword), taken before
   * the comparison and given back when right. Only a session that proved the texted code gets here, so the public
   * login's failures (anyone can cause them for a staff member's number) never lock staff out.
   */
  async function checkPassword(visitor: Visitor, mobile: string, stored: string, password: string) {
    const taken = await limits.take(['backOfficePassword', visitor.sessionId!]);
    if (!(await verifyPassword(password, stored))) {
      log.info({ mobile: maskMobile(mobile), ip: visitor.ip }, 'back office password wrong');
      throw new AppError('LOGIN_FAILED', 'password');
    }
    await limits.giveBack(taken);
  }

  return {
    session,

    /**
     * A staff member (or admin) signed in with the password alone: not staff in this session (no texted code), yet
     * the back office's door tells them how to come in rather than pretend it is not there.
     */
    async staffWithoutCode(visitor: Visitor): Promise<boolean> {
      if (!visitor.userId) return false;
      const user = await users.byId(visitor.userId);
      if (!user) return false;
      return isStaffRole(user.role as Role) || (!!adminMobile && user.mobile === adminMobile && !(await repos.onceFlags.taken(adminMobileFlag)));
    },

    /** The second factor: checks the password (or sets it, on a number's first entry) and marks this session as proven. */
    async enter(visitor: Visitor, password: string): Promise<StaffSession> {
      const staff = await session(visitor);
      if (!staff) throw new AppError('FORBIDDEN');
      const user = (await users.byId(staff.userId))!;
      const actor: Actor = { userId: staff.userId, ip: visitor.ip };
      if (user.password_hash) await checkPassword(visitor, user.mobile, user.password_hash, password);
      const hash = user.password_hash ? null : await hashPassword(password);
      await repos.transaction(async (r) => {
        if (hash) {
          await r.users.setPasswordHash(user.id, hash);
          await audit(r, clock, actor, { action: 'password.set', entity: 'user', entityId: user.id });
        }
        await r.sessions.markStaffVerified(visitor.sessionId!, clock().toISOString());
        await audit(r, clock, actor, { action: 'session.enter', entity: 'user', entityId: user.id });
      });
      return { ...staff, hasPassword: true, verified: true };
    },

    /** The roles screen: staff and admins, or anyone whose mobile contains `mobile` (to grant a role); a page of them. */
    async staff({ mobile, page }: { mobile?: string; page: number }): Promise<Paged<StaffUser>> {
      const { rows, total } = await users.staffPage(mobile, pageWindow(page));
      return paged(
        rows.map((r) => ({ id: r.id, mobile: r.mobile, fullName: r.full_name ?? '', role: r.role as Role })),
        total,
        page,
      );
    },

    /**
     * An admin grants or takes a role; the user must have signed up. An admin may step down only while another admin
     * remains (counted in the changing transaction, so two admins stepping down at once cannot both leave).
     */
    async setRole(actor: Actor, mobile: string, role: Role) {
      const user = await users.byMobile(mobile);
      if (!user) throw new AppError('USER_NOT_FOUND', 'mobile');
      if (user.role === role) return { id: user.id, mobile: user.mobile, fullName: user.full_name ?? '', role };
      await repos.transaction(async (r) => {
        await r.users.setRole(user.id, role);
        // Only an admin changes roles, so only an admin stepping down can leave none: refused (the change rolls back).
        if (user.role === 'admin' && (await r.users.adminCount()) === 0) throw new AppError('ADMIN_SELF_DEMOTE', 'role');
        // A role taken away ends the back office for that user's open sessions at once.
        if (role === 'customer') await r.sessions.clearStaffVerified(user.id);
        await audit(r, clock, actor, {
          action: RANK[role] < RANK[user.role as Role] ? 'role.revoke' : 'role.grant',
          entity: 'user',
          entityId: user.id,
          before: { role: user.role },
          after: { role },
        });
      });
      return { id: user.id, mobile: user.mobile, fullName: user.full_name ?? '', role };
    },
  };
}

export type AdminAccess = ReturnType<typeof adminAccess>;
