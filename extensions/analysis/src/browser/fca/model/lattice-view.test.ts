import { describe, expect, it } from 'vitest';
import { conceptNames, drawLattice, labelLines, reachable } from './lattice-view.ts';
import { SMALL } from './test-lattice.ts';

describe('the Hasse diagram’s view (issue 18 item 5)', () => {
  it('labels are reduced as usual in FCA: an object at its object concept, an attribute at its attribute concept', () => {
    const { concepts } = drawLattice(SMALL);
    expect(concepts.map((c) => [c.attributes, c.objects])).toEqual([
      [['x'], ['a']],
      [['y'], ['b']],
    ]);
    expect(concepts[1]!.cy).toBeGreaterThan(concepts[0]!.cy);
  });

  it('the up-set and down-set of a concept follow the covers; a concept’s extent and intent by name', () => {
    const edges: [number, number][] = [
      [0, 1],
      [0, 2],
      [1, 3],
      [2, 3],
    ];
    expect([...reachable(edges, 1, 'up')].sort()).toEqual([0, 1]);
    expect([...reachable(edges, 0, 'down')].sort()).toEqual([0, 1, 2, 3]);
    expect(conceptNames(SMALL, 1)).toEqual({ extent: ['b'], intent: ['x', 'y'] });
  });

  it('a long label is a few lines, each cut, then how many more', () => {
    expect(labelLines(['Студент 01', 'Студент 02', 'Студент 03', 'Студент 04'])).toEqual([
      'Студент 01',
      'Студент 02',
      '+2',
    ]);
    expect(labelLines(['x'.repeat(40)])).toEqual([`${'x'.repeat(27)}…`]);
  });
});
