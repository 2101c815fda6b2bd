import { describe, expect, it, vi } from 'vitest';
import { allPlaced, parseMapLayout, serializeMapLayout } from './layout-doc.ts';

describe('the map layout stored with the map (ONTO_PROP.mapLayout)', () => {
  it('writes {positions:{[id]:{x,y}}} rounded to whole pixels and reads it back', () => {
    const pieces = serializeMapLayout({ a: { x: 1.4, y: -2.6 }, b: { x: 10, y: 20 } });
    expect(JSON.parse(pieces.join(''))).toEqual({ positions: { a: { x: 1, y: -3 }, b: { x: 10, y: 20 } } });
    expect(parseMapLayout(pieces)).toEqual({ a: { x: 1, y: -3 }, b: { x: 10, y: 20 } });
  });

  it('splits a long layout into pieces of at most 2,000 characters (the store indexes text values), joined in order', () => {
    const positions = Object.fromEntries(
      Array.from({ length: 2000 }, (_, i) => [
        `0e0e0000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        { x: 5 - i * 7, y: i * 3 },
      ]),
    );
    const pieces = serializeMapLayout(positions);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= 2_000)).toBe(true);
    expect(pieces.length).toBe(Math.ceil(pieces.join('').length / 2_000));
    expect(parseMapLayout(pieces)).toEqual(positions);
  });

  it('a broken layout is no layout, and bad entries are dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseMapLayout(['{"positions":'])).toEqual({});
    expect(parseMapLayout(['{"positions":{"a":{"x":"1","y":2},"b":{"x":1,"y":2}}}'])).toEqual({ b: { x: 1, y: 2 } });
    expect(parseMapLayout([])).toEqual({});
    warn.mockRestore();
  });

  it('knows when every node has a position', () => {
    expect(allPlaced(['a', 'b'], { a: { x: 0, y: 0 }, b: { x: 1, y: 1 } })).toBe(true);
    expect(allPlaced(['a', 'c'], { a: { x: 0, y: 0 } })).toBe(false);
  });
});
