import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The pages the operator edits (issue 32), by key; each key is a row from migration 0031 on. */
export function sitePagesRepo(db: Kysely<Database>) {
  return {
    byKey: (key: string) => db.selectFrom('site_pages').selectAll().where('key', '=', key).executeTakeFirst(),
  };
}

export type SitePagesRepo = ReturnType<typeof sitePagesRepo>;
