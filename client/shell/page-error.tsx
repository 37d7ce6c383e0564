import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { PageMeta } from './page-meta.tsx';
import { useLocale } from '../i18n/locale.ts';

/**
 * The error page of spec §2/§8: the 404 picture and a button home. Fatal and unhandled errors show this same page
 * (spec §8); only the status tells a fault (500) from a missing page (404). The technical message of a not-found,
 * e.g. "Page not found: /x/", stays in the page for support to read; a fault's message never reaches the visitor.
 */
export function PageError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error) && error.status === 404 && typeof error.data?.message === 'string' ? error.data.message : undefined;
  const locale = useLocale();
  // A Persian page reads Persian only: there the English detail is kept for support in an attribute, not shown.
  const shownDetail = locale === 'en' ? detail : undefined;
  return (
    <main className="page-error container" data-detail={locale === 'en' ? undefined : detail}>
      <PageMeta title={t('notFound.title')} description={t('notFound.text')} />
      <img src={locale === 'en' ? '/images/404.svg' : '/images/404-fa.svg'} alt="" width={480} height={240} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <AppLink className="button" to="/">
        {t('notFound.home')}
      </AppLink>
      {shownDetail && (
        <p className="page-error__detail" dir="ltr">
          {shownDetail}
        </p>
      )}
    </main>
  );
}
