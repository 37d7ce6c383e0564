import type { Kysely, Selectable } from 'kysely';
import type { Database, RedirectTable } from '../schema.ts';

export type RedirectRow = Selectable<RedirectTable>;
export type RedirectFields = Omit<RedirectRow, 'id'>;

/** The redirects the operator keeps (issue 32); `from_key` is unique, so a path is claimed once. */
export function redirectsRepo(db: Kysely<Database>) {
  return {
    list: () => db.selectFrom('redirects').selectAll().orderBy('from_key').execute(),
    find: (id: number) => db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Null when another redirect already claims the path (the unique key, so two saves at once cannot both win). */
    insert: (fields: RedirectFields) =>
      db
        .insertInto('redirects')
        .values(fields)
        .onConflict((oc) => oc.column('from_key').doNothing())
        .returningAll()
        .executeTakeFirst(),
    update: (id: number, fields: RedirectFields) => db.updateTable('redirects').set(fields).where('id', '=', id).returningAll().executeTakeFirst(),
    remove: (id: number) => db.deleteFrom('redirects').where('id', '=', id).returningAll().executeTakeFirst(),
  };
}
