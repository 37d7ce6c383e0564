import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import type { Repos } from '../../db/repos/index.ts';
import { rialToToman } from '../../../shared/money.ts';
import { ITEM_SHEET_COLUMNS, type ItemSheetColumn } from '../../../shared/contracts/admin/item-sheet.ts';
import { csvDocument } from './csv.ts';

type ItemRow = Awaited<ReturnType<Repos['adminItems']['all']>>[number];

/* A price on inquiry has none; a price may be a string on PostgreSQL (bigint). */
export const tomanOf = (rial: number | string | null) => (rial === null ? null : rialToToman(Number(rial)));

/** An item's cells in the sheet's column order: text as text, numbers as numbers, "active" as 1 or 0. */
export function sheetValues(row: ItemRow): Record<ItemSheetColumn, string | number | null> {
  return {
    sku: row.sku,
    productNameFa: row.product_fa,
    productNameEn: row.product_en,
    itemNameFa: row.name_fa,
    itemNameEn: row.name_en,
    priceToman: tomanOf(row.price_rial),
    costToman: tomanOf(row.cost_rial),
    stock: Number(row.stock),
    lowStock: Number(row.low_stock),
    active: row.active ? 1 : 0,
  };
}

const header = (t: TFunction) => ITEM_SHEET_COLUMNS.map((c) => t(`admin:items.sheet.${c}`));

/**
 * Every item as a spreadsheet (issue #32), headed in the operator's language. The .xlsx is right-to-left with a bold,
 * frozen header; every text is written as a string cell, never a formula, so nothing a name holds runs in Excel.
 */
export function itemSheetExport({ repos }: { repos: Repos }) {
  const rows = async () => (await repos.adminItems.all()).map((r) => ITEM_SHEET_COLUMNS.map((c) => sheetValues(r)[c]));
  return {
    async xlsx(t: TFunction): Promise<Buffer> {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet(t('admin:items.sheet.name'), { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
      sheet.columns = header(t).map((h, i) => ({ header: h, width: i >= 1 && i <= 4 ? 32 : 16 }));
      sheet.getRow(1).font = { bold: true };
      for (const values of await rows()) {
        const row = sheet.addRow([]);
        // Cell by cell: exceljs takes a string as a string (a formula is only ever an object), kept as text.
        values.forEach((v, i) => (row.getCell(i + 1).value = v));
      }
      return Buffer.from(await book.xlsx.writeBuffer());
    },

    /** The same as CSV: UTF-8 with a BOM, a formula-like text prefixed with an apostrophe (csv.ts). */
    async csv(t: TFunction): Promise<string> {
      return csvDocument(header(t), await rows());
    },
  };
}
