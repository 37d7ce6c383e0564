import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { addYears, dateOf, monthLength, partsOf } from './calendar.ts';
import { formatDigits, monthName } from './format.ts';
import { isChosen, isDisabled, type Level } from './rules.ts';
import { gridStep, isChooseKey, useFocusActive, type ViewProps } from './view-props.ts';

interface Cell {
  key: number;
  date: Date;
  text: string;
}

/** A roving-focus grid of years or months: arrows move, Home/End to the row's ends, Enter or Space picks. */
function CellGrid({
  cells,
  active,
  columns,
  level,
  label,
  page,
  props,
}: {
  cells: Cell[];
  active: number;
  columns: number;
  level: Level;
  label: string;
  /** Where PageUp (-1) and PageDown (1) go. */
  page: (n: -1 | 1) => Date;
  props: ViewProps;
}) {
  const { rtl, mode, limits, choice, calendar, onChoose, focusRequest } = props;
  const ref = useRef<HTMLTableElement>(null);
  useFocusActive(ref, focusRequest);
  const rows = Array.from({ length: Math.ceil(cells.length / columns) }, (_, r) => cells.slice(r * columns, r * columns + columns));

  function onKeyDown(e: KeyboardEvent) {
    const at = cells.findIndex((c) => c.key === active);
    if (isChooseKey(e.key)) {
      e.preventDefault();
      onChoose(cells[at].date);
      return;
    }
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      focusRequest.current = true;
      props.moveCursor(page(e.key === 'PageUp' ? -1 : 1));
      return;
    }
    let to = at + (gridStep(e.key, columns, rtl) ?? 0);
    if (e.key === 'Home') to = at - (at % columns);
    else if (e.key === 'End') to = at - (at % columns) + columns - 1;
    to = Math.max(0, Math.min(cells.length - 1, to));
    if (to === at) return;
    e.preventDefault();
    focusRequest.current = true;
    props.moveCursor(cells[to].date);
  }

  return (
    <div className={`dp-list dp-list--${level}`}>
      <table ref={ref} role="grid" aria-label={label} onKeyDown={onKeyDown}>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((c) => (
                <td
                  key={c.key}
                  tabIndex={c.key === active ? 0 : -1}
                  className={`dp-cell${isChosen(choice, c.date, level, mode, calendar) ? ' is-chosen' : ''}`}
                  aria-selected={isChosen(choice, c.date, level, mode, calendar)}
                  aria-disabled={isDisabled(c.date, level, limits) || undefined}
                  onClick={() => onChoose(c.date)}
                >
                  {c.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The cursor moved to `year`, keeping its month and day where they exist. */
const inYear = (cursor: Date, year: number, props: ViewProps) => addYears(cursor, year - partsOf(cursor, props.calendar).year, props.calendar);

/** Every year of the year list (spec §5), four to a row. */
export function YearGrid({ years, ...props }: ViewProps & { years: number[] }) {
  const { t } = useTranslation('datepicker');
  const current = partsOf(props.cursor, props.calendar).year;
  const cells = years.map((year) => ({ key: year, date: inYear(props.cursor, year, props), text: formatDigits(year, 1, props.locale) }));
  // A page is five rows of years, kept inside the list.
  const page = (n: -1 | 1) => cells[Math.max(0, Math.min(cells.length - 1, years.indexOf(current) + n * 20))].date;
  return <CellGrid cells={cells} active={current} columns={4} level="year" label={t('years')} page={page} props={props} />;
}

/** The twelve months of the cursor's year, three to a row. */
export function MonthGrid(props: ViewProps) {
  const { t } = useTranslation('datepicker');
  const { year, month, day } = partsOf(props.cursor, props.calendar);
  const cells = Array.from({ length: 12 }, (_, i) => ({
    key: i + 1,
    date: dateOf({ year, month: i + 1, day: Math.min(day, monthLength(year, i + 1, props.calendar)) }, props.calendar),
    text: monthName(i + 1, props.calendar, props.locale),
  }));
  const page = (n: -1 | 1) => addYears(props.cursor, n, props.calendar);
  return (
    <CellGrid
      cells={cells}
      active={month}
      columns={3}
      level="month"
      label={t('months', { year: formatDigits(year, 1, props.locale) })}
      page={page}
      props={props}
    />
  );
}
