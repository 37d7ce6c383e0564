import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { quoteContracts } from '../../shared/contracts/quotes.ts';
import { formatDate } from '../../shared/format-date.ts';
import { localDigits } from '../../shared/format.ts';
import { quotePath } from '../../shared/routes.ts';
import { loaderApi } from '../api/client.ts';
import { ownOrNotFound } from '../api/own-data.ts';
import { useLocale } from '../i18n/locale.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { Price } from '../ui/price.tsx';

/** The customer's quotes, newest first (issue 31); a visitor is sent to log in first. */
export async function loader(args: LoaderFunctionArgs) {
  return { quotes: await ownOrNotFound(loaderApi(args).call(quoteContracts.list, {}), args.request) };
}

export function Component() {
  const { quotes } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['quotes', 'checkout']);
  const locale = useLocale();
  const title = t('quotes:list.title');
  return (
    <main className="container quotes-page">
      <PageMeta title={title} description={t('quotes:list.description')} />
      <PageTitle title={title} crumbs={[{ label: t('checkout:profile.title'), to: '/profile/' }, { label: title }]} />
      <p>
        <AppLink to="/profile/quotes/new/" className="button button--primary">
          {t('quotes:list.new')}
        </AppLink>
      </p>
      {quotes.length === 0 ? (
        <p>{t('quotes:list.empty')}</p>
      ) : (
        <ul className="quotes-page__list">
          {quotes.map((q) => (
            <li key={q.id} className="quotes-page__item" data-status={q.status}>
              <AppLink to={quotePath(q.id)}>
                <bdi dir="ltr">{localDigits(q.number, locale)}</bdi>
              </AppLink>{' '}
              · {t(`quotes:statuses.${q.status}`)} · {formatDate(q.updatedAt, locale)}
              {q.totalRial !== null && (
                <>
                  {' '}
                  · <Price rial={q.totalRial} productId={0} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
