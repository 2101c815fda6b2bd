import { describe, expect, it, vi } from 'vitest';
import { buildOntologyGraph } from '../../../common/maps/graph.ts';
import { sampleState } from '../../../common/maps/fixture.test-data.ts';
import { parseScenario, parseTriplet, scenarioGraph, taxonomyGraph, tripletGraph, workspaceGraph } from './views.ts';

const state = sampleState();
const map = buildOntologyGraph(state);

describe('views on a map: triplet, scenario, workspace, taxonomy', () => {
  it('a triplet shows its links between their ends, named as on the map', () => {
    const links = parseTriplet(
      JSON.stringify({ links: [{ from: 'ann', prop: 'worksFor', to: 'acme' }, { from: 'x' }] }),
    );
    const g = tripletGraph(map, state, links);
    expect(g.nodes.map((n) => n.label)).toEqual(['Анна', 'Акме']);
    expect(g.edges).toEqual([
      expect.objectContaining({ from: 'ann', to: 'acme', label: 'работает в', link: '/props_list/worksFor' }),
    ]);
  });

  it('bad triplet or scenario JSON is an empty view', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseTriplet('nope')).toEqual([]);
    expect(parseScenario('{"steps":3}')).toEqual([]);
    expect(parseScenario(null)).toEqual([]);
    warn.mockRestore();
  });

  it('a scenario shows the nodes its steps name; each step highlights its nodes and edges', () => {
    const steps = parseScenario(
      JSON.stringify({
        steps: [
          { nodes: ['ann'], edges: [], caption: 'Анна' },
          { nodes: ['ann', 'acme'], edges: [{ from: 'ann', to: 'acme', prop: 'worksFor' }], caption: 'работает' },
          { nodes: ['bob'], edges: [{ from: 'bob', to: 'acme' }] },
        ],
      }),
    );
    const { graph, highlights } = scenarioGraph(map, steps);
    expect(graph.nodes.map((n) => n.id).sort()).toEqual(['acme', 'ann', 'bob']);
    expect(highlights[1]).toEqual({ nodes: ['ann', 'acme'], edges: ['ln:ann:0'], caption: 'работает' });
    // A link the map lacks is drawn for the step that names it.
    expect(graph.edges.find((e) => e.id === highlights[2]!.edges[0])).toMatchObject({ from: 'bob', to: 'acme' });
    expect(highlights[2]!.caption).toBe('');
  });

  it('a workspace shows its items as on the map, and others as plain nodes', () => {
    const g = workspaceGraph(map, [
      { id: 'ann', name: 'Анна' },
      { id: 'acme', name: 'Акме' },
      { id: 'doc', name: 'Документ' },
    ]);
    expect(g.nodes.map((n) => `${n.id}:${n.kind}`)).toEqual(['ann:individual', 'acme:individual', 'doc:item']);
    expect(g.edges.map((e) => e.id)).toEqual(['ln:ann:0']);
  });

  it('the taxonomy is the classes and their subclass-of edges', () => {
    const g = taxonomyGraph(map);
    expect(g.nodes.map((n) => n.id)).toEqual(['agent', 'person', 'company']);
    expect(g.edges.every((e) => e.kind === 'subclass')).toBe(true);
    expect(g.edges).toHaveLength(2);
  });
});
