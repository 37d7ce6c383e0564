import { AppError } from '../../lib/errors.ts';
import { tehranDayOf, tehranDayStart, tehranInstant, tehranTimeOf } from '../../../shared/tehran-day.ts';
import type { AdminPost, AdminProject, AdminTestimonial } from '../../../shared/contracts/admin/writing.ts';
import { adminRecords, type RecordsDeps } from './records.ts';
import { PICTURE_WIDTHS } from '../pictures.ts';
import { seoColumns, seoRecord } from './seo.ts';

const str = (v: unknown) => String(v ?? '');

/**
 * Blog posts (issue #11): Markdown bodies in both languages, stored as written; the site parses them
 * (shared/markdown.ts) into elements, so nothing typed here becomes HTML. A post is a draft (on no page) or published
 * from a time, now or ahead (issue #30); the blog and the sitemap show it from then (posts.repo.ts), and a time ahead is
 * announced to the page caches when it comes (`announced_at`, content.service.ts). A save clears the caches itself, so
 * a post published by now is announced already.
 */
export function adminPosts(deps: RecordsDeps & { storePicture: (uploadId: number, field: string) => Promise<string> }) {
  const publishedAt = (p: AdminPost) => (p.state === 'now' ? deps.clock().toISOString() : tehranInstant(p.publishedOn, p.publishedTime));
  return adminRecords<AdminPost>(
    {
      table: 'posts',
      entity: 'post',
      order: [
        ['published_at', 'desc'],
        ['id', 'desc'],
      ],
      toRecord: (r) => ({
        id: r.id,
        categoryId: Number(r.category_id),
        nameFa: str(r.name_fa),
        nameEn: str(r.name_en),
        summaryFa: str(r.summary_fa),
        summaryEn: str(r.summary_en),
        bodyFa: str(r.body_fa),
        bodyEn: str(r.body_en),
        state: Number(r.draft) === 1 ? 'draft' : 'at',
        publishedOn: tehranDayOf(str(r.published_at)),
        publishedTime: tehranTimeOf(str(r.published_at)),
        altFa: str(r.alt_fa),
        altEn: str(r.alt_en),
        pictureUrl: r.picture ? `/media/${str(r.picture)}-${PICTURE_WIDTHS[0]}.webp` : null,
        ...seoRecord(r),
      }),
      // The cover is written in the site's widths, 16:9, as a service's picture is.
      prepare: async (p) => (p.pictureUploadId ? { picture: await deps.storePicture(p.pictureUploadId, 'pictureUploadId') } : {}),
      toRow: (p) => {
        const at = publishedAt(p);
        const due = p.state !== 'draft' && at <= deps.clock().toISOString();
        return {
          category_id: p.categoryId,
          name_fa: p.nameFa,
          name_en: p.nameEn,
          summary_fa: p.summaryFa,
          summary_en: p.summaryEn,
          body_fa: p.bodyFa,
          body_en: p.bodyEn,
          published_at: at,
          draft: p.state === 'draft' ? 1 : 0,
          alt_fa: p.altFa,
          alt_en: p.altEn,
          announced_at: due ? at : null,
          ...seoColumns(p),
        };
      },
      async check(r, p) {
        if ((await r.records.idWhere('post_categories', 'id', p.categoryId)) === undefined) throw new AppError('NOT_FOUND', 'categoryId');
      },
    },
    deps,
  );
}

/** Customers' testimonials, in the site's order. */
export function adminTestimonials(deps: RecordsDeps) {
  return adminRecords<AdminTestimonial>(
    {
      table: 'testimonials',
      entity: 'testimonial',
      order: [
        ['sort', 'asc'],
        ['id', 'asc'],
      ],
      toRecord: (r) => ({
        id: r.id,
        nameFa: str(r.name_fa),
        nameEn: str(r.name_en),
        roleFa: str(r.role_fa),
        roleEn: str(r.role_en),
        bodyFa: str(r.body_fa),
        bodyEn: str(r.body_en),
        rating: Number(r.rating),
        sort: Number(r.sort),
      }),
      toRow: (t) => ({
        name_fa: t.nameFa,
        name_en: t.nameEn,
        role_fa: t.roleFa,
        role_en: t.roleEn,
        body_fa: t.bodyFa,
        body_en: t.bodyEn,
        rating: t.rating,
        sort: t.sort,
      }),
    },
    deps,
  );
}

/** Projects done, newest first, each named after one of the services. */
export function adminProjects(deps: RecordsDeps) {
  return adminRecords<AdminProject>(
    {
      table: 'projects',
      entity: 'project',
      order: [
        ['completed_at', 'desc'],
        ['id', 'desc'],
      ],
      toRecord: (r) => ({
        id: r.id,
        titleFa: str(r.title_fa),
        titleEn: str(r.title_en),
        clientFa: str(r.client_fa),
        clientEn: str(r.client_en),
        summaryFa: str(r.summary_fa),
        summaryEn: str(r.summary_en),
        serviceLabel: str(r.service_label),
        completedOn: tehranDayOf(str(r.completed_at)),
      }),
      toRow: (p) => ({
        title_fa: p.titleFa,
        title_en: p.titleEn,
        client_fa: p.clientFa,
        client_en: p.clientEn,
        summary_fa: p.summaryFa,
        summary_en: p.summaryEn,
        service_label: p.serviceLabel,
        completed_at: tehranDayStart(p.completedOn),
      }),
      created: () => ({ picture: null }),
      async check(r, p) {
        if ((await r.records.idWhere('services', 'label', p.serviceLabel)) === undefined) throw new AppError('SERVICE_NOT_FOUND', 'serviceLabel');
      },
    },
    deps,
  );
}
