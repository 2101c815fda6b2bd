import { formatDate, formatNumber } from '@ontobench/sdk';
import type { Cell, ColumnType } from '../../common/api.ts';

/** The words of booleans in the interface's language. */
export interface BooleanWords {
  yes: string;
  no: string;
}

/**
 * A result cell as text by its column's type: numbers in ru-RU, dates DD.MM.YYYY, booleans Да/Нет
 * (the interface's words); an empty cell is empty, an error value of a formula is shown as it is.
 */
export function formatCell(cell: Cell, type: ColumnType, words: BooleanWords): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'boolean') return cell ? words.yes : words.no;
  if (typeof cell === 'number') return formatNumber(cell);
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}/.test(cell)) return formatDate(cell.slice(0, 10));
  if (type === 'boolean' && (cell === 'true' || cell === 'false')) return cell === 'true' ? words.yes : words.no;
  return cell;
}
