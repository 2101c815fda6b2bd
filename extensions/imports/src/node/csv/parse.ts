import Papa from 'papaparse';
import { HttpError } from '@ontobench/sdk/node';
import type { CsvPreview } from '../../common/csv/api.ts';

/** A CSV read whole: its delimiter, header and data rows; `rows[i]` is the file's row `i + 2` (header: row 1). */
export interface ParsedCsv {
  delimiter: CsvPreview['delimiter'];
  header: string[];
  rows: string[][];
  /** The file's row number of `rows[0]` (2 unless the header is not the first row: an Excel sheet's). */
  firstRow?: number;
}

const DELIMITERS: readonly CsvPreview['delimiter'][] = [';', ','];

/**
 * Reads an uploaded CSV (issue 21 item 4): UTF-8 with or without a BOM, `;` or `,` detected from the
 * header line. Refused with a Russian 400 that names the reason: no file, binary data, another encoding
 * (the browser reads the file as UTF-8, so a cp1251 file arrives with U+FFFD in it), a quote left open,
 * no header. Blank lines are kept out but counted, so a row's number is its line in the file (for files
 * without line breaks inside quotes).
 */
export function parseCsv(body: Record<string, unknown>): ParsedCsv {
  const raw = body.text;
  if (typeof raw !== 'string' || raw.trim() === '') throw new HttpError(400, 'Файл пуст: выберите файл CSV');
  if (raw.includes('\u0000')) throw new HttpError(400, 'Файл не похож на CSV: в нём двоичные данные');
  if (raw.includes('\ufffd'))
    throw new HttpError(400, 'Файл не в кодировке UTF-8: сохраните его как «CSV UTF-8» и загрузите снова');
  const text = raw.startsWith('\ufeff') ? raw.slice(1) : raw;
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const quote = parsed.errors.find((e) => e.type === 'Quotes');
  if (quote) throw new HttpError(400, `Файл не читается как CSV: незакрытая кавычка в строке ${(quote.row ?? 0) + 1}`);
  const [first, ...rest] = parsed.data;
  const header = (first ?? []).map((cell) => cell.trim());
  if (header.every((cell) => cell === '')) throw new HttpError(400, 'В файле нет строки заголовка');
  // A blank line stays as an empty row (its number counts); the check passes over it.
  const rows = rest.map((row) => (row.length === 1 && row[0]!.trim() === '' ? [] : row));
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  return { delimiter, header, rows };
}

/** The delimiter the header line uses more of, outside quotes (`,` when neither). */
function detectDelimiter(text: string): CsvPreview['delimiter'] {
  const line = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const count = (d: string) => line.split(d).length - 1;
  return DELIMITERS.reduce((best, d) => (count(d) > count(best) ? d : best), ',' as CsvPreview['delimiter']);
}
