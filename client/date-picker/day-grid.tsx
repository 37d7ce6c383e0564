import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { addDays, addMonths, addYears, endOfWeek, monthGrid, partsOf, sameDay, startOfWeek, weekdayOrder } from './calendar.ts';
import { formatDigits, formatPattern, weekdayName } from './format.ts';
import { isChosen, isDisabled } from './rules.ts';
import { gridStep, isChooseKey, useFocusActive, type ViewProps } from './view-props.ts';

/**
 * The days of the cursor's month: the WAI-ARIA date picker grid. One cell is in the tab order (roving tabindex);
 * arrows move a day or a week, Home and End to the week's start and end, PageUp/PageDown a month, with Shift a year;
 * Enter or Space picks the day. Disabled days can be reached (so the keyboard can pass them) but not picked.
 */
export function DayGrid(props: ViewProps) {
  const { locale, calendar, weekStart, rtl, mode, limits, choice, cursor, moveCursor, onChoose, today, labelId, helpId, focusRequest } = props;
  const { t } = useTranslation('datepicker');
  const ref = useRef<HTMLTableElement>(null);
  useFocusActive(ref, focusRequest);
  const { year, month } = partsOf(cursor, calendar);
  const weeks = monthGrid(year, month, calendar, weekStart);

  function onKeyDown(e: KeyboardEvent) {
    let to: Date | null = null;
    const step = gridStep(e.key, 7, rtl);
    if (step !== null) to = addDays(cursor, step);
    else if (e.key === 'Home') to = startOfWeek(cursor, weekStart);
    else if (e.key === 'End') to = endOfWeek(cursor, weekStart);
    else if (e.key === 'PageUp' || e.key === 'PageDown') {
      const n = e.key === 'PageUp' ? -1 : 1;
      to = e.shiftKey ? addYears(cursor, n, calendar) : addMonths(cursor, n, calendar);
    } else if (isChooseKey(e.key)) {
      e.preventDefault();
      onChoose(cursor);
      return;
    }
    if (!to) return;
    e.preventDefault();
    focusRequest.current = true;
    moveCursor(to);
  }

  const dayLabel = (d: Date) =>
    t('dayLabel', { weekday: weekdayName(d.getDay(), locale, 'long'), date: formatPattern(d, t('dayLabelFormat'), { calendar, locale }) });

  return (
    <table
      ref={ref}
      role="grid"
      className="dp-days"
      aria-labelledby={labelId}
      aria-describedby={helpId}
      aria-multiselectable={mode !== 'single' || undefined}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {weekdayOrder(weekStart).map((wd) => (
            <th key={wd} scope="col" abbr={weekdayName(wd, locale, 'long')}>
              {weekdayName(wd, locale, locale === 'fa' ? 'narrow' : 'short')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>
            {week.map((d, col) => {
              if (!d) return <td key={col} className="dp-days__blank" />;
              const active = sameDay(d, cursor);
              const disabled = isDisabled(d, 'day', limits);
              const chosen = isChosen(choice, d, 'day', mode, calendar);
              const edge = choice.some((c) => sameDay(c, d));
              return (
                <td
                  key={col}
                  tabIndex={active ? 0 : -1}
                  className={`dp-cell${chosen ? (edge ? ' is-chosen' : ' is-between') : ''}${sameDay(d, today) ? ' is-today' : ''}`}
                  aria-selected={chosen}
                  aria-disabled={disabled || undefined}
                  aria-current={sameDay(d, today) ? 'date' : undefined}
                  aria-label={dayLabel(d)}
                  data-date={formatPattern(d, 'YYYY-MM-DD')}
                  onClick={() => {
                    moveCursor(d);
                    onChoose(d);
                  }}
                >
                  {formatDigits(partsOf(d, calendar).day, 1, locale)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
