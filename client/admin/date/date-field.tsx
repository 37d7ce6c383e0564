import { lazy, Suspense } from 'react';
import { useI18n } from '../admin-i18n.tsx';

/** The picker with its strings is a chunk of its own, fetched only by a screen that shows a date field. */
const Picker = lazy(() => import('./picker.tsx'));

/**
 * A day chosen with the site's own date picker (Jalali in Persian, Gregorian in English); the form receives it as
 * `name=YYYY-MM-DD` (Gregorian), the shape the back office's filters read. Until the chunk arrives, a disabled input of
 * the same size holds its place.
 */
export function DateField({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  const { locale } = useI18n();
  return (
    <div className="adm-field adm-date">
      <label htmlFor={id}>{label}</label>
      <Suspense fallback={<div className="dp"><input id={id} type="text" className="dp__input" disabled /></div>}>
        <Picker id={id} name={name} locale={locale} value={value} />
      </Suspense>
    </div>
  );
}
