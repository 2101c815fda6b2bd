import { describe, expect, it } from 'vitest';
import { buildOntologyGraph } from '../../../common/maps/graph.ts';
import { sampleState } from '../../../common/maps/fixture.test-data.ts';
import { MAX_HOPS, neighbourhood } from './neighbourhood.ts';

describe('a node’s neighbourhood in N hops (issue 14, item 7)', () => {
  const graph = buildOntologyGraph(sampleState());
  const sorted = (s: Set<string>) => [...s].sort();

  it('is the node alone at 0 hops and its direct neighbours, both directions, at 1', () => {
    expect(sorted(neighbourhood(graph, 'ann', 0))).toEqual(['ann']);
    // ann → person (instance of), ann → acme (works for).
    expect(sorted(neighbourhood(graph, 'ann', 1))).toEqual(['acme', 'ann', 'person']);
  });

  it('grows hop by hop', () => {
    expect(sorted(neighbourhood(graph, 'ann', 2))).toEqual([
      'acme',
      'age',
      'agent',
      'ann',
      'bob',
      'company',
      'knows',
      'person',
    ]);
  });

  it('stops at MAX_HOPS and knows no unknown centre', () => {
    const chain = {
      nodes: Array.from({ length: 20 }, (_, i) => ({ id: `n${i}`, label: `${i}`, kind: 'class' as const, link: null })),
      edges: Array.from({ length: 19 }, (_, i) => ({
        id: `e${i}`,
        from: `n${i}`,
        to: `n${i + 1}`,
        kind: 'subclass' as const,
      })),
    };
    expect(neighbourhood(chain, 'n0', 50).size).toBe(MAX_HOPS + 1);
    expect(neighbourhood(chain, 'nope', 2).size).toBe(0);
  });
});
