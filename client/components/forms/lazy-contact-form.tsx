import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ContactFormProps } from './contact-form.tsx';

let LazyForm: ComponentType<ContactFormProps> | null = null;

/** The form's code, its schema and its messages arrive together, only where a form is shown (never on first paint). */
const loadForm = (instance: i18n) =>
  Promise.all([import('./contact-form.tsx'), instance.loadNamespaces(['forms', 'datepicker'])]).then(([m]) => ({ default: m.ContactForm }));

export function LazyContactForm(props: ContactFormProps) {
  const { t, i18n } = useTranslation(['forms', 'common']);
  LazyForm ??= lazy(() => loadForm(i18n));
  return (
    <Suspense fallback={<p className="contact-form contact-form--loading" aria-busy="true">{t('forms:contact.loading')}</p>}>
      <LazyForm {...props} />
    </Suspense>
  );
}
