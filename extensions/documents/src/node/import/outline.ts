import type { DocumentImportOutline } from '@ontobench/sdk/node';
import type { DocNode } from '../../common/api.ts';

const textOf = (node: DocNode): string =>
  node.type === 'text'
    ? (node.text ?? '')
    : node.type === 'hardBreak'
      ? ' '
      : (node.content ?? []).map(textOf).join('');

/** The headings (level and text), paragraphs with text, images and tables of a content tree; no warnings yet. */
export function outlineOf(doc: DocNode): DocumentImportOutline {
  const outline: DocumentImportOutline = {
    title: null,
    headings: [],
    paragraphs: 0,
    images: 0,
    tables: 0,
    warnings: [],
  };
  const walk = (node: DocNode) => {
    if (node.type === 'heading') {
      const text = textOf(node).trim();
      outline.headings.push({ level: Number(node.attrs?.level ?? 1), text });
      outline.title ??= text || null;
      return;
    }
    if (node.type === 'paragraph' || node.type === 'codeBlock') {
      if (textOf(node).trim() !== '') outline.paragraphs++;
      return;
    }
    if (node.type === 'image') outline.images++;
    if (node.type === 'table') outline.tables++;
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return outline;
}
