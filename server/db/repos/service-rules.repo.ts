import type { Kysely, Selectable } from 'kysely';
import type { Database, ServiceRuleTable } from '../schema.ts';

export type ServiceRuleRow = Selectable<ServiceRuleTable>;
export type ServiceRuleFields = Omit<ServiceRuleRow, 'id' | 'created_at'>;

/** Service rules (issue #34): a category's (and its subcategories') or one product's named services and their interval. */
export function serviceRulesRepo(db: Kysely<Database>) {
  return {
    list: () =>
      db
        .selectFrom('service_rules as r')
        .leftJoin('categories as c', 'c.id', 'r.category_id')
        .leftJoin('products as p', 'p.id', 'r.product_id')
        .selectAll('r')
        .select(['c.name_fa as category_fa', 'c.name_en as category_en', 'p.name_fa as product_fa', 'p.name_en as product_en', 'p.code as product_code'])
        .orderBy('r.id')
        .execute(),
    find: (id: number) => db.selectFrom('service_rules').selectAll().where('id', '=', id).executeTakeFirst(),
    insert: (fields: ServiceRuleFields & { created_at: string }) => db.insertInto('service_rules').values(fields).returningAll().executeTakeFirstOrThrow(),
    update: (id: number, fields: ServiceRuleFields) => db.updateTable('service_rules').set(fields).where('id', '=', id).returningAll().executeTakeFirst(),
    remove: (id: number) => db.deleteFrom('service_rules').where('id', '=', id).returningAll().executeTakeFirst(),

    /** The rules that apply to each of these products: its own, its category's and its category's parent's. */
    forProducts: async (productIds: readonly number[]) => {
      if (productIds.length === 0) return [];
      return db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .innerJoin('service_rules as r', (join) =>
          join.on((eb) =>
            eb.or([eb('r.product_id', '=', eb.ref('p.id')), eb('r.category_id', '=', eb.ref('c.id')), eb('r.category_id', '=', eb.ref('c.parent_id'))]),
          ),
        )
        .select(['p.id as product_id', 'r.id as rule_id', 'r.name_fa', 'r.name_en', 'r.interval_months'])
        .where('p.id', 'in', productIds)
        .orderBy('r.id')
        .execute();
    },

    /** The products any rule covers (the types a customer may add), active ones, by name. */
    coveredProducts: () =>
      db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'p.name_fa', 'p.name_en', 'p.code'])
        .where('p.active', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('service_rules as r')
              .select('r.id')
              .where((w) =>
                w.or([w('r.product_id', '=', w.ref('p.id')), w('r.category_id', '=', w.ref('c.id')), w('r.category_id', '=', w.ref('c.parent_id'))]),
              ),
          ),
        )
        .orderBy('p.id')
        .execute(),

    /** What a rule may name: the categories and the active products. */
    targets: async () => ({
      categories: await db.selectFrom('categories').select(['id', 'name_fa', 'name_en']).where('parent_id', 'is not', null).orderBy('id').execute(),
      products: await db.selectFrom('products').select(['id', 'name_fa', 'name_en', 'code']).where('active', '=', 1).orderBy('id').execute(),
    }),
  };
}
