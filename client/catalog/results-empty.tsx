import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { Category } from '../../shared/contracts/catalog.ts';
import { categoryPath } from '../../shared/routes.ts';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { withQuery } from '../api/query.ts';
import { AppLink } from '../ui/app-link.tsx';
import { MixedText } from '../ui/mixed-text.tsx';

/** A page number past the end of a list: says so, and offers page one (the filters and order kept). */
export function PastEnd({ total }: { total: number }) {
  const { t } = useTranslation('storefront');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <div className="empty">
      <p>{t('results.pastEnd', { formatted: formatNumber(total, locale) })}</p>
      <Link className="button" to={withQuery(pathname, search, { page: null })}>
        {t('results.firstPage')}
      </Link>
    </div>
  );
}

/** Nothing found: what to try instead (the product groups, or asking an engineer). */
export function NothingFound({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('storefront');
  const { t: tc } = useTranslation();
  return (
    <div className="empty">
      <p>{tc('search.none')}</p>
      <p>{tc('search.tips')}</p>
      {categories.length > 0 && (
        <>
          <p>{t('results.tryCategories')}</p>
          <ul className="chips">
            {categories.map((c) => (
              <li key={c.id}>
                <AppLink to={categoryPath(c.label)}>
                  <MixedText text={c.name} />
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <AppLink to="/st/contactus/">{t('results.askUs')}</AppLink>
      </p>
    </div>
  );
}
