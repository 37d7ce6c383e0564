import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import { formatNumber } from '../../shared/format.ts';
import { COMPARE_MAX } from '../../shared/contracts/catalog-constants.ts';
import { comparePath } from '../../shared/routes.ts';
import { AppLink } from '../ui/app-link.tsx';
import { setTray, useTray } from './tray.ts';

/**
 * The comparison tray's bar (issue #33): how many products are in it and a link to compare them, at the bottom of
 * every page but the comparison itself while the tray holds any. Part of the shell's extras: never in the first JS.
 */
export function CompareTray() {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useTray();
  const { pathname } = useLocation();
  if (ids.length === 0 || /\/compare\/?$/.test(pathname)) return null;
  return (
    <aside className="compare-tray" aria-label={t('compare.tray')}>
      <p className="compare-tray__count" aria-live="polite">
        {t('compare.count', { count: ids.length, formatted: formatNumber(ids.length, locale), max: formatNumber(COMPARE_MAX, locale) })}
      </p>
      <AppLink to={comparePath(ids)} className="button button--primary compare-tray__go">
        {t('compare.open')}
      </AppLink>
      <button type="button" className="button compare-tray__clear" onClick={() => setTray([])}>
        {t('compare.clear')}
      </button>
    </aside>
  );
}
