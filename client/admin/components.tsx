import { Link, useLocation } from 'react-router';
import type { Paged } from '../../shared/contracts/admin/paging.ts';
import { formatNumber, localDigits } from '../../shared/format.ts';
import { formatDate, formatTime } from '../../shared/format-date.ts';
import { useI18n } from './admin-i18n.tsx';

/** A number in the language's digits. */
export function Num({ value }: { value: number }) {
  const { locale } = useI18n();
  return <>{formatNumber(value, locale)}</>;
}

/** Toman, or "on inquiry" for a missing price. */
export function Toman({ value }: { value: number | null }) {
  const { t, locale } = useI18n();
  return <bdi>{value === null ? t('price.inquiry') : t('price.toman', { amount: formatNumber(value, locale) })}</bdi>;
}

/** Jalali (fa) or Gregorian (en), with Tehran's time on the 24-hour clock, as the rest of the site writes it. */
export function When({ iso }: { iso: string }) {
  const { locale } = useI18n();
  return (
    <time dateTime={iso}>
      {formatDate(iso, locale)} {formatTime(iso, locale)}
    </time>
  );
}

/**
 * A day as typed (`YYYY-MM-DD`), or a day and a Tehran wall-clock time (`YYYY-MM-DDTHH:mm`): shown as it is, with no
 * time zone to convert (a bare day read as an instant is midnight UTC, 03:30 in Tehran: a time nobody chose). Midnight
 * is a day alone: the date picker writes a chosen day as `T00:00` (its output format, spec §9), and a visit asked for
 * on a day showed «۰۰:۰۰».
 */
export function Day({ value }: { value: string }) {
  const { locale } = useI18n();
  const [day, at] = value.split('T');
  const time = at?.startsWith('00:00') ? undefined : at;
  return (
    <time dateTime={value}>
      {formatDate(`${day}T12:00:00Z`, locale)}
      {time && ` ${localDigits(time.slice(0, 5), locale)}`}
    </time>
  );
}

/** Previous/next links that keep the list's other filters. */
export function Pager({ page }: { page: Paged<unknown> }) {
  const { t } = useI18n();
  const { search, pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `${pathname.replace(/^\/admin/, '')}?${params}`;
  };
  return (
    <nav className="adm-pager" aria-label={t('pager.label')}>
      {page.page > 1 ? <Link to={to(page.page - 1)}>{t('pager.previous')}</Link> : <span />}
      <span>{t('pager.position', { page: page.page, pages, total: page.total })}</span>
      {page.page < pages ? <Link to={to(page.page + 1)}>{t('pager.next')}</Link> : <span />}
    </nav>
  );
}

/** Reads `page` (and other filters) of a list from the address. */
export const listParams = (request: Request) => Object.fromEntries(new URL(request.url).searchParams) as Record<string, string>;
