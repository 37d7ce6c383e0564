import { useMemo } from 'react';
import { I18nextProvider } from '../../i18n/react.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import { ADMIN_BOOT_ID, type AdminBoot } from '../../../shared/contracts/admin/boot.ts';
import type { Locale } from '../../../shared/locale.ts';
import { DatePicker } from '../../date-picker/date-picker.tsx';

/**
 * The picker reads its strings through the site's own translator (client/i18n/): a small one holding only the picker's
 * namespace, in both languages, from the back office's boot data.
 */
function pickerI18n(locale: Locale) {
  const boot = JSON.parse(document.getElementById(ADMIN_BOOT_ID)!.textContent!) as AdminBoot;
  return createTranslator({
    language: locale,
    fallbackLanguage: 'fa',
    defaultNamespace: 'datepicker',
    messages: { fa: { datepicker: boot.messages.fa.datepicker }, en: { datepicker: boot.messages.en.datepicker } },
    // Both languages come with the boot data: nothing is ever missing.
    load: async () => ({}),
  });
}

export interface PickerProps {
  id: string;
  name?: string;
  locale: Locale;
  /** The day as `YYYY-MM-DD` (Gregorian), or '' for none. */
  value: string;
  /** Given, the picker follows `value` and reports each chosen day (a form's state); without it, it starts from `value`. */
  onChange?(day: string): void;
  invalid?: boolean;
  describedBy?: string;
}

export default function Picker({ id, name, locale, value, onChange, invalid, describedBy }: PickerProps) {
  const i18n = useMemo(() => pickerI18n(locale), [locale]);
  const day = value || null;
  return (
    <I18nextProvider i18n={i18n}>
      <DatePicker
        id={id}
        name={name}
        locale={locale}
        type="date"
        format="YYYY-MM-DD"
        appendTo="#admin-root"
        invalid={invalid}
        describedBy={describedBy}
        {...(onChange ? { value: day, onChange: (v) => onChange(typeof v === 'string' ? v : '') } : { defaultValue: day })}
      />
    </I18nextProvider>
  );
}
