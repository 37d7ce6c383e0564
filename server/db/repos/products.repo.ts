import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { ProductSort } from '../../../shared/contracts/catalog.ts';
import { col, perLocale } from './localized.ts';
import { compiledForIds } from '../compiled-query.ts';

export interface ProductFilter {
  categoryIds?: number[];
  brandId?: number;
  featured?: boolean;
  sort?: ProductSort;
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
        'p.rating_sum',
        'p.rating_count',
        eb.ref(`p.${col('name', locale)}`).as('name'),
        eb.ref(`p.${col('label', locale)}`).as('label'),
        eb.ref(`p.${col('summary', locale)}`).as('summary'),
        'b.id as brand_id',
        'b.label as brand_label',
        eb.ref(`b.${col('name', locale)}`).as('brand_name'),
        // Only the rows of one page are read here, so these per-product lookups stay a few index probes each.
        eb
          .selectFrom('product_items as i')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('i.product_id', '=', 'p.id')
          .where('i.active', '=', 1)
          .where('i.price_rial', 'is not', null)
          .where('i.price_rial', '!=', eb.ref('p.price_rial'))
          .as('dearer_items'),
        eb
          .selectFrom('product_items as i')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('i.product_id', '=', 'p.id')
          .where('i.active', '=', 1)
          .as('item_count'),
        eb
          .selectFrom('product_items as i')
          .select('i.id')
          .whereRef('i.product_id', '=', 'p.id')
          .where('i.active', '=', 1)
          .where('i.stock', '>', 0)
          .where('i.price_rial', 'is not', null)
          .orderBy('i.sort')
          .orderBy('i.id')
          .limit(1)
          .as('buy_item_id'),
      ]);
  // The hot reads below are compiled once (compiled-query.ts); the listing's own queries vary too much to.
  const summariesOf = perLocale((locale) => compiledForIds(db, (ids) => summaryQuery(locale).where('p.id', 'in', ids)));
  const detailsOf = perLocale((locale) =>
    compiledForIds(db, ([id]) =>
      summaryQuery(locale)
        .select((eb) => [
          eb.ref(`p.${col('description', locale)}`).as('description'),
          'p.specs',
          'p.label_fa',
          'p.label_en',
          // The page's own title and description (null: generated), only on the product's page.
          eb.ref(`p.${col('seo_title', locale)}`).as('seo_title'),
          eb.ref(`p.${col('seo_description', locale)}`).as('seo_description'),
        ])
        .where('p.id', '=', id!),
    ),
  );
  const itemsOf = perLocale((locale) =>
    compiledForIds(db, (ids) =>
      db
        .selectFrom('product_items')
        .select((eb) => [
          'id',
          'product_id',
          'sku',
          'price_rial',
          'stock',
          'specs',
          eb.ref(col('name', locale)).as('name'),
          eb.ref(col('title', locale)).as('title'),
        ])
        .where('product_id', 'in', ids)
        .where('active', '=', 1)
        .orderBy('product_id')
        .orderBy('sort')
        .orderBy('id'),
    ),
  );
  const picturesOf = perLocale((locale) =>
    compiledForIds(
      db,
      (ids) =>
        db
          .selectFrom('product_pictures')
          .select((eb) => ['product_id', 'path', 'width', 'height', eb.ref(col('alt', locale)).as('alt')])
          .where('product_id', 'in', ids)
          .orderBy('product_id')
          .orderBy('sort')
          .orderBy('id'), // as the back office lists them, when two share a place
    ),
  );

  /** The summaries of these products, in the order of `ids` (a listing or a search chose the page; this reads it). */
  async function byIds(ids: number[], locale: Locale) {
    if (ids.length === 0) return [];
    const rows = await summariesOf[locale](ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The active products a filter selects, before any columns are chosen. */
  function listed(filter: ProductFilter) {
    let q = db.selectFrom('products as p').where('p.active', '=', 1);
    if (filter.categoryIds) q = q.where('p.category_id', 'in', filter.categoryIds.length ? filter.categoryIds : [-1]);
    if (filter.brandId) q = q.where('p.brand_id', '=', filter.brandId);
    if (filter.featured) q = q.where('p.featured', '=', 1);
    return q;
  }

  /**
   * One page of a listing. The page's ids are chosen on narrow index entries (products_listing) and only their rows
   * are read: sorting whole rows of a large category would drag every description through the sort.
   */
  async function first(filter: ProductFilter, locale: Locale) {
    const ids = listed(filter).select('p.id');
    const sorted =
      filter.sort === 'newest'
        ? ids.orderBy('p.created_at', 'desc')
        : filter.sort === 'priceAsc' || filter.sort === 'priceDesc'
          ? // Price on inquiry has no number to sort by: those products come last either way.
            ids.orderBy(sql`p.price_rial is null`).orderBy('p.price_rial', filter.sort === 'priceAsc' ? 'asc' : 'desc')
          : ids.orderBy('p.featured', 'desc');
    const page = await sorted.orderBy('p.id', 'asc').limit(filter.limit).offset(filter.offset).execute();
    return byIds(
      page.map((r) => r.id),
      locale,
    );
  }

  return {
    async findById(id: number, locale: Locale) {
      const [row] = await detailsOf[locale]([id]);
      return row;
    },

    /** One page of a listing (`first`) and the listing's total. */
    async list(filter: ProductFilter, locale: Locale) {
      const [rows, count] = await Promise.all([
        first(filter, locale),
        listed(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** One page of a listing without its total, for lists that show no count (a product's related products). */
    first,

    byIds,

    /** The active items (the variants a visitor chooses from) of these products, each product's in display order. */
    async items(productIds: number[], locale: Locale) {
      return productIds.length === 0 ? [] : itemsOf[locale](productIds);
    },

    /** The specification rows (JSON) and category of these active products, for the comparison (issue #33). */
    specsOf: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('products').select(['id', 'category_id', 'specs']).where('id', 'in', ids).where('active', '=', 1).execute(),

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
      return productIds.length === 0 ? [] : picturesOf[locale](productIds);
    },
  };
}

export type ProductsRepo = ReturnType<typeof productsRepo>;
