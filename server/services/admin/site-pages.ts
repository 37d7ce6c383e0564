import type { AdminSitePage } from '../../../shared/contracts/admin/site-pages.ts';
import type { SitePageKey } from '../../../shared/contracts/content.ts';
import { parseFeatured } from '../../../shared/home-featured.ts';
import type { Repos } from '../../db/repos/index.ts';
import { AppError } from '../../lib/errors.ts';
import { PICTURE_WIDTHS } from '../pictures.ts';
import { adminRecords, type RecordsDeps } from './records.ts';

const str = (v: unknown) => String(v ?? '');

/** Each chosen product or category must be on the site now; one that is not is named by its field. */
async function chosenExist(r: Repos, table: 'products' | 'categories', ids: number[], field: string) {
  for (const id of ids) {
    const row = await r.records.byId(table, id);
    if (!row || Number(row.active) !== 1) throw new AppError(table === 'products' ? 'PRODUCT_NOT_FOUND' : 'CATEGORY_NOT_FOUND', field);
  }
}

/**
 * The site's own pages (issue 32): the home page's hero and featured choices, the about and customer-experience
 * pages. Plain records of `site_pages` (audited before and after like every other), saved only, never made: the
 * three rows come with migration 0031.
 */
export function adminSitePages(deps: RecordsDeps & { storePicture: (uploadId: number, field: string) => Promise<string> }) {
  return adminRecords<AdminSitePage>(
    {
      table: 'site_pages',
      entity: 'site_page',
      order: [['id', 'asc']],
      toRecord: (r) => {
        const featured = parseFeatured(r.featured === null ? null : str(r.featured));
        return {
          id: r.id,
          key: str(r.key) as SitePageKey,
          titleFa: str(r.title_fa),
          titleEn: str(r.title_en),
          bodyFa: str(r.body_fa),
          bodyEn: str(r.body_en),
          pictureUrl: r.picture ? `/media/${str(r.picture)}-${PICTURE_WIDTHS[0]}.webp` : null,
          featuredProductIds: featured.products,
          featuredCategoryIds: featured.categories,
        };
      },
      prepare: async (p) =>
        p.pictureUploadId ? { picture: await deps.storePicture(p.pictureUploadId, 'pictureUploadId') } : p.removePicture ? { picture: null } : {},
      toRow: (p) => ({
        title_fa: p.titleFa,
        title_en: p.titleEn,
        body_fa: p.bodyFa,
        body_en: p.bodyEn,
        featured:
          p.featuredProductIds.length || p.featuredCategoryIds.length
            ? JSON.stringify({ products: p.featuredProductIds, categories: p.featuredCategoryIds })
            : null,
      }),
      async check(r, p) {
        if (!p.id) throw new AppError('NOT_FOUND', 'id');
        await chosenExist(r, 'products', p.featuredProductIds, 'featuredProductIds');
        await chosenExist(r, 'categories', p.featuredCategoryIds, 'featuredCategoryIds');
      },
    },
    deps,
  );
}
