import { CSV_MAX_LISTED_ERRORS } from '../../common/csv/api.ts';
import { cellValue } from '../../common/csv/cells.ts';
import type { RowError } from '../../common/results/api.ts';
import type { ParsedCsv } from './parse.ts';
import type { ResolvedTarget } from './target.ts';

/** A row that will become an object: its name and its values by property. */
export interface PlannedRow {
  name: string;
  values: [property: string, value: string][];
}

export interface CsvPlan {
  rows: PlannedRow[];
  errorCount: number;
  /** The first CSV_MAX_LISTED_ERRORS refused cells, in file order. */
  errors: RowError[];
}

const NAME_MAX = 2000;

/**
 * The dry run (issue 21 item 4): every data row checked against the target before anything is written — a
 * name in the name column, as many cells as the header has, each mapped cell a value of its property's base
 * type (common/csv/cells.ts; an empty cell sets nothing). Rows are numbered as lines of the file (header: 1).
 */
export function planRows(csv: ParsedCsv, target: ResolvedTarget): CsvPlan {
  const rows: PlannedRow[] = [];
  const errors: RowError[] = [];
  let errorCount = 0;
  const refuse = (row: number, column: string, message: string) => {
    errorCount++;
    if (errors.length < CSV_MAX_LISTED_ERRORS) errors.push({ row, column, message });
  };
  const nameHeader = csv.header[target.nameColumn] ?? '';
  csv.rows.forEach((cells, index) => {
    const row = index + (csv.firstRow ?? 2);
    if (cells.length === 0) return;
    if (cells.length !== csv.header.length) {
      refuse(row, '', `ячеек ${cells.length}, а столбцов в заголовке ${csv.header.length}`);
      return;
    }
    const name = cells[target.nameColumn]!.trim();
    let ok = true;
    if (name === '') {
      refuse(row, nameHeader, 'пустое имя объекта');
      ok = false;
    } else if (name.length > NAME_MAX) {
      refuse(row, nameHeader, `имя длиннее ${NAME_MAX} символов`);
      ok = false;
    }
    const values: PlannedRow['values'] = [];
    for (const column of target.columns) {
      const text = cells[column.column]!.trim();
      if (text === '') continue;
      const cell = cellValue(column.baseType, text);
      if ('problem' in cell) {
        refuse(row, column.header, `«${text.length > 40 ? `${text.slice(0, 40)}…` : text}» — ${cell.problem}`);
        ok = false;
      } else values.push([column.property, cell.value]);
    }
    if (ok) rows.push({ name, values });
  });
  return { rows, errorCount, errors };
}

/**
 * The refusal's text naming each bad row (the first ten), for the result record and the job's error. In the
 * page's own form («Ошибок: N»), which needs no number agreement: one bad row is «строка», not «в строках».
 */
export function refusalText(plan: CsvPlan): string {
  const bad = [...new Set(plan.errors.map((e) => e.row))];
  const shown = bad.slice(0, 10).join(', ');
  const rows = bad.length === 1 ? 'строка' : 'строки';
  return `Ничего не записано. Ошибок: ${plan.errorCount}, ${rows}: ${shown}${bad.length > 10 ? ' и другие' : ''}`;
}
