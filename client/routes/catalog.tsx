import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../shared/contracts/catalog.ts';
import { categoryPath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { AppLink } from '../components/ui/app-link.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(contracts.catalog.categories, { ParentId: STORE_ROOT_CATEGORY_ID, Active: true, SortBy: 0 });
}

export function Component() {
  const categories = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="container">
      <PageMeta title={t('screens.catalog.title')} description={t('screens.catalog.description')} />
      <PageTitle title={t('screens.catalog.title')} crumbs={[{ label: t('screens.catalog.title') }]} lead={t('catalogPage.lead')} />
      <ul className="list">
        {categories.map((c) => <li key={c.id}><AppLink to={categoryPath(c.label)}>{c.name}</AppLink></li>)}
      </ul>
    </main>
  );
}
