import { ExternalHyperlink, ImageRun, TextRun, type ParagraphChild } from 'docx';
import type { DocNode } from '../../common/api.ts';
import { safeHref, safeImageSrc } from '../../common/doc-schema.ts';
import { expandReferences, type Resolve } from '@ontobench/sdk/common';
import { renderExpanded } from '@ontobench/sdk/common';
import { embeddedImage } from '@ontobench/sdk/node';

/** The monospace font of inline code and code blocks. */
export const CODE_FONT = 'Courier New';
/** Invalid references stay text; the log of a download needs no line per such pattern. */
const quiet = () => undefined;

/** A text with its references expanded (domain.md §5), as plain text. */
export async function expandedText(text: string, resolve: Resolve): Promise<string> {
  if (!text.includes(':')) return text;
  return renderExpanded(await expandReferences(text, resolve, quiet), 'text');
}

/** Runs of a text, with a line break where the text has a new line (an expanded `!` reference). */
export function textRuns(text: string, style: Omit<ConstructorParameters<typeof TextRun>[0] & object, 'text'>) {
  return text.split('\n').map((line, i) => new TextRun({ ...style, text: line, ...(i > 0 ? { break: 1 } : {}) }));
}

/**
 * The inline content of a paragraph or heading as runs: marks as run formatting, safe links as
 * hyperlinks (others as their text), hard breaks, images (a data image embedded, a remote one as a link
 * with its description: the server never fetches it). Unknown nodes and marks are dropped.
 */
export async function inlineRuns(nodes: readonly DocNode[] | undefined, resolve: Resolve): Promise<ParagraphChild[]> {
  const out: ParagraphChild[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'text') out.push(...(await textNode(node, resolve)));
    else if (node.type === 'hardBreak') out.push(new TextRun({ text: '', break: 1 }));
    else if (node.type === 'image') out.push(imageRun(node));
  }
  return out;
}

async function textNode(node: DocNode, resolve: Resolve): Promise<ParagraphChild[]> {
  const marks = new Set((node.marks ?? []).map((m) => m.type));
  const code = marks.has('code');
  // Inline code is shown as written: a reference in it is an example, not a reference.
  const text = code ? (node.text ?? '') : await expandedText(node.text ?? '', resolve);
  const href = safeHref(node.marks?.find((m) => m.type === 'link')?.attrs?.href);
  const style = {
    bold: marks.has('bold'),
    italics: marks.has('italic'),
    strike: marks.has('strike'),
    ...(marks.has('underline') ? { underline: {} } : {}),
    ...(code ? { font: CODE_FONT } : {}),
    ...(href ? { style: 'Hyperlink' } : {}),
  };
  const runs = textRuns(text, style);
  return href ? [new ExternalHyperlink({ link: href, children: runs })] : runs;
}

/** An image: embedded when its source is a data image, else its description linked to its address. */
export function imageRun(node: DocNode): ParagraphChild {
  const attrs = node.attrs ?? {};
  const alt = typeof attrs.alt === 'string' && attrs.alt !== '' ? attrs.alt : 'Изображение';
  const image = embeddedImage(attrs.src);
  if (image) {
    return new ImageRun({
      type: image.type,
      data: image.data,
      transformation: { width: image.width, height: image.height },
      altText: { name: alt, description: alt, title: typeof attrs.title === 'string' ? attrs.title : alt },
    });
  }
  const src = safeImageSrc(attrs.src);
  const label = `[${alt}]`;
  return src && !src.startsWith('data:')
    ? new ExternalHyperlink({ link: src, children: [new TextRun({ text: label, style: 'Hyperlink' })] })
    : new TextRun({ text: label });
}
