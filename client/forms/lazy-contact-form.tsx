import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { ContactFormProps } from './contact-form.tsx';
import type { Translator } from '../i18n/translator.ts';

let LazyForm: ComponentType<ContactFormProps> | null = null;
let loading: Promise<ComponentType<ContactFormProps>> | null = null;

/**
 * The form's code, its schema and its messages arrive together, only where a form is shown (never on first paint).
 * What it resolves to is drawn at once at its size, with no stand-in first (the consultation pop-up).
 */
export const loadContactForm = (instance: Pick<Translator, 'loadNamespaces'>) =>
  (loading ??= Promise.all([import('./contact-form.tsx'), instance.loadNamespaces(['forms', 'datepicker'])]).then(([m]) => m.ContactForm));

export function LazyContactForm(props: ContactFormProps) {
  const { t, i18n } = useTranslation(['forms', 'common']);
  LazyForm ??= lazy(() => loadContactForm(i18n).then((Form) => ({ default: Form })));
  return (
    <Suspense
      fallback={
        <p className="contact-form contact-form--loading" aria-busy="true">
          {t('forms:contact.loading')}
        </p>
      }
    >
      <LazyForm {...props} />
    </Suspense>
  );
}
