import { useTranslation } from '../i18n/react.tsx';
import { LazyDatePicker } from '../date-picker/lazy-date-picker.tsx';

/**
 * The visit date (`sendDate`): our Jalali/Gregorian picker, from today on (spec §5). Whatever the calendar shown, the
 * value is Gregorian `YYYY-MM-DDTHH:mm` (midnight for a date), the shape the server's schema reads.
 */
export function VisitDateField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange(value: string): void }) {
  const { t } = useTranslation(['forms', 'common']);
  return (
    <div className="field">
      <label htmlFor={id}>{t('forms:contact.sendDate')}</label>
      <LazyDatePicker
        id={id}
        name="sendDate"
        min="today"
        value={value || null}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        onChange={(picked) => onChange(typeof picked === 'string' ? picked : '')}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
