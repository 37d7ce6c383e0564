import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { catalogContracts } from '../../shared/contracts/catalog.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../shared/contracts/catalog.ts';
import { loaderApi } from '../api/client.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { CategoryBox } from '../ui/category-box.tsx';
import { gridColumns } from '../ui/grid-columns.ts';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(catalogContracts.categories, { ParentId: STORE_ROOT_CATEGORY_ID, Active: true, SortBy: 0 });
}

export function Component() {
  const categories = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="container">
      <PageMeta title={t('screens.categories.title')} description={t('screens.categories.description')} />
      <PageTitle title={t('screens.categories.title')} crumbs={[{ label: t('screens.categories.title') }]} />
      {categories.length === 0 ? (
        <p className="empty">{t('catalog.empty')}</p>
      ) : (
        <div className="grid grid--categories" style={gridColumns(categories.length, 'categories')}>
          {categories.map((c) => (
            <CategoryBox key={c.id} category={c} level={2} />
          ))}
        </div>
      )}
    </main>
  );
}
