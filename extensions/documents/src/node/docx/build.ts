import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { DocNode } from '../../common/api.ts';
import { parseReferences, type Reference } from '@ontobench/sdk/common';
import type { DocumentResolve } from '../terms/resolver.ts';
import { BlockWriter } from './blocks.ts';
import { listLevels } from '@ontobench/sdk/node';
import { BULLET_LIST, NUMBERED_LIST } from './numbering.ts';

/**
 * The document as a real .docx (the `docx` package): its name as the title, then the content with every
 * reference expanded as text (`resolve` decides what the reader may see). Every name and text goes in as
 * text, which the package writes XML-escaped, so nothing in a document becomes markup of the file.
 */
export async function buildDocx(name: string, content: DocNode | null, resolve: DocumentResolve): Promise<Buffer> {
  // Every reference of the document asked for at once (in batches), not text by text.
  await resolve.prefetch(referencesIn(content));
  const body = await new BlockWriter(resolve).blocks(content?.content);
  const document = new Document({
    title: name,
    creator: 'Ontobench',
    numbering: {
      config: [
        { reference: BULLET_LIST, levels: listLevels(false) },
        { reference: NUMBERED_LIST, levels: listLevels(true) },
      ],
    },
    sections: [{ children: [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(name)] }), ...body] }],
  });
  return Packer.toBuffer(document);
}

/** The references in the content's text (inline code aside: it shows references as written). */
function referencesIn(content: DocNode | null): Reference[] {
  const out: Reference[] = [];
  const walk = (node: DocNode) => {
    if (node.type === 'text' && node.text?.includes(':') && !node.marks?.some((m) => m.type === 'code'))
      for (const segment of parseReferences(node.text, () => undefined)) if (segment.type === 'ref') out.push(segment);
    for (const child of node.content ?? []) walk(child);
  };
  if (content) walk(content);
  return out;
}
