/**
 * The lines of a quote request being drafted travel in the page's own address (`?lines=12-40-2,7-19-1`: product,
 * item, count), so picking from the catalogue is a plain GET that works before the page's JavaScript has loaded and
 * survives a reload. The product id lets the page name each item without a lookup of its own.
 */
export interface DraftRef {
  productId: number;
  productItemId: number;
  count: number;
}

/** A request holds at most this many lines from the catalogue (more are a list to attach as a file). */
export const MAX_DRAFT_LINES = 30;

export function parseDraftLines(value: string | null): DraftRef[] {
  const seen = new Set<number>();
  const lines: DraftRef[] = [];
  for (const part of (value ?? '').split(',')) {
    const [productId, productItemId, count] = part.split('-').map(Number);
    if (![productId, productItemId, count].every((n) => Number.isSafeInteger(n) && n > 0) || seen.has(productItemId)) continue;
    seen.add(productItemId);
    lines.push({ productId, productItemId, count: Math.min(count, 100_000) });
    if (lines.length === MAX_DRAFT_LINES) break;
  }
  return lines;
}

export const serialiseDraftLines = (lines: DraftRef[]) => lines.map((l) => `${l.productId}-${l.productItemId}-${l.count}`).join(',');

/** The lines with one more of an item (a new line when it is not there yet, up to the limit). */
export function withOneMore(lines: DraftRef[], add: Omit<DraftRef, 'count'>): DraftRef[] {
  if (lines.some((l) => l.productItemId === add.productItemId)) {
    return lines.map((l) => (l.productItemId === add.productItemId ? { ...l, count: l.count + 1 } : l));
  }
  return lines.length < MAX_DRAFT_LINES ? [...lines, { ...add, count: 1 }] : lines;
}
