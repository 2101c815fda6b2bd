import type { Schema } from '@tiptap/pm/model';
import type { DocNode } from '../../../common/api.ts';

/**
 * The stored content as the editor's schema can hold it: nodes and marks of unknown types are dropped
 * (with what is inside them), as the renderers drop them. Without this one unknown node (a forged value,
 * content of a later version) makes TipTap replace the whole document with an empty one — which the next
 * autosave would then store.
 */
export function contentForSchema(content: DocNode | null, schema: Schema): DocNode | null {
  if (!content || content.type !== schema.topNodeType.name) return null;
  return clean(content, schema) ?? null;
}

function clean(node: DocNode, schema: Schema): DocNode | undefined {
  if (typeof node !== 'object' || node === null || !(node.type in schema.nodes)) return undefined;
  if (node.type === 'text' && typeof node.text !== 'string') return undefined;
  const out: DocNode = { ...node };
  if (Array.isArray(node.marks)) out.marks = node.marks.filter((m) => m && m.type in schema.marks);
  else delete out.marks;
  if (Array.isArray(node.content)) {
    out.content = node.content.map((child) => clean(child, schema)).filter((c): c is DocNode => c !== undefined);
  } else delete out.content;
  return out;
}
