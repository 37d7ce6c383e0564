import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import { col, perLocale } from './localized.ts';
import { compiledOnce } from '../compiled-query.ts';

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
  const lists = perLocale((locale) => compiledOnce(db, () => base(locale).orderBy('sort').orderBy('id')));
  return {
    list: (locale: Locale) => lists[locale](),
    byId: (id: number, locale: Locale) => base(locale).where('id', '=', id).executeTakeFirst(),
  };
}

export type BrandsRepo = ReturnType<typeof brandsRepo>;
