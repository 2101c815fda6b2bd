import { instanceRows, type GetDataReply, type InstanceRow } from '@ontobench/sdk/common';
import { columnCode, columnTitle, visibleColumns, type SearchColumn } from './search-config.ts';

/** A search's result as a table: the visible columns in order and each row's display texts. */
export interface ResultTable {
  columns: { code: string; title: string }[];
  rows: string[][];
}

const NAME = new Set(['', 'name', '00000000-0000-4000-8000-000000000100']);

function cellText(row: InstanceRow, column: SearchColumn): string {
  if (NAME.has(column.prop_id ?? '')) return row.name;
  const values = row.values.get(column.prop_id!) ?? [];
  return values.flatMap((v) => (v.val === null ? [] : [String(v.cap ?? v.val)])).join(', ');
}

const numeric = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

/** Compares two non-empty cells: numbers by value, other texts in Russian alphabetical order. */
function compareCells(a: string, b: string): number {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== null && y !== null) return x - y;
  return a.localeCompare(b, 'ru');
}

/**
 * A get_data reply as the search's table (§3 columns: hidden, new_name, ord, sort and sort_mode): one row
 * per instance, a text per visible column, sorted by the columns that have a `sort` place (1 first).
 */
export function searchTable(columns: readonly SearchColumn[], reply: GetDataReply): ResultTable {
  const shown = visibleColumns(columns.length > 0 ? columns : [{ prop_id: 'name', new_name: 'Название' }]);
  const rows = instanceRows(reply).map((row) => shown.map((column) => cellText(row, column)));
  const sorts = shown
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => typeof column.sort === 'number')
    .sort((a, b) => a.column.sort! - b.column.sort!);
  if (sorts.length > 0)
    rows.sort((a, b) => {
      for (const { column, index } of sorts) {
        const [x, y] = [a[index]!, b[index]!];
        // Empty cells go last, whichever the direction.
        if (x === '' || y === '') {
          if (x !== y) return x === '' ? 1 : -1;
          continue;
        }
        const order = compareCells(x, y);
        if (order !== 0) return column.sort_mode === 'desc' ? -order : order;
      }
      return 0;
    });
  return { columns: shown.map((c) => ({ code: columnCode(c), title: columnTitle(c) })), rows };
}
