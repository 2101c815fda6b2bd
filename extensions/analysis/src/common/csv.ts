import { neutraliseFormula } from '@ontobench/sdk/common';
import type { Cell } from './api.ts';

/** The byte-order mark that opens a CSV export, so Excel reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell as CSV text (a text starting with = + - @, a tab or CR gets a leading apostrophe): numbers with a decimal comma (the export is `;`-separated for a Russian Excel,
 * which reads "1,5" as a number), booleans as true/false, empty as nothing; quoted as RFC 4180 says
 * when it holds `;`, a quote or a line break (quotes doubled).
 */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  // A text a spreadsheet would run as a formula is written as text (formula injection, sdk neutraliseFormula).
  const text = typeof cell === 'number' ? String(cell).replace('.', ',') : neutraliseFormula(String(cell));
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record: the fields joined with `;`, ended with CRLF (RFC 4180). */
export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvField).join(';')}\r\n`;
