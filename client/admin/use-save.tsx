import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { ZodMiniType } from 'zod/mini';
import { fieldMessages } from './admin-api.ts';
import { issueMessages } from './form-check.ts';
import { useI18n } from './admin-i18n.tsx';

/**
 * A back-office form's value and its save (the product form, the record forms): checked with the very schema the
 * server uses before it is sent, and whatever fails — here or on the server — what was typed stays and each field says
 * what is wrong. A new record's address becomes its own after the first save (`/<path>/<id>`); the form is remounted
 * there, so the address's state carries the "saved" notice across.
 */
export function useSave<V extends { id?: number }>(
  initial: V,
  {
    schema,
    save,
    path,
    labels,
  }: {
    schema: () => Promise<ZodMiniType>;
    save: (value: V) => Promise<{ id: number }>;
    /** The list's address ("discounts"): a new record goes to `/<path>/<id>`. */
    path: string;
    /** The locale keys' prefix of the form's field labels ("discounts.fields"). */
    labels: string;
  },
) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [value, setValue] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saved, setSaved] = useState(!!(useLocation().state as { saved?: boolean } | null)?.saved);
  const [sending, setSending] = useState(false);

  const set = <K extends keyof V>(key: K, v: V[K]) => {
    setValue((old) => ({ ...old, [key]: v }));
    // A corrected field stops being marked; the others keep their message until the next save.
    setErrors(({ [String(key)]: _fixed, ...rest }) => rest);
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

  return { value, set, errors, general, saved, sending, submit };
}

/** What the last save said: what to fix (an alert), or that it was saved. */
export function SaveStatus({ general, saved }: { general: string[]; saved: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {general.length > 0 && (
        <div className="adm-alert" role="alert">
          {general.map((g) => (
            <p key={g}>{g}</p>
          ))}
        </div>
      )}
      {saved && (
        <div className="adm-notice" role="status">
          {t('form.saved')}
        </div>
      )}
    </>
  );
}
