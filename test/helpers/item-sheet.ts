import ExcelJS from 'exceljs';
import type { ApiVisitor } from './auth-client.ts';
import type { ItemImportResult } from '../../shared/contracts/admin/item-sheet.ts';
import type { Envelope } from '../../shared/contracts/endpoint.ts';

/** The back office's items spreadsheet over HTTP (issue #32), as a signed-in staff member's browser sends it. */
const headersOf = (v: ApiVisitor) => ({
  'X-Forwarded-For': v.ip,
  Cookie: [...v.cookies].map(([k, val]) => `${k}=${val}`).join('; '),
});

export async function downloadItems(v: ApiVisitor, format: 'xlsx' | 'csv') {
  const res = await fetch(`${v.base}/api/admin/items/export?format=${format}&lang=${v.lang}`, { headers: headersOf(v) });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

export async function uploadItems(v: ApiVisitor, file: Buffer | string, name: string, { dryRun }: { dryRun: boolean }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(typeof file === 'string' ? Buffer.from(file, 'utf8') : file)]), name);
  const res = await fetch(`${v.base}/api/admin/items/import?lang=${v.lang}${dryRun ? '&dryRun=1' : ''}`, {
    method: 'POST',
    headers: headersOf(v),
    body: form,
  });
  // `data` is the preview, also on a refused apply (null only when the file was not read at all).
  return { status: res.status, body: (await res.json()) as Envelope<ItemImportResult> & { data: ItemImportResult } };
}

/** The first sheet of an .xlsx as rows of cell values (row 1 the header). */
export async function xlsxRows(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { book, sheet, rows };
}
