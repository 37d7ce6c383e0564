import type { SpecKeyRow } from '../db/repos/spec-keys.repo.ts';
import type { Locale } from '../../shared/locale.ts';
import type { SpecRow } from '../../shared/contracts/catalog.ts';

/** A row of `products.specs`: `key_id` names its category's key; the names are kept for a product moved elsewhere. */
export interface StoredSpec {
  key_id?: number;
  key_fa: string;
  key_en: string;
  value_fa: string;
  value_en: string;
}
/** A row of `product_items.specs`: this model's value for one of its category's keys. */
export interface StoredOverride {
  key_id: number;
  value_fa: string;
  value_en: string;
}

export const parseSpecs = (json: string) => JSON.parse(json) as StoredSpec[];
export const parseOverrides = (json: string | null | undefined) => (json ? (JSON.parse(json) as StoredOverride[]) : []);

/** A value with its key's unit ("6" and "kg": "6 kg"); a value without a unit as it is. */
const withUnit = (value: string, unit: string) => (value && unit ? `${value} ${unit}` : value);

/**
 * The specification table of a product, or of one of its models (`overrides`): its category's keys in their order,
 * each with the model's value or else the product's (a key with neither is left out), then its free rows and rows of
 * keys its category no longer declares, by their own names. The rows' `keyId` lets the comparison line them up.
 */
export function specRows(keys: readonly SpecKeyRow[], specs: readonly StoredSpec[], overrides: readonly StoredOverride[], locale: Locale): SpecRow[] {
  const declared = new Set(keys.map((k) => k.id));
  const rows: SpecRow[] = [];
  for (const k of keys) {
    const own = overrides.find((o) => o.key_id === k.id && (o[`value_${locale}`] || o.value_fa || o.value_en));
    const value = own ?? specs.find((s) => s.key_id === k.id);
    const text = value ? value[`value_${locale}`] : '';
    if (text) rows.push({ key: k[`name_${locale}`], value: withUnit(text, k[`unit_${locale}`]), keyId: k.id });
  }
  for (const s of specs) {
    if (s.key_id !== undefined && declared.has(s.key_id)) continue;
    if (s[`key_${locale}`] || s[`value_${locale}`]) rows.push({ key: s[`key_${locale}`], value: s[`value_${locale}`] });
  }
  return rows;
}

/** Whether two tables read the same, row for row. */
export const sameRows = (a: readonly SpecRow[], b: readonly SpecRow[]) =>
  a.length === b.length && a.every((r, i) => r.key === b[i].key && r.value === b[i].value);
