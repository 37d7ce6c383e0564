import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import { catalogContracts, type Comparison } from '../../shared/contracts/catalog.ts';
import { comparePath } from '../../shared/routes.ts';
import { ApiError, loaderApi } from '../api/client.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { CompareTable } from '../compare/compare-table.tsx';
import { setTray, trayIds, useTray } from '../compare/tray.ts';

const NONE: Comparison = { products: [], specs: [] };

/** The products `?ids=` names, side by side (issue #33); a list the API refuses reads as none, with its message. */
export async function loader(args: LoaderFunctionArgs) {
  const ids = new URL(args.request.url).searchParams.get('ids') ?? '';
  if (!ids.trim()) return { comparison: NONE, refused: null };
  try {
    return { comparison: await loaderApi(args).call(catalogContracts.compare, { ids }), refused: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { comparison: NONE, refused: error.message };
    throw error;
  }
}

export function Component() {
  const { comparison, refused } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const tray = useTray();
  const shown = comparison.products.map((p) => p.id);
  const remove = (id: number) => {
    setTray(trayIds().filter((i) => i !== id));
    void navigate(`${locale === 'en' ? '/en' : ''}${comparePath(shown.filter((i) => i !== id))}`, { preventScrollReset: true });
  };
  return (
    <main className="container compare">
      <PageMeta title={t('compare.title')} description={t('compare.description')} canonicalPath="/compare/" />
      {/* Any choice of products is a page of its own, of no use to a search engine. */}
      <meta name="robots" content="noindex, follow" />
      <PageTitle title={t('compare.title')} crumbs={[{ label: t('nav.products'), to: '/cat/' }, { label: t('compare.title') }]} />
      {refused && (
        <p className="notice" role="alert">
          {refused}
        </p>
      )}
      {comparison.products.length === 0 ? (
        <section className="compare__empty">
          <p>{t('compare.empty')}</p>
          {tray.length > 0 && (
            <p>
              <AppLink to={comparePath(tray)} className="button button--primary">
                {t('compare.openTray', { count: tray.length })}
              </AppLink>
            </p>
          )}
          <p>
            <AppLink to="/cat/">{t('compare.browse')}</AppLink>
          </p>
        </section>
      ) : (
        <CompareTable comparison={comparison} onRemove={remove} />
      )}
    </main>
  );
}
