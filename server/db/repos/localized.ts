import type { Locale } from '../../../shared/locale.ts';

/** The column of a bilingual field for a locale: `col('name', 'en')` is "name_en". */
export const col = <N extends string>(name: N, locale: Locale) => `${name}_${locale}` as `${N}_${Locale}`;

/** One value per language, made once: a query builder each language reuses, say. */
export const perLocale = <T>(make: (locale: Locale) => T): Record<Locale, T> => ({ fa: make('fa'), en: make('en') });
