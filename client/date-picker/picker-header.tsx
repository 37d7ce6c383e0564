import { useTranslation } from '../i18n/react.tsx';
import { addMonths, addYears, partsOf } from './calendar.ts';
import { formatDigits, formatPattern, monthName } from './format.ts';
import { isOutOfRange, stepsOf, type PickerType, type View } from './rules.ts';
import type { ViewProps } from './view-props.ts';

/** Back and forward chevrons: single for a month, double for a year. */
const ARROWS = {
  month: ['M15 5l-7 7 7 7', 'M9 5l7 7-7 7'],
  year: ['M12 5l-7 7 7 7M19 5l-7 7 7 7', 'M12 5l7 7-7 7M5 5l7 7-7 7'],
} as const;

interface HeaderProps {
  view: View;
  type: PickerType;
  props: ViewProps;
  displayFormat: string;
  showView(view: View): void;
}

/**
 * The line above a view: previous/next month and year around the month and year, which open their own views (the
 * steps the type has). A hidden live label names the month shown, so a screen reader hears "مرداد ۱۴۰۳" as it changes.
 */
export function PickerHeader({ view, type, props, displayFormat, showView }: HeaderProps) {
  const { t } = useTranslation('datepicker');
  const { cursor, calendar, locale, limits, labelId } = props;
  const { year, month } = partsOf(cursor, calendar);
  const steps = stepsOf(type);
  const yearText = formatDigits(year, 1, locale);
  const monthText = monthName(month, calendar, locale);

  /** A move to a month or year wholly outside min/max is refused (aria-disabled keeps the button focusable). */
  const nav = (label: string, to: Date, level: 'month' | 'year', forward: boolean) => {
    const off = isOutOfRange(to, level, limits);
    return (
      <button type="button" className="dp-nav" aria-label={label} aria-disabled={off || undefined} onClick={() => !off && props.moveCursor(to)}>
        {/* Drawn for left-to-right and mirrored in Persian, where "previous" points right. */}
        <svg className="icon icon--flip" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={ARROWS[level][forward ? 1 : 0]} />
        </svg>
      </button>
    );
  };
  const previous = (level: 'month' | 'year') =>
    nav(
      t(level === 'year' ? 'previousYear' : 'previousMonth'),
      level === 'year' ? addYears(cursor, -1, calendar) : addMonths(cursor, -1, calendar),
      level,
      false,
    );
  const next = (level: 'month' | 'year') =>
    nav(t(level === 'year' ? 'nextYear' : 'nextMonth'), level === 'year' ? addYears(cursor, 1, calendar) : addMonths(cursor, 1, calendar), level, true);
  const title = (text: string) => (
    <span className="dp-head__title" id={labelId} aria-live="polite">
      {text}
    </span>
  );

  if (view === 'year') return <div className="dp-head">{title(t('years'))}</div>;
  if (view === 'time') {
    const chosen = props.choice[0];
    if (type !== 'datetime' || !chosen) return <div className="dp-head">{title(t('dialogTime'))}</div>;
    const date = formatPattern(chosen, displayFormat.split(' ')[0], { calendar, locale });
    return (
      <div className="dp-head">
        <button type="button" className="dp-head__pick" onClick={() => showView('day')} aria-label={t('backToDays', { date })}>
          {date}
        </button>
        <span className="visually-hidden" id={labelId}>
          {t('dialogTime')}
        </span>
      </div>
    );
  }
  const yearButton = steps.includes('year') ? (
    <button type="button" className="dp-head__pick" onClick={() => showView('year')} aria-label={t('chooseYear', { year: yearText })}>
      {yearText}
    </button>
  ) : null;
  if (view === 'month') {
    return (
      <div className="dp-head">
        {steps.includes('year') && previous('year')}
        {yearButton ? <span className="dp-head__picks">{yearButton}</span> : title(yearText)}
        {steps.includes('year') && next('year')}
      </div>
    );
  }
  return (
    <div className="dp-head">
      {previous('year')}
      {previous('month')}
      <span className="dp-head__picks">
        <button type="button" className="dp-head__pick" onClick={() => showView('month')} aria-label={t('chooseMonth', { month: monthText })}>
          {monthText}
        </button>
        {yearButton}
      </span>
      <span className="visually-hidden" id={labelId} aria-live="polite">{`${monthText} ${yearText}`}</span>
      {next('month')}
      {next('year')}
    </div>
  );
}
