import type { Repos } from '../../db/repos/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminItem, AdminProduct, AdminProductRow } from '../../../shared/contracts/admin/catalog.ts';
import type { SpecKeyRow } from '../../db/repos/spec-keys.repo.ts';
import { parseOverrides, parseSpecs, type StoredOverride, type StoredSpec } from '../spec-rows.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { rialToToman, tomanToRial } from '../../../shared/money.ts';
import { audit, type Actor } from './actor.ts';
import { adminPicture } from './pictures.ts';
import { toAdminCertification } from './certifications.ts';
import { seoColumns, seoRecord } from './seo.ts';

/* A price on inquiry has none, in either unit; a price may be a string on PostgreSQL (bigint). */
const toRial = (toman: number | null) => (toman === null ? null : tomanToRial(toman));
const toToman = (rial: number | string | null) => (rial === null ? null : rialToToman(Number(rial)));

export interface ProductsDeps {
  repos: Repos;
  clock: Clock;
  /** The search index, the sitemap and the price lists read the products table; the index needs telling. */
  reindex: (productIds: number[]) => Promise<unknown>;
}

/**
 * A product's table as stored: a row of one of its category's keys takes the key's names (kept for a product moved
 * elsewhere) and is left out when it has no value; a free row needs a name. SPEC_KEY_UNKNOWN names a key of another category.
 */
function storedSpecs(keys: SpecKeyRow[], specs: AdminProduct['specs']): StoredSpec[] {
  return specs.flatMap((s, i) => {
    if (s.keyId === undefined)
      return s.keyFa || s.keyEn || s.valueFa || s.valueEn ? [{ key_fa: s.keyFa, key_en: s.keyEn, value_fa: s.valueFa, value_en: s.valueEn }] : [];
    const key = keys.find((k) => k.id === s.keyId);
    if (!key) throw new AppError('SPEC_KEY_UNKNOWN', `specs.${i}.keyId`);
    return s.valueFa || s.valueEn ? [{ key_id: key.id, key_fa: key.name_fa, key_en: key.name_en, value_fa: s.valueFa, value_en: s.valueEn }] : [];
  });
}

/** A model's own values (issue #33): only of its category's keys, an empty one left out. */
function storedOverrides(keys: SpecKeyRow[], specs: NonNullable<AdminItem['specs']>, at: number): StoredOverride[] {
  return specs.flatMap((o, i) => {
    if (!keys.some((k) => k.id === o.keyId)) throw new AppError('SPEC_KEY_UNKNOWN', `items.${at}.specs.${i}.keyId`);
    return o.valueFa || o.valueEn ? [{ key_id: o.keyId, value_fa: o.valueFa, value_en: o.valueEn }] : [];
  });
}

/** Products with their items (issue #11): created and edited in both languages, every save one audit row. */
export function adminProducts({ repos, clock, reindex }: ProductsDeps) {
  const repo = repos.adminProducts;
  const certificationsOf = async (id: number) => (await repos.certifications.ofProduct(id)).map(toAdminCertification);

  async function load(id: number): Promise<AdminProduct> {
    const row = await repo.byId(id);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND');
    const [items, pictures, certifications] = await Promise.all([repo.items(id), repo.pictures(id), certificationsOf(id)]);
    const specs = parseSpecs(row.specs);
    return {
      id: row.id,
      categoryId: row.category_id,
      brandId: row.brand_id,
      code: row.code,
      nameFa: row.name_fa,
      nameEn: row.name_en,
      labelFa: row.label_fa,
      labelEn: row.label_en,
      summaryFa: row.summary_fa,
      summaryEn: row.summary_en,
      descriptionFa: row.description_fa,
      descriptionEn: row.description_en,
      specs: specs.map((s) => ({ ...(s.key_id ? { keyId: s.key_id } : {}), keyFa: s.key_fa, keyEn: s.key_en, valueFa: s.value_fa, valueEn: s.value_en })),
      active: row.active === 1,
      featured: row.featured === 1,
      items: items.map((i) => ({
        id: i.id,
        sku: i.sku,
        nameFa: i.name_fa,
        nameEn: i.name_en,
        priceToman: toToman(i.price_rial),
        stock: i.stock,
        lowStock: i.low_stock,
        active: i.active === 1,
        titleFa: i.title_fa,
        titleEn: i.title_en,
        specs: parseOverrides(i.specs).map((o) => ({ keyId: o.key_id, valueFa: o.value_fa, valueEn: o.value_en })),
      })),
      pictures: pictures.map(adminPicture),
      certifications,
      ...seoRecord(row),
    };
  }

  return {
    load,

    async page(filter: { q?: string; categoryId?: number; page: number }): Promise<Paged<AdminProductRow>> {
      const { rows, total } = await repo.page(filter, pageWindow(filter.page));
      return paged(
        rows.map((r) => ({
          id: r.id,
          code: r.code,
          nameFa: r.name_fa,
          nameEn: r.name_en,
          labelFa: r.label_fa,
          active: r.active === 1,
          featured: r.featured === 1,
          priceToman: toToman(r.price_rial),
          stock: r.stock,
          categoryId: r.category_id,
        })),
        total,
        filter.page,
      );
    },

    /**
     * Creates (no id) or updates a product and its items in one transaction. Items left out of the list are
     * deactivated, never deleted (carts and orders name them); an existing item's stock changes only by adjustment.
     */
    async save(actor: Actor, input: AdminProduct): Promise<{ id: number }> {
      const before = input.id ? await load(input.id) : null;
      for (const [column, value] of [
        ['label_fa', input.labelFa],
        ['label_en', input.labelEn],
      ] as const) {
        if (await repo.labelTaken(column, value, input.id)) throw new AppError('LABEL_TAKEN', column === 'label_fa' ? 'labelFa' : 'labelEn');
      }
      const skus = new Set<string>();
      for (const item of input.items) {
        const owner = await repo.skuOwner(item.sku);
        if (skus.has(item.sku) || (owner && owner.id !== item.id)) throw new AppError('SKU_TAKEN', 'sku', { sku: item.sku });
        if (item.id && !before?.items.some((i) => i.id === item.id)) throw new AppError('ITEM_NOT_FOUND', 'items');
        skus.add(item.sku);
      }
      const keys = await repos.specKeys.forCategories([input.categoryId]);
      const now = clock().toISOString();
      const values = {
        category_id: input.categoryId,
        brand_id: input.brandId,
        code: input.code,
        name_fa: input.nameFa,
        name_en: input.nameEn,
        label_fa: input.labelFa,
        label_en: input.labelEn,
        summary_fa: input.summaryFa,
        summary_en: input.summaryEn,
        description_fa: input.descriptionFa,
        description_en: input.descriptionEn,
        specs: JSON.stringify(storedSpecs(keys, input.specs)),
        active: input.active ? 1 : 0,
        featured: input.featured ? 1 : 0,
        updated_at: now,
        ...seoColumns(input),
      };
      const id = await repos.transaction(async (r) => {
        const products = r.adminProducts;
        let productId = input.id;
        if (productId) await products.update(productId, values);
        else productId = await products.insert({ ...values, price_rial: null, stock: 0, created_at: now });
        const kept = new Set<number>();
        for (const [sort, item] of input.items.entries()) {
          const common = {
            sku: item.sku,
            name_fa: item.nameFa,
            name_en: item.nameEn,
            price_rial: toRial(item.priceToman),
            low_stock: item.lowStock,
            active: item.active ? 1 : 0,
            sort,
            title_fa: item.titleFa ?? '',
            title_en: item.titleEn ?? '',
            specs: JSON.stringify(storedOverrides(keys, item.specs ?? [], sort)),
          };
          if (item.id) {
            await products.updateItem(item.id, productId, common);
            kept.add(item.id);
          } else {
            kept.add(await products.insertItem({ ...common, product_id: productId, stock: item.stock }));
          }
        }
        for (const old of before?.items ?? []) {
          if (!kept.has(old.id!)) await products.deactivateItem(old.id!);
        }
        await products.syncSummary(productId);
        // The SEO fields as they now stand: the ones sent, the others as they were.
        const seo = seoRecord({ ...(before && seoColumns(before)), ...seoColumns(input) });
        const { pictures: _p, certifications: _c, ...after } = { ...input, ...seo, id: productId };
        await audit(r, clock, actor, {
          action: before ? 'product.update' : 'product.create',
          entity: 'product',
          entityId: productId,
          before: before && { ...before, pictures: undefined, certifications: undefined },
          after,
        });
        return productId;
      });
      await reindex([id]);
      return { id };
    },
  };
}
