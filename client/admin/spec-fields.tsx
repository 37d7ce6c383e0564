import { useEffect, useState } from 'react';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import type { AdminItem, AdminSpec } from '../../shared/contracts/admin/catalog.ts';
import type { AdminSpecKey } from '../../shared/contracts/admin/spec-keys.ts';
import { api } from './admin-locale.ts';
import { useI18n } from './admin-i18n.tsx';
import { LabelledField } from './labelled-field.tsx';

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

/** A value for one of the category's keys in one language, labelled by the key's name and unit in that language. */
function KeyedValue({
  id,
  specKey: k,
  lang,
  value,
  onChange,
  error,
}: {
  id: string;
  specKey: AdminSpecKey;
  lang: 'Fa' | 'En';
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const unit = k[`unit${lang}`];
  return (
    <LabelledField
      id={id}
      label={`${lang === 'Fa' ? k.nameFa : k.nameEn}${unit ? ` (${unit})` : ''}`}
      error={error}
      control={(aria) => <input {...aria} dir={lang === 'Fa' ? 'rtl' : 'ltr'} value={value} onChange={(e) => onChange(e.target.value)} />}
    />
  );
}

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
              {(['Fa', 'En'] as const).map((lang) => (
                <KeyedValue
                  key={lang}
                  id={`spec-key-${k.id}-${lang}`}
                  specKey={k}
                  lang={lang}
                  value={valueOf(k.id!)?.[`value${lang}`] ?? ''}
                  onChange={(value) => setKeyed(k, { [`value${lang}`]: value })}
                />
              ))}
            </div>
          ))}
        </div>
      )}
      {free.map(({ s, i }) => (
        <div className="adm-item" key={i}>
          {(['keyFa', 'valueFa', 'keyEn', 'valueEn'] as const).map((k) => (
            <LabelledField
              key={k}
              id={`spec-${i}-${k}`}
              label={t(`products.spec.${k}`)}
              // A row's refusal (its key is another category's) is said once, by its Persian name.
              error={k === 'keyFa' ? errors[`specs.${i}.keyId`] : undefined}
              control={(aria) => (
                <input {...aria} dir={k.endsWith('Fa') ? 'rtl' : 'ltr'} value={s[k]} onChange={(e) => setFree(i, { [k]: e.target.value, keyId: undefined })} />
              )}
            />
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
          <LabelledField
            key={k}
            id={`item-${i}-${k}`}
            label={t(`specKeys.${k}`)}
            control={(aria) => (
              <input {...aria} dir={k === 'titleFa' ? 'rtl' : 'ltr'} value={item[k] ?? ''} onChange={(e) => setItem(i, { [k]: e.target.value })} />
            )}
          />
        ))}
        {keys.flatMap((k) =>
          (['Fa', 'En'] as const).map((lang) => {
            const id = `item-${i}-spec-${k.id}-${lang}`;
            const at = specs.findIndex((s) => s.keyId === k.id);
            return (
              <KeyedValue
                key={id}
                id={id}
                specKey={k}
                lang={lang}
                value={own(k.id!)?.[`value${lang}`] ?? ''}
                onChange={(value) => setOwn(k.id!, lang, value)}
                // Said once for the key, under its Persian value.
                error={lang === 'Fa' && at >= 0 ? errors[`items.${i}.specs.${at}.keyId`] : undefined}
              />
            );
          }),
        )}
      </div>
    </details>
  );
}
