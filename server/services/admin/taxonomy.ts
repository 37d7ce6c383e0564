import { PICTURE_WIDTHS } from '../pictures.ts';
import type { Repos } from '../../db/repos/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminBrand, AdminCategory, AdminPostCategory, AdminService } from '../../../shared/contracts/admin/taxonomy.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../../shared/contracts/catalog-constants.ts';
import { categoryTree } from '../category-tree.ts';
import { audit, type Actor } from './actor.ts';
import { adminRecords, type RecordsDeps } from './records.ts';
import { seoColumns, seoRecord } from './seo.ts';

const str = (v: unknown) => String(v ?? '');

interface TaxonomyDeps extends RecordsDeps {
  /** The search index's update for these products (their category's or brand's names are in their documents). */
  reindex: (productIds: number[]) => Promise<unknown>;
}

/** A label (URL segment) belongs to one record of a table: LABEL_TAKEN on "label" otherwise. */
async function labelFree(r: Repos, table: 'categories' | 'brands' | 'services' | 'post_categories', label: string, id?: number) {
  const owner = await r.records.idWhere(table, 'label', label);
  if (owner !== undefined && owner !== id) throw new AppError('LABEL_TAKEN', 'label');
}

/**
 * Product categories as a tree (issue #11): listed in tree order a page at a time, moved among siblings, put under
 * another parent but never under themselves or their own descendants (CATEGORY_CYCLE). A renamed or moved category's
 * products are reindexed at once (the search documents carry the names of the category and its parents).
 */
export function adminCategories(deps: TaxonomyDeps) {
  const { repos, clock, reindex } = deps;
  const taxonomy = repos.adminTaxonomy;
  const productsUnder = async (id: number) => taxonomy.productIdsInCategories(categoryTree(await taxonomy.categoryPlaces()).descendants(id));
  const records = adminRecords<AdminCategory>(
    {
      table: 'categories',
      entity: 'category',
      order: [['sort', 'asc']],
      toRecord: (r) => ({
        id: r.id,
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        label: str(r.label),
        nameFa: str(r.name_fa),
        nameEn: str(r.name_en),
        descriptionFa: str(r.description_fa),
        descriptionEn: str(r.description_en),
        active: Number(r.active) === 1,
        sort: Number(r.sort),
        ...seoRecord(r),
      }),
      toRow: (c) => ({
        parent_id: c.id === STORE_ROOT_CATEGORY_ID ? null : c.parentId,
        label: c.label,
        name_fa: c.nameFa,
        name_en: c.nameEn,
        description_fa: c.descriptionFa,
        description_en: c.descriptionEn,
        active: c.active ? 1 : 0,
        ...seoColumns(c),
      }),
      created: async (_now, r, c) => ({ sort: await r.adminTaxonomy.nextCategorySort(c.parentId), picture: null }),
      async check(r, c) {
        await labelFree(r, 'categories', c.label, c.id);
        if (c.id === STORE_ROOT_CATEGORY_ID) return;
        if (c.parentId === null) throw new AppError('REQUIRED', 'parentId');
        const tree = categoryTree(await r.adminTaxonomy.categoryParents());
        if (!tree.byId.has(c.parentId)) throw new AppError('CATEGORY_NOT_FOUND', 'parentId');
        // Walk up from the new parent: meeting the category itself means it would sit under its own descendant.
        for (let at = tree.byId.get(c.parentId); at; at = at.parent_id ? tree.byId.get(at.parent_id) : undefined) {
          if (at.id === c.id) throw new AppError('CATEGORY_CYCLE', 'parentId');
        }
      },
      changed: async (id) => reindex(await productsUnder(id)),
    },
    deps,
  );

  return {
    ...records,

    /** The tree, depth first in each level's order, a page of it at a time (the table is small; the page is cut here). */
    async page(page: number): Promise<Paged<AdminCategory & { id: number }>> {
      const rows = await taxonomy.categoriesInOrder();
      const children = new Map<number | null, typeof rows>();
      for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
      const ordered: (AdminCategory & { id: number })[] = [];
      const walk = (parentId: number | null, depth: number) => {
        for (const r of children.get(parentId) ?? []) {
          ordered.push({
            id: r.id,
            parentId: r.parent_id,
            label: r.label,
            nameFa: r.name_fa,
            nameEn: r.name_en,
            descriptionFa: r.description_fa,
            descriptionEn: r.description_en,
            active: r.active === 1,
            sort: r.sort,
            depth,
          });
          walk(r.id, depth + 1);
        }
      };
      walk(null, 0);
      const { limit, offset } = pageWindow(page);
      return paged(ordered.slice(offset, offset + limit), ordered.length, page);
    },

    /** Swaps a category's place with the sibling before (up) or after (down) it; at either end nothing moves. */
    async move(actor: Actor, id: number, direction: 'up' | 'down'): Promise<null> {
      await repos.transaction(async (r) => {
        const places = r.adminTaxonomy;
        const me = await places.categoryPlace(id);
        if (!me) throw new AppError('CATEGORY_NOT_FOUND', 'id');
        const siblings = await places.siblings(me.parent_id);
        const at = siblings.findIndex((s) => s.id === id);
        const other = siblings[direction === 'up' ? at - 1 : at + 1];
        if (!other) return;
        // Places are renumbered 0, 1, 2… first, so two siblings that shared a number still change places.
        const order = siblings.map((s) => s.id);
        [order[at], order[siblings.indexOf(other)]] = [other.id, id];
        for (const [sort, sid] of order.entries()) await places.setCategorySort(sid, sort);
        await audit(r, clock, actor, { action: 'category.move', entity: 'category', entityId: id, before: { sort: at }, after: { sort: order.indexOf(id) } });
      });
      return null;
    },
  };
}

/** Brands with their logos (stored from an upload by `storeLogo`); a renamed brand's products are reindexed at once. */
export function adminBrands(deps: TaxonomyDeps & { storeLogo: (uploadId: number, field: string) => Promise<string> }) {
  const { repos, reindex, storeLogo } = deps;
  return adminRecords<AdminBrand>(
    {
      table: 'brands',
      entity: 'brand',
      order: [
        ['sort', 'asc'],
        ['id', 'asc'],
      ],
      toRecord: (r) => ({
        id: r.id,
        label: str(r.label),
        nameFa: str(r.name_fa),
        nameEn: str(r.name_en),
        descriptionFa: str(r.description_fa),
        descriptionEn: str(r.description_en),
        countryFa: str(r.country_fa),
        countryEn: str(r.country_en),
        sort: Number(r.sort),
        logoUrl: r.logo ? `/media/${str(r.logo)}` : null,
        ...seoRecord(r),
      }),
      toRow: (b) => ({
        label: b.label,
        name_fa: b.nameFa,
        name_en: b.nameEn,
        description_fa: b.descriptionFa,
        description_en: b.descriptionEn,
        country_fa: b.countryFa,
        country_en: b.countryEn,
        sort: b.sort,
        ...seoColumns(b),
      }),
      // The label is checked before the logo is written, so a refused save leaves no file behind.
      prepare: async (b) =>
        b.logoUploadId ? (await labelFree(repos, 'brands', b.label, b.id), { logo: await storeLogo(b.logoUploadId, 'logoUploadId') }) : {},
      check: (r, b) => labelFree(r, 'brands', b.label, b.id),
      changed: async (id) => reindex(await repos.adminTaxonomy.productIdsOfBrand(id)),
    },
    deps,
  );
}

/** The company's services with their pictures (their pages and the sitemap read the table as it is). */
export function adminServices(deps: RecordsDeps & { storePicture: (uploadId: number, field: string) => Promise<string> }) {
  return adminRecords<AdminService>(
    {
      table: 'services',
      entity: 'service',
      order: [
        ['sort', 'asc'],
        ['id', 'asc'],
      ],
      toRecord: (r) => ({
        id: r.id,
        label: str(r.label),
        titleFa: str(r.title_fa),
        titleEn: str(r.title_en),
        summaryFa: str(r.summary_fa),
        summaryEn: str(r.summary_en),
        bodyFa: str(r.body_fa),
        bodyEn: str(r.body_en),
        sort: Number(r.sort),
        pictureUrl: r.picture ? `/media/${str(r.picture)}-${PICTURE_WIDTHS[0]}.webp` : null,
        ...seoRecord(r),
      }),
      // The label is checked before the picture is written, so a refused save leaves no file behind.
      prepare: async (s) =>
        s.pictureUploadId
          ? (await labelFree(deps.repos, 'services', s.label, s.id), { picture: await deps.storePicture(s.pictureUploadId, 'pictureUploadId') })
          : {},
      toRow: (s) => ({
        label: s.label,
        title_fa: s.titleFa,
        title_en: s.titleEn,
        summary_fa: s.summaryFa,
        summary_en: s.summaryEn,
        body_fa: s.bodyFa,
        body_en: s.bodyEn,
        sort: s.sort,
        ...seoColumns(s),
      }),
      created: () => ({ picture: null }),
      check: (r, s) => labelFree(r, 'services', s.label, s.id),
    },
    deps,
  );
}

/** The blog's categories. */
export function adminPostCategories(deps: RecordsDeps) {
  return adminRecords<AdminPostCategory>(
    {
      table: 'post_categories',
      entity: 'post_category',
      order: [
        ['sort', 'asc'],
        ['id', 'asc'],
      ],
      toRecord: (r) => ({ id: r.id, label: str(r.label), nameFa: str(r.name_fa), nameEn: str(r.name_en), sort: Number(r.sort) }),
      toRow: (c) => ({ label: c.label, name_fa: c.nameFa, name_en: c.nameEn, sort: c.sort }),
      check: (r, c) => labelFree(r, 'post_categories', c.label, c.id),
    },
    deps,
  );
}
