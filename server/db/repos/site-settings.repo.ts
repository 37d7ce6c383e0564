import type { Kysely, Selectable } from 'kysely';
import type { Database, SiteSettingTable } from '../schema.ts';

export type SiteSettingRow = Selectable<SiteSettingTable>;

/** The site's settings (issue 32): one row a group, written whole. */
export function siteSettingsRepo(db: Kysely<Database>) {
  return {
    all: () => db.selectFrom('site_settings').selectAll().execute(),
    find: (key: string) => db.selectFrom('site_settings').selectAll().where('key', '=', key).executeTakeFirst(),
    /** Writes the group whole (one statement: a first save of two at once cannot fail on the key). */
    put: (row: SiteSettingRow) =>
      db
        .insertInto('site_settings')
        .values(row)
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at, updated_by: row.updated_by }))
        .execute(),
  };
}
