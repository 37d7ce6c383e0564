import { useMemo } from 'react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ADMIN_BOOT_ID, type AdminBoot } from '../../../shared/contracts/admin/boot.ts';
import type { Locale } from '../../../shared/locale.ts';
import { DatePicker } from '../../components/date-picker/date-picker.tsx';

/** The picker reads its strings through react-i18next: a small instance holding only its namespace, in both languages. */
function pickerI18n(locale: Locale) {
  const boot = JSON.parse(document.getElementById(ADMIN_BOOT_ID)!.textContent!) as AdminBoot;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { fa: { datepicker: boot.messages.fa.datepicker }, en: { datepicker: boot.messages.en.datepicker } },
    ns: ['datepicker'],
    defaultNS: 'datepicker',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

export default function Picker({ id, name, locale, value }: { id: string; name: string; locale: Locale; value: string }) {
  const i18n = useMemo(() => pickerI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <DatePicker id={id} name={name} locale={locale} type="date" format="YYYY-MM-DD" defaultValue={value || null} appendTo="#admin-root" />
    </I18nextProvider>
  );
}
