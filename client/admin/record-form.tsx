import { createContext, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { ZodMiniType } from 'zod/mini';
import { fieldMessages } from './admin-api.ts';
import { issueMessages } from './form-check.ts';
import { useI18n } from './admin-i18n.tsx';

type Value = { id?: number };

interface RecordForm {
  value: Record<string, unknown>;
  set(name: string, v: unknown): void;
  errors: Record<string, string>;
  /** The locale keys' prefix of this form's field labels ("discounts.fields"). */
  labels: string;
}

const FormContext = createContext<RecordForm | null>(null);
/** The form a field sits in: its values, `set` and messages (for fields of a screen's own, such as a logo). */
export const useRecordForm = () => useContext(FormContext)!;

/**
 * A back-office record's form (discount codes, delivery methods…): checked with the very schema the server uses before
 * it is sent, and whatever fails — here or on the server — what was typed stays and each field says what is wrong.
 * A new record's address becomes its own after the first save (`/<path>/<id>`).
 */
export function RecordFormView<R extends Value>({ initial, schema, save, path, labels, title, children, after }: {
  initial: R;
  schema: () => Promise<ZodMiniType>;
  save: (value: R) => Promise<{ id: number }>;
  path: string;
  labels: string;
  title: string;
  children: ReactNode;
  /** Shown under the form once it has an id (a preview, a picture). */
  after?: (value: R) => ReactNode;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [value, setValue] = useState<R>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  // A new record's form is remounted at its own address after the first save: the address's state says it was saved.
  const [saved, setSaved] = useState(!!(useLocation().state as { saved?: boolean } | null)?.saved);
  const [sending, setSending] = useState(false);
  const set = (name: string, v: unknown) => {
    setValue((old) => ({ ...old, [name]: v }));
    // A corrected field stops being marked; the others keep their message until the next save.
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const checked = (await schema()).safeParse(value);
    if (!checked.success) {
      setErrors(issueMessages(checked.error.issues, t, labels));
      setGeneral([t('form.fix')]);
      return;
    }
    setSending(true);
    try {
      const { id } = await save(value);
      setErrors({});
      setGeneral([]);
      setSaved(true);
      if (!value.id) navigate(`/${path}/${id}`, { replace: true, state: { saved: true } });
      else await revalidate();
    } catch (err) {
      const m = fieldMessages(err);
      setErrors(m.fields);
      setGeneral(m.general.length ? m.general : [t('form.fix')]);
    } finally {
      setSending(false);
    }
  }

  return (
    <FormContext.Provider value={{ value: value as Record<string, unknown>, set, errors, labels }}>
      <form className="adm-form" onSubmit={submit} noValidate>
        <h1>{title}</h1>
        {general.length > 0 && <div className="adm-alert" role="alert">{general.map((g) => <p key={g}>{g}</p>)}</div>}
        {saved && <div className="adm-notice" role="status">{t('form.saved')}</div>}
        <fieldset>
          <div className="adm-grid">{children}</div>
        </fieldset>
        <div className="adm-actions">
          <button className="adm-button" type="submit" disabled={sending}>{t('form.save')}</button>
        </div>
      </form>
      {value.id && after?.(value)}
    </FormContext.Provider>
  );
}

/** One field of a RecordFormView: its label, its input, its message. */
export function Field({ name, kind = 'text', dir, options, hint }: {
  name: string;
  kind?: 'text' | 'area' | 'number' | 'date' | 'check' | 'select';
  dir?: 'ltr' | 'rtl';
  options?: { value: string; label: string }[];
  hint?: string;
}) {
  const { value, set, errors, labels } = useRecordForm();
  const { t } = useI18n();
  const id = `f-${name}`;
  const error = errors[name];
  const label = t(`${labels}.${name}`);
  const v = value[name];
  if (kind === 'check') {
    return <label className="adm-inline"><input id={id} type="checkbox" checked={!!v} onChange={(e) => set(name, e.target.checked)} /> {label}</label>;
  }
  const common = {
    id, name, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-e` : hint ? `${id}-h` : undefined,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  };
  const text = v === null || v === undefined ? '' : String(v);
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      {kind === 'area' ? <textarea rows={8} dir={dir} value={text} {...common} />
        : kind === 'select' ? <select value={text} {...common}>{options!.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</select>
        : <input dir={kind === 'number' || kind === 'date' ? 'ltr' : dir} type={kind === 'date' ? 'date' : 'text'} inputMode={kind === 'number' ? 'numeric' : undefined} value={text} {...common} />}
      {hint && !error && <small id={`${id}-h`} className="adm-muted">{hint}</small>}
      {error && <p id={`${id}-e`} className="adm-error">{error}</p>}
    </div>
  );
}
