import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  WidthType,
  type IBorderOptions,
  type ITableBordersOptions,
  type ITableWidthProperties,
} from 'docx';
import type { ElementState } from '../../common/api.ts';
import { settingsOf, type ColumnSettings, type TableSettings } from '../../common/defaults.ts';
import type { Block } from './blocks.ts';

/** Word's alignment of a column's §5 `align`. */
const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;
/** Twips (1/20 pt) in a CSS pixel (3/4 pt). */
const TWIPS_PER_PX = 15;

/** The columns and rows of a table element: its own or those of its column and row groups, enabled only. */
export function tableParts(node: ElementState): { columns: ElementState[]; rows: ElementState[] } {
  const parts = (group: string, one: string) =>
    node.children
      .filter((c) => !c.disabled)
      .flatMap((c) => (c.kind === group ? c.children.filter((x) => !x.disabled) : c.kind === one ? [c] : []));
  return { columns: parts('tableColumns', 'tableColumn'), rows: parts('tableRows', 'tableRow') };
}

/** §5 table borders (all, outer, inner, horizontal, none) of the size in pixels, as Word's table borders. */
export function bordersOf(settings: TableSettings): ITableBordersOptions {
  const size = Math.max(2, Math.round(Number(settings.borderSize) * 6));
  const line: IBorderOptions = { style: BorderStyle.SINGLE, size, color: '000000' };
  const none: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'auto' };
  const kind = Number(settings.borderSize) > 0 ? settings.border : 'none';
  const outer = kind === 'all' || kind === 'outer' ? line : none;
  const inner = kind === 'all' || kind === 'inner' ? line : none;
  return {
    top: kind === 'horizontal' ? line : outer,
    bottom: kind === 'horizontal' ? line : outer,
    left: outer,
    right: outer,
    insideHorizontal: kind === 'horizontal' ? line : inner,
    insideVertical: inner,
  };
}

/** A column's §5 width (px or percent; -1: none set) as Word's width, or null. */
function columnWidth(settings: ColumnSettings): ITableWidthProperties | null {
  const width = Number(settings.width);
  if (!(width > 0)) return null;
  return settings.widthType === 'percent'
    ? { size: `${Math.min(100, Math.round(width))}%`, type: WidthType.PERCENTAGE }
    : { size: Math.round(width * TWIPS_PER_PX), type: WidthType.DXA };
}

function span(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? Math.min(n, 63) : undefined;
}

/**
 * A table element as a Word table (§5 table, column and cell defaults through `settingsOf`): a header row
 * of the column titles when headers are shown, each column's width and alignment, the borders, colspan
 * and rowspan; a cell holds its content and what it contains (`cellBlocks`).
 */
export async function wordTable(
  node: ElementState,
  cellBlocks: (cell: ElementState, align: (typeof ALIGN)[keyof typeof ALIGN]) => Promise<Block[]>,
): Promise<Table> {
  const settings = settingsOf('table', node.settings);
  const { columns, rows } = tableParts(node);
  const columnSettings = columns.map((c) => settingsOf('tableColumn', c.settings));
  const alignAt = (at: number) => ALIGN[columnSettings[at]?.align ?? 'left'] ?? AlignmentType.LEFT;
  const widthAt = (at: number) => (columnSettings[at] ? columnWidth(columnSettings[at]) : null);
  const out: TableRow[] = [];
  if (settings.showHeaders && columns.length > 0)
    out.push(
      new TableRow({
        tableHeader: true,
        children: columns.map(
          (c, at) =>
            new TableCell({
              children: [new Paragraph({ alignment: alignAt(at), children: [], text: c.title })],
              shading: { type: ShadingType.CLEAR, fill: 'EEEEEE', color: 'auto' },
              ...(widthAt(at) ? { width: widthAt(at)! } : {}),
            }),
        ),
      }),
    );
  for (const row of rows) {
    const cells: TableCell[] = [];
    let at = 0;
    for (const cell of row.children.filter((c) => !c.disabled)) {
      const s = settingsOf('tableCell', cell.settings);
      const blocks = await cellBlocks(cell, alignAt(at));
      const width = span(s.colspan) ? null : widthAt(at);
      cells.push(
        new TableCell({
          children: blocks.length > 0 ? blocks : [new Paragraph('')],
          ...(span(s.colspan) ? { columnSpan: span(s.colspan) } : {}),
          ...(span(s.rowspan) ? { rowSpan: span(s.rowspan) } : {}),
          ...(width ? { width } : {}),
        }),
      );
      at += span(s.colspan) ?? 1;
    }
    if (cells.length > 0) out.push(new TableRow({ children: cells }));
  }
  if (out.length === 0) out.push(new TableRow({ children: [new TableCell({ children: [new Paragraph('')] })] }));
  return new Table({
    rows: out,
    borders: bordersOf(settings),
    ...(settings.maxWidth ? { width: { size: 100, type: WidthType.PERCENTAGE } } : {}),
  });
}
