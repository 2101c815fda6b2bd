import {
  BorderStyle,
  HeadingLevel,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  WidthType,
  type IParagraphOptions,
  type NumberingDefinition,
} from 'docx';
import type { DocNode } from '../../common/api.ts';
import type { Resolve } from '@ontobench/sdk/common';
import { CODE_FONT, imageRun, inlineRuns, textRuns } from './inline.ts';
import { listReference } from './numbering.ts';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

/** Where a block stands: inside which list item (for numbering) and how deep in quotes. */
interface Place {
  list?: { reference: string | NumberingDefinition; level: number; instance: number };
  quote: number;
}

/** Walks the content; `instances` numbers the lists so each list counts from 1. */
export class BlockWriter {
  private lists = 0;

  constructor(private readonly resolve: Resolve) {}

  /** The blocks of a node's children, in order; unknown nodes are dropped. */
  async blocks(nodes: readonly DocNode[] | undefined, place: Place = { quote: 0 }): Promise<(Paragraph | Table)[]> {
    const out: (Paragraph | Table)[] = [];
    for (const node of nodes ?? []) out.push(...(await this.block(node, place)));
    return out;
  }

  private async block(node: DocNode, place: Place): Promise<(Paragraph | Table)[]> {
    switch (node.type) {
      case 'paragraph':
        return [this.paragraph(place, { children: await inlineRuns(node.content, this.resolve) })];
      case 'heading': {
        const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 1));
        const children = await inlineRuns(node.content, this.resolve);
        return [this.paragraph(place, { heading: HEADINGS[level - 1], children })];
      }
      case 'bulletList':
      case 'orderedList':
        return this.list(node, place);
      case 'blockquote':
        return this.blocks(node.content, { quote: place.quote + 1 });
      case 'codeBlock': {
        const text = (node.content ?? []).map((n) => n.text ?? '').join('');
        return [
          this.paragraph(place, {
            children: textRuns(text, { font: CODE_FONT }),
            shading: { type: ShadingType.CLEAR, fill: 'F3F3F3', color: 'auto' },
          }),
        ];
      }
      case 'horizontalRule':
        return [
          this.paragraph(place, {
            children: [],
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } },
          }),
        ];
      case 'image':
        return [this.paragraph(place, { children: [imageRun(node)] })];
      case 'table':
        return [await this.table(node)];
      default:
        return [];
    }
  }

  /** A paragraph where it stands: numbered as its list item's first paragraph, indented in quotes. */
  private paragraph(place: Place, options: IParagraphOptions): Paragraph {
    const list = place.list;
    return new Paragraph({
      ...options,
      ...(list ? { numbering: list } : {}),
      ...(place.quote > 0
        ? {
            indent: { left: 567 * place.quote },
            border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'BBBBBB', space: 8 } },
          }
        : {}),
    });
  }

  private async list(node: DocNode, place: Place): Promise<(Paragraph | Table)[]> {
    const reference = listReference(node.type, node.attrs?.start);
    const level = place.list ? Math.min(8, place.list.level + 1) : 0;
    // A list of its own: numbered from 1, nested lists too (instances are per list, not per document).
    const instance = ++this.lists;
    const out: (Paragraph | Table)[] = [];
    for (const item of node.content ?? []) {
      if (item.type !== 'listItem') continue;
      const [first, ...rest] = item.content ?? [];
      if (first?.type === 'paragraph')
        out.push(
          new Paragraph({
            children: await inlineRuns(first.content, this.resolve),
            numbering: { reference, level, instance },
            ...(place.quote > 0 ? { indent: { left: 567 * (place.quote + level + 1) } } : {}),
          }),
        );
      const nested: Place = { quote: place.quote, list: { reference, level, instance } };
      for (const child of first?.type === 'paragraph' ? rest : (item.content ?? [])) {
        // Further paragraphs of an item stand under it unnumbered; nested lists go one level deeper.
        if (child.type === 'bulletList' || child.type === 'orderedList') out.push(...(await this.list(child, nested)));
        else out.push(...(await this.blocks([child], { quote: place.quote })));
      }
    }
    return out;
  }

  private async table(node: DocNode): Promise<Table> {
    const rows: TableRow[] = [];
    for (const row of node.content ?? []) {
      if (row.type !== 'tableRow') continue;
      const cells: TableCell[] = [];
      for (const cell of row.content ?? []) {
        if (cell.type !== 'tableCell' && cell.type !== 'tableHeader') continue;
        const children = await this.blocks(cell.content);
        const span = (name: string) => {
          const value = Number(cell.attrs?.[name]);
          return Number.isInteger(value) && value > 1 ? Math.min(value, 63) : undefined;
        };
        cells.push(
          new TableCell({
            // A cell must hold a paragraph, even an empty one.
            children: children.length > 0 ? children : [new Paragraph({ children: [] })],
            ...(span('colspan') ? { columnSpan: span('colspan') } : {}),
            ...(span('rowspan') ? { rowSpan: span('rowspan') } : {}),
            ...(cell.type === 'tableHeader'
              ? { shading: { type: ShadingType.CLEAR, fill: 'EEEEEE', color: 'auto' } }
              : {}),
          }),
        );
      }
      if (cells.length > 0) rows.push(new TableRow({ children: cells }));
    }
    if (rows.length === 0) rows.push(new TableRow({ children: [new TableCell({ children: [new Paragraph('')] })] }));
    return new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } });
  }
}
