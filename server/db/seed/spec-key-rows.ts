import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';
import { CATEGORIES } from './catalog.data.ts';
import { PRODUCT_VARIANTS } from './items.data.ts';
import { PRODUCTS } from './products.data.ts';
import { K } from './spec-keys.ts';
import type { Bi } from './types.ts';

type KeyName = keyof typeof K;
const NAME_OF = new Map<Bi, KeyName>(Object.entries(K).map(([name, bi]) => [bi as Bi, name as KeyName]));

/** Units the demo declares: a key of a category has one when every value of it there ends with it (issue #33). */
const UNITS: { readonly [k in KeyName]?: Bi } = { capacity: ['کیلوگرم', 'kg'] };

/**
 * The demo's spec keys (issue #33): each category declares the keys (K) its products use, in the order first met,
 * with a unit where every value of the key in that category carries it (then the values drop it). `plan.value`
 * writes a value of a key as the category stores it.
 */
export function specKeyPlan() {
  const categoryId = new Map(CATEGORIES.map((c) => [c.label, c.id]));
  const rows: Insertable<Database['category_spec_keys']>[] = [];
  const idOf = new Map<string, number>(); // "category/key" → id
  const unitOf = new Map<number, Bi>();
  const valuesOf = (category: string, key: KeyName) =>
    PRODUCTS.filter((p) => p.category === category).flatMap((p) => [
      ...p.specs.filter(([k]) => NAME_OF.get(k) === key).map(([, v]) => v),
      ...(PRODUCT_VARIANTS[p.id] ?? []).flatMap((v) => (v.specs?.[key] ? [v.specs[key]] : [])),
    ]);
  for (const p of PRODUCTS) {
    for (const [bi] of p.specs) {
      const key = NAME_OF.get(bi);
      if (!key || idOf.has(`${p.category}/${key}`)) continue;
      const category = categoryId.get(p.category)!;
      const id = rows.length + 1;
      const unit = UNITS[key];
      const fits = unit && valuesOf(p.category, key).every(([fa, en]) => fa.endsWith(` ${unit[0]}`) && en.endsWith(` ${unit[1]}`));
      if (fits) unitOf.set(id, unit);
      idOf.set(`${p.category}/${key}`, id);
      rows.push({
        id,
        category_id: category,
        name_fa: bi[0],
        name_en: bi[1],
        unit_fa: fits ? unit[0] : '',
        unit_en: fits ? unit[1] : '',
        sort: rows.filter((r) => r.category_id === category).length,
      });
    }
  }
  const keyId = (category: string, key: Bi) => {
    const name = NAME_OF.get(key);
    return name ? idOf.get(`${category}/${name}`) : undefined;
  };
  /** A value as stored under key `id`: without the key's unit, which the site adds. */
  const value = (id: number | undefined, [fa, en]: Bi): Bi => {
    const unit = id === undefined ? undefined : unitOf.get(id);
    return unit ? [fa.slice(0, -unit[0].length - 1), en.slice(0, -unit[1].length - 1)] : [fa, en];
  };
  return { rows, keyId, value, keyIdByName: (category: string, name: KeyName) => idOf.get(`${category}/${name}`) };
}
