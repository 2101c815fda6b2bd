import type { DocNode } from '../../common/api.ts';
import { safeHref, safeImageSrc } from '../../common/doc-schema.ts';
import type { HtmlNode } from './html-tree.ts';

type Mark = NonNullable<DocNode['marks']>[number];

/** One piece of a paragraph being gathered: text with its marks, a line break, or an image (lifted out). */
export type InlineItem = { text: string; marks: Mark[] } | { hardBreak: true } | { image: DocNode };

/** What the conversion left out, counted for the import's warnings. */
export interface Dropped {
  images: number;
  links: number;
}

export interface InlineOptions {
  /** Images are kept (false: every image dropped, when the content would be too large with them). */
  images: boolean;
  dropped: Dropped;
}

const MARK_OF: Readonly<Record<string, string>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  code: 'code',
  kbd: 'code',
  samp: 'code',
};

/** Elements whose content is never text of the document (scripts, styles, embedded objects): dropped whole. */
export const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);

/** An imported link goes to the web or to an address: http(s): and mailto: only (no in-app paths of another system). */
export function importHref(href: string | undefined): string | null {
  const safe = safeHref(href);
  return safe && /^(https?:|mailto:)/i.test(safe) ? safe : null;
}

function withMark(marks: Mark[], mark: Mark): Mark[] {
  return marks.some((m) => m.type === mark.type) ? marks : [...marks, mark];
}

/**
 * Gathers the inline content of `node` into `out`: text under its marks (bold, italic, underline, strike,
 * code, a safe link), `<br>` as a line break, a safe image as an image. Any other element gives its
 * content (unknown markup degrades to its text); a link with an unsafe address keeps its text, unlinked.
 */
export function gatherInline(node: HtmlNode, marks: Mark[], out: InlineItem[], options: InlineOptions): void {
  if ('text' in node) {
    if (node.text !== '') out.push({ text: node.text, marks });
    return;
  }
  const { tag, attrs } = node;
  if (DROPPED_TAGS.has(tag)) return;
  if (tag === 'br') return void out.push({ hardBreak: true });
  if (tag === 'img') {
    const src = safeImageSrc(attrs.src);
    if (!src || !options.images) return void options.dropped.images++;
    const image: DocNode = { type: 'image', attrs: { src, alt: attrs.alt || null, title: attrs.title || null } };
    return void out.push({ image });
  }
  let inner = marks;
  if (MARK_OF[tag]) inner = withMark(marks, { type: MARK_OF[tag] });
  if (tag === 'a' && attrs.href !== undefined) {
    const href = importHref(attrs.href);
    if (href) inner = withMark(marks, { type: 'link', attrs: { href, target: '_blank' } });
    else if (!attrs.href.startsWith('#')) options.dropped.links++;
  }
  for (const child of node.children) gatherInline(child, inner, out, options);
}

const sameMarks = (a: Mark[], b: Mark[]) =>
  a.length === b.length && a.every((m, i) => m.type === b[i]!.type && m.attrs?.href === b[i]!.attrs?.href);

/**
 * The inline nodes of gathered text as a paragraph holds them: whitespace collapsed as HTML shows it (runs
 * of spaces and newlines are one space, none at the start, the end or around a line break), neighbours
 * with the same marks joined. Images are not inline here: the caller lifts them out.
 */
export function inlineNodes(items: readonly InlineItem[]): DocNode[] {
  const nodes: DocNode[] = [];
  let spaceBefore = true;
  const trimLast = () => {
    const last = nodes[nodes.length - 1];
    if (last?.type === 'text' && last.text!.endsWith(' ')) {
      last.text = last.text!.slice(0, -1);
      if (last.text === '') nodes.pop();
    }
  };
  for (const item of items) {
    if ('hardBreak' in item) {
      trimLast();
      nodes.push({ type: 'hardBreak' });
      spaceBefore = true;
    } else if ('text' in item) {
      let text = item.text.replace(/[ \t\n\r\f]+/g, ' ');
      if (spaceBefore && text.startsWith(' ')) text = text.slice(1);
      if (text === '') continue;
      spaceBefore = text.endsWith(' ');
      const last = nodes[nodes.length - 1];
      if (last?.type === 'text' && sameMarks(last.marks ?? [], item.marks)) last.text += text;
      else nodes.push(item.marks.length ? { type: 'text', text, marks: item.marks } : { type: 'text', text });
    }
  }
  trimLast();
  while (nodes[nodes.length - 1]?.type === 'hardBreak') nodes.pop();
  return nodes;
}
