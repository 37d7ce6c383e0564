import type { CSSProperties } from 'react';

/**
 * The most columns each kind of card grid has room for on a wide screen (a 1200 px container; app.css gives each kind
 * its narrowest card: 260 px for `three`, 220 px for `categories`, 140 px for `brands`, 260 px for `groups`).
 */
export const WIDEST = { three: 4, categories: 5, brands: 7, groups: 4 } as const;

export type GridKind = keyof typeof WIDEST;

/**
 * How many columns `count` cards get on a wide screen so that no row is left half empty: all in one row when they fit,
 * else the count whose last row misses the fewest cards (the widest of equals), never fewer than half the widest (nor
 * than three where there is room for more). Nine posts are three rows of three, not two of four and one alone.
 */
export function balancedColumns(count: number, widest: number): number {
  if (count <= widest) return Math.max(count, 1);
  const narrowest = Math.max(Math.ceil(widest / 2), Math.min(3, widest));
  /** The places left empty in the last row. */
  const missing = (columns: number) => (columns - (count % columns)) % columns;
  let best = widest;
  for (let columns = widest; columns >= narrowest; columns--) if (missing(columns) < missing(best)) best = columns;
  return best;
}

/** The grid's `--columns` (app.css uses it from 1024 px; narrower screens fit what their width allows). */
export const gridColumns = (count: number, kind: GridKind) => ({ '--columns': balancedColumns(count, WIDEST[kind]) }) as CSSProperties;
