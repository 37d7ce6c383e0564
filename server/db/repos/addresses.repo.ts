import type { Kysely, Selectable } from 'kysely';
import type { AddressTable, Database } from '../schema.ts';

export type AddressRow = Selectable<AddressTable>;

/** A user's delivery addresses. Removal is soft: orders placed with an address still point at it. */
export function addressesRepo(db: Kysely<Database>) {
  const live = (userId: number) => db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null);
  return {
    list: (userId: number) => live(userId).orderBy('id', 'desc').execute(),
    count: async (userId: number) =>
      Number(
        (
          await db
            .selectFrom('addresses')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', userId)
            .where('deleted_at', 'is', null)
            .executeTakeFirst()
        )?.n ?? 0,
      ),
    /** The address only if it is this user's and not removed. */
    find: (id: number, userId: number) => live(userId).where('id', '=', id).executeTakeFirst(),
    insert: (row: Omit<AddressRow, 'id' | 'deleted_at'>) =>
      db
        .insertInto('addresses')
        .values({ ...row, deleted_at: null })
        .returningAll()
        .executeTakeFirstOrThrow(),
    async remove(id: number, userId: number, at: string) {
      const r = await db
        .updateTable('addresses')
        .set({ deleted_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

export type AddressesRepo = ReturnType<typeof addressesRepo>;
