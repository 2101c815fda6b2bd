import { Bookmark, ExternalHyperlink, ImageRun, InternalHyperlink, TextRun, type ParagraphChild } from 'docx';
import { embeddedImage } from '@ontobench/sdk/node';

/** The monospace font of code (a mermaid diagram's text). */
export const CODE_FONT = 'Courier New';
/** The widest illustration, in pixels (the page's text width at 96 dpi). */
const PAGE_WIDTH = 600;

/** Text as paragraphs' runs: blank lines part paragraphs (one list per paragraph), line breaks stay breaks. */
export function paragraphsOf(text: string, style: { bold?: boolean; font?: string } = {}): TextRun[][] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => p.split('\n').map((line, at) => new TextRun({ text: line, break: at > 0 ? 1 : 0, ...style })));
}

/** A Word bookmark name for an element (a letter first, at most 40 characters): where the generated lists link. */
export function anchorOf(id: string): string {
  return `e${id.replace(/[^a-zA-Z0-9]/g, '').slice(0, 39)}`;
}

/** A heading's or caption's text with the bookmark of its element. */
export function anchored(id: string, text: string, style: { bold?: boolean } = {}): ParagraphChild {
  return new Bookmark({ id: anchorOf(id), children: [new TextRun({ text, ...style })] });
}

/** A link to an element's bookmark. */
export function linkTo(id: string, text: string): ParagraphChild {
  return new InternalHyperlink({ anchor: anchorOf(id), children: [new TextRun({ text, style: 'Hyperlink' })] });
}

/**
 * An illustration's picture: a raster data image embedded at the width of its settings (never wider
 * than the page); a web address as a link (the server never loads addresses a document names); else null.
 */
export function pictureOf(src: string, width: number, alt: string): ParagraphChild | null {
  const image = embeddedImage(src, PAGE_WIDTH);
  if (image) {
    const w = Math.max(1, Math.min(PAGE_WIDTH, Math.round(width)));
    return new ImageRun({
      type: image.type,
      data: image.data,
      transformation: { width: w, height: Math.max(1, Math.round((image.height * w) / image.width)) },
      altText: { name: alt, description: alt, title: alt },
    });
  }
  if (/^https?:\/\//i.test(src))
    return new ExternalHyperlink({ link: src, children: [new TextRun({ text: `[${alt}]`, style: 'Hyperlink' })] });
  return null;
}
