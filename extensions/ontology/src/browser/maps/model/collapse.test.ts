import { describe, expect, it } from 'vitest';
import type { ClusterGroup } from './clusters.ts';
import { batches, collapsedView, isClusterId } from './collapse.ts';
import type { MapGraph } from '../../../common/maps/graph.ts';

const node = (id: string) => ({ id, label: id, kind: 'individual' as const, link: null });
const edge = (from: string, to: string) => ({ id: `${from}>${to}`, from, to, kind: 'link' as const });

// Two classes' groups (a with a1, a2; b with b1) and a loose node x.
const graph: MapGraph = {
  nodes: ['a', 'a1', 'a2', 'b', 'b1', 'x'].map(node),
  edges: [edge('a1', 'a'), edge('a2', 'a'), edge('b1', 'b'), edge('a1', 'b1'), edge('b1', 'a2'), edge('x', 'a1')],
};
const groups: ClusterGroup[] = [
  { id: 'cluster:a', anchor: 'a', members: ['a', 'a1', 'a2'] },
  { id: 'cluster:b', anchor: 'b', members: ['b', 'b1'] },
];
const positions = { a: { x: 0, y: 0 }, a1: { x: 30, y: 0 }, a2: { x: 0, y: 60 }, b: { x: 100, y: 100 } };

describe('a map with clusters collapsed (issue 14, item 7: the map’s own clusters, not vis’ cluster())', () => {
  it('hides the members of a collapsed group behind one node at their centre, named by its anchor', () => {
    const view = collapsedView(graph, groups, new Set(['cluster:a']), positions);
    expect([...view.hiddenBy]).toEqual([
      ['a', 'cluster:a'],
      ['a1', 'cluster:a'],
      ['a2', 'cluster:a'],
    ]);
    expect(view.clusters).toEqual([{ id: 'cluster:a', anchor: 'a', count: 3, x: 10, y: 20 }]);
  });

  it('merges the edges from a cluster to each other end into one, counting them, and drops those inside', () => {
    const view = collapsedView(graph, groups, new Set(['cluster:a']), positions);
    // a1→b1 and b1→a2 both join cluster:a and b1; x→a1 joins it and x; the edges inside a are gone.
    expect(view.edges.map((e) => [e.from, e.to, e.count]).sort()).toEqual([
      ['b1', 'cluster:a', 2],
      ['cluster:a', 'x', 1],
    ]);
    // Between two collapsed clusters, one edge; b1→b is inside b.
    const both = collapsedView(graph, groups, new Set(['cluster:a', 'cluster:b']), positions);
    expect(both.edges.map((e) => [e.from, e.to, e.count]).sort()).toEqual([
      ['cluster:a', 'cluster:b', 2],
      ['cluster:a', 'x', 1],
    ]);
    expect(both.edges.every((e) => isClusterId(e.id))).toBe(true);
  });

  it('leaves out members the shown graph does not hold, and a group with none left', () => {
    const shown: MapGraph = { nodes: graph.nodes.filter((n) => n.id !== 'b' && n.id !== 'b1'), edges: [] };
    const view = collapsedView(shown, groups, new Set(['cluster:a', 'cluster:b']), positions);
    expect(view.clusters.map((c) => c.id)).toEqual(['cluster:a']);
    expect(view.hiddenBy.has('b1')).toBe(false);
  });

  it('with nothing collapsed shows the graph as it is', () => {
    const view = collapsedView(graph, groups, new Set(), positions);
    expect(view.clusters).toEqual([]);
    expect(view.edges).toEqual([]);
    expect(view.hiddenBy.size).toBe(0);
  });

  it('splits groups into batches of about a build slice of nodes, never splitting a group', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      id: `cluster:${i}`,
      anchor: String(i),
      members: Array.from({ length: 90 }, (_, k) => `${i}.${k}`),
    }));
    const parts = batches(many, 200);
    expect(parts.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    expect(parts.flat()).toEqual(many);
    // A group larger than a batch is a batch of its own.
    expect(batches([{ id: 'cluster:big', anchor: 'big', members: new Array(500).fill('m') }], 200)).toHaveLength(1);
  });
});
