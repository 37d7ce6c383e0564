import { formatDate } from '../../../shared/format-date.ts';
import { tehranNoon } from '../../../shared/tehran-day.ts';
import { useI18n } from '../admin-i18n.tsx';

/** A validity day in the operator's calendar (Jalali in Persian), or "open" when there is none. */
export function DayOrOpen({ day }: { day: string | null }) {
  const { t, locale } = useI18n();
  return day ? <time dateTime={day}>{formatDate(tehranNoon(day), locale)}</time> : <>{t('discounts.open')}</>;
}
