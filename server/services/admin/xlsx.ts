import ExcelJS from 'exceljs';

/**
 * One sheet of an .xlsx (the reports' downloads): a bold header, then the rows, numbers as numbers and everything else
 * as plain text (a string is never written as a formula, whatever it starts with), right to left for Persian.
 */
export async function xlsxDocument(sheetName: string, header: string[], rows: (string | number)[][], rightToLeft: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ rightToLeft }] });
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}
