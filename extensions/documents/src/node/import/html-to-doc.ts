import type { DocNode } from '../../common/api.ts';
import type { HtmlNode } from './html-tree.ts';
import { DROPPED_TAGS, gatherInline, inlineNodes, type InlineItem, type InlineOptions } from './inline.ts';

type Element = Extract<HtmlNode, { tag: string }>;

/** Headings deeper than the editor offers (1–3) become level 3: the outline keeps them as headings. */
const MAX_HEADING = 3;
const HEADING = /^h([1-6])$/;
/** Containers whose content is read as blocks in their place (the document has no sections or divisions). */
const TRANSPARENT_BLOCKS: ReadonlySet<string> = new Set([
  'html',
  'body',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'nav',
  'aside',
  'figure',
  'figcaption',
  'address',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'center',
  'caption',
  'thead',
  'tbody',
  'tfoot',
]);
const OWN_BLOCKS: ReadonlySet<string> = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'table', 'tr']);

const isBlock = (node: HtmlNode) =>
  'tag' in node && (TRANSPARENT_BLOCKS.has(node.tag) || OWN_BLOCKS.has(node.tag) || HEADING.test(node.tag));

const paragraph = (content: DocNode[]): DocNode =>
  content.length ? { type: 'paragraph', content } : { type: 'paragraph' };

/**
 * Gathered inline items as blocks of `type` (a paragraph, a heading): images are lifted out between them
 * (an image is a block of its own in the content model); a block without text is left out.
 */
function inlineBlocks(items: InlineItem[], make: (content: DocNode[]) => DocNode): DocNode[] {
  const blocks: DocNode[] = [];
  let run: InlineItem[] = [];
  const flush = () => {
    const content = inlineNodes(run);
    if (content.some((n) => n.type === 'text')) blocks.push(make(content));
    run = [];
  };
  for (const item of items) {
    if ('image' in item) {
      flush();
      blocks.push(item.image);
    } else run.push(item);
  }
  flush();
  return blocks;
}

const clampSpan = (value: string | undefined) => Math.min(Math.max(Number.parseInt(value ?? '', 10) || 1, 1), 100);

/** The conversion of an HTML tree into the content model's blocks. */
export class HtmlToDoc {
  constructor(private readonly options: InlineOptions) {}

  /** The blocks of a sequence of nodes: text and inline elements between blocks become paragraphs. */
  blocks(nodes: readonly HtmlNode[]): DocNode[] {
    const out: DocNode[] = [];
    let pending: InlineItem[] = [];
    const flush = () => {
      out.push(...inlineBlocks(pending, paragraph));
      pending = [];
    };
    for (const node of nodes) {
      if (!isBlock(node)) {
        gatherInline(node, [], pending, this.options);
        continue;
      }
      flush();
      out.push(...this.block(node as Element));
    }
    flush();
    return out;
  }

  private inline(node: Element): InlineItem[] {
    const items: InlineItem[] = [];
    for (const child of node.children) gatherInline(child, [], items, this.options);
    return items;
  }

  private block(node: Element): DocNode[] {
    const { tag } = node;
    const heading = HEADING.exec(tag);
    if (heading) {
      const level = Math.min(Number(heading[1]), MAX_HEADING);
      return inlineBlocks(this.inline(node), (content) => ({ type: 'heading', attrs: { level }, content }));
    }
    if (tag === 'p') return this.blocks(node.children);
    if (tag === 'hr') return [{ type: 'horizontalRule' }];
    if (tag === 'pre') return this.codeBlock(node);
    if (tag === 'ul' || tag === 'ol') return this.list(node);
    if (tag === 'li') return this.list({ tag: 'ul', attrs: {}, children: [node] });
    if (tag === 'blockquote') {
      const content = this.blocks(node.children);
      return content.length ? [{ type: 'blockquote', content }] : [];
    }
    if (tag === 'table' || tag === 'tr') return this.table(node);
    return this.blocks(node.children);
  }

  private codeBlock(node: Element): DocNode[] {
    const code = node.children.find((c): c is Element => 'tag' in c && c.tag === 'code');
    const language = /(?:^|\s)language-([\w+#-]{1,30})(?:\s|$)/.exec(code?.attrs.class ?? '')?.[1] ?? null;
    const text = textOf(node).replace(/\r\n?/g, '\n').replace(/\n$/, '');
    if (text.trim() === '') return [];
    return [{ type: 'codeBlock', attrs: { language }, content: [{ type: 'text', text }] }];
  }

  private list(node: Element): DocNode[] {
    const items: DocNode[] = [];
    let loose: HtmlNode[] = [];
    const item = (children: readonly HtmlNode[]) => {
      const content = this.blocks(children);
      if (content.length === 0) return;
      // A list item opens with a paragraph (the editor's schema): an item that starts with a sublist gets an empty one.
      if (content[0]!.type !== 'paragraph') content.unshift(paragraph([]));
      items.push({ type: 'listItem', content });
    };
    for (const child of node.children) {
      if ('tag' in child && child.tag === 'li') {
        item(loose);
        loose = [];
        item(child.children);
      } else if ('tag' in child && (child.tag === 'ul' || child.tag === 'ol') && items.length > 0) {
        // A sublist written beside the items rather than inside one belongs to the item before it.
        items[items.length - 1]!.content!.push(...this.list(child));
      } else loose.push(child);
    }
    item(loose);
    if (items.length === 0) return [];
    if (node.tag === 'ul') return [{ type: 'bulletList', content: items }];
    const start = Number.parseInt(node.attrs.start ?? '', 10);
    return [{ type: 'orderedList', attrs: { start: Number.isFinite(start) && start > 0 ? start : 1 }, content: items }];
  }

  private table(node: Element): DocNode[] {
    const rows: DocNode[] = [];
    const before: DocNode[] = [];
    const visit = (n: Element) => {
      for (const child of n.children) {
        if (!('tag' in child)) continue;
        if (child.tag === 'tr') {
          const cells = child.children
            .filter((c): c is Element => 'tag' in c && (c.tag === 'td' || c.tag === 'th'))
            .map((c) => this.cell(c));
          if (cells.length) rows.push({ type: 'tableRow', content: cells });
        } else if (child.tag === 'caption') before.push(...this.blocks(child.children));
        else if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot') visit(child);
      }
    };
    if (node.tag === 'tr') visit({ tag: 'table', attrs: {}, children: [node] });
    else visit(node);
    return rows.length ? [...before, { type: 'table', content: rows }] : before;
  }

  private cell(node: Element): DocNode {
    const content = this.blocks(node.children);
    return {
      type: node.tag === 'th' ? 'tableHeader' : 'tableCell',
      attrs: { colspan: clampSpan(node.attrs.colspan), rowspan: clampSpan(node.attrs.rowspan), colwidth: null },
      content: content.length ? content : [paragraph([])],
    };
  }
}

/** The text of a subtree as written (a code block's), `<br>` as a new line, dropped elements left out. */
function textOf(node: HtmlNode): string {
  if ('text' in node) return node.text;
  if (DROPPED_TAGS.has(node.tag)) return '';
  if (node.tag === 'br') return '\n';
  return node.children.map(textOf).join('');
}
