import { describe, expect, it } from 'vitest';
import { LABEL_MIN_SCREEN_PX, labelShown, labelsThatFit, slices, viewToFit, visLabelThreshold } from './large-map.ts';

describe('large maps: labels only where they can be read (issue 14, item 7)', () => {
  it('draws a 14 px label from 9 px on screen, not below', () => {
    expect(LABEL_MIN_SCREEN_PX).toBe(9);
    expect(labelShown(14, 1)).toBe(true);
    expect(labelShown(14, 9 / 14)).toBe(true);
    expect(labelShown(14, 0.5)).toBe(false);
    // 559 nodes fitted into a window come out at about a quarter of their size: no labels.
    expect(labelShown(14, 0.25)).toBe(false);
  });

  it('gives vis-network a threshold that hides exactly what labelShown hides', () => {
    // vis hides a label when fontSize × scale < drawThreshold − 1 (vis-network Label.visible()).
    const visHides = (size: number, scale: number) => size * scale < visLabelThreshold() - 1;
    for (const scale of [0.1, 0.5, 0.6, 9 / 14, 0.7, 1, 2]) expect(visHides(14, scale)).toBe(!labelShown(14, scale));
  });
});

describe('large maps: building in slices', () => {
  it('splits in order, the last slice shorter', () => {
    expect(slices([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(slices([], 2)).toEqual([]);
    expect(slices(Array.from({ length: 2000 }, (_, i) => i)).length).toBe(10);
  });
});

describe('large maps: the first view from the positions', () => {
  it('centres the positions and scales them into the canvas with a margin', () => {
    const view = viewToFit({ a: { x: -1000, y: 0 }, b: { x: 1000, y: 500 } }, 1040, 600, 20);
    expect(view).toEqual({ x: 0, y: 250, scale: 0.5 });
  });

  it('does not blow a tiny map up past 1, and has no view without positions', () => {
    expect(viewToFit({ a: { x: 5, y: 5 } }, 800, 600)?.scale).toBe(1);
    expect(viewToFit({}, 800, 600)).toBeNull();
  });
});

describe('labels of a zoomed-out map that fit (issue 14, item 7: no unreadable tangle)', () => {
  const at = (id: string, x: number, y: number, weight: number) => ({ id, x, y, text: 'Класс 10 (9)', weight });

  it('keeps the heavier of two labels that would overlap on screen, and both once zoomed in far enough', () => {
    // 40 map units apart: 4 px on screen at 0.1 (overlap), 80 px at 2 (a label is ~92 px wide: still overlap).
    const items = [at('small', 0, 0, 3), at('big', 40, 0, 9)];
    expect([...labelsThatFit(items, 0.1)]).toEqual(['big']);
    expect([...labelsThatFit(items, 2)]).toEqual(['big']);
    expect([...labelsThatFit(items, 3)].sort()).toEqual(['big', 'small']);
  });

  it('labels points that are apart, one under the other included', () => {
    const items = [at('a', 0, 0, 1), at('b', 0, 200, 1), at('c', 3000, 0, 1)];
    expect(labelsThatFit(items, 0.1).size).toBe(3);
    expect(labelsThatFit(items, 0.05).size).toBe(2);
  });
});
