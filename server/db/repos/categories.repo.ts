import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import { col } from './localized.ts';
import { compiledOnce } from '../compiled-query.ts';

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

  return {
    async children(parentId: number, opts: { activeOnly: boolean; sortBy: number }, locale: Locale) {
      let q = base(locale).where('c.parent_id', '=', parentId);
      if (opts.activeOnly) q = q.where('c.active', '=', 1);
      // SortBy 0 is the editor's order; 1 by name; 2 newest first.
      q = opts.sortBy === 1 ? q.orderBy('name') : opts.sortBy === 2 ? q.orderBy('c.id', 'desc') : q.orderBy('c.sort').orderBy('c.id');
      return q.execute();
    },
    async byLabel(label: string, locale: Locale) {
      return base(locale).where('c.label', '=', label).where('c.active', '=', 1).executeTakeFirst();
    },
    async byId(id: number, locale: Locale) {
      return base(locale).where('c.id', '=', id).executeTakeFirst();
    },
    /** Every active category as id → parent, small enough (hundreds) to walk in memory for trees and counts. */
    /** Every active category: the tree that menus, paths and listings' subtrees are cut from. */
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
