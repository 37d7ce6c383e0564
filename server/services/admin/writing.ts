import { AppError } from '../../lib/errors.ts';
import { tehranDayOf, tehranDayStart } from '../../../shared/tehran-day.ts';
import type { AdminPost, AdminProject, AdminTestimonial } from '../../../shared/contracts/admin/writing.ts';
import { adminRecords, type RecordsDeps } from './records.ts';

const str = (v: unknown) => String(v ?? '');

/**
 * Blog posts (issue #11): Markdown bodies in both languages, stored as written; the site parses them
 * (shared/markdown.ts) into elements, so nothing typed here becomes HTML. The sitemap and the blog read the table as it is.
 */
export function adminPosts(deps: RecordsDeps) {
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
        publishedOn: tehranDayOf(str(r.published_at)),
      }),
      toRow: (p) => ({
        category_id: p.categoryId,
        name_fa: p.nameFa,
        name_en: p.nameEn,
        summary_fa: p.summaryFa,
        summary_en: p.summaryEn,
        body_fa: p.bodyFa,
        body_en: p.bodyEn,
        published_at: tehranDayStart(p.publishedOn),
      }),
      created: () => ({ picture: null }),
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
