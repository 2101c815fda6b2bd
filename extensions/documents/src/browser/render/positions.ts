import type { DocNode } from '../../common/api.ts';

/**
 * ProseMirror's position arithmetic (prosemirror-model `Node.nodeSize`): a text node is as long as its
 * text (UTF-16 units, as JavaScript counts), a leaf node (hard break, image, horizontal rule) is 1, any
 * other node opens and closes (+1 each) around its content. The viewer marks each text run with where
 * it starts, so a selection in the viewer is a range of the document the editor and comments share.
 */
const LEAVES: ReadonlySet<string> = new Set(['hardBreak', 'image', 'horizontalRule']);

export function isLeaf(node: DocNode): boolean {
  return node.type === 'text' || LEAVES.has(node.type) || (node.content === undefined && node.text !== undefined);
}

export function nodeSize(node: DocNode): number {
  if (node.type === 'text') return (node.text ?? '').length;
  if (isLeaf(node)) return 1;
  let size = 2;
  for (const child of node.content ?? []) size += nodeSize(child);
  return size;
}

/** Where each child of the document starts (the document's own content starts at 0). */
export function childStarts(doc: DocNode): number[] {
  const starts: number[] = [];
  let pos = 0;
  for (const child of doc.content ?? []) {
    starts.push(pos);
    pos += nodeSize(child);
  }
  return starts;
}
