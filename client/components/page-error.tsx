import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppLink } from './ui/app-link.tsx';
import { PageMeta } from './site/page-meta.tsx';

/**
 * The error page of spec §2/§8: the 404 picture and a button home. Unhandled errors show the same page (with their
 * own status); the technical message, e.g. "Page not found: /x/", stays in the page for support to read.
 */
export function PageError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? error.data.message : undefined;
  const title = notFound ? t('notFound.title') : t('error.title');
  return (
    <main className="page-error container">
      <PageMeta title={title} description={t('notFound.text')} />
      <img src="/images/404.svg" alt="" width={480} height={240} />
      <h1>{title}</h1>
      <p>{notFound ? t('notFound.text') : t('error.text')}</p>
      <AppLink className="button" to="/">
        {t('notFound.home')}
      </AppLink>
      {detail && <p className="page-error__detail" dir="ltr">{detail}</p>}
    </main>
  );
}
