import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import { col } from './localized.ts';
import { RETIRED_POST_IDS } from '../../../shared/legacy-posts.ts';

/**
 * What the site shows of the blog: a post neither a draft nor scheduled past `now` (ISO UTC, the services' clock).
 * Every read of the storefront takes `now`; the back office reads the table through records.repo.ts.
 */
export function postsRepo(db: Kysely<Database>) {
  const shown = (now: string) => db.selectFrom('posts as p').where('p.draft', '=', 0).where('p.published_at', '<=', now);
  const summaryQuery = (locale: Locale, now: string) =>
    shown(now)
      .innerJoin('post_categories as c', 'c.id', 'p.category_id')
      .select((eb) => [
        'p.id',
        'p.picture',
        'p.published_at',
        eb.ref(`p.${col('name', locale)}`).as('name'),
        eb.ref(`p.${col('summary', locale)}`).as('summary'),
        eb.ref(`p.${col('alt', locale)}`).as('alt'),
        'c.id as category_id',
        'c.label as category_label',
        eb.ref(`c.${col('name', locale)}`).as('category_name'),
      ]);

  return {
    async findById(id: number, locale: Locale, now: string) {
      return summaryQuery(locale, now)
        .select((eb) => [
          eb.ref(`p.${col('body', locale)}`).as('body'),
          'p.name_fa',
          'p.name_en',
          eb.ref(`p.${col('seo_title', locale)}`).as('seo_title'),
          eb.ref(`p.${col('seo_description', locale)}`).as('seo_description'),
        ])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },
    /** Posts of the blog, newest first: a retired post (redirected to a service page) is in no list. */
    async list(filter: { categoryId?: number; excludeId?: number; limit: number; offset: number }, locale: Locale, now: string) {
      let q = summaryQuery(locale, now).where('p.id', 'not in', RETIRED_POST_IDS);
      if (filter.categoryId) q = q.where('p.category_id', '=', filter.categoryId);
      if (filter.excludeId) q = q.where('p.id', '!=', filter.excludeId);
      const [rows, count] = await Promise.all([
        q.orderBy('p.published_at', 'desc').orderBy('p.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
        q
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    async name(id: number, locale: Locale, now: string): Promise<string | null> {
      const row = await shown(now)
        .select((eb) => eb.ref(`p.${col('name', locale)}`).as('name'))
        .where('p.id', '=', id)
        .executeTakeFirst();
      return row?.name ?? null;
    },
    async categories(locale: Locale, now: string) {
      return db
        .selectFrom('post_categories as c')
        .leftJoin('posts as p', (j) =>
          j.onRef('p.category_id', '=', 'c.id').on('p.id', 'not in', RETIRED_POST_IDS).on('p.draft', '=', 0).on('p.published_at', '<=', now),
        )
        .select((eb) => ['c.id', 'c.label', eb.ref(`c.${col('name', locale)}`).as('name'), eb.fn.count<number>('p.id').as('post_count')])
        .groupBy(['c.id', 'c.label', `c.${col('name', locale)}`, 'c.sort'])
        .orderBy('c.sort')
        .execute();
    },
    /**
     * Marks announced the posts whose time has come since the last call and says how many: one guarded UPDATE, so
     * of processes running it together exactly one counts each post.
     */
    async announceDue(now: string): Promise<number> {
      const rows = await db
        .updateTable('posts')
        .set({ announced_at: now })
        .where('draft', '=', 0)
        .where('announced_at', 'is', null)
        .where('published_at', '<=', now)
        .returning('id')
        .execute();
      return rows.length;
    },
  };
}

export type PostsRepo = ReturnType<typeof postsRepo>;
