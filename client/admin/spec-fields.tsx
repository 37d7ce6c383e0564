import { useEffect, useState } from 'react';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import type { AdminItem, AdminSpec } from '../../shared/contracts/admin/catalog.ts';
import type { AdminSpecKey } from '../../shared/contracts/admin/spec-keys.ts';
import { api } from './admin-locale.ts';
import { useI18n } from './admin-i18n.tsx';

/** The spec keys of the product's category, read again when the category changes (issue #33); none while loading. */
export function useCategoryKeys(categoryId: number): AdminSpecKey[] {
  const [keys, setKeys] = useState<{ categoryId: number; keys: AdminSpecKey[] }>({ categoryId: 0, keys: [] });
  useEffect(() => {
    let live = true;
    if (categoryId)
      void api()
        .call(adminContracts.specKeys.list, { categoryId })
        .then((k) => live && setKeys({ categoryId, keys: k }))
        .catch(() => live && setKeys({ categoryId, keys: [] }));
    return () => {
      live = false;
    };
  }, [categoryId]);
  return keys.categoryId === categoryId ? keys.keys : [];
}

const unitOf = (k: AdminSpecKey, lang: 'Fa' | 'En') => k[`unit${lang}`];

/**
 * The product's table: a row for each key its category declares (its values in both languages; its unit shown
 * beside them), then its free rows, each with its own names. Keeps a keyed row's place in `specs` as sent.
 */
export function SpecRows({
  keys,
  specs,
  setSpecs,
  errors,
}: {
  keys: AdminSpecKey[];
  specs: AdminSpec[];
  setSpecs: (s: AdminSpec[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  const declared = new Set(keys.map((k) => k.id));
  const valueOf = (id: number) => specs.find((s) => s.keyId === id);
  const setKeyed = (k: AdminSpecKey, patch: Partial<AdminSpec>) => {
    const own = valueOf(k.id!);
    const next = { keyId: k.id, keyFa: k.nameFa, keyEn: k.nameEn, valueFa: own?.valueFa ?? '', valueEn: own?.valueEn ?? '', ...patch };
    setSpecs(own ? specs.map((s) => (s === own ? next : s)) : [next, ...specs]);
  };
  const free = specs.map((s, i) => ({ s, i })).filter(({ s }) => s.keyId === undefined || !declared.has(s.keyId));
  const setFree = (i: number, patch: Partial<AdminSpec>) => setSpecs(specs.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <>
      {keys.length > 0 && (
        <div className="adm-spec-keys" role="group" aria-labelledby="spec-keyed-title">
          <p id="spec-keyed-title" className="adm-hint">
            {t('specKeys.keyedHint')}
          </p>
          {keys.map((k) => (
            <div className="adm-item adm-spec-keyed" key={k.id}>
              {(['Fa', 'En'] as const).map((lang) => {
                const id = `spec-key-${k.id}-${lang}`;
                const unit = unitOf(k, lang);
                return (
                  <div className="adm-field" key={lang}>
                    <label htmlFor={id}>
                      {lang === 'Fa' ? k.nameFa : k.nameEn}
                      {unit && ` (${unit})`}
                    </label>
                    <input
                      id={id}
                      dir={lang === 'Fa' ? 'rtl' : 'ltr'}
                      value={valueOf(k.id!)?.[`value${lang}`] ?? ''}
                      onChange={(e) => setKeyed(k, { [`value${lang}`]: e.target.value })}
                    />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
      {free.map(({ s, i }) => (
        <div className="adm-item" key={i}>
          {(['keyFa', 'valueFa', 'keyEn', 'valueEn'] as const).map((k) => (
            <div className="adm-field" key={k}>
              <label htmlFor={`spec-${i}-${k}`}>{t(`products.spec.${k}`)}</label>
              <input
                id={`spec-${i}-${k}`}
                dir={k.endsWith('Fa') ? 'rtl' : 'ltr'}
                value={s[k]}
                onChange={(e) => setFree(i, { [k]: e.target.value, keyId: undefined })}
              />
              {errors[`specs.${i}.keyId`] && <p className="adm-error">{errors[`specs.${i}.keyId`]}</p>}
            </div>
          ))}
          <button type="button" className="adm-button adm-button--quiet" onClick={() => setSpecs(specs.filter((_, j) => j !== i))}>
            {t('products.removeSpec')}
          </button>
        </div>
      ))}
      <button type="button" className="adm-button adm-button--quiet" onClick={() => setSpecs([...specs, { keyFa: '', keyEn: '', valueFa: '', valueEn: '' }])}>
        {t('products.addSpec')}
      </button>
    </>
  );
}

/**
 * A model's own name and values (issue #33): empty fields show the product's. Folded away until opened, so a
 * product of many models stays short.
 */
export function ItemOwnFields({
  i,
  item,
  keys,
  setItem,
  errors,
}: {
  i: number;
  item: AdminItem;
  keys: AdminSpecKey[];
  setItem: (i: number, patch: Partial<AdminItem>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  const specs = item.specs ?? [];
  const own = (id: number) => specs.find((s) => s.keyId === id);
  const setOwn = (keyId: number, lang: 'Fa' | 'En', value: string) => {
    const old = own(keyId) ?? { keyId, valueFa: '', valueEn: '' };
    const next = { ...old, [`value${lang}`]: value };
    setItem(i, { specs: own(keyId) ? specs.map((s) => (s.keyId === keyId ? next : s)) : [...specs, next] });
  };
  const count = specs.filter((s) => s.valueFa || s.valueEn).length + (item.titleFa || item.titleEn ? 1 : 0);
  return (
    <details className="adm-item-own" open={count > 0}>
      <summary>{t('specKeys.itemOwn', { count })}</summary>
      <div className="adm-grid">
        {(['titleFa', 'titleEn'] as const).map((k) => (
          <div className="adm-field" key={k}>
            <label htmlFor={`item-${i}-${k}`}>{t(`specKeys.${k}`)}</label>
            <input id={`item-${i}-${k}`} dir={k === 'titleFa' ? 'rtl' : 'ltr'} value={item[k] ?? ''} onChange={(e) => setItem(i, { [k]: e.target.value })} />
          </div>
        ))}
        {keys.flatMap((k) =>
          (['Fa', 'En'] as const).map((lang) => {
            const id = `item-${i}-spec-${k.id}-${lang}`;
            const unit = unitOf(k, lang);
            const at = specs.findIndex((s) => s.keyId === k.id);
            const error = at >= 0 ? errors[`items.${i}.specs.${at}.keyId`] : undefined;
            return (
              <div className="adm-field" key={id}>
                <label htmlFor={id}>
                  {lang === 'Fa' ? k.nameFa : k.nameEn}
                  {unit && ` (${unit})`}
                </label>
                <input
                  id={id}
                  dir={lang === 'Fa' ? 'rtl' : 'ltr'}
                  value={own(k.id!)?.[`value${lang}`] ?? ''}
                  onChange={(e) => setOwn(k.id!, lang, e.target.value)}
                />
                {error && <p className="adm-error">{error}</p>}
              </div>
            );
          }),
        )}
      </div>
    </details>
  );
}
