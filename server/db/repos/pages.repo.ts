import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import { col, perLocale } from './localized.ts';
import { compiledOnce } from '../compiled-query.ts';

/** The company's own pages: services, testimonials and completed projects. */
export function pagesRepo(db: Kysely<Database>) {
  const services = (locale: Locale) =>
    db
      .selectFrom('services')
      .select((eb) => ['id', 'label', 'picture', eb.ref(col('title', locale)).as('title'), eb.ref(col('summary', locale)).as('summary')]);
  const serviceLists = perLocale((locale) => compiledOnce(db, () => services(locale).orderBy('sort').orderBy('id')));
  const testimonialLists = perLocale((locale) =>
    compiledOnce(db, () =>
      db
        .selectFrom('testimonials')
        .select((eb) => [
          'id',
          'rating',
          eb.ref(col('name', locale)).as('name'),
          eb.ref(col('role', locale)).as('role'),
          eb.ref(col('body', locale)).as('body'),
        ])
        .orderBy('sort'),
    ),
  );
  return {
    /** Lists show no body, so none is read (the home page asks for every service). */
    services: (locale: Locale) => serviceLists[locale](),
    serviceByLabel: (label: string, locale: Locale) =>
      services(locale)
        .select((eb) => [
          eb.ref(col('body', locale)).as('body'),
          eb.ref(col('seo_title', locale)).as('seo_title'),
          eb.ref(col('seo_description', locale)).as('seo_description'),
        ])
        .where('label', '=', label)
        .executeTakeFirst(),
    testimonials: (locale: Locale) => testimonialLists[locale](),
    projects: (locale: Locale) =>
      db
        .selectFrom('projects')
        .select((eb) => [
          'id',
          'service_label',
          'picture',
          'completed_at',
          eb.ref(col('title', locale)).as('title'),
          eb.ref(col('client', locale)).as('client'),
          eb.ref(col('summary', locale)).as('summary'),
        ])
        .orderBy('completed_at', 'desc')
        .execute(),
  };
}

export type PagesRepo = ReturnType<typeof pagesRepo>;
