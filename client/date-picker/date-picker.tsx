import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/react.tsx';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locale.ts';
import { CALENDAR_OF, WEEK_START, endOfDay, startOfDay } from './calendar.ts';
import { DATE_PICKER_DEFAULTS, DISPLAY_FORMAT } from './defaults.ts';
import { describeChoice, formatPattern, parsePattern } from './format.ts';
import { isDisabled, LEVEL_OF, type DisableRule, type Limits, type PickerMode, type PickerType } from './rules.ts';
import { PickerDialog } from './picker-dialog.tsx';

type DateInput = Date | string | null | undefined | readonly (Date | string)[];
/** What `onChange` gets: one value for a single picker, a list for range and multiple; strings unless `output="date"`. */
export type PickerValue = string | Date | null | (string | Date)[];
/** A bound: a date, or the day (or minute) the picker is opened. */
export type Bound = Date | 'today' | 'now';

export interface DatePickerProps {
  /** The visible input's id, for a <label htmlFor>. */
  id?: string;
  /** The field the form posts (in `format`); range and multiple post one field per date. */
  name?: string;
  type?: PickerType;
  /** Range and multiple apply to the date-only types; date-and-time and time pickers are single. */
  mode?: PickerMode;
  /** Persian (Jalali, weeks from Saturday) or English (Gregorian, weeks from Sunday); the page's language by default. */
  locale?: 'fa' | 'en';
  min?: Bound;
  max?: Bound;
  disable?: DisableRule;
  /** Output pattern (Gregorian tokens, `j` for Jalali); spec §9 default `YYYY-MM-DDTHH:mm`. */
  format?: string;
  /** What the input shows, in the picker's calendar; Jalali year/month/day in Persian by default. */
  displayFormat?: string;
  /** A second hidden field with the value in `altFormat` (default `YYYY-MM-DD HH:mm`). */
  altName?: string;
  altFormat?: string;
  output?: 'string' | 'date';
  value?: DateInput;
  defaultValue?: DateInput;
  onChange?(value: PickerValue): void;
  onBlur?(): void;
  editable?: boolean;
  autoSubmit?: boolean;
  placeholder?: string;
  /** Accent colour (spec §9 default #d64343). */
  color?: string;
  /** Selector of the element the open picker is put in; when missing the picker warns and opens beside its input. */
  appendTo?: string;
  /** Selector of an existing <input> to use instead of our own; throws when there is none. */
  customInput?: string;
  minuteStep?: number;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The clock (tests give a fixed one). */
  now?: () => Date;
}

const systemClock = () => new Date();
const asList = (v: DateInput): (Date | string)[] => (v == null ? [] : Array.isArray(v) ? [...v] : [v as Date | string]);

function resolveBound(bound: Bound | undefined, now: Date, side: 'min' | 'max'): Date | undefined {
  if (bound === 'now') return now;
  if (bound === 'today') return side === 'min' ? startOfDay(now) : endOfDay(now);
  return bound;
}

/**
 * A Jalali (Persian) or Gregorian (English) date and time picker: a read-only, full-width input that opens a
 * keyboard-usable dialog (WAI-ARIA date picker dialog pattern), and hidden fields with the value in `format`.
 * Load it through `LazyDatePicker`, so its code is a chunk of its own.
 */
export function DatePicker(props: DatePickerProps) {
  const { t, i18n } = useTranslation('datepicker');
  const locale = props.locale ?? (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  const calendar = CALENDAR_OF[locale];
  const type = props.type ?? 'date';
  const mode: PickerMode = type === 'datetime' || type === 'time' ? 'single' : (props.mode ?? 'single');
  const format = props.format ?? DATE_PICKER_DEFAULTS.format;
  const displayFormat = props.displayFormat ?? DISPLAY_FORMAT[type];
  const editable = props.editable ?? DATE_PICKER_DEFAULTS.editable;
  const placeholder = props.placeholder ?? t(type === 'time' ? 'placeholderTime' : 'placeholder');
  const clock = props.now ?? systemClock;
  const dialogId = useId();

  const toDates = (v: DateInput) =>
    asList(v)
      .map((d) => (typeof d === 'string' ? parsePattern(d, format, { base: clock() }) : d))
      .filter((d): d is Date => d instanceof Date && !Number.isNaN(d.getTime()));
  const [own, setOwn] = useState<Date[]>(() => toDates(props.defaultValue));
  const choice = props.value !== undefined ? toDates(props.value) : own;
  const describe = (dates: Date[]) => describeChoice(dates, mode, displayFormat, calendar, locale, (start, end) => t('range', { start, end }));
  const display = describe(choice);
  const [typed, setTyped] = useState<string | null>(null);

  /** When the picker was opened (its "today" and "now"), or null while it is closed. */
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  const [portal, setPortal] = useState<Element | null>(null);
  const [anchor, setAnchor] = useState<HTMLInputElement | null>(null);

  const limitsAt = (now: Date): Limits => ({
    type,
    calendar,
    disable: props.disable,
    min: resolveBound(props.min, now, 'min'),
    max: resolveBound(props.max, now, 'max'),
  });

  function open() {
    if (props.disabled || openedAt) return;
    const target = props.appendTo ? document.querySelector(props.appendTo) : null;
    if (props.appendTo && !target) console.warn(`date picker: no element matches appendTo "${props.appendTo}"; the picker opens beside its input`);
    setPortal(target);
    setOpenedAt(clock());
  }

  function commit(next: Date[]) {
    if (props.value === undefined) setOwn(next);
    const out = next.map((d) => (props.output === 'date' ? d : formatPattern(d, format)));
    props.onChange?.(mode === 'single' ? (out[0] ?? null) : out);
  }

  function onKeyDown(e: KeyboardEvent | ReactKeyboardEvent) {
    const opens = e.key === 'Enter' || (e.key === 'ArrowDown' && (e.altKey || !editable)) || (e.key === ' ' && !editable);
    if (!opens) return;
    e.preventDefault(); // Enter would also submit the form the input is in
    open();
  }

  /** An editable input accepts a date typed in the display format, when it can be chosen. */
  function acceptTyped() {
    if (typed === null) return;
    setTyped(null);
    const date = parsePattern(typed, displayFormat, { calendar, base: clock() });
    if (date && !isDisabled(date, LEVEL_OF[type], limitsAt(clock()))) commit([date]);
  }

  // A custom input: the page's own <input>, wired to open the picker and show its value.
  const handlers = useRef({ open, onKeyDown });
  handlers.current = { open, onKeyDown };
  useEffect(() => {
    if (!props.customInput) return;
    const el = document.querySelector(props.customInput);
    if (!(el instanceof HTMLInputElement)) throw new Error(`date picker: no <input> matches customInput "${props.customInput}"`);
    el.readOnly = !editable;
    el.placeholder ||= placeholder;
    // A field that opens a calendar dialog is an ARIA 1.2 combobox: only that role may say whether its popup is open.
    el.setAttribute('role', 'combobox');
    el.setAttribute('aria-haspopup', 'dialog');
    const onClick = () => handlers.current.open();
    const onKey = (e: KeyboardEvent) => handlers.current.onKeyDown(e);
    el.addEventListener('click', onClick);
    el.addEventListener('keydown', onKey);
    setAnchor(el);
    return () => {
      el.removeEventListener('click', onClick);
      el.removeEventListener('keydown', onKey);
    };
  }, [props.customInput, editable, placeholder]);
  useEffect(() => {
    if (!props.customInput || !anchor) return;
    anchor.value = display;
    anchor.setAttribute('aria-expanded', String(!!openedAt));
  }, [props.customInput, anchor, display, openedAt]);

  const fields = (name: string | undefined, pattern: string) =>
    name &&
    (choice.length ? choice : mode === 'single' ? [null] : []).map((d, i) => (
      <input key={`${name}-${i}`} type="hidden" name={name} value={d ? formatPattern(d, pattern) : ''} />
    ));

  const dialog = openedAt && (
    <PickerDialog
      id={dialogId}
      type={type}
      mode={mode}
      locale={locale}
      calendar={calendar}
      weekStart={WEEK_START[locale]}
      limits={limitsAt(openedAt)}
      initial={choice}
      now={openedAt}
      displayFormat={displayFormat}
      autoSubmit={props.autoSubmit ?? DATE_PICKER_DEFAULTS.autoSubmit}
      minuteStep={props.minuteStep ?? 1}
      anchor={anchor}
      describe={describe}
      onSubmit={(next) => {
        commit(next);
        setOpenedAt(null);
      }}
      onCancel={() => setOpenedAt(null)}
    />
  );

  return (
    <div className="dp" style={{ '--dp-accent': props.color ?? DATE_PICKER_DEFAULTS.accent } as CSSProperties}>
      {!props.customInput && (
        <>
          <input
            ref={setAnchor}
            id={props.id}
            type="text"
            className="dp__input"
            value={typed ?? display}
            readOnly={!editable}
            placeholder={placeholder}
            required={props.required}
            disabled={props.disabled}
            autoComplete="off"
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={!!openedAt}
            aria-controls={openedAt ? dialogId : undefined}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props.describedBy}
            onClick={open}
            onKeyDown={onKeyDown}
            onChange={(e) => editable && setTyped(e.target.value)}
            onBlur={() => {
              acceptTyped();
              props.onBlur?.();
            }}
          />
          <CalendarIcon />
        </>
      )}
      {fields(props.name, format)}
      {fields(props.altName, props.altFormat ?? DATE_PICKER_DEFAULTS.altFormat)}
      {dialog && (portal ? createPortal(dialog, portal) : dialog)}
    </div>
  );
}

export function CalendarIcon() {
  return (
    <svg className="dp__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
    </svg>
  );
}
