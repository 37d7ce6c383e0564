import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { contentContracts } from '../../shared/contracts/content.ts';
import { postPath } from '../../shared/routes.ts';
import { formatNumber } from '../../shared/format.ts';
import { formatDate } from '../../shared/format-date.ts';
import { loaderApi } from '../api/client.ts';
import { orNotFound } from '../api/not-found.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PostJsonLd } from '../seo/json-ld.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Picture } from '../ui/picture.tsx';
import { PostCard } from '../content/post-card.tsx';
import { MarkdownBody } from '../content/markdown-body.tsx';
import { Deferred } from '../ui/deferred.tsx';
import { CardsSkeleton } from '../ui/page-loader.tsx';
import { gridColumns } from '../ui/grid-columns.ts';
import { sectionSize } from '../ui/section-size.ts';
import { RELATED_POSTS } from '../../shared/contracts/catalog-constants.ts';

/** The post is awaited; related posts are deferred (if they fail the page still answers 200). */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const id = Number(args.params.id);
  const post = await orNotFound(api.call(contentContracts.postItem, { id }), args.request);
  return { post, related: api.call(contentContracts.relatedPosts, { id }) };
}

export function Component() {
  const { post, related } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  return (
    <main className="container">
      <PageMeta
        title={post.name}
        description={post.summary}
        canonicalPath={{ fa: postPath(post.id, post.names.fa), en: postPath(post.id, post.names.en) }}
        image={post.picture}
        seo={post}
      />
      <PostJsonLd post={post} />
      <PageTitle title={post.name} crumbs={[{ label: t('nav.blog'), to: '/st/blog/' }, { label: post.name }]} />
      <p className="card__meta">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> ·{' '}
        {t('post.readingTime', { minutes: formatNumber(post.readingMinutes, locale) })}
      </p>
      <article className="prose">
        <Picture picture={post.picture} sizes="(min-width: 1024px) 760px, 100vw" priority />
        <MarkdownBody blocks={post.body} />
      </article>
      <section className="section" aria-labelledby="related-posts" style={sectionSize('post', RELATED_POSTS, locale)}>
        <h2 id="related-posts">{t('post.related')}</h2>
        <Deferred resolve={related} fallback={<CardsSkeleton count={RELATED_POSTS} />}>
          {(posts) => (
            <div className="grid grid--three" style={gridColumns(posts.length, 'three')}>
              {posts.map((p) => (
                <PostCard key={p.id} post={p} />
              ))}
            </div>
          )}
        </Deferred>
      </section>
    </main>
  );
}
