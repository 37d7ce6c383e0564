import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Role } from '../../lib/call-context.ts';

/** Customers (and staff), one per mobile number. */
export function usersRepo(db: Kysely<Database>) {
  return {
    byMobile: (mobile: string) => db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst(),
    byId: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    /** False when there is no such user. */
    async update(id: number, profile: { fullName: string; email: string | null; reviewInvites?: boolean }) {
      const result = await db
        .updateTable('users')
        .set({
          full_name: profile.fullName,
          email: profile.email,
          ...(profile.reviewInvites === undefined ? {} : { review_invites: profile.reviewInvites ? 1 : 0 }),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Null when the number already has an account (the unique index decides, so two racing sign-ups make one user). */
    async create(user: { mobile: string; fullName: string; email: string | null; passwordHash: string | null; twoStep: boolean; now: string }) {
      const row = await db
        .insertInto('users')
        .values({
          mobile: user.mobile,
          full_name: user.fullName,
          email: user.email,
          password_hash: user.passwordHash,
          two_step: user.twoStep ? 1 : 0,
          created_at: user.now,
        })
        .onConflict((oc) => oc.column('mobile').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    setRole: (id: number, role: Role) => db.updateTable('users').set({ role }).where('id', '=', id).execute(),

    setPasswordHash: (id: number, hash: string) => db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute(),

    async adminCount(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The roles screen: staff and admins, or anyone whose mobile contains `mobile`; a page of them and their count. */
    async staffPage(mobile: string | undefined, { limit, offset }: { limit: number; offset: number }) {
      const base = () => {
        const q = db.selectFrom('users');
        return mobile ? q.where('mobile', 'like', `%${mobile}%`) : q.where('role', '!=', 'customer');
      };
      const [rows, total] = await Promise.all([
        base().select(['id', 'mobile', 'full_name', 'role']).orderBy('id').limit(limit).offset(offset).execute(),
        base()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },
  };
}

export type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof usersRepo>['byId']>>>;
