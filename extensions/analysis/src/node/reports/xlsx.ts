import { neutraliseFormula } from '@ontobench/sdk/common';
import type { Cell } from '../../common/api.ts';
import type { ReportBlock, SourceData } from '../../common/reports/template/index.ts';
import { excelValue } from '../search/export.ts';

/** The first sheet's name: the rendered report's text. */
export const REPORT_SHEET = 'Отчёт';

/** A sheet name Excel takes: no `\ / ? * [ ] :`, at most 31 characters, not one already used. */
function sheetName(wanted: string, used: Set<string>): string {
  const base = wanted.replace(/[\\/?*[\]:]/g, ' ').slice(0, 28) || 'Лист';
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  used.add(name.toLowerCase());
  return name;
}

/** The rendered text as rows of cells: a heading or a line a row, a list item a row, a table its rows. */
function textRows(blocks: readonly ReportBlock[]): string[][] {
  return blocks.flatMap((b): string[][] => {
    if (b.kind === 'heading') return [[b.text]];
    if (b.kind === 'paragraph') return [...b.lines.map((l) => [l]), []];
    if (b.kind === 'list') return [...b.items.map((i) => [`• ${i}`]), []];
    return [b.table.columns, ...b.table.rows, []];
  });
}

/**
 * A report as an .xlsx (exceljs, loaded only when it runs): the sheet 'Отчёт' with the rendered text (and
 * the notes of the sources that were cut), then a sheet per source named by its alias with the rows the
 * report read, a bold header and typed cells as the search's export writes them (numbers, dates
 * dd.mm.yyyy, booleans); a source that failed has §8's text on its sheet. A report reads at most
 * REPORT_SOURCE_ROWS rows a source, so the workbook is made whole in memory.
 */
export async function reportXlsx(
  blocks: readonly ReportBlock[],
  notes: readonly string[],
  sources: readonly SourceData[],
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ontobench';
  const used = new Set<string>();
  const text = workbook.addWorksheet(sheetName(REPORT_SHEET, used));
  // The rendered text is the user's: a line a spreadsheet would run as a formula is written as text.
  for (const row of [...textRows(blocks), ...notes.map((n) => [n])]) text.addRow(row.map(neutraliseFormula));
  text.getColumn(1).width = 80;
  for (const source of sources) {
    const sheet = workbook.addWorksheet(sheetName(source.alias, used));
    if (source.error !== undefined) {
      sheet.addRow([source.error]);
      continue;
    }
    sheet.columns = source.columns.map((c) => ({
      header: c.title,
      key: c.code,
      width: Math.min(60, Math.max(10, c.title.length + 2)),
      ...(c.type === 'date' ? { style: { numFmt: 'dd.mm.yyyy' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of source.rows)
      sheet.addRow(source.columns.map((c, i) => excelValue(c.type, (row[i] ?? null) as Cell)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
