import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { formsContracts } from '../../shared/contracts/forms.ts';
import { CONTACT_FIELDS } from '../../shared/contracts/forms.ts';
import { postForm } from '../../shared/forms/contact.schema.ts';
import { ApiError } from '../api/client.ts';
import { browserApi } from '../api/browser-api.ts';
import { showToast } from '../shell/toasts.ts';
import { useLocale } from '../i18n/locale.ts';
import { localDigits } from '../../shared/digits.ts';
import { useFieldValidation } from './use-field-validation.ts';
import { FileUpload } from './file-upload.tsx';
import { VisitDateField } from './visit-date-field.tsx';

type Field = (typeof CONTACT_FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { fullName: '', mobile: '', email: '', title: '', body: '', sendDate: '' };

/** Spec §9: the first field takes focus 100 ms after the form appears. */
const AUTOFOCUS_DELAY_MS = 100;

export interface ContactFormProps {
  /** Spec §9: 3 rows in the pop-up, 6 on the contact page. */
  rows: 3 | 6;
  /** A price inquiry: the product the request is about, named in the title. */
  product?: { id: number; name: string };
  contactUsGroupId?: number;
  /** Called after a successful submission (the pop-up closes). */
  onSent?: () => void;
  /** Prefix of the fields' ids (`<prefix>-fullName`…); a generated one when the page has no use for stable ids. */
  idPrefix?: string;
}

/**
 * The consultation and contact form (spec §3, §4, §5): checked as the visitor goes with the server's own schema, sent
 * once however often the button is pressed, emptied with a success toast when it arrives; each server message a red toast.
 */
export function ContactForm({ rows, product, contactUsGroupId = 1, onSent, idPrefix }: ContactFormProps) {
  const { t } = useTranslation(['forms', 'common']);
  const locale = useLocale();
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, title: product?.name ?? '' }));
  const [fileId, setFileId] = useState<number | null>(null);
  const [uploadKey, setUploadKey] = useState(0);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const { errors, setErrors, check, leave, checkSoon, checkAll, reset } = useFieldValidation<Field>(postForm, values);

  const [ready, setReady] = useState(false);
  useEffect(() => {
    // From here on what the visitor types is the form's state (before hydration it would only be the page's DOM).
    setReady(true);
    // Focus without a jump: on the contact page the form is below the address and the map, which the visitor came for.
    const timer = setTimeout(() => form.current?.querySelector<HTMLInputElement>('input[name="fullName"]')?.focus({ preventScroll: true }), AUTOFOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sendingRef.current) return;
    const invalid = checkAll(CONTACT_FIELDS);
    if (invalid.length) {
      form.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await browserApi(locale).call(formsContracts.postForm, {
        ...values,
        contactUsGroupId,
        ...(fileId ? { fileId } : {}),
        ...(product ? { productId: product.id } : {}),
        website: honeypot.current?.value ?? '',
      });
      setValues({ ...EMPTY });
      setFileId(null);
      setUploadKey((k) => k + 1);
      reset();
      showToast({ kind: 'success', title: t('forms:contact.sent'), description: t('forms:contact.sentLead') });
      onSent?.();
    } catch (err) {
      const messages = err instanceof ApiError && err.messages.length ? err.messages : [{ item1: t('forms:contact.failed') }];
      for (const m of messages) showToast({ kind: 'error', title: m.item1 });
      if (err instanceof ApiError) {
        const byField = Object.fromEntries(err.messages.filter((m) => m.item2).map((m) => [m.item2, m.item1]));
        setErrors((prev) => ({ ...prev, ...byField }));
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const field = (name: Field, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        onChange={(e) => {
          set(name, e.target.value);
          checkSoon(name);
        }}
        onBlur={() => leave(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={submit} aria-busy={sending} data-ready={ready ? 'true' : undefined}>
      {field('fullName', t('forms:contact.fullName'), { autoComplete: 'name', required: true })}
      {field('mobile', t('forms:contact.mobile'), {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        dir: 'ltr',
        required: true,
        placeholder: localDigits('09121234567', locale),
      })}
      {field('email', t('forms:contact.email'), { type: 'email', autoComplete: 'email', dir: 'ltr' })}
      {field('title', t('forms:contact.title'))}
      <div className="field">
        <label htmlFor={`${id}-body`}>
          {t('forms:contact.body')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={rows}
          required
          value={values.body}
          onChange={(e) => {
            set('body', e.target.value);
            checkSoon('body');
          }}
          onBlur={() => leave('body')}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
        />
        {errors.body && (
          <p id={`${id}-body-error`} className="field__error">
            {errors.body}
          </p>
        )}
      </div>
      <VisitDateField
        id={`${id}-sendDate`}
        value={values.sendDate}
        error={errors.sendDate}
        onChange={(value) => {
          set('sendDate', value);
          check('sendDate');
        }}
      />
      <FileUpload key={uploadKey} onUploaded={(file) => setFileId(file?.id ?? null)} />
      {/* Hidden from people and from assistive technology; bots that fill every field give themselves away. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('forms:contact.sending') : t('forms:contact.submit')}
      </button>
    </form>
  );
}
