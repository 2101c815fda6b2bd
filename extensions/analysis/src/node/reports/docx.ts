import {
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { listLevels } from '@ontobench/sdk/node';
import type { ReportBlock } from '../../common/reports/template/index.ts';

const BULLETS = 'report-bullet';
const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;
const LINE = { style: BorderStyle.SINGLE, size: 4, color: '999999' };

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

/** One block as Word blocks: headings, paragraphs with their line breaks, bulleted items, tables with a bold header. */
function wordBlocks(block: ReportBlock): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[block.level - 1], children: [new TextRun(block.text)] })];
    case 'paragraph':
      return [
        new Paragraph({
          children: block.lines.map((text, i) => new TextRun({ text, break: i > 0 ? 1 : 0 })),
        }),
      ];
    case 'list':
      return block.items.map(
        (text) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] }),
      );
    case 'table':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          borders: { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE },
          rows: [
            new TableRow({ tableHeader: true, children: block.table.columns.map((c) => cell(c, true)) }),
            ...block.table.rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) })),
          ],
        }),
        new Paragraph({}),
      ];
  }
}

/**
 * A rendered report as a Word file (the `docx` package, on the server only): its name as the title, then
 * the blocks the HTML is made of (template/blocks.ts) and the notes of the sources that were cut. Every
 * text goes in as text (the package writes it escaped).
 */
export async function reportDocx(title: string, blocks: readonly ReportBlock[], notes: readonly string[]) {
  const document = new Document({
    title,
    creator: 'Ontobench',
    numbering: { config: [{ reference: BULLETS, levels: listLevels(false) }] },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }),
          ...blocks.flatMap(wordBlocks),
          ...notes.map((text) => new Paragraph({ children: [new TextRun({ text, italics: true })] })),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
