import type { Locale } from '../../shared/locale.ts';
import type {
  ServiceSummary,
  PostCategory,
  PostItem,
  PostPage,
  PostSummary,
  Project,
  Service,
  SitePage,
  SitePageKey,
  Testimonial,
} from '../../shared/contracts/content.ts';
import { parseFeatured } from '../../shared/home-featured.ts';
import type { PostsRepo } from '../db/repos/posts.repo.ts';
import type { PagesRepo } from '../db/repos/pages.repo.ts';
import type { SitePagesRepo } from '../db/repos/site-pages.repo.ts';
import { AppError } from '../lib/errors.ts';
import type { Clock } from '../lib/clock.ts';
import type { ChangeBus } from '../integrations/change-bus/index.ts';
import { picture } from './pictures.ts';
import { pageSeo, readingMinutes } from './text.ts';
import { parseMarkdown } from '../../shared/markdown.ts';

export interface ContentDeps {
  posts: PostsRepo;
  pages: PagesRepo;
  sitePages: Pick<SitePagesRepo, 'byKey'>;
  clock: Clock;
  changes: Pick<ChangeBus, 'publish'>;
}

type PostRow = Awaited<ReturnType<PostsRepo['list']>>['rows'][number];

const toSummary = (r: PostRow): PostSummary => ({
  id: r.id,
  name: r.name,
  summary: r.summary,
  picture: picture(r.picture, r.alt || r.name),
  publishedAt: r.published_at,
  category: { id: r.category_id, label: r.category_label, name: r.category_name },
});

export function contentService({ posts, pages, sitePages, clock, changes }: ContentDeps) {
  // The blog shows what is published by now: a draft or a post scheduled later is on no page.
  const now = () => clock().toISOString();
  type ServiceRow = Awaited<ReturnType<PagesRepo['services']>>[number];
  const toServiceSummary = (r: ServiceRow): ServiceSummary => ({
    id: r.id,
    label: r.label,
    title: r.title,
    summary: r.summary,
    picture: picture(r.picture, r.title),
  });
  const toService = (r: ServiceRow & { body: string; seo_title: string | null; seo_description: string | null }): Service => ({
    ...toServiceSummary(r),
    body: parseMarkdown(r.body),
    ...pageSeo(r),
  });

  return {
    /** A page the operator edits, in `locale`; what was left empty is the page's built-in words (null, no blocks). */
    async sitePage(key: SitePageKey, locale: Locale): Promise<SitePage> {
      const row = await sitePages.byKey(key);
      const title = (locale === 'en' ? row?.title_en : row?.title_fa)?.trim() || null;
      return {
        title,
        body: parseMarkdown((locale === 'en' ? row?.body_en : row?.body_fa) ?? ''),
        picture: picture(row?.picture ?? null, title ?? ''),
      };
    },
    /** The home page's chosen featured products and categories, in order; null where the operator chose none. */
    async homeChoices(): Promise<{ products: number[] | null; categories: number[] | null }> {
      const featured = parseFeatured((await sitePages.byKey('home'))?.featured ?? null);
      return { products: featured.products.length ? featured.products : null, categories: featured.categories.length ? featured.categories : null };
    },
    async postItem(id: number, locale: Locale): Promise<PostItem> {
      const row = await posts.findById(id, locale, now());
      if (!row) throw new AppError('POST_NOT_FOUND', 'id');
      return {
        ...toSummary(row),
        names: { fa: row.name_fa, en: row.name_en },
        body: parseMarkdown(row.body),
        readingMinutes: readingMinutes(row.body),
        ...pageSeo(row),
      };
    },
    /** Posts of the same category, newest first; topped up with the newest others when the category is small. */
    async relatedPosts(id: number, limit: number, locale: Locale): Promise<PostSummary[]> {
      const row = await posts.findById(id, locale, now());
      if (!row) throw new AppError('POST_NOT_FOUND', 'id');
      const same = await posts.list({ categoryId: row.category_id, excludeId: id, limit, offset: 0 }, locale, now());
      const rest = same.rows.length < limit ? await posts.list({ excludeId: id, limit: limit * 2, offset: 0 }, locale, now()) : { rows: [] };
      const seen = new Set(same.rows.map((r) => r.id));
      return [...same.rows, ...rest.rows.filter((r) => !seen.has(r.id))].slice(0, limit).map(toSummary);
    },
    /**
     * The minutely work: when a scheduled post's time has come since the last run, every process's page cache is told
     * (`catalog.changed`) once, so the post shows by itself. Says how many posts came due.
     */
    async announceDuePosts(): Promise<number> {
      const due = await posts.announceDue(now());
      if (due > 0) await changes.publish('catalog.changed', { posts: due });
      return due;
    },
    postName: (id: number, locale: Locale) => posts.name(id, locale, now()),
    async posts(q: { categoryId?: number; page: number; pageSize: number }, locale: Locale): Promise<PostPage> {
      const { rows, total } = await posts.list({ categoryId: q.categoryId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }, locale, now());
      return { items: rows.map(toSummary), total, page: q.page, pageSize: q.pageSize };
    },
    async postCategories(locale: Locale): Promise<PostCategory[]> {
      const rows = await posts.categories(locale, now());
      return rows.map((r) => ({ id: r.id, label: r.label, name: r.name, postCount: Number(r.post_count) }));
    },
    /** Lists need no body: leaving it out keeps the home page's data (and its HTML) small. */
    services: async (locale: Locale): Promise<ServiceSummary[]> => (await pages.services(locale)).map(toServiceSummary),
    async serviceItem(label: string, locale: Locale): Promise<Service> {
      const row = await pages.serviceByLabel(label, locale);
      if (!row) throw new AppError('SERVICE_NOT_FOUND', 'label');
      return toService(row);
    },
    testimonials: (locale: Locale): Promise<Testimonial[]> => pages.testimonials(locale),
    async projects(locale: Locale): Promise<Project[]> {
      return (await pages.projects(locale)).map((p) => ({
        id: p.id,
        title: p.title,
        client: p.client,
        summary: p.summary,
        serviceLabel: p.service_label,
        picture: picture(p.picture, p.title),
        completedAt: p.completed_at,
      }));
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
