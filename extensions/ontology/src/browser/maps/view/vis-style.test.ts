import { describe, expect, it } from 'vitest';
import type { MapEdge, MapNode } from '../../../common/maps/graph.ts';
import { TEXT_ON_FILL, toVisEdge, toVisNode } from './vis-style.ts';

/** Fluent's dark theme: light text on a near-black canvas. */
const DARK = { text: '#ffffff', background: '#292929' };
const LIGHT = { text: '#242424', background: '#ffffff' };

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const node = (kind: MapNode['kind']): MapNode => ({ id: kind, label: kind, kind, link: null });

describe('map labels in the dark theme (issue 14, item 8)', () => {
  it('keeps the text inside a class box or an individual readable on its light fill (≥ 4.5:1)', () => {
    for (const kind of ['class', 'individual', 'item'] as const) {
      const vis = toVisNode(node(kind), {}, DARK) as unknown as {
        font: { color: string };
        color: { background: string };
      };
      expect(vis.font.color).toBe(TEXT_ON_FILL);
      expect(contrast(vis.font.color, vis.color.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws labels beside dots, diamonds and on edges in the theme text with a background halo', () => {
    for (const colours of [DARK, LIGHT]) {
      const dot = toVisNode(node('dataProperty'), {}, colours).font;
      expect(dot).toMatchObject({ color: colours.text, strokeColor: colours.background });
      expect(contrast(dot.color, colours.background)).toBeGreaterThanOrEqual(4.5);
      const edge: MapEdge = { id: 'e', from: 'a', to: 'b', kind: 'link', label: 'знает' };
      expect(toVisEdge(edge, true, colours).font).toMatchObject({
        color: colours.text,
        strokeColor: colours.background,
      });
    }
  });
});
