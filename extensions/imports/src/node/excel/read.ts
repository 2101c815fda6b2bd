import { HttpError } from '@ontobench/sdk/node';
import { EXCEL_MAX_BYTES } from '../../common/excel/api.ts';
import type { ParsedCsv } from '../csv/parse.ts';

/**
 * An uploaded .xlsx (base64 in the JSON body) read as a table: the sheet's header row, then its rows as
 * texts — numbers as written, dates as YYYY-MM-DD, booleans true/false, a formula's cached result, rich
 * text as its text — so the same checks as a CSV's apply. exceljs loads here only, on the server, when a
 * file is read. Rows are numbered as the sheet numbers them (`firstRow`: the row after the header).
 */
export async function readXlsx(
  body: Record<string, unknown>,
  sheetName: string,
  headerRow: number,
): Promise<ParsedCsv> {
  const file = typeof body.file === 'string' ? Buffer.from(body.file, 'base64') : null;
  if (!file || file.length === 0) throw new HttpError(400, 'Файл пуст: выберите книгу Excel (.xlsx)');
  if (file.length > EXCEL_MAX_BYTES) throw new HttpError(400, 'Файл больше 20 МБ');
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, 'Файл не читается как книга Excel (.xlsx)');
  }
  const sheet = sheetName ? workbook.getWorksheet(sheetName) : workbook.worksheets[0];
  if (!sheet) throw new HttpError(400, sheetName ? `В книге нет листа «${sheetName}»` : 'В книге нет листов');
  const width = sheet.columnCount;
  const rowTexts = (n: number) =>
    Array.from({ length: width }, (_, c) => cellText(sheet.getRow(n).getCell(c + 1).value));
  const header = rowTexts(headerRow).map((h) => h.trim());
  if (header.every((h) => h === '')) throw new HttpError(400, `В строке ${headerRow} листа нет заголовка`);
  const rows: string[][] = [];
  for (let n = headerRow + 1; n <= sheet.rowCount; n++) {
    const cells = rowTexts(n);
    rows.push(cells.every((c) => c.trim() === '') ? [] : cells);
  }
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  return { delimiter: ',', header, rows, firstRow: headerRow + 1 };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: string };
    if ('result' in v) return cellText(v.result);
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.error) return v.error;
    return '';
  }
  return String(value);
}
