import { createElement, type ReactNode } from 'react';
import type { FieldRequest } from '../../../../common/data-api.ts';
import { PROP } from '../../../../common/ontology/system-ontology.ts';
import { cellText, type ObjectRow } from '../object-rows.ts';
import { TagChips } from '../TagChips.tsx';

export interface ObjectListColumn {
  /** The property the column shows: PROP.name, PROP.author, PROP.creationDate or any field. */
  prop: string;
  label: string;
  /** A CSS grid track, e.g. '2fr' or '160px'. Default '1fr'. */
  width?: string;
  /** The least width in px the column needs to be of use (default: a fixed track's width, 80 a fraction). */
  minWidth?: number;
  sortable?: boolean;
  /** The field request for the column (default `{ prop }`); PROP.name needs none. */
  field?: FieldRequest;
  /** Custom cell content; default the values' captions, or a dash when there is none. */
  render?: (row: ObjectRow) => ReactNode;
  /** More fields its `render` reads besides its own (e.g. a status's colour), asked for with the rows. */
  extraFields?: readonly FieldRequest[];
}

/** What a row spends besides its columns: its padding, the gaps between cells, and the actions cell. */
export const ROW_CHROME = { paddingPx: 24, gapPx: 12, actionsPx: 96 } as const;
const PX_A_FRACTION = 80;

/** The least width of a column: its own, a fixed track's width, or 80 px a fraction. */
export function columnMinWidth(column: ObjectListColumn): number {
  if (column.minWidth !== undefined) return column.minWidth;
  const track = column.width ?? '1fr';
  const px = /^(\d+(?:\.\d+)?)px$/.exec(track);
  if (px) return Number(px[1]);
  const fr = /^(\d+(?:\.\d+)?)fr$/.exec(track);
  return fr ? Math.round(Number(fr[1]) * PX_A_FRACTION) : PX_A_FRACTION;
}

/**
 * The CSS grid template of a row: one track per column, and one for the row actions (96 px). A fraction track
 * never shrinks below the column's least width, so a name is never squeezed to nothing.
 */
export function gridTemplate(columns: readonly ObjectListColumn[], withActions: boolean): string {
  const track = (c: ObjectListColumn) => {
    const width = c.width ?? '1fr';
    return width.endsWith('fr') ? `minmax(${columnMinWidth(c)}px, ${width})` : width;
  };
  // A fixed actions track: `auto` would size the header's label and each row's buttons apart, and
  // the header and the rows are separate grids, so their columns would not line up.
  return [...columns.map(track), ...(withActions ? [`${ROW_CHROME.actionsPx}px`] : [])].join(' ');
}

/** What a cell shows: the column's own rendering, the name, or the values' captions (a dash for none). */
export function cellContent(row: ObjectRow, column: ObjectListColumn): ReactNode {
  if (column.render) return column.render(row);
  if (column.prop === PROP.name) return row.name;
  // Tags show as chips in their colour (domain.md §3 Tag), wherever a list has a tags column.
  if (column.prop === PROP.tags) {
    const tags = (row.values[PROP.tags] ?? []).flatMap((v) =>
      v.val === null ? [] : [{ id: String(v.val), name: v.cap ?? String(v.val) }],
    );
    return createElement(TagChips, { tags });
  }
  return cellText(row, column.prop) ?? '—';
}

/** The fields the columns ask get_data for (the name comes with every row). */
export function columnFields(columns: readonly ObjectListColumn[]): FieldRequest[] {
  return columns.flatMap((c) => [
    ...(c.prop !== PROP.name || c.field ? [c.field ?? { prop: c.prop }] : []),
    ...(c.extraFields ?? []),
  ]);
}

/**
 * The columns a list this wide shows: the first ones, in their order, as long as they fit at their
 * least widths (a narrow window, a drawer beside the list). The first column always shows; a list
 * whose width is not known yet shows them all.
 */
export function columnsThatFit<C extends ObjectListColumn>(
  columns: readonly C[],
  widthPx: number | undefined,
  withActions: boolean,
): readonly C[] {
  if (!widthPx) return columns;
  let used = ROW_CHROME.paddingPx + (withActions ? ROW_CHROME.actionsPx + ROW_CHROME.gapPx : 0);
  const shown: C[] = [];
  for (const column of columns) {
    used += columnMinWidth(column) + (shown.length > 0 ? ROW_CHROME.gapPx : 0);
    if (shown.length > 0 && used > widthPx) break;
    shown.push(column);
  }
  return shown;
}
