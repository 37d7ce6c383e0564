import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { catalogContracts } from '../../shared/contracts/catalog.ts';
import { brandPath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { orNotFound } from '../api/not-found.ts';
import { pageFrom, sortFrom } from '../api/query.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Paging } from '../ui/paging.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { SortToolbar } from '../catalog/sort-toolbar.tsx';

export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const url = new URL(args.request.url);
  const id = Number(args.params.id);
  const brand = await orNotFound(api.call(catalogContracts.brandInfo, { id }), args.request);
  const products = await api.call(catalogContracts.products, { brandId: id, sort: sortFrom(url), page: pageFrom(url) });
  return { brand, products };
}

export function Component() {
  const { brand, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="container">
      <PageMeta
        title={brand.name}
        description={brand.description}
        canonicalPath={brandPath(brand.id, brand.label)}
        image={brand.logo ? `/media/${brand.logo}` : undefined}
        seo={brand}
      />
      <PageTitle title={brand.name} crumbs={[{ label: t('screens.brands.title'), to: '/brand/' }, { label: brand.name }]} lead={brand.description} />
      {brand.logo && <img src={`/media/${brand.logo}`} alt={brand.name} width={240} height={120} className="brand-hero" />}
      <SortToolbar total={products.total} />
      <ProductGrid products={products.items} />
      <Paging page={products.page} total={products.total} pageSize={products.pageSize} />
    </main>
  );
}
