import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { contentContracts } from '../../shared/contracts/content.ts';
import { formatNumber } from '../../shared/format.ts';
import { loaderApi } from '../api/client.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(contentContracts.postCategories, {});
}

export function Component() {
  const categories = useLoaderData<typeof loader>();
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  return (
    <main className="container">
      <PageMeta title={t('screens.blogCategories.title')} description={t('screens.blogCategories.description')} />
      <PageTitle
        title={t('screens.blogCategories.title')}
        crumbs={[{ label: t('screens.blog.title'), to: '/st/blog/' }, { label: t('screens.blogCategories.title') }]}
      />
      <ul className="list">
        {categories.map((c) => (
          <li key={c.id}>
            <AppLink to={`/st/blog/?category=${c.id}`}>{c.name}</AppLink>{' '}
            <span className="card__meta">({t('blog.postCount', { count: c.postCount, formatted: formatNumber(c.postCount, locale) })})</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
