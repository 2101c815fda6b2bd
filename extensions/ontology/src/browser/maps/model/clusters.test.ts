import { describe, expect, it } from 'vitest';
import type { MapGraph } from '../../../common/maps/graph.ts';
import { buildOntologyGraph } from '../../../common/maps/graph.ts';
import { sampleState } from '../../../common/maps/fixture.test-data.ts';
import {
  CLUSTER_MIN_NODES,
  CLUSTER_SCALE,
  UNCLUSTER_SCALE,
  clusterPlan,
  clusterWanted,
  collapsedCount,
  communities,
  groupsByClass,
} from './clusters.ts';

describe('clusters of a zoomed-out map (issue 14, item 7: by class or community)', () => {
  it('groups each class with its individuals and the data properties it is the domain of', () => {
    const groups = groupsByClass(buildOntologyGraph(sampleState()));
    const byAnchor = new Map(groups.map((g) => [g.anchor, [...g.members].sort()]));
    expect(byAnchor.get('person')).toEqual(['age', 'ann', 'bob', 'person']);
    expect(byAnchor.get('company')).toEqual(['acme', 'company']);
    expect(byAnchor.has('agent')).toBe(false);
  });

  it('finds the two halves of a graph joined by one edge as two communities', () => {
    const node = (id: string) => ({ id, label: id, kind: 'class' as const, link: null });
    const edge = (from: string, to: string) => ({ id: `${from}-${to}`, from, to, kind: 'subclass' as const });
    const ids = ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4'];
    const graph: MapGraph = {
      nodes: ids.map(node),
      edges: [
        ...['a2', 'a3', 'a4'].map((x) => edge(x, 'a1')),
        edge('a2', 'a3'),
        ...['b2', 'b3', 'b4'].map((x) => edge(x, 'b1')),
        edge('b2', 'b3'),
        edge('a1', 'b1'),
      ],
    };
    const groups = communities(graph).map((g) => [...g.members].sort());
    expect(groups.sort()).toEqual([
      ['a1', 'a2', 'a3', 'a4'],
      ['b1', 'b2', 'b3', 'b4'],
    ]);
    expect(communities(graph)[0]!.anchor).toMatch(/1$/); // the best-connected node names it
  });

  it('clusters a map of many individuals by class, a bare class tree by community', () => {
    const classes = Array.from({ length: 10 }, (_, i) => ({
      id: `c${i}`,
      label: `C${i}`,
      kind: 'class' as const,
      link: null,
    }));
    const individuals = Array.from({ length: 100 }, (_, i) => ({
      id: `i${i}`,
      label: `I${i}`,
      kind: 'individual' as const,
      link: null,
    }));
    const instanceOf = individuals.map((x, i) => ({
      id: `io${i}`,
      from: x.id,
      to: `c${i % 10}`,
      kind: 'instanceOf' as const,
    }));
    const plan = clusterPlan({ nodes: [...classes, ...individuals], edges: instanceOf });
    expect(plan.mode).toBe('class');
    expect(collapsedCount(110, plan.groups)).toBe(10);

    const tree = {
      nodes: classes,
      edges: classes.slice(1).map((c, i) => ({ id: `s${i}`, from: c.id, to: 'c0', kind: 'subclass' as const })),
    };
    expect(clusterPlan(tree).mode).toBe('community');
  });
});

describe('when a map is clustered', () => {
  it('only past CLUSTER_MIN_NODES, below CLUSTER_SCALE, and stays so up to UNCLUSTER_SCALE', () => {
    expect(clusterWanted(0.1, CLUSTER_MIN_NODES, false)).toBe(false);
    expect(clusterWanted(0.1, 2000, false)).toBe(true);
    expect(clusterWanted(CLUSTER_SCALE, 2000, false)).toBe(false);
    expect(clusterWanted(CLUSTER_SCALE, 2000, true)).toBe(true);
    expect(clusterWanted(UNCLUSTER_SCALE, 2000, true)).toBe(false);
  });
});
