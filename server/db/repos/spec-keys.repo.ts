import type { Kysely, Selectable } from 'kysely';
import type { CategorySpecKeyTable, Database } from '../schema.ts';

export type SpecKeyRow = Selectable<CategorySpecKeyTable>;

/** The specification keys categories declare (issue #33, 0035), each category's in its order. */
export function specKeysRepo(db: Kysely<Database>) {
  return {
    /** The keys of these categories, each category's in order. */
    forCategories: async (categoryIds: number[]): Promise<SpecKeyRow[]> =>
      categoryIds.length === 0
        ? []
        : db
            .selectFrom('category_spec_keys')
            .selectAll()
            .where('category_id', 'in', categoryIds)
            .orderBy('category_id')
            .orderBy('sort')
            .orderBy('id')
            .execute(),

    /**
     * Makes a category's keys these, in this order: a sent key with an id keeps it (its products' values stay
     * attached), one without is added, one left out is removed. Run inside the caller's transaction.
     */
    async replace(categoryId: number, keys: { id?: number; name_fa: string; name_en: string; unit_fa: string; unit_en: string }[]) {
      const kept = keys.flatMap((k) => (k.id ? [k.id] : []));
      let removed = db.deleteFrom('category_spec_keys').where('category_id', '=', categoryId);
      if (kept.length) removed = removed.where('id', 'not in', kept);
      await removed.execute();
      for (const [sort, { id, ...names }] of keys.entries()) {
        if (id)
          await db
            .updateTable('category_spec_keys')
            .set({ ...names, sort })
            .where('id', '=', id)
            .where('category_id', '=', categoryId)
            .execute();
        else
          await db
            .insertInto('category_spec_keys')
            .values({ ...names, sort, category_id: categoryId })
            .execute();
      }
    },
  };
}

export type SpecKeysRepo = ReturnType<typeof specKeysRepo>;
