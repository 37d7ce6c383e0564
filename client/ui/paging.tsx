import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { Icon } from './icon.tsx';
import { withQuery } from '../api/query.ts';

/** The pages to offer around the current one: first, last, and two on each side, with gaps marked by null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]));
}

/** Page links that keep every other query parameter (filters, sorting); nothing when everything fits one page. */
export function Paging({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const href = (p: number) => withQuery(pathname, search, { page: p === 1 ? null : String(p) });
  return (
    <nav className="paging" aria-label={t('paging.label')}>
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className="paging__step" aria-label={t('paging.previous')}>
          <Icon name="back" size={18} />
        </Link>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="paging__gap">
            …
          </span>
        ) : (
          <Link key={p} to={href(p)} aria-current={p === page ? 'page' : undefined} className="paging__page">
            {formatNumber(p, locale)}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={href(page + 1)} rel="next" className="paging__step" aria-label={t('paging.next')}>
          <Icon name="chevron" size={18} />
        </Link>
      )}
    </nav>
  );
}
