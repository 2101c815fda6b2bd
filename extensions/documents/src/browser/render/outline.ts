import type { DocNode } from '../../common/api.ts';

/** A heading of the document: its anchor id, level and text. */
export interface Heading {
  id: string;
  level: number;
  text: string;
}

/** domain.md §9: "Table of contents headings: 3 levels by default". */
export const TOC_LEVELS = 3;

/** The anchor id of the n-th heading of a document (in order): the renderer and the outline agree on it. */
export const headingId = (n: number) => `doc-heading-${n + 1}`;

/** A heading's level as the renderer draws it: 1 to 6, 1 when missing or odd. */
export function headingLevel(node: DocNode): number {
  const level = Number(node.attrs?.level);
  return Number.isInteger(level) && level >= 1 && level <= 6 ? level : 1;
}

/** Plain text of a node (references as written: the table of contents names them as the author typed). */
export function plainText(node: DocNode): string {
  if (node.type === 'text') return node.text ?? '';
  return (node.content ?? []).map(plainText).join('');
}

/** Every heading of the document in order (headings sit at the top level or in blockquotes, lists, cells). */
export function documentHeadings(doc: DocNode | null): Heading[] {
  const out: Heading[] = [];
  const walk = (node: DocNode) => {
    if (node.type === 'heading') {
      out.push({ id: headingId(out.length), level: headingLevel(node), text: plainText(node).trim() });
      return;
    }
    if (node.type !== 'codeBlock') for (const child of node.content ?? []) walk(child);
  };
  if (doc) walk(doc);
  return out;
}

/** The table of contents: the headings of the first `levels` levels. */
export function tableOfContents(doc: DocNode | null, levels = TOC_LEVELS): Heading[] {
  return documentHeadings(doc).filter((h) => h.level <= levels);
}
