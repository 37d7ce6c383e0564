import { createContext, useContext, type ReactNode } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { useI18n } from './admin-i18n.tsx';
import { SaveStatus, useSave } from './use-save.tsx';
import { DateInput } from './date/date-field.tsx';
import { localDigits } from '../../shared/digits.ts';
import { localizeTypedDigits } from '../forms/local-digits-input.ts';
import { MoneyInput } from './money-input.tsx';

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
 * A back-office record's form (discount codes, delivery methods…), its fields laid out in a grid and saved as
 * `useSave` saves: checked by the server's own schema first, and what was typed stays whatever fails.
 */
export function RecordFormView<R extends Value>({
  initial,
  schema,
  save,
  path,
  labels,
  title,
  children,
  after,
}: {
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
  const { value, set: setKey, errors, general, saved, sending, submit } = useSave(initial, { schema, save, path, labels });
  const set = (name: string, v: unknown) => setKey(name as keyof R, v as R[keyof R]);
  const { t } = useI18n();

  return (
    <FormContext.Provider value={{ value: value as Record<string, unknown>, set, errors, labels }}>
      <form className="adm-form" onSubmit={submit} noValidate>
        <h1>{title}</h1>
        <SaveStatus general={general} saved={saved} />
        <fieldset>
          <div className="adm-grid">{children}</div>
        </fieldset>
        <div className="adm-actions">
          <button className="adm-button" type="submit" disabled={sending}>
            {t('form.save')}
          </button>
        </div>
      </form>
      {value.id && after?.(value)}
    </FormContext.Provider>
  );
}

/** One field of a RecordFormView: its label, its input, its message. */
export function Field({
  name,
  kind = 'text',
  dir,
  options,
  hint,
  optional,
}: {
  name: string;
  /** `money`: Toman, shown in digit groups as typed. `time`: HH:mm in the screen's digits (the schema reads either). */
  kind?: 'text' | 'area' | 'number' | 'money' | 'date' | 'time' | 'check' | 'select';
  dir?: 'ltr' | 'rtl';
  options?: { value: string; label: string }[];
  hint?: string;
  /** A date that may be left empty: a button takes a chosen day away again. */
  optional?: boolean;
}) {
  const { value, set, errors, labels } = useRecordForm();
  const { t, locale } = useI18n();
  const id = `f-${name}`;
  const error = errors[name];
  const label = t(`${labels}.${name}`);
  const v = value[name];
  if (kind === 'check') {
    return (
      <label className="adm-inline">
        <input id={id} type="checkbox" checked={!!v} onChange={(e) => set(name, e.target.checked)} /> {label}
      </label>
    );
  }
  const common = {
    id,
    name,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-e` : hint ? `${id}-h` : undefined,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  };
  const text = v === null || v === undefined ? '' : String(v);
  return (
    <div className={kind === 'date' ? 'adm-field adm-date' : 'adm-field'}>
      <label htmlFor={id}>{label}</label>
      {kind === 'area' ? (
        <textarea rows={8} dir={dir} value={text} {...common} />
      ) : kind === 'select' ? (
        <select value={text} {...common}>
          {options!.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : kind === 'money' ? (
        <MoneyInput value={text} {...common} onChange={(digits) => set(name, digits)} />
      ) : kind === 'date' ? (
        <DateInput id={id} name={name} value={text} onChange={(day) => set(name, day)} invalid={!!error} describedBy={common['aria-describedby']} />
      ) : kind === 'time' ? (
        <input dir="ltr" inputMode="numeric" value={localDigits(text, locale)} onInput={localizeTypedDigits(locale)} {...common} />
      ) : (
        <input dir={kind === 'number' ? 'ltr' : dir} inputMode={kind === 'number' ? 'numeric' : undefined} value={text} {...common} />
      )}
      {kind === 'date' && optional && text && (
        <button
          type="button"
          className="adm-button adm-button--quiet adm-date__clear"
          onClick={() => {
            set(name, null);
            // The button goes with the day: focus stays on the field rather than falling to the page.
            document.getElementById(id)?.focus();
          }}
        >
          {t('form.clearDate', { field: label })}
        </button>
      )}
      {hint && !error && (
        <small id={`${id}-h`} className="adm-muted">
          {hint}
        </small>
      )}
      {error && (
        <p id={`${id}-e`} className="adm-error">
          {error}
        </p>
      )}
    </div>
  );
}
