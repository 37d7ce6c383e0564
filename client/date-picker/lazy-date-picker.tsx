import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { DatePickerProps } from './date-picker.tsx';

export type { DatePickerProps, PickerValue, Bound } from './date-picker.tsx';

/** The picker's code (calendar, Jalali arithmetic, dialog) is a chunk of its own, fetched only where a form shows it. */
const DatePicker = lazy(() => import('./chunk/date-picker.ts').then((m) => ({ default: m.DatePicker })));

/**
 * The date picker to import: until its chunk has arrived it is a disabled input of the same size and words, so the
 * form does not move when the picker takes its place.
 */
export function LazyDatePicker(props: DatePickerProps) {
  const { t } = useTranslation('datepicker');
  const fallback = (
    <div className="dp">
      <input
        id={props.id}
        type="text"
        className="dp__input"
        disabled
        placeholder={props.placeholder ?? t(props.type === 'time' ? 'placeholderTime' : 'placeholder')}
      />
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <DatePicker {...props} />
    </Suspense>
  );
}
