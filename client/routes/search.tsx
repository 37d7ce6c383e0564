import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../shared/contracts/index.ts';
import { formatNumber } from '../../shared/format.ts';
import { loaderApi } from '../api/client.ts';
import { orNotFound } from '../api/not-found.ts';
import { useLocale } from '../locale.ts';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { ProductGrid } from '../components/catalog/product-card.tsx';

/** Serves both /search/?q= and /search/{catLabel}/?q=. */
export async function loader(args: LoaderFunctionArgs) {
  const q = new URL(args.request.url).searchParams.get('q') ?? '';
  return orNotFound(loaderApi(args).call(contracts.search.search, { q, categoryLabel: args.params.catLabel }), args.request);
}

export function Component() {
  const result = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const title = result.query ? t('search.resultsFor', { query: result.query }) : t('screens.search.title');
  return (
    <main className="container">
      <PageMeta title={title} description={t('screens.search.description')} />
      <PageTitle title={title} crumbs={[{ label: t('screens.search.title') }]} lead={t('search.count', { count: result.total, formatted: formatNumber(result.total, locale) })} />
      <ProductGrid products={result.items} />
    </main>
  );
}
