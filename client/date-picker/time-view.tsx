import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { Locale } from '../../shared/locale.ts';
import { formatDigits } from './format.ts';
import { usePressRepeat } from './use-press-repeat.ts';
import { useFocusActive } from './view-props.ts';

interface TimeViewProps {
  value: Date;
  onChange(next: Date): void;
  locale: Locale;
  /** Minutes a minute step moves. */
  minuteStep: number;
  unavailable: boolean;
  focusRequest: React.RefObject<boolean>;
}

const withTime = (d: Date, hours: number, minutes: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), hours, minutes);
const wrap = (n: number, size: number) => ((n % size) + size) % size;

/** Hours and minutes as two spin buttons (arrow keys, PageUp/PageDown, Home/End) with arrows that repeat when held. */
export function TimeView({ value, onChange, locale, minuteStep, unavailable, focusRequest }: TimeViewProps) {
  const { t } = useTranslation('datepicker');
  const ref = useRef<HTMLDivElement>(null);
  useFocusActive(ref, focusRequest); // the hours take focus when the view opens
  const h = value.getHours();
  const m = value.getMinutes();
  return (
    // Time reads hours first, left to right, in Persian too (۰۹:۳۰).
    <div ref={ref} className="dp-time" dir="ltr">
      <Spin label={t('hour')} value={h} max={23} step={1} page={3} locale={locale} onChange={(n) => onChange(withTime(value, n, m))} />
      <span className="dp-time__colon" aria-hidden="true">
        :
      </span>
      <Spin label={t('minute')} value={m} max={59} step={minuteStep} page={10} locale={locale} onChange={(n) => onChange(withTime(value, h, n))} />
      {unavailable && (
        <p className="dp-time__note" dir="auto">
          {t('unavailable')}
        </p>
      )}
    </div>
  );
}

function Spin({
  label,
  value,
  max,
  step,
  page,
  locale,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  step: number;
  page: number;
  locale: Locale;
  onChange(n: number): void;
}) {
  const { t } = useTranslation('datepicker');
  const size = max + 1;
  // Held arrows run many steps between renders: each step reads the value the last one left.
  const latest = useRef(value);
  latest.current = value;
  const by = (n: number) => {
    latest.current = wrap(latest.current + n, size);
    onChange(latest.current);
  };
  const up = usePressRepeat(() => by(step));
  const down = usePressRepeat(() => by(-step));

  function onKeyDown(e: KeyboardEvent) {
    const moves: Record<string, () => void> = {
      ArrowUp: () => by(step),
      ArrowDown: () => by(-step),
      PageUp: () => by(page * step),
      PageDown: () => by(-page * step),
      Home: () => onChange(0),
      End: () => onChange(max - (max % step)),
    };
    if (!moves[e.key]) return;
    e.preventDefault();
    moves[e.key]();
  }

  const text = formatDigits(value, 2, locale);
  return (
    <div className="dp-spin">
      <button type="button" className="dp-spin__arrow" tabIndex={-1} aria-label={t('more', { unit: label })} {...up}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 15l6-6 6 6" />
        </svg>
      </button>
      <div
        role="spinbutton"
        tabIndex={0}
        className="dp-spin__value"
        aria-label={label}
        aria-valuenow={value}
        aria-valuetext={text}
        aria-valuemin={0}
        aria-valuemax={max}
        onKeyDown={onKeyDown}
      >
        {text}
      </div>
      <button type="button" className="dp-spin__arrow" tabIndex={-1} aria-label={t('less', { unit: label })} {...down}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
    </div>
  );
}
