/*
 * Prices and stock in bulk (issue #32): the items' spreadsheet, exported and imported by the back office. Not JSON
 * calls (a file each way), so the paths and the preview's shape are declared here for the server, the screen and tests.
 */

export const ADMIN_ITEMS_EXPORT_PATH = '/api/admin/items/export';
export const ADMIN_ITEMS_IMPORT_PATH = '/api/admin/items/import';
/** The multipart field of the imported file. */
export const ITEMS_IMPORT_FIELD = 'file';
export const ITEMS_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ItemsExportFormat = (typeof ITEMS_EXPORT_FORMATS)[number];

/** What an import may be: the file's bytes, its rows, and what an .xlsx may unpack to (a zip bomb is refused). */
export const ITEMS_IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 20_000, unpackedBytes: 50 * 1024 * 1024 } as const;

/**
 * The sheet's columns in their order; each header is admin.json `items.sheet.<column>` in either language. Prices are
 * in Toman, as the back office's item forms type them (the headers say so).
 */
export const ITEM_SHEET_COLUMNS = [
  'sku',
  'productNameFa',
  'productNameEn',
  'itemNameFa',
  'itemNameEn',
  'priceToman',
  'costToman',
  'stock',
  'lowStock',
  'active',
] as const;
export type ItemSheetColumn = (typeof ITEM_SHEET_COLUMNS)[number];

/** The columns an import may change; names are the catalogue's to edit, and are only read back for the operator. */
export const ITEM_IMPORT_FIELDS = ['priceToman', 'costToman', 'stock', 'lowStock', 'active'] as const;
export type ItemImportField = (typeof ITEM_IMPORT_FIELDS)[number];

export type ItemFieldValue = number | boolean | null;

/** One field of one row that the import changes. `line` is the sheet's row number, the header being line 1. */
export interface ItemImportChange {
  line: number;
  sku: string;
  field: ItemImportField;
  old: ItemFieldValue;
  new: ItemFieldValue;
}

/** A row the import refuses, with its line, its code (shared/errors.ts) and the message in the visitor's language. */
export interface ItemImportError {
  line: number;
  sku?: string;
  field?: ItemSheetColumn;
  code: string;
  message: string;
}

/** The preview (dryRun=1) or what was applied. */
export interface ItemImportResult {
  fileName: string;
  rows: number;
  /** Rows with at least one change. */
  changedRows: number;
  changes: ItemImportChange[];
  errors: ItemImportError[];
  applied: boolean;
}
