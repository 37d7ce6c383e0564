import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import { col } from './localized.ts';

export interface ProductFilter {
  categoryIds?: number[];
  brandId?: number;
  featured?: boolean;
  limit: number;
  offset: number;
}

/** Products and their pictures; every read takes the visitor's locale and returns that language's text only. */
export function productsRepo(db: Kysely<Database>) {
  const summaryQuery = (locale: Locale) =>
    db
      .selectFrom('products as p')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .where('p.active', '=', 1)
      .select((eb) => [
        'p.id',
        'p.code',
        'p.price_rial',
        'p.stock',
        'p.category_id',
        eb.ref(`p.${col('name', locale)}`).as('name'),
        eb.ref(`p.${col('label', locale)}`).as('label'),
        eb.ref(`p.${col('summary', locale)}`).as('summary'),
        'b.id as brand_id',
        'b.label as brand_label',
        eb.ref(`b.${col('name', locale)}`).as('brand_name'),
      ]);

  return {
    async findById(id: number, locale: Locale) {
      return summaryQuery(locale)
        .select((eb) => [eb.ref(`p.${col('description', locale)}`).as('description'), 'p.specs'])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    async list(filter: ProductFilter, locale: Locale) {
      let q = summaryQuery(locale);
      if (filter.categoryIds) q = q.where('p.category_id', 'in', filter.categoryIds.length ? filter.categoryIds : [-1]);
      if (filter.brandId) q = q.where('p.brand_id', '=', filter.brandId);
      if (filter.featured) q = q.where('p.featured', '=', 1);
      const [rows, count] = await Promise.all([
        q.orderBy('p.featured', 'desc').orderBy('p.id', 'asc').limit(filter.limit).offset(filter.offset).execute(),
        q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Products whose name or code contains every term (case-insensitive), best-known first. */
    async search(terms: string[], filter: Omit<ProductFilter, 'featured'>, locale: Locale) {
      let q = summaryQuery(locale);
      for (const term of terms) {
        const like = `%${term.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
        q = q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['p.name_fa']), 'like', sql<string>`lower(${like}) escape '\\'`),
            eb(eb.fn('lower', ['p.name_en']), 'like', sql<string>`lower(${like}) escape '\\'`),
            eb(eb.fn('lower', ['p.code']), 'like', sql<string>`lower(${like}) escape '\\'`),
          ]),
        );
      }
      if (filter.categoryIds) q = q.where('p.category_id', 'in', filter.categoryIds.length ? filter.categoryIds : [-1]);
      if (filter.brandId) q = q.where('p.brand_id', '=', filter.brandId);
      const [rows, count] = await Promise.all([
        q.orderBy('p.featured', 'desc').orderBy('p.id').limit(filter.limit).offset(filter.offset).execute(),
        q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async label(id: number, locale: Locale): Promise<string | null> {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.ref(col('label', locale)).as('label'))
        .where('id', '=', id)
        .where('active', '=', 1)
        .executeTakeFirst();
      return row?.label ?? null;
    },

    /** Pictures of many products at once, in their display order (one query for a whole list page). */
    async pictures(productIds: number[], locale: Locale) {
      if (productIds.length === 0) return [];
      return db
        .selectFrom('product_pictures')
        .select((eb) => ['product_id', 'path', 'width', 'height', eb.ref(col('alt', locale)).as('alt')])
        .where('product_id', 'in', productIds)
        .orderBy('product_id')
        .orderBy('sort')
        .execute();
    },
  };
}

export type ProductsRepo = ReturnType<typeof productsRepo>;
