import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { catalogContracts } from '../../shared/contracts/catalog.ts';
import { categoryPath, productPath } from '../../shared/routes.ts';
import { formatNumber } from '../../shared/format.ts';
import { loaderApi } from '../api/client.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { TitleBlock } from '../ui/title-block.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { gridColumns } from '../ui/grid-columns.ts';
import { groupsSectionSize } from '../ui/section-size.ts';

export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(catalogContracts.catalogIndex, {});
}

/** The downloadable price lists, then every product group with its products, all on one browsable page. */
export function Component() {
  const sections = useLoaderData<typeof loader>();
  const { t } = useTranslation(['content', 'common']);
  const locale = useLocale();
  return (
    <main className="container">
      <PageMeta title={t('screens.catalog.title')} description={t('screens.catalog.description')} />
      <PageTitle title={t('screens.catalog.title')} crumbs={[{ label: t('screens.catalog.title') }]} lead={t('catalogPage.lead')} />
      <section className="section" aria-labelledby="downloads">
        <h2 id="downloads">{t('catalogPage.downloads')}</h2>
        <ul className="downloads">
          {sections.map((s) => (
            <li key={s.category.id}>
              <a href={`/downloads/price-list/${s.category.label}.${locale}.csv`} download>
                {t('catalogPage.priceList', { name: s.category.name })}
              </a>{' '}
              <span className="card__meta" dir="ltr">
                CSV
              </span>
            </li>
          ))}
        </ul>
      </section>
      {sections.map((section) => (
        <section
          key={section.category.id}
          className="section"
          aria-labelledby={`cat-${section.category.id}`}
          style={groupsSectionSize(section.groups.map((g) => ({ lines: g.products.length, more: g.total > g.products.length })))}
        >
          <TitleBlock
            id={`cat-${section.category.id}`}
            title={section.category.name}
            more={{ to: categoryPath(section.category.label), label: t('home.seeAll') }}
          />
          <div className="catalog-groups" style={gridColumns(section.groups.length, 'groups')}>
            {section.groups.map((group) => (
              <div key={group.category.id} className="catalog-group">
                <h3>
                  <AppLink to={categoryPath(group.category.label)}>
                    <MixedText text={group.category.name} />
                  </AppLink>{' '}
                  <span className="card__meta">({formatNumber(group.total, locale)})</span>
                </h3>
                <ul>
                  {group.products.map((p) => (
                    <li key={p.id}>
                      <AppLink to={productPath(p.id, p.label)}>
                        <MixedText text={p.name} />
                      </AppLink>
                    </li>
                  ))}
                </ul>
                {group.total > group.products.length && (
                  <AppLink to={categoryPath(group.category.label)}>
                    {t('catalogPage.more', {
                      count: group.total - group.products.length,
                      formatted: formatNumber(group.total - group.products.length, locale),
                    })}
                  </AppLink>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}
