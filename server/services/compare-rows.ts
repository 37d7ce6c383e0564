import type { SpecKeyRow } from '../db/repos/spec-keys.repo.ts';
import type { Comparison, SpecRow } from '../../shared/contracts/catalog.ts';

/** Two keys of different categories are one row when they read the same ("Capacity" and "capacity "). */
const sameName = (key: string) => key.trim().toLowerCase();

/**
 * Lines up the products' spec tables (issue #33): the rows of declared keys first, in the order of the keys
 * (the first product's category's first), then the free rows in the order first met; a row of a name that two
 * products' keys share is one row. `values[i]` is the i-th table's value, null when it has none.
 */
export function lineUp(tables: readonly SpecRow[][], keys: readonly SpecKeyRow[]): Comparison['specs'] {
  const order = new Map(keys.map((k, i) => [k.id, i]));
  const rows: { key: string; rank: number; first: number; values: (string | null)[] }[] = [];
  const byName = new Map<string, (typeof rows)[number]>();
  tables.forEach((table, column) => {
    for (const [at, r] of table.entries()) {
      const name = sameName(r.key);
      let row = byName.get(name);
      if (!row) {
        row = {
          key: r.key,
          rank: r.keyId !== undefined ? (order.get(r.keyId) ?? keys.length) : keys.length + 1,
          first: column * 1000 + at,
          values: tables.map(() => null),
        };
        byName.set(name, row);
        rows.push(row);
      }
      if (row.values[column] === null) row.values[column] = r.value;
    }
  });
  return rows.sort((a, b) => a.rank - b.rank || a.first - b.first).map(({ key, values }) => ({ key, values }));
}
