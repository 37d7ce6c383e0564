import ExcelJS from 'exceljs';
import { AppError } from '../../lib/errors.ts';
import { checkZip } from '../../lib/zip-budget.ts';

/** A spreadsheet's rows as text, each with the line a spreadsheet shows it on (the header is line 1). */
export interface SheetRow {
  line: number;
  cells: string[];
}

export interface SheetLimits {
  rows: number;
  unpackedBytes: number;
}

const isZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === 0x04034b50;

/**
 * Reads the first sheet of an .xlsx, or a CSV, as text rows; which one is decided by the bytes, never the name. A file
 * that is neither, an .xlsx that would unpack past the budget, or more data rows than allowed: an AppError.
 */
export async function sheetRows(file: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  const rows = isZip(file) ? await xlsxRows(file, limits) : csvRows(file, limits);
  return rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
}

async function xlsxRows(file: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  const zip = checkZip(file, limits.unpackedBytes);
  if (!zip.ok) throw new AppError(zip.reason === 'too-large' ? 'IMPORT_UNPACKS_TOO_LARGE' : 'IMPORT_NOT_SPREADSHEET', 'file');
  if (!zip.entries.includes('xl/workbook.xml')) throw new AppError('IMPORT_NOT_SPREADSHEET', 'file');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError('IMPORT_NOT_SPREADSHEET', 'file');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_NOT_SPREADSHEET', 'file');
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (rows.length > limits.rows) return void (tooMany = true);
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ line, cells: Array.from(cells, (c) => c ?? '') });
  });
  if (tooMany || rows.length > limits.rows + 1) throw new AppError('IMPORT_TOO_MANY_ROWS', 'file', { max: limits.rows });
  return rows;
}

/** A cell's value as the text a person sees in it: a formula's last result, never the formula. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return value.result === undefined || typeof value.result === 'object' ? '' : String(value.result);
  if ('text' in value) return String(value.text);
  return '';
}

/** RFC 4180 CSV in UTF-8 (a BOM is dropped); a comma, or the semicolon or tab some spreadsheets write instead. */
function csvRows(file: Buffer, limits: SheetLimits): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new AppError('IMPORT_NOT_SPREADSHEET', 'file');
  }
  // Text files hold no NUL; a binary file that happens to be valid UTF-8 does.
  if (text.includes('\0') || text.trim() === '') throw new AppError('IMPORT_NOT_SPREADSHEET', 'file');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const separator = firstLine.includes(',') ? ',' : firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    cells.push(cell);
    cell = '';
    rows.push({ line: rows.length + 1, cells });
    cells = [];
    if (rows.length > limits.rows + 1) throw new AppError('IMPORT_TOO_MANY_ROWS', 'file', { max: limits.rows });
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || cells.length) endRow();
  return rows;
}
