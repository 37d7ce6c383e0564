import { lazy, Suspense } from 'react';
import { useI18n } from '../admin-i18n.tsx';
import type { PickerProps } from './picker.tsx';

/** The picker with its strings is a chunk of its own, fetched only by a screen that shows a date field. */
const Picker = lazy(() => import('./picker.tsx'));

/**
 * A day chosen with the site's own date picker (Jalali in Persian, Gregorian in English), kept and sent as `YYYY-MM-DD`
 * (Gregorian). Until the chunk arrives, a disabled input of the same size holds its place (and its label's id).
 */
export function DateInput(props: Omit<PickerProps, 'locale'>) {
  const { locale } = useI18n();
  return (
    <Suspense
      fallback={
        <div className="dp">
          <input id={props.id} type="text" className="dp__input" disabled />
        </div>
      }
    >
      <Picker {...props} locale={locale} />
    </Suspense>
  );
}

/** A labelled day of a filter form, posted as `name=YYYY-MM-DD`, the shape the back office's filters read. */
export function DateField({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <div className="adm-field adm-date">
      <label htmlFor={id}>{label}</label>
      <DateInput id={id} name={name} value={value} />
    </div>
  );
}
