import { Form, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { catalogContracts } from '../../shared/contracts/catalog.ts';
import { searchContracts } from '../../shared/contracts/search.ts';
import { STORE_ROOT_CATEGORY_ID } from '../../shared/contracts/catalog.ts';
import { asciiDigits } from '../../shared/digits.ts';
import { loaderApi } from '../api/client.ts';
import { orNotFound } from '../api/not-found.ts';
import { pageFrom } from '../api/query.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Paging } from '../ui/paging.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { SortToolbar } from '../catalog/sort-toolbar.tsx';
import { SearchFilters } from '../catalog/search-filters.tsx';
import { NothingFound, PastEnd } from '../catalog/results-empty.tsx';
import { Button } from '../ui/button.tsx';
import { SEARCH_SORTS } from '../../shared/contracts/search.ts';

/**
 * A whole number from the query string, or nothing when absent or nonsense. Prices are typed by hand: Persian and
 * Arabic digits and thousands separators are read, and any amount is rounded.
 */
const numberParam = (url: URL, name: string, min: number) => {
  const raw = asciiDigits(url.searchParams.get(name) ?? '').replace(/[\s,٬،]/g, '');
  const value = raw === '' ? NaN : Math.round(Number(raw));
  return Number.isSafeInteger(value) && value >= min ? value : undefined;
};

/**
 * Serves both /search/?q= and /search/{catLabel}/?q=, with filters, sorting and paging from the query string. The
 * category named in the path (or chosen in the filters) is looked up for its name; when nothing is found, the store's
 * top groups are offered instead.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const api = loaderApi(args);
  const sort = url.searchParams.get('sort');
  const categoryLabel = args.params.catLabel ?? (url.searchParams.get('category') || undefined);
  const [result, category] = await Promise.all([
    orNotFound(
      api.call(searchContracts.search, {
        q: url.searchParams.get('q') ?? '',
        categoryLabel,
        brandId: numberParam(url, 'brand', 1),
        minPrice: numberParam(url, 'min', 0),
        maxPrice: numberParam(url, 'max', 0),
        inStock: url.searchParams.get('inStock') === '1' ? true : undefined,
        certified: url.searchParams.get('certified')?.trim().slice(0, 100) || undefined,
        sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as (typeof SEARCH_SORTS)[number]) : undefined,
        page: pageFrom(url),
      }),
      args.request,
    ),
    // A group in the path that does not exist is a wrong address (404); one in the query string is just a filter.
    categoryLabel
      ? orNotFound(api.call(catalogContracts.categoryByLabel, { label: categoryLabel }), args.request).catch((err) => {
          if (args.params.catLabel) throw err;
          return null;
        })
      : null,
  ]);
  const suggestions = result.total === 0 ? await api.call(catalogContracts.categories, { ParentId: STORE_ROOT_CATEGORY_ID, Active: true, SortBy: 0 }) : [];
  return { ...result, category: category && { label: category.label, name: category.name }, suggestions };
}

export function Component() {
  const result = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { t: ts } = useTranslation('storefront');
  const { pathname } = useLocation();
  const base = result.query ? t('search.resultsFor', { query: result.query }) : t('screens.search.title');
  const title = result.category ? `${base} · ${result.category.name}` : base;
  const crumbs = result.category
    ? [{ label: t('screens.search.title'), to: '/search/' }, { label: ts('results.inCategory', { name: result.category.name }) }]
    : [{ label: t('screens.search.title') }];
  return (
    <main className="container">
      <PageMeta title={title} description={t('screens.search.description')} />
      <PageTitle title={title} crumbs={crumbs} />
      <Form method="get" action={pathname} className="search-page-box" role="search" aria-label={t('screens.search.title')}>
        <label className="visually-hidden" htmlFor="search-page-q">
          {t('search.label')}
        </label>
        <input id="search-page-q" name="q" type="search" maxLength={200} defaultValue={result.query} placeholder={t('search.placeholder')} />
        <Button type="submit" variant="primary">
          {t('search.submit')}
        </Button>
      </Form>
      <div className="with-sidebar">
        <SearchFilters facets={result.facets} category={result.category} />
        <div>
          <SortToolbar total={result.total} sorts={SEARCH_SORTS} />
          {result.correctedQuery && result.items.length > 0 && <p className="search-corrected">{t('search.corrected', { query: result.correctedQuery })}</p>}
          {result.items.length > 0 ? (
            <ProductGrid products={result.items} />
          ) : result.total > 0 ? (
            <PastEnd total={result.total} />
          ) : (
            <NothingFound categories={result.suggestions} />
          )}
          <Paging page={result.page} total={result.total} pageSize={result.pageSize} />
        </div>
      </div>
    </main>
  );
}
