import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The back office's category tree and brands: places among siblings, the pickers, the products a change touches. */
export function adminTaxonomyRepo(db: Kysely<Database>) {
  const productIds = async (q: Promise<{ id: number }[]>) => (await q).map((p) => p.id);
  return {
    /** Every category with its parent and place, in place order (small: walked in memory). */
    categoryPlaces: () => db.selectFrom('categories').select(['id', 'parent_id', 'sort']).orderBy('sort').orderBy('id').execute(),

    categoryParents: () => db.selectFrom('categories').select(['id', 'parent_id']).execute(),

    categoriesInOrder: () => db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute(),

    categoryPlace: (id: number) => db.selectFrom('categories').select(['id', 'parent_id', 'sort']).where('id', '=', id).executeTakeFirst(),

    /** The children of `parentId` (null: the roots) in their order. */
    siblings: (parentId: number | null) =>
      db
        .selectFrom('categories')
        .select(['id', 'sort'])
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    setCategorySort: (id: number, sort: number) => db.updateTable('categories').set({ sort }).where('id', '=', id).execute(),

    /** The next place at the end of a category's children. */
    async nextCategorySort(parentId: number | null) {
      const last = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .executeTakeFirst();
      return Number(last?.sort ?? -1) + 1;
    },

    productIdsInCategories: (categoryIds: number[]) => productIds(db.selectFrom('products').select('id').where('category_id', 'in', categoryIds).execute()),

    productIdsOfBrand: (brandId: number) => productIds(db.selectFrom('products').select('id').where('brand_id', '=', brandId).execute()),

    /** Categories (as a flat list with parents) and brands, for the product form's pickers. */
    categoryChoices: () => db.selectFrom('categories').select(['id', 'name_fa', 'name_en', 'parent_id']).orderBy('sort').orderBy('id').execute(),
    brandChoices: () => db.selectFrom('brands').select(['id', 'name_fa', 'name_en']).orderBy('sort').orderBy('id').execute(),
  };
}

export type AdminTaxonomyRepo = ReturnType<typeof adminTaxonomyRepo>;
