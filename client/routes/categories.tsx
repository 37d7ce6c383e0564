import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../shared/contracts/catalog.ts';
import { categoryPath } from '../../shared/routes.ts';
import { formatNumber } from '../../shared/format.ts';
import { loaderApi } from '../api/client.ts';
import { useLocale } from '../locale.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { AppLink } from '../components/ui/app-link.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(contracts.catalog.categories, { ParentId: STORE_ROOT_CATEGORY_ID, Active: true, SortBy: 0 });
}

export function Component() {
  const categories = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <main className="container">
      <PageMeta title={t('screens.categories.title')} description={t('screens.categories.description')} />
      <PageTitle title={t('screens.categories.title')} crumbs={[{ label: t('screens.categories.title') }]} />
      <div className="grid grid--three">
        {categories.map((c) => (
          <article key={c.id} className="card">
            <AppLink to={categoryPath(c.label)} className="card__link"><h2 className="card__title">{c.name}</h2></AppLink>
            <p>{c.description}</p>
            <p className="card__meta">{t('catalog.productCount', { count: c.productCount, formatted: formatNumber(c.productCount, locale) })}</p>
          </article>
        ))}
      </div>
    </main>
  );
}
