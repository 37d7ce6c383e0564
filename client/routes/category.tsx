import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { catalogContracts } from '../../shared/contracts/catalog.ts';
import { categoryPath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { orNotFound } from '../api/not-found.ts';
import { pageFrom, sortFrom } from '../api/query.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { PastEnd } from '../catalog/results-empty.tsx';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { Paging } from '../ui/paging.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { productCardPage } from '../catalog/card-data.ts';
import { SortToolbar } from '../catalog/sort-toolbar.tsx';

export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const url = new URL(args.request.url);
  const category = await orNotFound(api.call(catalogContracts.categoryByLabel, { label: args.params.label ?? '' }), args.request);
  const products = await api.call(catalogContracts.products, { categoryId: category.id, sort: sortFrom(url), page: pageFrom(url) });
  return { category, products: productCardPage(products) };
}

export function Component() {
  const { category, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const crumbs = [
    { label: t('nav.products'), to: '/cat/' },
    ...category.path.slice(0, -1).map((c) => ({ label: c.name, to: categoryPath(c.label) })),
    { label: category.name },
  ];
  return (
    <main className="container">
      <PageMeta
        title={category.name}
        description={category.description || category.name}
        canonicalPath={categoryPath(category.label)}
        image={category.picture}
        seo={category}
      />
      <PageTitle title={category.name} crumbs={crumbs} lead={category.description} />
      {category.children.length > 0 && (
        // Sub-groups as one compact row of chips: the first products stay on the first screen of a phone.
        <nav className="chip-row" aria-label={t('catalog.subcategories')}>
          <ul className="chips">
            {category.children.map((c) => (
              <li key={c.id}>
                <AppLink to={categoryPath(c.label)}>
                  <MixedText text={c.name} /> <span className="chips__count">{formatNumber(c.productCount, locale)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <SortToolbar total={products.total} />
      {products.items.length === 0 && products.total > 0 ? <PastEnd total={products.total} /> : <ProductGrid products={products.items} />}
      <Paging page={products.page} total={products.total} pageSize={products.pageSize} />
    </main>
  );
}
