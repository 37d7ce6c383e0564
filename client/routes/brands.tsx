import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { catalogContracts } from '../../shared/contracts/catalog.ts';
import { brandPath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { gridColumns } from '../ui/grid-columns.ts';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(catalogContracts.brands, {});
}

export function Component() {
  const brands = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="container">
      <PageMeta title={t('screens.brands.title')} description={t('screens.brands.description')} />
      <PageTitle title={t('screens.brands.title')} crumbs={[{ label: t('screens.brands.title') }]} />
      <div className="grid grid--three" style={gridColumns(brands.length, 'three')}>
        {brands.map((b) => (
          <article key={b.id} className="card">
            {b.logo && <img src={`/media/${b.logo}`} alt="" width={240} height={120} loading="lazy" className="brand-logo" />}
            <AppLink to={brandPath(b.id, b.label)} className="card__link">
              <h2 className="card__title">
                <MixedText text={b.name} />
              </h2>
            </AppLink>
            <p className="card__meta">{b.country}</p>
          </article>
        ))}
      </div>
    </main>
  );
}
