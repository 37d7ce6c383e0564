/*
 * CSV for spreadsheets (issue #11): UTF-8 with a byte-order mark so Excel reads Persian, every cell quoted, and a cell
 * that a spreadsheet would take for a formula (=, +, -, @, tab, carriage return first: OWASP "CSV injection") prefixed
 * with an apostrophe so it stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvDocument(header: string[], rows: unknown[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
