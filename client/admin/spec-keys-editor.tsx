import { useState, type FormEvent } from 'react';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import type { AdminSpecKey } from '../../shared/contracts/admin/spec-keys.ts';
import { api } from './admin-locale.ts';
import { fieldMessages } from './admin-api.ts';
import { useI18n } from './admin-i18n.tsx';
import { SaveStatus } from './use-save.tsx';

const FIELDS = ['nameFa', 'nameEn', 'unitFa', 'unitEn'] as const;
const blank = (): AdminSpecKey => ({ nameFa: '', nameEn: '', unitFa: '', unitEn: '' });

/**
 * A category's spec keys (issue #33), below its form and saved apart from it: names and units in both languages,
 * put in order with "earlier" and "later". Its products' forms fill a value for each; the comparison lines rows up by them.
 */
export function SpecKeysEditor({ categoryId, initial }: { categoryId: number; initial: AdminSpecKey[] }) {
  const { t } = useI18n();
  const [keys, setKeys] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const edit = (i: number, patch: Partial<AdminSpecKey>) => setKeys(keys.map((k, j) => (j === i ? { ...k, ...patch } : k)));
  const move = (i: number, to: number) => {
    if (to < 0 || to >= keys.length) return;
    const next = [...keys];
    [next[i], next[to]] = [next[to], next[i]];
    setKeys(next);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setSending(true);
    try {
      setKeys(await api().call(adminContracts.specKeys.save, { categoryId, keys }));
      setErrors({});
      setGeneral([]);
      setSaved(true);
    } catch (err) {
      const m = fieldMessages(err);
      setErrors(m.fields);
      setGeneral(m.general.length ? m.general : [t('form.fix')]);
    } finally {
      setSending(false);
    }
  }
  return (
    <form className="adm-form adm-spec-keys-editor" onSubmit={submit} noValidate aria-labelledby="spec-keys-title">
      <h2 id="spec-keys-title">{t('specKeys.title')}</h2>
      <p className="adm-hint">{t('specKeys.hint')}</p>
      <SaveStatus general={general} saved={saved} />
      <ol className="adm-spec-key-list">
        {keys.map((k, i) => (
          <li className="adm-item" key={k.id ?? `new-${i}`}>
            {FIELDS.map((f) => {
              const id = `key-${i}-${f}`;
              const error = errors[`keys.${i}.${f}`] ?? (f === 'nameFa' ? errors[`keys.${i}.id`] : undefined);
              return (
                <div className="adm-field" key={f}>
                  <label htmlFor={id}>{t(`specKeys.${f}`)}</label>
                  <input
                    id={id}
                    dir={f.endsWith('Fa') ? 'rtl' : 'ltr'}
                    value={k[f]}
                    aria-invalid={!!error}
                    aria-describedby={error ? `${id}-e` : undefined}
                    onChange={(e) => edit(i, { [f]: e.target.value })}
                  />
                  {error && (
                    <p id={`${id}-e`} className="adm-error">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="adm-row-actions">
              <button type="button" className="adm-button adm-button--quiet" disabled={i === 0} onClick={() => move(i, i - 1)}>
                {t('specKeys.earlierShort')}
                <span className="adm-hidden"> {k.nameFa || k.nameEn}</span>
              </button>
              <button type="button" className="adm-button adm-button--quiet" disabled={i === keys.length - 1} onClick={() => move(i, i + 1)}>
                {t('specKeys.laterShort')}
                <span className="adm-hidden"> {k.nameFa || k.nameEn}</span>
              </button>
              <button type="button" className="adm-button adm-button--quiet" onClick={() => setKeys(keys.filter((_, j) => j !== i))}>
                {t('specKeys.removeShort')}
                <span className="adm-hidden"> {k.nameFa || k.nameEn}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="adm-actions">
        <button type="button" className="adm-button adm-button--quiet" onClick={() => setKeys([...keys, blank()])}>
          {t('specKeys.add')}
        </button>
        <button className="adm-button" type="submit" disabled={sending}>
          {t('specKeys.save')}
        </button>
      </div>
    </form>
  );
}
