import { Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { TableSettings } from '../../common/defaults.ts';
import { NO_ROWS, NO_SEARCH, type FoundRows, type SearchFeed } from '../../common/render/search.ts';
import { bordersOf } from './table.ts';

/** Why a fed component has no rows to write (no search, a failed one, none found), or null when it has. */
export function feedProblem(feed: SearchFeed | undefined): string | null {
  if (!feed) return NO_SEARCH;
  if ('error' in feed) return feed.error;
  return feed.rows.length === 0 ? NO_ROWS : null;
}

/** A note in place of a fed component's rows, in italics. */
export const feedNote = (text: string) => new Paragraph({ children: [new TextRun({ text, italics: true })] });

/**
 * A semantic search's rows as a Word table (a search result, or a table a generator fills in table mode,
 * §5): the columns' titles as the header row when `showHeaders`, every value as text, the table's borders.
 */
export function feedTable(
  found: FoundRows,
  settings: Pick<TableSettings, 'showHeaders' | 'border' | 'borderSize' | 'maxWidth'>,
): Table {
  const cell = (text: string, header = false) =>
    new TableCell({
      children: [new Paragraph({ children: [new TextRun({ text, bold: header })] })],
      ...(header ? { shading: { type: ShadingType.CLEAR, fill: 'EEEEEE', color: 'auto' } } : {}),
    });
  const rows = [
    ...(settings.showHeaders
      ? [new TableRow({ tableHeader: true, children: found.columns.map((c) => cell(c.title, true)) })]
      : []),
    ...found.rows.map((row) => new TableRow({ children: row.map((value) => cell(value)) })),
  ];
  return new Table({
    rows,
    borders: bordersOf(settings as TableSettings),
    ...(settings.maxWidth ? { width: { size: 100, type: WidthType.PERCENTAGE } } : {}),
  });
}
