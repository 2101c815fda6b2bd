import { neutraliseFormula } from '@ontobench/sdk/common';
import type { FormalContext } from './context.ts';

/** The mark of an incidence in the CSV (the usual cross table of FCA tools). */
export const CSV_MARK = 'X';

/**
 * A CSV cell: quoted when it holds the separator, a quote or a line break; a text that a spreadsheet
 * would read as a formula (starting with = + - @ or a tab) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvCell(text: string): string {
  const safe = neutraliseFormula(text);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The context as a cross table in CSV as Russian Excel reads it: UTF-8 with a BOM, `;`-separated, CRLF
 * lines; a header of the attributes (after an empty corner cell), then a row per object with an X for
 * each attribute it has.
 */
export function contextCsv(context: FormalContext): string {
  const lines = [
    ['', ...context.attributes].map(csvCell).join(';'),
    ...context.objects.map((object, g) =>
      [csvCell(object), ...context.attributes.map((_, m) => (context.incidence[g]?.[m] ? CSV_MARK : ''))].join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
