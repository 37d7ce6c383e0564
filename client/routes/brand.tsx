import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { brandPath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { orNotFound } from '../api/not-found.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { ProductGrid } from '../components/catalog/product-card.tsx';

export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const id = Number(args.params.id);
  const brand = await orNotFound(api.call(contracts.catalog.brandInfo, { id }), args.request);
  const products = await api.call(contracts.catalog.products, { brandId: id });
  return { brand, products };
}

export function Component() {
  const { brand, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="container">
      <PageMeta title={brand.name} description={brand.description} canonicalPath={brandPath(brand.id, brand.label)} />
      <PageTitle title={brand.name} crumbs={[{ label: t('screens.brands.title'), to: '/brand/' }, { label: brand.name }]} lead={brand.description} />
      <ProductGrid products={products.items} />
    </main>
  );
}
