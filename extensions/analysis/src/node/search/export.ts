import { PassThrough } from 'node:stream';
import { neutraliseFormula } from '@ontobench/sdk/common';
import type { Cell, ColumnType } from '../../common/api.ts';
import { CSV_BOM, csvLine } from '../../common/csv.ts';
import type { PlanRows } from '../../common/search-rows.ts';
import type { SearchPlan } from '../../common/search-plan.ts';

/** §9: "Excel export sheet name Лист1". */
export const SHEET_NAME = 'Лист1';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** The shown cells of a row, in the order shown. */
const shownCells = (plan: SearchPlan, row: readonly Cell[]) => plan.shown.map((i) => row[i] ?? null);

/** The result as CSV, chunk by chunk: the BOM and the header, then a chunk per batch of rows. */
export async function* csvChunks(plan: SearchPlan, batches: AsyncIterable<PlanRows>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(plan.shown.map((i) => plan.columns[i]!.title));
  for await (const batch of batches) yield batch.rows.map((row) => csvLine(shownCells(plan, row))).join('');
}

/** A typed Excel value: numbers and booleans as they are, ISO dates as dates, the rest as text (formulas neutralised). */
export function excelValue(type: ColumnType, cell: Cell): string | number | boolean | Date | null {
  if (cell === null || cell === '') return null;
  if (type === 'date' && typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell))
    return new Date(`${cell}T00:00:00Z`);
  // A text a spreadsheet would run as a formula is written as text (formula injection).
  return typeof cell === 'string' ? neutraliseFormula(cell) : cell;
}

/**
 * The result as an .xlsx, streamed (issue 18: "exceljs streaming writer", loaded only when an export
 * runs): exceljs's workbook writer commits each row to the zip stream as it is made, so the file is
 * never held whole. One sheet 'Лист1' (§9), a bold header, typed cells (dates as dd.mm.yyyy).
 */
export function xlsxStream(plan: SearchPlan, batches: AsyncIterable<PlanRows>): PassThrough {
  const out = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(SHEET_NAME);
    const columns = plan.shown.map((i) => plan.columns[i]!);
    sheet.columns = columns.map((c) => ({
      header: c.title,
      key: c.code,
      width: Math.min(60, Math.max(10, c.title.length + 2)),
      ...(c.type === 'date' ? { style: { numFmt: 'dd.mm.yyyy' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of batches) {
      // The reader went away (the download was cancelled): stop reading the store.
      if (out.destroyed) return;
      for (const row of batch.rows) {
        const cells = shownCells(plan, row);
        sheet.addRow(cells.map((cell, k) => excelValue(columns[k]!.type, cell))).commit();
      }
      // Let the zip stream drain before the next batch is read, so rows do not pile up in memory.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
