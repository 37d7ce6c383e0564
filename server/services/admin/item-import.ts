import type { TFunction } from 'i18next';
import type { Repos } from '../../db/repos/index.ts';
import type { ItemSheetValues } from '../../db/repos/admin-items.repo.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { asciiDigits, localDigits } from '../../../shared/digits.ts';
import type { Locale } from '../../../shared/locale.ts';
import { formatNumber } from '../../../shared/format.ts';
import { tomanToRial } from '../../../shared/money.ts';
import {
  ITEM_IMPORT_FIELDS,
  ITEM_SHEET_COLUMNS,
  ITEMS_IMPORT_LIMITS,
  type ItemFieldValue,
  type ItemImportChange,
  type ItemImportError,
  type ItemImportField,
  type ItemImportResult,
  type ItemSheetColumn,
} from '../../../shared/contracts/admin/item-sheet.ts';
import { auditAll, type Actor, type AuditNote } from './actor.ts';
import { sheetRows, type SheetRow } from './sheet-rows.ts';
import { tomanOf } from './item-sheet.ts';
import { adjustStockIn } from './stock.ts';
import type { RateLimiter } from '../rate-limits.ts';

type ItemRow = Awaited<ReturnType<Repos['adminItems']['bySkus']>>[number];

/** The largest value each number column takes: the item form's own bounds (catalog.inputs.ts). */
const MAX: Record<Exclude<ItemImportField, 'active'>, number> = {
  priceToman: 100_000_000_000,
  costToman: 100_000_000_000,
  stock: 1_000_000,
  lowStock: 1_000_000,
};
const YES = new Set(['1', 'yes', 'y', 'true', 'بله', 'آری', 'فعال']);
const NO = new Set(['0', 'no', 'n', 'false', 'خیر', 'نه', 'غیرفعال', 'غیر فعال']);

/** A header as typed: case, spacing, the zero-width non-joiner and Arabic ی/ک do not matter. */
const headerKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u200c\u200e\u200f]/g, '')
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\s+/g, ' ')
    .trim();

/** A cell our export (or a cautious person) wrote as '=… to keep it text: the apostrophe is not part of the value. */
const cellValue = (text: string | undefined) => (text ?? '').replace(/^'(?=[=+\-@\t\r])/, '').trim();

/** Digits of any script with thousands separators ("۱٬۲۰۰٬۰۰۰", "1,200,000", "1 200 000") as a number; null: not one. */
export function wholeNumber(text: string): number | null {
  const plain = asciiDigits(text)
    .replace(/[\s\u00a0\u202f\u200c\u200e\u200f,\u066c\u060c']/g, '')
    .replace(/\u066b/g, '.')
    .replace(/^[\u2212\u2013]/, '-');
  const m = /^(-?)(\d+)(?:\.0*)?$/.exec(plain);
  return m ? Number(m[1] + m[2]) : null;
}

type Parsed = { line: number; sku: string; values: Partial<Record<ItemImportField, number | boolean>> };

interface Issue {
  line: number;
  sku?: string;
  field?: ItemSheetColumn;
  code: 'IMPORT_UNKNOWN_SKU' | 'IMPORT_DUPLICATE_SKU' | 'IMPORT_NOT_A_NUMBER' | 'IMPORT_NEGATIVE' | 'IMPORT_TOO_BIG' | 'IMPORT_NOT_A_FLAG' | 'REQUIRED';
  params?: Record<string, string | number>;
}

/** An item's importable fields as the sheet shows them (Toman, booleans). */
const current = (item: ItemRow): Record<ItemImportField, ItemFieldValue> => ({
  priceToman: tomanOf(item.price_rial),
  costToman: tomanOf(item.cost_rial),
  stock: Number(item.stock),
  lowStock: Number(item.low_stock),
  active: !!item.active,
});

export interface ItemImportDeps {
  repos: Repos;
  clock: Clock;
  limits: RateLimiter;
  texts: (locale: Locale) => TFunction;
}

/**
 * Prices and stock in bulk (issue #32): a spreadsheet of items read by its headers (in either language, in any order),
 * each row compared with its item by code. The preview lists what changes and every error; applying writes all rows
 * in one transaction or none. Stock goes through the stock screen's audited adjustment, the rest is audited per item.
 */
export function itemImport({ repos, clock, limits, texts }: ItemImportDeps) {
  /** Every header either language's export writes, and the column keys themselves, to the column. */
  const headers = new Map<string, ItemSheetColumn>();
  for (const locale of ['fa', 'en'] as const) {
    for (const c of ITEM_SHEET_COLUMNS) headers.set(headerKey(texts(locale)(`admin:items.sheet.${c}`)), c);
  }
  for (const c of ITEM_SHEET_COLUMNS) headers.set(headerKey(c), c);

  function parse(rows: SheetRow[], t: TFunction): { parsed: Parsed[]; issues: Issue[] } {
    const [head, ...data] = rows;
    const columns = (head?.cells ?? []).map((h) => headers.get(headerKey(cellValue(h))));
    const skuAt = columns.indexOf('sku');
    if (skuAt < 0) throw new AppError('IMPORT_NO_SKU_COLUMN', 'file', { column: t('admin:items.sheet.sku') });
    const parsed: Parsed[] = [];
    const issues: Issue[] = [];
    const seen = new Map<string, number>();
    for (const { line, cells } of data) {
      const sku = cellValue(cells[skuAt]);
      if (!sku) {
        issues.push({ line, field: 'sku', code: 'REQUIRED' });
        continue;
      }
      const first = seen.get(sku);
      if (first !== undefined) {
        issues.push({ line, sku, field: 'sku', code: 'IMPORT_DUPLICATE_SKU', params: { first } });
        continue;
      }
      seen.set(sku, line);
      const values: Parsed['values'] = {};
      columns.forEach((column, i) => {
        if (!column || !(ITEM_IMPORT_FIELDS as readonly string[]).includes(column)) return;
        const field = column as ItemImportField;
        const text = cellValue(cells[i]);
        if (text === '') return;
        if (field === 'active') {
          const word = headerKey(asciiDigits(text));
          if (YES.has(word)) values.active = true;
          else if (NO.has(word)) values.active = false;
          else issues.push({ line, sku, field, code: 'IMPORT_NOT_A_FLAG', params: { value: text } });
          return;
        }
        const n = wholeNumber(text);
        if (n === null) issues.push({ line, sku, field, code: 'IMPORT_NOT_A_NUMBER', params: { value: text } });
        else if (n < 0) issues.push({ line, sku, field, code: 'IMPORT_NEGATIVE' });
        else if (n > MAX[field]) issues.push({ line, sku, field, code: 'IMPORT_TOO_BIG', params: { max: MAX[field] } });
        else values[field] = n;
      });
      parsed.push({ line, sku, values });
    }
    return { parsed, issues };
  }

  /** Each parsed row against its item as it is now: the changes, and the codes no item has. */
  function compare(parsed: Parsed[], items: ItemRow[]) {
    const bySku = new Map(items.map((i) => [i.sku, i]));
    const changes: ItemImportChange[] = [];
    const issues: Issue[] = [];
    const plan: { item: ItemRow; line: number; next: Partial<Record<ItemImportField, ItemFieldValue>> }[] = [];
    for (const row of parsed) {
      const item = bySku.get(row.sku);
      if (!item) {
        issues.push({ line: row.line, sku: row.sku, field: 'sku', code: 'IMPORT_UNKNOWN_SKU' });
        continue;
      }
      const now = current(item);
      const next: Partial<Record<ItemImportField, ItemFieldValue>> = {};
      for (const field of ITEM_IMPORT_FIELDS) {
        const value = row.values[field];
        if (value === undefined || value === now[field]) continue;
        next[field] = value;
        changes.push({ line: row.line, sku: row.sku, field, old: now[field], new: value });
      }
      if (Object.keys(next).length) plan.push({ item, line: row.line, next });
    }
    return { changes, issues, plan };
  }

  function message(issue: Issue, t: TFunction, locale: Locale): ItemImportError {
    const column = issue.field ? t(`admin:items.sheet.${issue.field}`) : undefined;
    // A line number as the sheet shows it ("۱۲"); a limit grouped ("۱۰۰٬۰۰۰٬۰۰۰٬۰۰۰").
    const number = (k: string, v: number) => (k === 'first' ? localDigits(String(v), locale) : formatNumber(v, locale));
    const params = Object.fromEntries(Object.entries(issue.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? number(k, v) : v]));
    const text = t(`errors:${issue.code}`, { sku: issue.sku, column, field: column, ...params });
    return { line: issue.line, sku: issue.sku, field: issue.field, code: issue.code, message: text };
  }

  /** Reads the file and compares it with the items through `r` (the database, or the applying transaction). */
  async function read(r: Pick<Repos, 'adminItems'>, file: Buffer, fileName: string, locale: Locale) {
    const t = texts(locale);
    const rows = await sheetRows(file, ITEMS_IMPORT_LIMITS);
    const { parsed, issues } = parse(rows, t);
    const items = await r.adminItems.bySkus(parsed.map((p) => p.sku));
    const compared = compare(parsed, items);
    const errors = [...issues, ...compared.issues].sort((a, b) => a.line - b.line).map((i) => message(i, t, locale));
    const result: ItemImportResult = {
      fileName,
      rows: Math.max(rows.length - 1, 0),
      changedRows: compared.plan.length,
      changes: compared.changes,
      errors,
      applied: false,
    };
    return { result, plan: compared.plan };
  }

  return {
    /** Taken when a file starts arriving, like an upload's (a refused file cost its reading too). */
    checkLimit: (actor: Actor) => limits.take(['itemImportsPerStaff', String(actor.userId)]),

    /** What the file would change, and its errors; writes nothing. */
    preview: async (file: Buffer, fileName: string, locale: Locale) => (await read(repos, file, fileName, locale)).result,

    /**
     * Applies the file in one transaction: read again inside it, so what is written is what the items are now. Any
     * error (or a stock an order moved meanwhile) rolls everything back: IMPORT_HAS_ERRORS carries the result.
     */
    async apply(actor: Actor, file: Buffer, fileName: string, locale: Locale): Promise<ItemImportResult> {
      const reason = `import: ${fileName}`.slice(0, 500);
      return repos.transaction(async (r) => {
        const { result, plan } = await read(r, file, fileName, locale);
        if (result.errors.length) throw new AppError('IMPORT_HAS_ERRORS', 'file', { count: result.errors.length, result });
        const notes: AuditNote[] = [];
        const writes: { id: number; values: ItemSheetValues }[] = [];
        for (const { item, line, next } of plan) {
          const { stock, ...rest } = next;
          if (stock !== undefined) {
            const delta = (stock as number) - Number(item.stock);
            // An order that took pieces since the read shows as another result, or as one below zero.
            const moved = new AppError('IMPORT_STOCK_MOVED', 'file', { sku: item.sku, line });
            const adjusted = await adjustStockIn(r, { itemId: item.id, delta, reason }).catch((err: unknown) => {
              throw err instanceof AppError && err.code === 'STOCK_NEGATIVE' ? moved : err;
            });
            if (adjusted.stock !== stock) throw moved;
            notes.push(adjusted.note);
          }
          if (!Object.keys(rest).length) continue;
          // What the file leaves blank is written back as stored (a price in Rial is not rounded to Toman).
          const rial = (toman: ItemFieldValue | undefined, stored: number | string | null) =>
            toman === undefined ? (stored === null ? null : Number(stored)) : tomanToRial(toman as number);
          writes.push({
            id: item.id,
            values: {
              price_rial: rial(rest.priceToman, item.price_rial),
              cost_rial: rial(rest.costToman, item.cost_rial),
              low_stock: (rest.lowStock as number | undefined) ?? Number(item.low_stock),
              active: (rest.active ?? !!item.active) ? 1 : 0,
            },
          });
          const before = Object.fromEntries(Object.keys(rest).map((k) => [k, current(item)[k as ItemImportField]]));
          notes.push({ action: 'item.import', entity: 'product_item', entityId: item.id, before, after: rest, reason });
        }
        await r.adminItems.updateMany(writes);
        await auditAll(r, clock, actor, notes);
        await r.adminItems.syncSummaries(plan.map((p) => p.item.product_id));
        return { ...result, applied: true };
      });
    },
  };
}

export type ItemImport = ReturnType<typeof itemImport>;
