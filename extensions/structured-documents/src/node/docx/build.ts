import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { listLevels } from '@ontobench/sdk/node';
import type { DocumentState } from '../../common/api.ts';
import { numberTree } from '../../common/numbering.ts';
import { outlineOf } from '../../common/render/generated.ts';
import type { SearchFeed } from '../../common/render/search.ts';
import { BULLET_LIST, NUMBERED_LIST, SdocBlockWriter } from './blocks.ts';

/**
 * A structured document as a real .docx (issue 16 item 9, the `docx` package): its title as the Word
 * title, then its elements (blocks.ts) with the numbering labels of `numberTree` and the references of
 * `texts` expanded (render.ts `expandedContents` as text), and the rows of the searches feeding its
 * generators and search results (`searches`).
 */
export async function buildStructuredDocx(
  state: DocumentState,
  texts: ReadonlyMap<string, string>,
  searches: ReadonlyMap<string, SearchFeed> = new Map(),
): Promise<Buffer> {
  const labels = numberTree(state.root, (n) => n, state.numberingSets);
  const writer = new SdocBlockWriter({ labels, texts, outline: outlineOf(state.root, labels), searches });
  const body = await writer.children(state.root);
  const title = state.title || state.name;
  const document = new Document({
    title,
    creator: 'Ontobench',
    numbering: {
      config: [
        { reference: BULLET_LIST, levels: listLevels(false) },
        { reference: NUMBERED_LIST, levels: listLevels(true) },
      ],
    },
    sections: [{ children: [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }), ...body] }],
  });
  return Packer.toBuffer(document);
}
