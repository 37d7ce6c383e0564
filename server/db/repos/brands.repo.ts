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
    /** A brand's page: with its own title and description (null: generated), which the list need not read. */
    byId: (id: number, locale: Locale) =>
      base(locale)
        .select((eb) => [eb.ref(col('seo_title', locale)).as('seo_title'), eb.ref(col('seo_description', locale)).as('seo_description')])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}

export type BrandsRepo = ReturnType<typeof brandsRepo>;
