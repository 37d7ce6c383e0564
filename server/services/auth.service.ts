import type { Repos } from '../db/repos/index.ts';
import type { TFunction } from 'i18next';
import type { LoginFactors } from '../db/schema.ts';
import type { UserRow } from '../db/repos/users.repo.ts';
import type { TextSender } from './texts/text-queue.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { Locale } from '../../shared/locale.ts';
import { maskMobile } from '../../shared/validation.ts';
import { AUTH_STATE, type AuthUser, type LoginInput, type ProfileInput, type RegisterInput, type UserDetail } from '../../shared/contracts/auth.ts';
import { oneTimeCodes, type OtpCodeRow } from './auth/one-time-codes.ts';
import { sessionStore } from './auth/sessions.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './auth/passwords.ts';
import type { RateLimiter } from './rate-limits.ts';

/**
 * Moves an anonymous cart into the user's at login (the cart service's `mergeCartInto`, wired by the composition
 * root): inside the login's transaction, idempotent, a no-op for a cart that is not there.
 */
export type MergeCart = (r: Repos, args: { fromCartId: string; userId: number }) => Promise<void>;

interface AuthDeps {
  repos: Repos;
  textQueue: TextSender;
  clock: Clock;
  log: Logger;
  /** AUTH_SECRET: one-time codes are stored as HMACs under it. */
  secret: string;
  limits: RateLimiter;
  texts: (locale: Locale) => TFunction;
  mergeCart: MergeCart;
  /** PUBLIC_ORIGIN's host name: the WebOTP line names it rather than whatever Host a request sent. */
  publicHost?: string;
}

/** Who is asking, as the HTTP layer knows it. */
export interface AuthMeta {
  ip: string;
  locale: Locale;
  /** The host the site is reached at, for the WebOTP line of the code's message (`@host #code`). */
  host: string;
  /** The session being replaced at login, if any. */
  sessionId?: string;
  /** The `cart` cookie, when the body names no cart. */
  cartId?: string;
}

export interface SignedIn {
  user: AuthUser;
  session: { token: string; maxAgeMs: number };
}

/** Login by mobile (issue #7, spec §4 auth states): codes by SMS, optional passwords, server-side sessions. */
export function authService({ repos, textQueue, clock, log, secret, limits, texts, mergeCart, publicHost }: AuthDeps) {
  const users = repos.users;
  const likes = repos.likes;
  const codes = oneTimeCodes({ repos, textQueue, clock, log, secret, limits });
  const sessions = sessionStore(repos, clock);

  const authStateOf = (user: UserRow | undefined) =>
    !user ? AUTH_STATE.register : user.password_hash && user.two_step ? AUTH_STATE.loginTwoStep : AUTH_STATE.login;

  async function userData(user: UserRow): Promise<AuthUser> {
    return {
      fullName: user.full_name ?? '',
      mobile: user.mobile,
      email: user.email,
      hasPassword: user.password_hash !== null,
      likedProductIds: await likes.productIds(user.id),
      stockAlertItemIds: await repos.stockAlerts.itemIds(user.id),
      reviewInvites: user.review_invites === 1,
    };
  }

  /**
   * Limited like codes (ASVS V6.3.1): 5 wrong passwords a number from one address, 20 a number and 20 an address an
   * hour. A try takes its points before the comparison, so parallel guesses cannot exceed them; a right password gives
   * them back. Same work for unknown numbers. These are the public login's alone: the back office counts its own
   * (admin/access.ts).
   */
  async function checkPassword(user: UserRow | undefined, mobile: string, password: string, ip: string) {
    const taken = await limits.take(['passwordPerMobile', `${mobile}|${ip}`], ['passwordPerNumber', mobile], ['passwordPerIp', ip]).catch((err: AppError) => {
      log.warn({ mobile: maskMobile(mobile), ip, outcome: 'locked' }, 'password login refused');
      throw err;
    });
    const right = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!right || !user?.password_hash) {
      log.info({ mobile: maskMobile(mobile), ip, outcome: 'wrong' }, 'password login failed');
      throw new AppError('LOGIN_FAILED');
    }
    await limits.giveBack(taken);
  }

  /** One transaction: the code is spent, the old session ends, a new one starts and the anonymous cart moves in. */
  async function signIn(userId: number, code: OtpCodeRow | null, factors: LoginFactors, meta: AuthMeta, cartCode: string | undefined) {
    const session = await repos.transaction(async (r) => {
      if (code) await codes.consume(r, code);
      if (meta.sessionId) await sessions.revoke(r, meta.sessionId);
      const fromCartId = cartCode ?? meta.cartId;
      if (fromCartId) await mergeCart(r, { fromCartId, userId });
      return sessions.open(r, userId, factors);
    });
    const user = await users.byId(userId);
    return { user: await userData(user!), session };
  }

  return {
    /** Whether a number has an account: limited per address, so it cannot be scanned for who is a customer. */
    async userDetail(mobile: string, meta: Pick<AuthMeta, 'ip'>): Promise<UserDetail> {
      await limits.take(['userDetailPerIp', meta.ip]);
      const user = await users.byMobile(mobile);
      return { exists: !!user, hasPassword: !!user?.password_hash, authState: authStateOf(user) };
    },

    sendOtp(mobile: string, meta: AuthMeta) {
      const t = texts(meta.locale);
      // The last line is WebOTP's (`@host #code`): phones offer the code to this site's input and no other.
      return codes.send(mobile, { ip: meta.ip, text: (code) => `${t('auth:sms.code', { code })}\n\n@${publicHost ?? meta.host} #${code}` });
    },

    async checkOtp(mobile: string, code: string, meta: AuthMeta) {
      await codes.check(mobile, code, meta);
      return { valid: true as const, exists: !!(await users.byMobile(mobile)) };
    },

    /** Auth states 2 and 3: a code, a password, or both for a user who asked for two steps. */
    async login(input: LoginInput, meta: AuthMeta): Promise<SignedIn> {
      const user = await users.byMobile(input.mobile);
      if (input.password !== undefined) await checkPassword(user, input.mobile, input.password, meta.ip);
      if (!user) throw new AppError('USER_NOT_FOUND', 'mobile');
      if (authStateOf(user) === AUTH_STATE.loginTwoStep && input.password === undefined) throw new AppError('LOGIN_NEEDS_PASSWORD', 'password');
      if (input.code === undefined && (input.password === undefined || authStateOf(user) === AUTH_STATE.loginTwoStep)) {
        throw new AppError('LOGIN_NEEDS_CODE', 'code');
      }
      const code = input.code !== undefined ? await codes.check(input.mobile, input.code, meta) : null;
      // Recorded on the session: only one opened with the texted code may enter the back office (admin/access.ts).
      const factors = ([code && 'code', input.password !== undefined && 'password'].filter(Boolean) as string[]).join('+') as LoginFactors;
      log.info({ userId: user.id, mobile: maskMobile(user.mobile), ip: meta.ip, by: factors }, 'logged in');
      return signIn(user.id, code, factors, meta, input.cartCode);
    },

    /** Auth state 1: a new number proves itself with a code, then gets an account. */
    async register(input: RegisterInput, meta: AuthMeta): Promise<SignedIn> {
      if (await users.byMobile(input.mobile)) throw new AppError('USER_EXISTS', 'mobile');
      const code = await codes.check(input.mobile, input.code, meta);
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const userId = await users.create({
        mobile: input.mobile,
        fullName: input.fullName,
        email: input.email ?? null,
        passwordHash,
        twoStep: !!(input.twoStep && passwordHash),
        now: clock().toISOString(),
      });
      if (userId === null) throw new AppError('USER_EXISTS', 'mobile');
      log.info({ userId, mobile: maskMobile(input.mobile), ip: meta.ip }, 'registered');
      return signIn(userId, code, 'code', meta, input.cartCode);
    },

    async user(userId: number | undefined): Promise<AuthUser> {
      const user = userId ? await users.byId(userId) : undefined;
      if (!user) throw new AppError('UNAUTHORIZED');
      return userData(user);
    },

    /** The customer's own name and e-mail; the mobile number is the account and does not change here. */
    async updateProfile(userId: number | undefined, input: ProfileInput): Promise<AuthUser> {
      if (!userId || !(await users.update(userId, { fullName: input.fullName, email: input.email ?? null, reviewInvites: input.reviewInvites })))
        throw new AppError('UNAUTHORIZED');
      log.info({ userId }, 'profile updated');
      return userData((await users.byId(userId))!);
    },

    async logout(sessionId: string | undefined) {
      if (sessionId) await sessions.revoke(repos, sessionId);
      return null;
    },

    resolveSession: (token: string) => sessions.resolve(token),
    sweepSessions: () => sessions.sweep(),
  };
}

export type AuthService = ReturnType<typeof authService>;
