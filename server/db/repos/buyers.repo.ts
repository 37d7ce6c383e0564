import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BuyerTable, Database } from '../schema.ts';

export type BuyerRow = Selectable<BuyerTable>;
export type BuyerFields = Omit<Insertable<BuyerTable>, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** A customer's buyer profiles. Orders keep a copy of the one they were made out to, so removal is for good. */
export function buyersRepo(db: Kysely<Database>) {
  const own = (userId: number) => db.selectFrom('buyers').selectAll().where('user_id', '=', userId);
  return {
    list: (userId: number) => own(userId).orderBy('id').execute(),

    /** The profile only if it is this user's: another's is as absent as a missing one. */
    find: (id: number, userId: number) => own(userId).where('id', '=', id).executeTakeFirst(),

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('buyers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert: (userId: number, fields: BuyerFields, at: string) =>
      db
        .insertInto('buyers')
        .values({ ...fields, user_id: userId, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow(),

    update: (id: number, userId: number, fields: BuyerFields, at: string) =>
      db
        .updateTable('buyers')
        .set({ ...fields, updated_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst(),

    async remove(id: number, userId: number): Promise<boolean> {
      const r = await db.deleteFrom('buyers').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
  };
}

export type BuyersRepo = ReturnType<typeof buyersRepo>;
