/**
 * Axioms are stored as ordered pieces of this many characters, read back joined (state-reader.ts): the
 * data API takes values up to 100,000 characters, and smaller pieces keep each value's index entry small.
 * Shared by the import (node) and the axioms editor (browser), which write the same property.
 */
export const AXIOM_PIECE = 20_000;

/** The axioms' Turtle in pieces, ending with a line break so a later import's text can follow it. */
export function axiomPieces(text: string | null | undefined): string[] {
  if (!text?.trim()) return [];
  const whole = text.endsWith('\n') ? text : `${text}\n`;
  const pieces: string[] = [];
  for (let i = 0; i < whole.length;) {
    let end = Math.min(i + AXIOM_PIECE, whole.length);
    // Never between the two halves of a surrogate pair.
    if (end < whole.length && /[\uD800-\uDBFF]/.test(whole[end - 1]!)) end--;
    pieces.push(whole.slice(i, end));
    i = end;
  }
  return pieces;
}
