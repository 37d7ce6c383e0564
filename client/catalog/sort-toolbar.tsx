import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { PRODUCT_SORTS } from '../../shared/contracts/catalog.ts';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { Toolbar } from '../ui/toolbar.tsx';
import { withQuery } from '../api/query.ts';
import { RESULTS_ID } from '../search/results-id.ts';

/**
 * Sorting as plain links (they work before the JavaScript arrives and can be shared); a new order starts again at
 * page one. `sorts` lets search add its "relevance" order.
 */
export function SortToolbar({ total, sorts = PRODUCT_SORTS }: { total: number; sorts?: readonly string[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search).get('sort') ?? sorts[0];
  const href = (sort: string) => withQuery(pathname, search, { page: null, sort: sort === sorts[0] ? null : sort });
  return (
    <div className="results-head">
      {/* The list's heading: paging, sorting and filtering land here, and its count is read out (ScrollManager). */}
      <h2 id={RESULTS_ID} tabIndex={-1} className="results-head__count">
        {t('catalog.productCount', { count: total, formatted: formatNumber(total, locale) })}
      </h2>
      <Toolbar label={t('sort.label')}>
        <span>{t('sort.label')}:</span>
        {sorts.map((sort) => (
          <Link key={sort} to={href(sort)} className="chip-link" aria-current={sort === current ? 'true' : undefined} preventScrollReset>
            {t(`sort.${sort}`)}
          </Link>
        ))}
      </Toolbar>
    </div>
  );
}
