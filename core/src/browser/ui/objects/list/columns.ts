import type { ReactNode } from 'react';
import type { FieldRequest } from '../../../../common/data-api.ts';
import { PROP } from '../../../../common/ontology/system-ontology.ts';
import { cellText, type ObjectRow } from '../object-rows.ts';

export interface ObjectListColumn {
  /** The property the column shows: PROP.name, PROP.author, PROP.creationDate or any field. */
  prop: string;
  label: string;
  /** A CSS grid track, e.g. '2fr' or '160px'. Default '1fr'. */
  width?: string;
  sortable?: boolean;
  /** The field request for the column (default `{ prop }`); PROP.name needs none. */
  field?: FieldRequest;
  /** Custom cell content; default the values' captions, or a dash when there is none. */
  render?: (row: ObjectRow) => ReactNode;
}

/** The CSS grid template of a row: one track per column, and one for the row actions. */
export function gridTemplate(columns: readonly ObjectListColumn[], withActions: boolean): string {
  return [...columns.map((c) => c.width ?? '1fr'), ...(withActions ? ['auto'] : [])].join(' ');
}

/** What a cell shows: the column's own rendering, the name, or the values' captions (a dash for none). */
export function cellContent(row: ObjectRow, column: ObjectListColumn): ReactNode {
  if (column.render) return column.render(row);
  if (column.prop === PROP.name) return row.name;
  return cellText(row, column.prop) ?? '—';
}

/** The fields the columns ask get_data for (the name comes with every row). */
export function columnFields(columns: readonly ObjectListColumn[]): FieldRequest[] {
  return columns.filter((c) => c.prop !== PROP.name || c.field).map((c) => c.field ?? { prop: c.prop });
}
