import type { DiagramTable, ElementBinding } from '../../../common/diagram/api.ts';
import type { SearchResult } from '../api.ts';

/** The element selected on the canvas, as a bound table needs it. */
export interface TableSelection {
  type: string;
  binding: ElementBinding | undefined;
}

/** What a bound table shows: its rows, and whether (and by what) they were filtered. */
export interface TableView {
  rows: SearchResult['rows'];
  /** The bound object's name the rows were filtered by; null: all rows. */
  filteredBy: string | null;
  /** An element the table follows is selected but not bound to the ontology. */
  unbound: boolean;
}

/**
 * The rows of a table bound to a semantic search (domain.md §3 "tables (ss, filter_cell_type, name,
 * node_type)"): with a filter column and a selected element of the table's node type (any, when none)
 * that is bound to an ontology object, the rows whose cell in that column names the object (by name or
 * id); otherwise all rows.
 */
export function tableView(result: SearchResult, table: DiagramTable, selected: TableSelection | null): TableView {
  const all = { rows: result.rows, filteredBy: null, unbound: false };
  if (!table.filterCellType || !selected) return all;
  if (table.nodeType && table.nodeType !== selected.type) return all;
  if (!selected.binding) return { ...all, unbound: true };
  const column = result.columns.findIndex((c) => c.code === table.filterCellType);
  if (column < 0) return all;
  const { objectId, objectName } = selected.binding;
  const wanted = new Set([objectId, objectName.trim().toLowerCase()]);
  const rows = result.rows.filter((row, index) => {
    const cell = row[column];
    const text = cell === null || cell === undefined ? '' : String(cell).trim().toLowerCase();
    return wanted.has(text) || wanted.has(String(cell)) || (column === 0 && result.ids[index] === objectId);
  });
  return { rows, filteredBy: objectName, unbound: false };
}

/** The BPMN types a table may follow, with their text keys under `versions.dependencies.nodeTypes`. */
export const NODE_TYPES: Record<string, string> = {
  'bpmn:Task': 'task',
  'bpmn:UserTask': 'userTask',
  'bpmn:ServiceTask': 'serviceTask',
  'bpmn:SubProcess': 'subProcess',
  'bpmn:CallActivity': 'callActivity',
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:DataObjectReference': 'dataObjectReference',
};
