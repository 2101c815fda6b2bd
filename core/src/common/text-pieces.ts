/**
 * A long text stored as the ordered values of one multi-valued text property: the data API takes at most
 * 100,000 characters a value (docs/api.md set_data), and a long document is megabytes of JSON. Pieces of
 * 50,000 leave room under that limit.
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

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
