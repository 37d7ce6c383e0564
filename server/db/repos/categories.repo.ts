import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import { col } from './localized.ts';
import { compiledForIds, compiledOnce } from '../compiled-query.ts';

export function categoriesRepo(db: Kysely<Database>) {
  const base = (locale: Locale) =>
    db
      .selectFrom('categories as c')
      .select((eb) => [
        'c.id',
        'c.parent_id',
        'c.label',
        'c.picture',
        eb.ref(`c.${col('name', locale)}`).as('name'),
        eb.ref(`c.${col('description', locale)}`).as('description'),
      ]);

  // SortBy 0 is the editor's order; 1 by name; 2 newest first (anything else is 0).
  const childrenOf = (locale: Locale, activeOnly: boolean, sortBy: 0 | 1 | 2) =>
    compiledForIds(db, ([parent]) => {
      const children = base(locale).where('c.parent_id', '=', parent!);
      const q = activeOnly ? children.where('c.active', '=', 1) : children;
      return sortBy === 1 ? q.orderBy('name') : sortBy === 2 ? q.orderBy('c.id', 'desc') : q.orderBy('c.sort').orderBy('c.id');
    });
  /** One compiled read per language and choice of options: twelve at most. */
  const childLists = new Map<string, ReturnType<typeof childrenOf>>();
  return {
    async children(parentId: number, opts: { activeOnly: boolean; sortBy: number }, locale: Locale) {
      const sortBy = opts.sortBy === 1 || opts.sortBy === 2 ? opts.sortBy : 0;
      const key = `${locale} ${opts.activeOnly} ${sortBy}`;
      let read = childLists.get(key);
      if (!read) childLists.set(key, (read = childrenOf(locale, opts.activeOnly, sortBy)));
      return read([parentId]);
    },
    /** A category's page: with its own title and description (null: generated), which lists need not read. */
    async byLabel(label: string, locale: Locale) {
      return base(locale)
        .select((eb) => [eb.ref(`c.${col('seo_title', locale)}`).as('seo_title'), eb.ref(`c.${col('seo_description', locale)}`).as('seo_description')])
        .where('c.label', '=', label)
        .where('c.active', '=', 1)
        .executeTakeFirst();
    },
    async byId(id: number, locale: Locale) {
      return base(locale).where('c.id', '=', id).executeTakeFirst();
    },
    async activeById(id: number, locale: Locale) {
      return base(locale).where('c.id', '=', id).where('c.active', '=', 1).executeTakeFirst();
    },
    /** Every active category as id → parent, small enough (hundreds) to walk in memory for trees and counts. */
    all: compiledOnce(db, () => db.selectFrom('categories').select(['id', 'parent_id', 'label', 'name_fa', 'name_en']).where('active', '=', 1)),
    productCounts: compiledOnce(db, () =>
      db
        .selectFrom('products')
        .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
        .where('active', '=', 1)
        .groupBy('category_id'),
    ),
  };
}

export type CategoriesRepo = ReturnType<typeof categoriesRepo>;
