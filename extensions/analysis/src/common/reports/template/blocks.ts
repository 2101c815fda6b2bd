import { TABLE_END, TABLE_START, VALUE_END, VALUE_START } from './marks.ts';
import type { PlacedTable } from './render.ts';

/** A rendered report's blocks, which the HTML (html.ts) and Word (node/reports/docx.ts) writers share. */
export type ReportBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; table: PlacedTable };

const HEADING = /^(#{1,3})\s+(.*)$/;
const ITEM = /^[-*]\s+(.*)$/;
const TABLE_LINE = new RegExp(`^${TABLE_START}(\\d+)${TABLE_END}$`);

/** A line with its values' marks taken away. */
const unmarked = (line: string) => line.replace(new RegExp(`[${VALUE_START}${VALUE_END}]`, 'g'), '');

/**
 * The rendered text as blocks, Markdown-light (docs/analysis.md "Reports"): a line `# `, `## `, `### `
 * is a heading, lines `- ` or `* ` a bulleted list, blank lines part paragraphs, other lines of a
 * paragraph keep their breaks, a table mark is a table. Only the template's own text makes structure: a
 * line that starts with a value is text (a value cannot become a heading).
 */
export function blocksOf(text: string, tables: readonly PlacedTable[]): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  let lines: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (lines.length > 0) blocks.push({ kind: 'paragraph', lines });
    if (items.length > 0) blocks.push({ kind: 'list', items });
    lines = [];
    items = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const table = TABLE_LINE.exec(line.trim());
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line.trimStart());
    if (line.trim() === '') flush();
    else if (table) {
      flush();
      blocks.push({ kind: 'table', table: tables[Number(table[1])]! });
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: unmarked(heading[2]!).trim() });
    } else if (item) {
      if (lines.length > 0) flush();
      items.push(unmarked(item[1]!).trim());
    } else {
      if (items.length > 0) flush();
      lines.push(unmarked(line).trim());
    }
  }
  flush();
  return blocks;
}
