import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_PIECE_LENGTH, joinContent, splitContent } from './text-pieces.ts';

describe('content pieces (values of at most 100,000 characters: docs/api.md set_data)', () => {
  it('cuts into ordered pieces of 50,000 characters that join back into the text', () => {
    const text = 'абв'.repeat(60_000);
    const pieces = splitContent(text);
    expect(pieces.map((p) => p.length)).toEqual([
      CONTENT_PIECE_LENGTH,
      CONTENT_PIECE_LENGTH,
      CONTENT_PIECE_LENGTH,
      30_000,
    ]);
    expect(joinContent(pieces)).toBe(text);
    expect(splitContent('')).toEqual([]);
  });

  it('never cuts an emoji in half (a lone surrogate would be stored as U+FFFD)', () => {
    const text = `${'x'.repeat(CONTENT_PIECE_LENGTH - 1)}😀${'y'.repeat(10)}`;
    const pieces = splitContent(text);
    expect(pieces[0]!.length).toBe(CONTENT_PIECE_LENGTH - 1);
    expect(pieces[1]!.startsWith('😀')).toBe(true);
    expect(joinContent(pieces)).toBe(text);
  });

  it('joins back any text, whatever the piece size', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 2, max: 40 }), (text, size) => {
        const pieces = splitContent(text, size);
        expect(joinContent(pieces)).toBe(text);
        for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(size);
      }),
    );
  });
});
