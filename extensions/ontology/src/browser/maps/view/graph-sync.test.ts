import { describe, expect, it } from 'vitest';
import { DataSet } from 'vis-data';
import type { Network } from 'vis-network';
import type { MapGraph } from '../../../common/maps/graph.ts';
import { quietly, syncGraph } from './graph-sync.ts';
import type { VisEdge, VisNode } from './vis-style.ts';

const colours = { text: '#000000', background: '#ffffff' };

function graphOf(count: number): MapGraph {
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    label: `n${i}`,
    kind: 'individual' as const,
    link: null,
  }));
  return { nodes, edges: [] };
}

describe('building the map in slices (issue 14, item 7)', () => {
  it('adds drawn nodes 200 a slice, and every hidden one (in a cluster, filtered out) in the first', async () => {
    const sets = { nodes: new DataSet<VisNode>(), edges: new DataSet<VisEdge>() };
    const sizes: number[] = [];
    const hidden = (id: string) => Number(id.slice(1)) >= 450;
    await syncGraph(sets, graphOf(750), {
      positions: {},
      look: { colours, edgeLabels: false },
      sliced: true,
      hidden,
      cancelled: () => false,
      batch: (change) => {
        const before = sets.nodes.length;
        change();
        sizes.push(sets.nodes.length - before);
      },
    });
    // The first batch is the removals (none); then 300 hidden + 200, 200, 50.
    expect(sizes).toEqual([0, 500, 200, 50]);
    expect(sets.nodes.length).toBe(750);
  });

  it('leaves the map’s own cluster nodes alone when a new graph drops the terms they hold', async () => {
    const sets = { nodes: new DataSet<VisNode>(), edges: new DataSet<VisEdge>() };
    sets.nodes.add([{ id: 'cluster:n0', label: 'n0 (2)', font: { color: '#000' } }]);
    await syncGraph(sets, graphOf(1), {
      positions: {},
      look: { colours, edgeLabels: false },
      sliced: false,
      hidden: () => false,
      cancelled: () => false,
      batch: (change) => change(),
    });
    expect(sets.nodes.getIds().sort()).toEqual(['cluster:n0', 'n0']);
  });
});

describe('one draw per change (quietly)', () => {
  it('holds vis’ drawing while the change runs, then asks for one draw', () => {
    const events: string[] = [];
    const net = { body: { emitter: { emit: (event: string) => events.push(event) } } } as unknown as Network;
    quietly(net, () => events.push('change'));
    expect(events).toEqual(['_blockRedraw', 'change', '_allowRedraw', '_requestRedraw']);
  });

  it('lets drawing go again when the change throws, and still changes without vis’ internals', () => {
    const events: string[] = [];
    const net = { body: { emitter: { emit: (event: string) => events.push(event) } } } as unknown as Network;
    expect(() =>
      quietly(net, () => {
        throw new Error('bad');
      }),
    ).toThrow('bad');
    expect(events).toEqual(['_blockRedraw', '_allowRedraw', '_requestRedraw']);
    let changed = false;
    quietly({} as Network, () => (changed = true));
    expect(changed).toBe(true);
  });
});
