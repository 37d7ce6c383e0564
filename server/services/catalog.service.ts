import { DEFAULT_LOCALE, type Locale } from '../../shared/locale.ts';
import type {
  Brand,
  CatalogSection,
  Category,
  CategoryRef,
  PageSeo,
  ProductInfo,
  ProductPage,
  ProductSort,
  ProductSummary,
  Comparison,
} from '../../shared/contracts/catalog.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../shared/contracts/catalog.ts';
import type { RatingSummary } from '../../shared/rating.ts';
import type { ProductsRepo } from '../db/repos/products.repo.ts';
import type { CategoriesRepo } from '../db/repos/categories.repo.ts';
import type { BrandsRepo } from '../db/repos/brands.repo.ts';
import type { CertificationsRepo } from '../db/repos/certifications.repo.ts';
import { AppError } from '../lib/errors.ts';
import type { Clock } from '../lib/clock.ts';
import { tehranDayOf } from '../../shared/tehran-day.ts';
import { certificationView } from './certifications.ts';
import type { SpecKeysRepo } from '../db/repos/spec-keys.repo.ts';
import { lineUp } from './compare-rows.ts';
import { parseOverrides, parseSpecs, sameRows, specRows } from './spec-rows.ts';
import { categoryTree } from './category-tree.ts';
import { picture } from './pictures.ts';
import { pageSeo, paragraphs } from './text.ts';

export interface CatalogDeps {
  products: ProductsRepo;
  /** The latest approved reviews of a product, for its structured data (issue 33). */
  latestReviews: (productId: number) => Promise<NonNullable<ProductInfo['reviewsLd']>>;
  categories: CategoriesRepo;
  brands: BrandsRepo;
  certifications: Pick<CertificationsRepo, 'ofProduct' | 'ofProducts'>;
  clock: Clock;
  specKeys: Pick<SpecKeysRepo, 'forCategories'>;
}

type SummaryRow = Awaited<ReturnType<ProductsRepo['byIds']>>[number];
type PictureRow = Awaited<ReturnType<ProductsRepo['pictures']>>[number];

type ItemRow = Awaited<ReturnType<ProductsRepo['items']>>[number];

/** An item as the storefront shows it; `own`: its table when it differs from the product's (`specs`). */
function toItem(i: ItemRow, own?: ProductInfo['specs'], base?: ProductInfo['specs']): ProductInfo['items'][number] {
  return {
    id: i.id,
    name: i.name,
    sku: i.sku,
    priceRial: i.price_rial,
    inStock: i.stock > 0,
    stock: i.stock,
    ...(i.title ? { title: i.title } : {}),
    ...(own && base && !sameRows(own, base) ? { specs: own } : {}),
  };
}

/** The item a product is first shown as: the first in stock, else its first (the product page's rule too). */
const defaultItem = <T extends { stock: number }>(items: T[]) => items.find((i) => i.stock > 0) ?? items[0];

export function catalogService({ products, categories, brands, certifications, clock, latestReviews, specKeys }: CatalogDeps) {
  /** Rows as the API's summaries; `known` are their pictures when the caller has read them already. */
  async function summaries(rows: SummaryRow[], locale: Locale, known?: PictureRow[]): Promise<ProductSummary[]> {
    const pics =
      known ??
      (await products.pictures(
        rows.map((r) => r.id),
        locale,
      ));
    return rows.map((r) => {
      const first = pics.find((p) => p.product_id === r.id);
      return {
        id: r.id,
        code: r.code,
        name: r.name,
        label: r.label,
        summary: r.summary,
        priceRial: r.price_rial,
        priceFrom: Number(r.dearer_items ?? 0) > 0,
        inStock: r.stock > 0,
        buyItemId: r.buy_item_id ?? null,
        hasModels: Number(r.item_count ?? 0) > 1,
        picture: first ? picture(first.path, first.alt, first) : null,
        brand: r.brand_id ? { id: r.brand_id, label: r.brand_label ?? '', name: r.brand_name ?? '' } : null,
        ...(r.rating_count > 0 ? { rating: [Number(r.rating_sum), Number(r.rating_count)] as RatingSummary } : {}),
      };
    });
  }

  /** The category tree without product counts: enough for subtrees and paths, and cheap (no scan of products). */
  const loadTree = async () => categoryTree(await categories.all());

  /** The chain of categories from just below the store root down to `id`. */
  async function categoryPath(id: number, locale: Locale): Promise<CategoryRef[]> {
    return (await loadTree()).path(id).map((c) => ({ id: c.id, label: c.label, name: locale === 'fa' ? c.name_fa : c.name_en }));
  }

  /** A category and all its descendants, with the number of products in each subtree. */
  async function subtree() {
    const [{ descendants }, counts] = await Promise.all([loadTree(), categories.productCounts()]);
    const own = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    const count = (id: number) => descendants(id).reduce((sum, d) => sum + (own.get(d) ?? 0), 0);
    return { descendants, count };
  }

  async function toCategories(rows: Awaited<ReturnType<CategoriesRepo['children']>>): Promise<Category[]> {
    const tree = await subtree();
    return rows.map((c) => ({
      id: c.id,
      parentId: c.parent_id,
      label: c.label,
      name: c.name,
      description: c.description,
      picture: picture(c.picture, c.name),
      productCount: tree.count(c.id),
    }));
  }

  return {
    summaries,
    /** A category (by label) and all its descendants' ids, for filters; CATEGORY_NOT_FOUND names `field`. */
    async categoryIdsByLabel(label: string, field = 'label'): Promise<number[]> {
      const t = await loadTree();
      const category = [...t.byId.values()].find((c) => c.label === label);
      if (!category) throw new AppError('CATEGORY_NOT_FOUND', field);
      return t.descendants(category.id);
    },

    async productInfo(id: number, locale: Locale): Promise<ProductInfo> {
      const row = await products.findById(id, locale);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND', 'id');
      const [pics, path, items, keys, certificates] = await Promise.all([
        products.pictures([id], locale),
        categoryPath(row.category_id, locale),
        products.items([id], locale),
        specKeys.forCategories([row.category_id]),
        certifications.ofProduct(id),
      ]);
      const today = tehranDayOf(clock());
      const [summary] = await summaries([row], locale, pics);
      const stored = parseSpecs(row.specs);
      const specs = specRows(keys, stored, [], locale);
      return {
        ...summary,
        labels: { fa: row.label_fa, en: row.label_en },
        description: paragraphs(row.description),
        stock: row.stock,
        items: items.map((i) => toItem(i, specRows(keys, stored, parseOverrides(i.specs), locale), specs)),
        specs,
        certifications: certificates.map((c) => certificationView(c, locale, today)),
        pictures: pics.map((p) => picture(p.path, p.alt, p)!),
        category: path[path.length - 1],
        categoryPath: path,
        ...pageSeo(row),
        ...(summary.rating ? { reviewsLd: await latestReviews(id) } : {}),
      };
    },

    productLabel: (id: number, locale: Locale) => products.label(id, locale),

    /** Products side by side (issue #33), each as its default model; ids of no product on sale are left out. */
    async compare(ids: number[], locale: Locale): Promise<Comparison> {
      const [rows, specRowsOf, items] = await Promise.all([products.byIds(ids, locale), products.specsOf(ids), products.items(ids, locale)]);
      const found = rows.filter((r) => specRowsOf.some((s) => s.id === r.id) && items.some((i) => i.product_id === r.id));
      // The first product's category's keys first: its rows lead the comparison.
      const categoryOrder = [...new Set(found.map((r) => specRowsOf.find((s) => s.id === r.id)!.category_id))];
      const keys = (await specKeys.forCategories(categoryOrder)).sort(
        (a, b) => categoryOrder.indexOf(a.category_id) - categoryOrder.indexOf(b.category_id) || a.sort - b.sort || a.id - b.id,
      );
      const [cards, certificates] = await Promise.all([summaries(found, locale), certifications.ofProducts(found.map((r) => r.id))]);
      const today = tehranDayOf(clock());
      const tables = found.map((r) => {
        const own = specRowsOf.find((s) => s.id === r.id)!;
        const item = defaultItem(items.filter((i) => i.product_id === r.id))!;
        const table = specRows(
          keys.filter((k) => k.category_id === own.category_id),
          parseSpecs(own.specs),
          parseOverrides(item.specs),
          locale,
        );
        return { item, table };
      });
      return {
        products: cards.map((c, i) => ({
          ...c,
          name: tables[i].item.title || c.name,
          item: toItem(tables[i].item),
          certifications: certificates.filter((x) => x.product_id === c.id).map((x) => certificationView(x, locale, today)),
        })),
        specs: lineUp(
          tables.map((t) => t.table),
          keys,
        ),
      };
    },

    /** Up to `limit` products beside one: its own category first, then the same brand. */
    async related(id: number, limit: number, locale: Locale): Promise<ProductSummary[]> {
      const row = await products.findById(id, locale);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND', 'id');
      const sameCategory = await products.first({ categoryIds: [row.category_id], limit: limit + 1, offset: 0 }, locale);
      const sameBrand = row.brand_id ? await products.first({ brandId: row.brand_id, limit: limit * 2, offset: 0 }, locale) : [];
      const seen = new Set([id]);
      const picked = [...sameCategory, ...sameBrand].filter((r) => !seen.has(r.id) && seen.add(r.id)).slice(0, limit);
      return summaries(picked, locale);
    },

    async products(
      q: { categoryId?: number; brandId?: number; featured?: boolean; sort?: ProductSort; page: number; pageSize: number },
      locale: Locale,
    ): Promise<ProductPage> {
      const categoryIds = q.categoryId ? (await loadTree()).descendants(q.categoryId) : undefined;
      const { rows, total } = await products.list(
        { categoryIds, brandId: q.brandId, featured: q.featured, sort: q.sort, limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
        locale,
      );
      return { items: await summaries(rows, locale), total, page: q.page, pageSize: q.pageSize };
    },

    /** The first featured products, in the listing's order (the home page shows no count, so none is taken). */
    async featured(limit: number, locale: Locale): Promise<ProductSummary[]> {
      return summaries(await products.first({ featured: true, limit, offset: 0 }, locale), locale);
    },

    /** Products chosen by id (the home page's featured), in that order; an inactive or removed one is left out. */
    async productsByIds(ids: number[], locale: Locale): Promise<ProductSummary[]> {
      return summaries(await products.byIds(ids, locale), locale);
    },

    /** Categories chosen by id (the home page's), in that order; an inactive or removed one is left out. */
    async categoriesByIds(ids: number[], locale: Locale): Promise<Category[]> {
      const rows = await Promise.all(ids.map((id) => categories.activeById(id, locale)));
      return toCategories(rows.filter((r) => r !== undefined));
    },

    async categories(q: { ParentId: number; Active: boolean; SortBy: number }, locale: Locale): Promise<Category[]> {
      return toCategories(await categories.children(q.ParentId, { activeOnly: q.Active, sortBy: q.SortBy }, locale));
    },

    async categoryByLabel(label: string, locale: Locale) {
      const row = await categories.byLabel(label, locale);
      if (!row) throw new AppError('CATEGORY_NOT_FOUND', 'label');
      const [[category], children, path] = await Promise.all([
        toCategories([row]),
        categories.children(row.id, { activeOnly: true, sortBy: 0 }, locale).then(toCategories),
        categoryPath(row.id, locale),
      ]);
      return { ...category, ...pageSeo(row), children, path };
    },

    /** Every top category with its sub-categories and their first products: the browsable catalogue. */
    async catalogIndex(perGroup: number, locale: Locale): Promise<CatalogSection[]> {
      const tree = await loadTree();
      const tops = await categories.children(STORE_ROOT_CATEGORY_ID, { activeOnly: true, sortBy: 0 }, locale);
      return Promise.all(
        tops.map(async (top) => {
          const subs = await categories.children(top.id, { activeOnly: true, sortBy: 0 }, locale);
          const groups = await Promise.all(
            (subs.length ? subs : [top]).map(async (sub) => {
              const { rows, total } = await products.list({ categoryIds: tree.descendants(sub.id), limit: perGroup, offset: 0 }, locale);
              return {
                category: { id: sub.id, label: sub.label, name: sub.name },
                products: rows.map((r) => ({ id: r.id, label: r.label, name: r.name, code: r.code })),
                total,
              };
            }),
          );
          return { category: { id: top.id, label: top.label, name: top.name }, groups };
        }),
      );
    },

    /**
     * Every item of every product under a category (by label) for the downloadable price list, in the editor's order:
     * a product sold in variants gives one row per variant, with the variant's SKU, name, price and stock.
     */
    async priceList(label: string, locale: Locale) {
      const category = await categories.byLabel(label, locale);
      if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'label');
      const ids = (await loadTree()).descendants(category.id);
      const rows = await products.first({ categoryIds: ids, limit: 10_000, offset: 0 }, locale);
      const items = await products.items(
        rows.map((r) => r.id),
        locale,
      );
      const lines = rows.flatMap((r) => {
        const own = items.filter((i) => i.product_id === r.id);
        const variants = own.length > 1;
        return own.map((i) => ({
          productId: r.id,
          itemId: variants ? i.id : null,
          label: r.label,
          code: variants ? i.sku : r.code,
          name: variants && i.name ? `${r.name} — ${i.name}` : r.name,
          brand: r.brand_name,
          priceRial: i.price_rial,
          stock: i.stock,
        }));
      });
      return { category: { id: category.id, label: category.label, name: category.name }, lines };
    },

    brands: (locale: Locale): Promise<Brand[]> => brands.list(locale),

    /** The brand's URL label (one Latin label for both languages); null when there is no such brand. */
    brandLabel: async (id: number): Promise<string | null> => (await brands.byId(id, DEFAULT_LOCALE))?.label ?? null,

    async brandInfo(id: number, locale: Locale): Promise<Brand & PageSeo> {
      const row = await brands.byId(id, locale);
      if (!row) throw new AppError('BRAND_NOT_FOUND', 'id');
      const { seo_title: _t, seo_description: _d, ...brand } = row;
      return { ...brand, ...pageSeo(row) };
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
