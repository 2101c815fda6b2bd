import type { DocNode } from './api.ts';

/**
 * A document's content is stored as the ordered values of one multi-valued text property (DOC_PROP.content,
 * publicContent, linkContent): the data API takes at most 100,000 characters a value, and a 200-page
 * document is about 1,000,000 characters of JSON. Pieces of 50,000 leave room under that limit.
 */
export const CONTENT_PIECE_LENGTH = 50_000;

/** The text cut into ordered pieces of at most `size` characters, never between the halves of a surrogate pair. */
export function splitContent(text: string, size = CONTENT_PIECE_LENGTH): string[] {
  if (size < 2) throw new RangeError('a piece holds at least two characters');
  const pieces: string[] = [];
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + size, text.length);
    // A lone half of an emoji would be stored as U+FFFD: cut one character earlier.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

/** The pieces joined back in their order. */
export function joinContent(pieces: readonly string[]): string {
  return pieces.join('');
}

/**
 * Stored pieces back to the content tree; null when there are none or they do not read as a node (a
 * broken value is no content rather than an error page).
 */
export function parseContent(pieces: readonly string[]): DocNode | null {
  if (pieces.length === 0) return null;
  try {
    const node: unknown = JSON.parse(joinContent(pieces));
    return typeof node === 'object' && node !== null && typeof (node as DocNode).type === 'string'
      ? (node as DocNode)
      : null;
  } catch {
    return null;
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
