import { describe, expect, it } from 'vitest';
import type { DiagramTable } from '../../../common/diagram/api.ts';
import type { SearchResult } from '../api.ts';
import { tableView } from './tables.ts';

const result: SearchResult = {
  name: 'Риски',
  columns: [
    { code: 'name', title: 'Риск' },
    { code: 'owner', title: 'Процесс' },
  ],
  rows: [
    ['Срыв сроков', 'Закупка'],
    ['Ошибка в договоре', 'Согласование'],
    ['Перерасход', 'Закупка'],
  ],
  ids: ['r1', 'r2', 'r3'],
  total: 3,
};
const table: DiagramTable = { ss: 's1', filterCellType: 'owner', name: 'Риски процесса', nodeType: 'bpmn:Task' };
const binding = { elementId: 'Task_1', objectId: 'o1', objectName: 'Закупка', kind: 'individual' as const };

describe('a table bound to a semantic search (domain.md §3 "tables (ss, filter_cell_type, name, node_type)")', () => {
  it('shows the rows whose filter column names the selected element’s bound object', () => {
    const view = tableView(result, table, { type: 'bpmn:Task', binding });
    expect(view.rows).toEqual([
      ['Срыв сроков', 'Закупка'],
      ['Перерасход', 'Закупка'],
    ]);
    expect(view.filteredBy).toBe('Закупка');
  });

  it('shows all rows when nothing is selected, or an element of another type', () => {
    expect(tableView(result, table, null).rows).toHaveLength(3);
    expect(tableView(result, table, { type: 'bpmn:StartEvent', binding }).rows).toHaveLength(3);
  });

  it('says the selected element is not bound, and shows all rows', () => {
    const view = tableView(result, table, { type: 'bpmn:Task', binding: undefined });
    expect(view).toMatchObject({ unbound: true, filteredBy: null });
    expect(view.rows).toHaveLength(3);
  });

  it('does not filter without a filter column, and follows any type without a node type', () => {
    expect(tableView(result, { ...table, filterCellType: null }, { type: 'bpmn:Task', binding }).rows).toHaveLength(3);
    expect(tableView(result, { ...table, nodeType: null }, { type: 'bpmn:UserTask', binding }).rows).toHaveLength(2);
  });
});
