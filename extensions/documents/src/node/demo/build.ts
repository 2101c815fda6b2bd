import type { DocNode } from '../../common/api.ts';
import { formatReference, type ReferenceKind } from '@ontobench/sdk/common';

/** Small builders of ProseMirror JSON (what TipTap's `getJSON()` gives) for the demo documents. */
type Inline = DocNode | string;
const inline = (parts: Inline[]): DocNode[] =>
  parts.flatMap((p) => (typeof p === 'string' ? (p === '' ? [] : [{ type: 'text', text: p }]) : [p]));

export const doc = (...blocks: DocNode[]): DocNode => ({ type: 'doc', content: blocks });
export const h = (level: 1 | 2 | 3, ...parts: Inline[]): DocNode => ({
  type: 'heading',
  attrs: { level },
  content: inline(parts),
});
export const p = (...parts: Inline[]): DocNode => ({ type: 'paragraph', content: inline(parts) });
export const b = (text: string): DocNode => ({ type: 'text', text, marks: [{ type: 'bold' }] });
export const i = (text: string): DocNode => ({ type: 'text', text, marks: [{ type: 'italic' }] });
export const code = (text: string): DocNode => ({ type: 'text', text, marks: [{ type: 'code' }] });
export const link = (text: string, href: string): DocNode => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs: { href, target: href.startsWith('/') ? null : '_blank' } }],
});
const item = (block: DocNode | string): DocNode => ({
  type: 'listItem',
  content: typeof block === 'string' ? [p(block)] : block.type === 'listItem' ? (block.content ?? []) : [block],
});
export const li = (...blocks: (DocNode | string)[]): DocNode => ({
  type: 'listItem',
  content: blocks.map((x) => (typeof x === 'string' ? p(x) : x)),
});
export const ul = (...items: (DocNode | string)[]): DocNode => ({ type: 'bulletList', content: items.map(item) });
export const ol = (...items: (DocNode | string)[]): DocNode => ({
  type: 'orderedList',
  attrs: { start: 1 },
  content: items.map(item),
});
export const quote = (...blocks: DocNode[]): DocNode => ({ type: 'blockquote', content: blocks });
export const codeBlock = (language: string, text: string): DocNode => ({
  type: 'codeBlock',
  attrs: { language },
  content: [{ type: 'text', text }],
});
export const hr = (): DocNode => ({ type: 'horizontalRule' });

/** A table whose first row is the header. */
export function table(header: Inline[], ...rows: Inline[][]): DocNode {
  const cell = (type: string, part: Inline): DocNode => ({
    type,
    attrs: { colspan: 1, rowspan: 1, colwidth: null },
    content: [p(part)],
  });
  return {
    type: 'table',
    content: [
      { type: 'tableRow', content: header.map((x) => cell('tableHeader', x)) },
      ...rows.map((row) => ({ type: 'tableRow', content: row.map((x) => cell('tableCell', x)) })),
    ],
  };
}

/**
 * A reference in text (domain.md §5) to a term found in the demo, or `fallback` as plain text when the
 * term is not there (a demo database seeded without the ontology area). With `named`, the reference
 * carries `fallback` as its display name; otherwise it shows the target's own name (or value).
 */
export function ref(
  kind: ReferenceKind,
  id: string | null,
  fallback: string,
  options: { second?: string | null; expand?: 0 | 1 | 2; named?: boolean } = {},
): string {
  if (!id || options.second === null) return fallback;
  return formatReference({
    kind,
    id,
    ...(options.second ? { second: options.second } : {}),
    ...(options.named === false || options.expand ? {} : { name: fallback }),
    expand: options.expand ?? 0,
  });
}
