import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { contentContracts } from '../../shared/contracts/content.ts';
import { loaderApi } from '../api/client.ts';
import { pageFrom } from '../api/query.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { PostCard } from '../content/post-card.tsx';
import { Paging } from '../ui/paging.tsx';
import { Toolbar } from '../ui/toolbar.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { gridColumns } from '../ui/grid-columns.ts';

/** Posts newest first, nine to a page, optionally of one category (`?category=<id>`, an unknown one shows all). */
export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const url = new URL(args.request.url);
  const categories = await api.call(contentContracts.postCategories, {});
  const category = categories.find((c) => String(c.id) === url.searchParams.get('category'));
  const posts = await api.call(contentContracts.posts, { categoryId: category?.id, page: pageFrom(url) });
  return { posts, categories, category };
}

export function Component() {
  const { posts, categories, category } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['content', 'common']);
  const title = category ? category.name : t('screens.blog.title');
  return (
    <main className="container">
      <PageMeta title={title} description={t('screens.blog.description')} />
      <PageTitle title={title} crumbs={category ? [{ label: t('screens.blog.title'), to: '/st/blog/' }, { label: category.name }] : [{ label: title }]} />
      <Toolbar label={t('blog.filter')}>
        <AppLink to="/st/blog/" className="chip-link" aria-current={!category ? 'true' : undefined}>
          {t('blog.all')}
        </AppLink>
        {categories.map((c) => (
          <AppLink key={c.id} to={`/st/blog/?category=${c.id}`} className="chip-link" aria-current={category?.id === c.id ? 'true' : undefined}>
            {c.name}
          </AppLink>
        ))}
      </Toolbar>
      {posts.items.length === 0 ? (
        <p className="empty">{t('blog.empty')}</p>
      ) : (
        <div className="grid grid--three" style={gridColumns(posts.items.length, 'three')}>
          {posts.items.map((p) => (
            <PostCard key={p.id} post={p} level={2} />
          ))}
        </div>
      )}
      <Paging page={posts.page} total={posts.total} pageSize={posts.pageSize} />
    </main>
  );
}
