import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { categoryPath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { orNotFound } from '../api/not-found.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { AppLink } from '../components/ui/app-link.tsx';
import { ProductGrid } from '../components/catalog/product-card.tsx';

export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const category = await orNotFound(api.call(contracts.catalog.categoryByLabel, { label: args.params.label ?? '' }), args.request);
  const page = Number(new URL(args.request.url).searchParams.get('page')) || 1;
  const products = await api.call(contracts.catalog.products, { categoryId: category.id, page: Math.max(1, page) });
  return { category, products };
}

export function Component() {
  const { category, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const crumbs = [
    { label: t('nav.products'), to: '/cat/' },
    ...category.path.slice(0, -1).map((c) => ({ label: c.name, to: categoryPath(c.label) })),
    { label: category.name },
  ];
  return (
    <main className="container">
      <PageMeta title={category.name} description={category.description || category.name} />
      <PageTitle title={category.name} crumbs={crumbs} lead={category.description} />
      {category.children.length > 0 && (
        <ul className="chips">
          {category.children.map((c) => <li key={c.id}><AppLink to={categoryPath(c.label)}>{c.name}</AppLink></li>)}
        </ul>
      )}
      <ProductGrid products={products.items} />
    </main>
  );
}
