import { useState } from 'react';
import { useI18n } from './admin-i18n.tsx';

export interface ChoiceOption {
  id: number;
  name: string;
}

/**
 * An ordered choice of records (the home page's featured products or categories): the chosen in order, each with
 * "up", "down" and "remove", and a box to add one from `options` (found as the operator types, or all of them).
 * Every step is a button, so the keyboard does it all; the list is announced as it changes.
 */
export function OrderedChoice({
  id,
  label,
  hint,
  chosen,
  names,
  options,
  onSearch,
  onChange,
  max,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  chosen: number[];
  /** The names of chosen ids (an id without one is shown as #id). */
  names: Map<number, string>;
  options: ChoiceOption[];
  /** Asked as the operator types in the add box (products); none: `options` is the whole list (categories). */
  onSearch?: (typed: string) => void;
  onChange(next: number[], named: ChoiceOption[]): void;
  max: number;
  error?: string;
}) {
  const { t } = useI18n();
  const [adding, setAdding] = useState('');
  const move = (from: number, to: number) => {
    const next = [...chosen];
    [next[from], next[to]] = [next[to], next[from]];
    onChange(next, []);
  };
  const add = () => {
    const hit = options.find((o) => String(o.id) === adding || o.name === adding);
    if (!hit || chosen.includes(hit.id) || chosen.length >= max) return;
    onChange([...chosen, hit.id], [hit]);
    setAdding('');
  };
  const nameOf = (n: number) => names.get(n) ?? `#${n}`;
  return (
    <fieldset className="adm-ordered" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{label}</legend>
      <p id={`${id}-hint`} className="adm-muted">
        {hint}
      </p>
      <ol aria-live="polite">
        {chosen.map((n, i) => (
          <li key={n}>
            <span dir="auto">{nameOf(n)}</span>
            <span className="adm-ordered__acts">
              <button
                type="button"
                className="adm-button adm-button--quiet"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={t('pages.up', { name: nameOf(n) })}
              >
                ↑
              </button>
              <button
                type="button"
                className="adm-button adm-button--quiet"
                disabled={i === chosen.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t('pages.down', { name: nameOf(n) })}
              >
                ↓
              </button>
              <button
                type="button"
                className="adm-button adm-button--quiet"
                onClick={() =>
                  onChange(
                    chosen.filter((c) => c !== n),
                    [],
                  )
                }
                aria-label={t('pages.remove', { name: nameOf(n) })}
              >
                {t('pages.removeShort')}
              </button>
            </span>
          </li>
        ))}
      </ol>
      {chosen.length === 0 && <p className="adm-muted">{t('pages.noneChosen')}</p>}
      <div className="adm-ordered__add">
        <label htmlFor={`${id}-add`}>{t('pages.add')}</label>
        <input
          id={`${id}-add`}
          list={`${id}-options`}
          value={adding}
          dir="auto"
          autoComplete="off"
          onChange={(e) => {
            setAdding(e.target.value);
            onSearch?.(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <datalist id={`${id}-options`}>
          {options
            .filter((o) => !chosen.includes(o.id))
            .map((o) => (
              <option key={o.id} value={o.name} />
            ))}
        </datalist>
        <button type="button" className="adm-button adm-button--quiet" onClick={add} disabled={chosen.length >= max}>
          {t('pages.addButton')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="adm-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
