import { AlignmentType, HeadingLevel, Paragraph, TextRun, type IParagraphOptions, type Table } from 'docx';
import type { ElementState } from '../../common/api.ts';
import { detectIllustration } from '../../common/content-detect.ts';
import { settingsOf } from '../../common/defaults.ts';
import type { Outline, OutlineEntry } from '../../common/render/generated.ts';
import { fillTemplate, type FoundRows, type SearchFeed } from '../../common/render/search.ts';
import { feedNote, feedProblem, feedTable } from './search.ts';
import { anchored, CODE_FONT, linkTo, paragraphsOf, pictureOf } from './text.ts';
import { wordTable } from './table.ts';

/** What the body of a Word file is made of. */
export type Block = Paragraph | Table;

/** The two Word lists of a structured document; each list element is an instance of one, numbered anew. */
export const BULLET_LIST = 'sdoc-bullet';
export const NUMBERED_LIST = 'sdoc-number';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;
/** Twips a list level indents (as `listLevels` does). */
const LIST_INDENT = 720;

/** What writing a document needs besides its tree (as the HTML render: common/render/html.ts). */
export interface WriterInput {
  /** Element id → numbering label (`numberTree`). */
  labels: ReadonlyMap<string, string>;
  /** Element id → its content with references expanded as text; others show their content as written. */
  texts: ReadonlyMap<string, string>;
  /** Sections, illustrations and tables for the generated lists. */
  outline: Outline;
  /** Element id → the semantic search feeding it (generators, search results), as the render has it. */
  searches?: ReadonlyMap<string, SearchFeed>;
}

/** Where an element stands: how many sections hold it (its heading level) and in which list item. */
interface Place {
  depth: number;
  list?: { reference: string; level: number; instance: number };
  /** The list item being written: Word numbers it, so its own label is not written again. */
  item?: string;
}

/**
 * A structured document's elements as Word blocks, in the HTML render's order and rules: sections are
 * headings 1–6 by depth with their numbering labels, lists Word lists (an item's first paragraph carries
 * the number), tables Word tables, illustrations embedded pictures with their caption, the table of
 * contents and the illustration and table lists generated entries linked to their targets; disabled
 * elements and what they hold are left out. Every text goes in as text (the package writes it escaped).
 */
export class SdocBlockWriter {
  private lists = 0;
  /** The list number the next paragraph carries (the first paragraph of a list item). */
  private pending: Place['list'] | null = null;

  constructor(private readonly input: WriterInput) {}

  /** The blocks of the element's children. */
  async children(node: ElementState, place: Place = { depth: 1 }): Promise<Block[]> {
    const out: Block[] = [];
    for (const child of node.children) out.push(...(await this.element(child, place)));
    return out;
  }

  private async element(node: ElementState, place: Place): Promise<Block[]> {
    if (node.disabled) return [];
    switch (node.kind) {
      case 'section': {
        const level = Math.min(6, place.depth);
        const heading = this.titleText(node, place);
        return [
          ...(heading
            ? [this.paragraph(place, { heading: HEADINGS[level - 1], children: [anchored(node.id, heading)] })]
            : []),
          ...this.content(node, place),
          ...(await this.children(node, { ...place, depth: place.depth + 1 })),
        ];
      }
      case 'orderedList':
      case 'unorderedList':
        return this.list(node, place);
      case 'table':
        return this.table(node, place);
      case 'illustration':
        return this.illustration(node, place);
      case 'bibliographyItem':
      case 'glossaryItem':
      case 'alphabetIndexItem': {
        const [first = [], ...rest] = paragraphsOf(this.textOf(node));
        const term = node.title ? [new TextRun({ text: `${node.title} `, bold: true })] : [];
        return [
          this.paragraph(place, { children: [...term, ...first] }),
          ...rest.map((children) => this.paragraph(place, { children })),
          ...(await this.children(node, place)),
        ];
      }
      case 'illustrationList':
      case 'tableList':
      case 'documentMetadata':
        return this.generated(node, place);
      case 'semanticSearchResult':
      case 'generator':
        return [...this.titled(node, place), ...this.fed(node, place)];
      default:
        // Paragraphs, content holders, columns, compositions, lists of items, plugin kinds: title, content, children.
        return [...this.titled(node, place), ...this.content(node, place), ...(await this.children(node, place))];
    }
  }

  private titleText(node: ElementState, place?: Place): string {
    const label = node.id === place?.item ? undefined : this.input.labels.get(node.id);
    return [label, node.title].filter(Boolean).join(' ');
  }

  private textOf(node: ElementState): string {
    return this.input.texts.get(node.id) ?? node.content;
  }

  /** A paragraph where it stands: the first of a list item carries its number, the rest are indented. */
  private paragraph(place: Place, options: IParagraphOptions): Paragraph {
    const numbering = this.pending;
    this.pending = null;
    if (numbering) return new Paragraph({ ...options, numbering });
    const indent = place.list ? { indent: { left: LIST_INDENT * (place.list.level + 1) } } : {};
    return new Paragraph({ ...indent, ...options });
  }

  private titled(node: ElementState, place: Place): Paragraph[] {
    const text = this.titleText(node, place);
    return text ? [this.paragraph(place, { children: [new TextRun({ text, bold: true })] })] : [];
  }

  private content(node: ElementState, place: Place): Paragraph[] {
    return paragraphsOf(this.textOf(node)).map((children) => this.paragraph(place, { children }));
  }

  private async list(node: ElementState, place: Place): Promise<Block[]> {
    const reference = node.kind === 'orderedList' ? NUMBERED_LIST : BULLET_LIST;
    const level = place.list ? Math.min(8, place.list.level + 1) : 0;
    const list = { reference, level, instance: ++this.lists };
    const out: Block[] = this.titled(node, place);
    for (const item of node.children) {
      if (item.disabled) continue;
      this.pending = list;
      out.push(...(await this.element(item, { ...place, list, item: item.id })));
      // An item with nothing to show still takes its number.
      if (this.pending) out.push(this.paragraph(place, { children: [] }));
    }
    return out;
  }

  /** A search result's rows as a table; a free-mode generator's template filled per row (§5). */
  private fed(node: ElementState, place: Place): Block[] {
    const feed = this.input.searches?.get(node.id);
    const problem = feedProblem(feed);
    if (problem !== null) return [feedNote(problem)];
    const found = feed as FoundRows;
    if (node.kind === 'semanticSearchResult') return [feedTable(found, settingsOf('table', {}))];
    return fillTemplate(node.content, found).flatMap((text) =>
      paragraphsOf(text).map((children) => this.paragraph(place, { children })),
    );
  }

  private async table(node: ElementState, place: Place): Promise<Block[]> {
    const settings = settingsOf('table', node.settings);
    const caption = settings.showTitle ? this.titleText(node, place) : '';
    const generator = node.children.find((c) => c.kind === 'generator' && !c.disabled);
    const feed = generator ? this.input.searches?.get(generator.id) : undefined;
    const filled = generator && feedProblem(feed) === null ? feedTable(feed as FoundRows, settings) : null;
    const table =
      filled ??
      (generator
        ? feedNote(feedProblem(feed)!)
        : await wordTable(node, async (cell, alignment) => {
            const inCell: Place = { depth: place.depth };
            const text = paragraphsOf(this.textOf(cell)).map((children) => new Paragraph({ alignment, children }));
            return [...text, ...(await this.children(cell, inCell))];
          }));
    return [
      ...(caption
        ? [this.paragraph(place, { keepNext: true, children: [anchored(node.id, caption, { bold: true })] })]
        : []),
      table,
    ];
  }

  private illustration(node: ElementState, place: Place): Block[] {
    const found = detectIllustration(node.content);
    const width = Number(settingsOf('illustration', node.settings).width) || 200;
    const caption = this.titleText(node, place);
    const alt = found.type === 'markdownImage' && found.alt ? found.alt : node.title || 'Иллюстрация';
    let body: Paragraph[];
    if (found.type === 'markdownImage' || found.type === 'url' || found.type === 'dataImage') {
      const picture = pictureOf(found.src, width, alt);
      body = [this.paragraph(place, { alignment: AlignmentType.CENTER, children: picture ? [picture] : [] })];
    } else if (found.type === 'mermaid') {
      body = paragraphsOf(found.code.replace(/\n/g, '\n\n'), { font: CODE_FONT }).map((children) =>
        this.paragraph(place, { children, spacing: { after: 0 } }),
      );
    } else body = this.content(node, place);
    const under = caption
      ? [this.paragraph(place, { alignment: AlignmentType.CENTER, children: [anchored(node.id, caption)] })]
      : [];
    return [...body, ...under];
  }

  private generated(node: ElementState, place: Place): Block[] {
    const { outline } = this.input;
    const heading = this.titleText(node, place);
    const entries: readonly OutlineEntry[] =
      node.kind === 'illustrationList'
        ? outline.illustrations
        : node.kind === 'tableList'
          ? outline.tables
          : outline.sections;
    const empty = node.kind === 'illustrationList' ? 'Иллюстраций нет' : node.kind === 'tableList' ? 'Таблиц нет' : '';
    const lines = entries.map((e) =>
      this.paragraph(place, {
        ...(e.level > 1 ? { indent: { left: 360 * (e.level - 1) } } : {}),
        children: [linkTo(e.id, [e.label, e.title].filter(Boolean).join(' '))],
      }),
    );
    return [
      ...(heading
        ? [this.paragraph(place, { heading: HEADINGS[Math.min(6, place.depth) - 1], children: [new TextRun(heading)] })]
        : []),
      ...(lines.length > 0
        ? lines
        : empty
          ? [this.paragraph(place, { children: [new TextRun({ text: empty, italics: true })] })]
          : []),
    ];
  }
}
