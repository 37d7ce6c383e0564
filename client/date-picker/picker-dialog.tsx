import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { LOCALE_DIR, LOCALE_TAG, type Locale } from '../../shared/locale.ts';
import { clampDate, dateOf, monthLength, startOfDay, yearList, type CalendarKind, type Weekday } from './calendar.ts';
import { canSubmit, firstView, isDisabled, lastView, nextView, pick, type Level, type Limits, type PickerMode, type PickerType, type View } from './rules.ts';
import { DayGrid } from './day-grid.tsx';
import { MonthGrid, YearGrid } from './list-grids.tsx';
import { TimeView } from './time-view.tsx';
import { PickerHeader } from './picker-header.tsx';
import { usePlacement } from './use-placement.ts';
import type { ViewProps } from './view-props.ts';

export interface PickerDialogProps {
  id: string;
  type: PickerType;
  mode: PickerMode;
  locale: Locale;
  calendar: CalendarKind;
  weekStart: Weekday;
  limits: Limits;
  /** The submitted choice the dialog starts from. */
  initial: Date[];
  now: Date;
  displayFormat: string;
  autoSubmit: boolean;
  minuteStep: number;
  /** The input the dialog belongs to: the popover sits by it and focus returns to it. */
  anchor: HTMLElement | null;
  describe(choice: Date[]): string;
  onSubmit(choice: Date[]): void;
  onCancel(): void;
}

const FOCUSABLE = 'button:not([disabled]), [tabindex="0"]';

/**
 * The open picker: a modal <dialog> (the page behind is inert), a popover or a bottom sheet. Escape or a click
 * outside cancels; the choice becomes the input's value only on submit (or at once with autoSubmit). Tab stays inside.
 */
export function PickerDialog(p: PickerDialogProps) {
  const { t } = useTranslation('datepicker');
  const ref = useRef<HTMLDialogElement>(null);
  const placement = usePlacement(ref, p.anchor);
  const focusRequest = useRef(true);
  const [choice, setChoice] = useState<Date[]>(() => (p.initial.length || p.type !== 'time' ? p.initial : [p.now]));
  const [view, setView] = useState<View>(() => firstView(p.type));
  const [message, setMessage] = useState('');
  const years = yearList(p.calendar, p.limits.min, p.limits.max);
  // The cursor stays inside the year list: from its first Farvardin (January) 1 to its last day.
  const bounds = [
    dateOf({ year: years[0], month: 1, day: 1 }, p.calendar),
    dateOf({ year: years.at(-1)!, month: 12, day: monthLength(years.at(-1)!, 12, p.calendar) }, p.calendar),
  ] as const;
  const [cursor, setCursor] = useState(() => clampDate(startOfDay(p.initial[0] ?? clampDate(p.now, p.limits.min, p.limits.max)), ...bounds));
  const today = startOfDay(p.now);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first button; the WAI-ARIA pattern starts on the chosen (or today's) day instead. The views'
    // own focus ran before the dialog was open, so it is done here once.
    dialog.querySelector<HTMLElement>('[role="grid"] [tabindex="0"], [role="spinbutton"]')?.focus();
    const anchor = p.anchor;
    return () => {
      // Close first: while the modal is open the input is inert and cannot take focus.
      if (dialog.open) dialog.close();
      anchor?.focus();
    };
  }, [p.anchor]);

  const show = (next: View, at = cursor) => {
    focusRequest.current = true;
    setCursor(clampDate(at, ...bounds));
    setView(next);
  };

  function submit(next = choice) {
    if (canSubmit(next, p.mode, p.limits)) p.onSubmit(next);
  }

  function choose(date: Date) {
    const level: Level = view;
    if (isDisabled(date, level, p.limits)) return setMessage(t('unavailable'));
    const after = nextView(p.type, view);
    if (view !== lastView(p.type) && after) {
      if (after === 'time') {
        const from = choice[0] ?? p.now;
        setChoice([new Date(date.getFullYear(), date.getMonth(), date.getDate(), from.getHours(), from.getMinutes())]);
      }
      return show(after, date);
    }
    const next = pick(choice, date, p.mode, p.type, p.calendar);
    setChoice(next);
    setMessage(next.length ? t('chosen', { value: p.describe(next) }) : '');
    if (p.autoSubmit && (p.mode === 'single' || (p.mode === 'range' && next.length === 2))) submit(next);
  }

  /** Shows today's month with today focused, and picks today when the days were already showing. */
  function goToday() {
    const inDays = view === 'day';
    show('day', today);
    if (inDays) choose(today);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Tab') return;
    const items = [...ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [items[0], items.at(-1)];
    if (e.shiftKey && document.activeElement === first) last?.focus();
    else if (!e.shiftKey && document.activeElement === last) first?.focus();
    else return;
    e.preventDefault();
  }

  const viewProps: ViewProps = {
    locale: p.locale,
    calendar: p.calendar,
    weekStart: p.weekStart,
    rtl: LOCALE_DIR[p.locale] === 'rtl',
    mode: p.mode,
    limits: p.limits,
    choice,
    cursor,
    today,
    labelId: `${p.id}-label`,
    helpId: `${p.id}-help`,
    focusRequest,
    moveCursor: (to) => setCursor(clampDate(to, ...bounds)),
    onChoose: choose,
  };
  const hasDays = view === 'day';
  const timeUnavailable = view === 'time' && !!choice[0] && !canSubmit(choice, 'single', p.limits);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the picker's keys (arrows, Page Up/Down, Home, End) are caught on the dialog, whichever of its controls has the focus
    <dialog
      ref={ref}
      id={p.id}
      className={`dp-dialog dp-dialog--${placement}`}
      dir={LOCALE_DIR[p.locale]}
      lang={LOCALE_TAG[p.locale]}
      aria-label={t(p.type === 'time' ? 'dialogTime' : 'dialog')}
      onCancel={(e) => {
        e.preventDefault();
        e.stopPropagation();
        p.onCancel();
      }}
      // React passes a dialog's cancel and close events up the component tree: Escape in a picker inside a modal (the
      // consultation pop-up) must not reach that modal's own onCancel/onClose.
      onClose={(e) => e.stopPropagation()}
      onClick={(e) => e.target === ref.current && p.onCancel()}
      onKeyDown={onKeyDown}
    >
      <div className="dp-dialog__body">
        <PickerHeader view={view} type={p.type} props={viewProps} displayFormat={p.displayFormat} showView={(v) => show(v)} />
        {view === 'year' && <YearGrid {...viewProps} years={years} />}
        {view === 'month' && <MonthGrid {...viewProps} />}
        {hasDays && <DayGrid {...viewProps} />}
        {view === 'time' && (
          <TimeView
            value={choice[0] ?? p.now}
            onChange={(d) => setChoice([d])}
            locale={p.locale}
            minuteStep={p.minuteStep}
            unavailable={timeUnavailable}
            focusRequest={focusRequest}
          />
        )}
        {hasDays && (
          <p className="visually-hidden" id={viewProps.helpId}>
            {t('help')}
          </p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {message}
        </p>
        <div className="dp-dialog__actions">
          <button type="button" className="button button--primary" disabled={!canSubmit(choice, p.mode, p.limits)} onClick={() => submit()}>
            {t('submit')}
          </button>
          {(p.type === 'date' || p.type === 'datetime') && (
            <button type="button" className="button" onClick={goToday}>
              {t('today')}
            </button>
          )}
          {p.type === 'time' && (
            <button type="button" className="button" onClick={() => setChoice([p.now])}>
              {t('now')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={p.onCancel}>
            {t('cancel')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
