import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminBrand, AdminCategory, AdminPostCategory, AdminService } from '../../../shared/contracts/admin/taxonomy.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../../shared/contracts/catalog-constants.ts';
import { categoryTree } from '../category-tree.ts';
import { audit, type Actor } from './actor.ts';
import { adminRecords, type RecordsDeps } from './records.ts';

const str = (v: unknown) => String(v ?? '');

interface TaxonomyDeps extends RecordsDeps {
  /** The search index's update for these products (their category's or brand's names are in their documents). */
  reindex: (productIds: number[]) => Promise<unknown>;
}

/** A label (URL segment) belongs to one record of a table: LABEL_TAKEN on "label" otherwise. */
async function labelFree(db: Kysely<Database>, table: 'categories' | 'brands' | 'services' | 'post_categories', label: string, id?: number) {
  const owner = await db.selectFrom(table).select('id').where('label', '=', label).executeTakeFirst();
  if (owner && owner.id !== id) throw new AppError('LABEL_TAKEN', 'label');
}

/** The next place at the end of a category's children. */
async function lastSort(db: Kysely<Database>, parentId: number | null) {
  const last = await db.selectFrom('categories').select((eb) => eb.fn.max('sort').as('sort')).where('parent_id', parentId === null ? 'is' : '=', parentId).executeTakeFirst();
  return Number(last?.sort ?? -1) + 1;
}

/**
 * Product categories as a tree (issue #11): listed in tree order a page at a time, moved among siblings, put under
 * another parent but never under themselves or their own descendants (CATEGORY_CYCLE). A renamed or moved category's
 * products are reindexed at once (the search documents carry the names of the category and its parents).
 */
export function adminCategories(deps: TaxonomyDeps) {
  const { kysely, clock, reindex } = deps;
  const all = () => kysely.selectFrom('categories').select(['id', 'parent_id', 'sort']).orderBy('sort').orderBy('id').execute();
  const productsUnder = async (id: number) => {
    const ids = categoryTree(await all()).descendants(id);
    return (await kysely.selectFrom('products').select('id').where('category_id', 'in', ids).execute()).map((p) => p.id);
  };
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
      }),
      toRow: (c) => ({
        parent_id: c.id === STORE_ROOT_CATEGORY_ID ? null : c.parentId,
        label: c.label,
        name_fa: c.nameFa,
        name_en: c.nameEn,
        description_fa: c.descriptionFa,
        description_en: c.descriptionEn,
        active: c.active ? 1 : 0,
      }),
      created: async (_now, db, c) => ({ sort: await lastSort(db, c.parentId), picture: null }),
      async check(db, c) {
        await labelFree(db, 'categories', c.label, c.id);
        if (c.id === STORE_ROOT_CATEGORY_ID) return;
        if (c.parentId === null) throw new AppError('REQUIRED', 'parentId');
        const tree = categoryTree(await db.selectFrom('categories').select(['id', 'parent_id']).execute());
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
      const rows = await kysely.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute();
      const children = new Map<number | null, typeof rows>();
      for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
      const ordered: (AdminCategory & { id: number })[] = [];
      const walk = (parentId: number | null, depth: number) => {
        for (const r of children.get(parentId) ?? []) {
          ordered.push({ id: r.id, parentId: r.parent_id, label: r.label, nameFa: r.name_fa, nameEn: r.name_en, descriptionFa: r.description_fa, descriptionEn: r.description_en, active: r.active === 1, sort: r.sort, depth });
          walk(r.id, depth + 1);
        }
      };
      walk(null, 0);
      const { limit, offset } = pageWindow(page);
      return paged(ordered.slice(offset, offset + limit), ordered.length, page);
    },

    /** Swaps a category's place with the sibling before (up) or after (down) it; at either end nothing moves. */
    async move(actor: Actor, id: number, direction: 'up' | 'down'): Promise<null> {
      await withTransaction(kysely, async (trx) => {
        const me = await trx.selectFrom('categories').select(['id', 'parent_id', 'sort']).where('id', '=', id).executeTakeFirst();
        if (!me) throw new AppError('CATEGORY_NOT_FOUND', 'id');
        const siblings = await trx.selectFrom('categories').select(['id', 'sort']).where('parent_id', me.parent_id === null ? 'is' : '=', me.parent_id).orderBy('sort').orderBy('id').execute();
        const at = siblings.findIndex((s) => s.id === id);
        const other = siblings[direction === 'up' ? at - 1 : at + 1];
        if (!other) return;
        // Places are renumbered 0, 1, 2… first, so two siblings that shared a number still change places.
        const order = siblings.map((s) => s.id);
        [order[at], order[siblings.indexOf(other)]] = [other.id, id];
        for (const [sort, sid] of order.entries()) await trx.updateTable('categories').set({ sort }).where('id', '=', sid).execute();
        await audit(trx, clock, actor, { action: 'category.move', entity: 'category', entityId: id, before: { sort: at }, after: { sort: order.indexOf(id) } });
      });
      return null;
    },
  };
}

/** Brands with their logos (stored from an upload by `storeLogo`); a renamed brand's products are reindexed at once. */
export function adminBrands(deps: TaxonomyDeps & { storeLogo: (uploadId: number, field: string) => Promise<string> }) {
  const { kysely, reindex, storeLogo } = deps;
  return adminRecords<AdminBrand>(
    {
      table: 'brands',
      entity: 'brand',
      order: [['sort', 'asc'], ['id', 'asc']],
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
      }),
      // The label is checked before the logo is written, so a refused save leaves no file behind.
      prepare: async (b) => (b.logoUploadId ? (await labelFree(kysely, 'brands', b.label, b.id), { logo: await storeLogo(b.logoUploadId, 'logoUploadId') }) : {}),
      check: (db, b) => labelFree(db, 'brands', b.label, b.id),
      changed: async (id) => reindex((await kysely.selectFrom('products').select('id').where('brand_id', '=', id).execute()).map((p) => p.id)),
    },
    deps,
  );
}

/** The company's services (their pages and the sitemap read the table as it is). */
export function adminServices(deps: RecordsDeps) {
  return adminRecords<AdminService>(
    {
      table: 'services',
      entity: 'service',
      order: [['sort', 'asc'], ['id', 'asc']],
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
      }),
      toRow: (s) => ({ label: s.label, title_fa: s.titleFa, title_en: s.titleEn, summary_fa: s.summaryFa, summary_en: s.summaryEn, body_fa: s.bodyFa, body_en: s.bodyEn, sort: s.sort }),
      created: () => ({ picture: null }),
      check: (db, s) => labelFree(db, 'services', s.label, s.id),
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
      order: [['sort', 'asc'], ['id', 'asc']],
      toRecord: (r) => ({ id: r.id, label: str(r.label), nameFa: str(r.name_fa), nameEn: str(r.name_en), sort: Number(r.sort) }),
      toRow: (c) => ({ label: c.label, name_fa: c.nameFa, name_en: c.nameEn, sort: c.sort }),
      check: (db, c) => labelFree(db, 'post_categories', c.label, c.id),
    },
    deps,
  );
}
