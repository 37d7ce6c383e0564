import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import { col } from './localized.ts';

export function brandsRepo(db: Kysely<Database>) {
  const base = (locale: Locale) =>
    db
      .selectFrom('brands')
      .select((eb) => [
        'id',
        'label',
        'logo',
        eb.ref(col('name', locale)).as('name'),
        eb.ref(col('description', locale)).as('description'),
        eb.ref(col('country', locale)).as('country'),
      ]);
  return {
    list: (locale: Locale) => base(locale).orderBy('sort').orderBy('id').execute(),
    byId: (id: number, locale: Locale) => base(locale).where('id', '=', id).executeTakeFirst(),
  };
}

export type BrandsRepo = ReturnType<typeof brandsRepo>;
