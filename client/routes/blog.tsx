import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { loaderApi } from '../api/client.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { PostCard } from '../components/content/post-card.tsx';

export async function loader(args: LoaderFunctionArgs) {
  const page = Number(new URL(args.request.url).searchParams.get('page')) || 1;
  return loaderApi(args).call(contracts.content.posts, { page: Math.max(1, page) });
}

export function Component() {
  const posts = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="container">
      <PageMeta title={t('screens.blog.title')} description={t('screens.blog.description')} />
      <PageTitle title={t('screens.blog.title')} crumbs={[{ label: t('screens.blog.title') }]} />
      {posts.items.length === 0 ? (
        <p className="empty">{t('blog.empty')}</p>
      ) : (
        <div className="grid grid--three">{posts.items.map((p) => <PostCard key={p.id} post={p} />)}</div>
      )}
    </main>
  );
}
