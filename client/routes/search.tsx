import '../common.ts';
import { Form, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { loaderApi } from '../api/client.ts';
import { orNotFound } from '../api/not-found.ts';
import { pageFrom } from '../api/query.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { Paging } from '../components/ui/paging.tsx';
import { ProductGrid } from '../components/catalog/product-card.tsx';
import { SortToolbar } from '../components/catalog/sort-toolbar.tsx';
import { SearchFilters } from '../components/catalog/search-filters.tsx';
import { Button } from '../components/ui/button.tsx';
import { SEARCH_SORTS } from '../../shared/contracts/search.ts';

/** A whole number from the query string (rounded; prices are typed by hand), or nothing when absent or nonsense. */
const numberParam = (url: URL, name: string, min: number) => {
  const raw = url.searchParams.get(name);
  const value = raw === null || raw.trim() === '' ? NaN : Math.round(Number(raw));
  return Number.isSafeInteger(value) && value >= min ? value : undefined;
};

/** Serves both /search/?q= and /search/{catLabel}/?q=, with filters, sorting and paging from the query string. */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const sort = url.searchParams.get('sort');
  return orNotFound(
    loaderApi(args).call(contracts.search.search, {
      q: url.searchParams.get('q') ?? '',
      categoryLabel: args.params.catLabel ?? (url.searchParams.get('category') || undefined),
      brandId: numberParam(url, 'brand', 1),
      minPrice: numberParam(url, 'min', 0),
      maxPrice: numberParam(url, 'max', 0),
      inStock: url.searchParams.get('inStock') === '1' ? true : undefined,
      sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as (typeof SEARCH_SORTS)[number]) : undefined,
      page: pageFrom(url),
    }),
    args.request,
  );
}

export function Component() {
  const result = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = result.query ? t('search.resultsFor', { query: result.query }) : t('screens.search.title');
  return (
    <main className="container">
      <PageMeta title={title} description={t('screens.search.description')} />
      <PageTitle title={title} crumbs={[{ label: t('screens.search.title') }]} />
      <Form method="get" action={pathname} className="search-page-box" role="search">
        <label className="visually-hidden" htmlFor="search-page-q">{t('search.label')}</label>
        <input id="search-page-q" name="q" type="search" maxLength={200} defaultValue={result.query} placeholder={t('search.placeholder')} />
        <Button type="submit" variant="primary">{t('search.submit')}</Button>
      </Form>
      <div className="with-sidebar">
        <SearchFilters facets={result.facets} />
        <div>
          <SortToolbar total={result.total} sorts={SEARCH_SORTS} />
          {result.correctedQuery && result.items.length > 0 && (
            <p className="search-corrected">{t('search.corrected', { query: result.correctedQuery })}</p>
          )}
          {result.items.length === 0 ? (
            <div className="empty">
              <p>{t('search.none')}</p>
              <p>{t('search.tips')}</p>
            </div>
          ) : (
            <ProductGrid products={result.items} />
          )}
          <Paging page={result.page} total={result.total} pageSize={result.pageSize} />
        </div>
      </div>
    </main>
  );
}
