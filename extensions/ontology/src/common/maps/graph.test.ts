import { describe, expect, it } from 'vitest';
import { ALL_VISIBLE, buildOntologyGraph, searchNodes, visiblePart } from './graph.ts';
import { sampleState } from './fixture.test-data.ts';

describe('state → map graph (issue #5: classes, individuals and their relations)', () => {
  const graph = buildOntologyGraph(sampleState());
  const edge = (id: string) => graph.edges.find((e) => e.id === id);

  it('makes a node per class, individual and data property, with its item page', () => {
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    expect(byId.get('person')).toMatchObject({ kind: 'class', label: 'Человек', link: '/class_list/person' });
    expect(byId.get('ann')).toMatchObject({ kind: 'individual', link: '/examp_list/person?inst=ann' });
    expect(byId.get('age')).toMatchObject({ kind: 'dataProperty', link: '/scalar_list/age' });
    expect(graph.nodes.map((n) => n.id).sort()).toEqual([
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

  it('draws subclass-of edges child → parent, and only to parents in the ontology', () => {
    expect(edge('sub:person:agent')).toMatchObject({ from: 'person', to: 'agent', kind: 'subclass' });
    expect(graph.edges.some((e) => e.to === 'elsewhere')).toBe(false);
  });

  it('draws an object property with domain and range as a labelled domain → range edge', () => {
    expect(edge('op:worksFor:person:company')).toMatchObject({ label: 'работает в', link: '/props_list/worksFor' });
    expect(graph.nodes.some((n) => n.id === 'worksFor')).toBe(false);
  });

  it('draws an object property without a range as a node tied to its domain', () => {
    expect(graph.nodes.find((n) => n.id === 'knows')?.kind).toBe('objectProperty');
    expect(edge('dom:knows:person')).toMatchObject({ from: 'person', to: 'knows' });
  });

  it('ties individuals to their class and to the individuals they link to, never to missing ones', () => {
    expect(edge('io:ann:person')).toMatchObject({ kind: 'instanceOf' });
    expect(edge('ln:ann:0')).toMatchObject({ from: 'ann', to: 'acme', label: 'работает в' });
    expect(graph.edges.some((e) => e.to === 'nobody')).toBe(false);
  });

  it('the filters hide a kind and every edge that touches it', () => {
    const part = visiblePart(graph, { ...ALL_VISIBLE, individuals: false });
    expect(part.nodes.some((n) => n.kind === 'individual')).toBe(false);
    expect(part.edges.some((e) => ['instanceOf', 'link'].includes(e.kind))).toBe(false);
    expect(part.edges.some((e) => e.kind === 'subclass')).toBe(true);
    const noInheritance = visiblePart(graph, { ...ALL_VISIBLE, subclassEdges: false });
    expect(noInheritance.edges.some((e) => e.kind === 'subclass')).toBe(false);
    expect(noInheritance.nodes).toHaveLength(graph.nodes.length);
  });

  it('finds nodes by part of the name, exact matches first, any case', () => {
    expect(searchNodes(graph.nodes, 'АН').map((n) => n.id)).toEqual(['company', 'ann']);
    expect(searchNodes(graph.nodes, 'акме').map((n) => n.id)).toEqual(['acme']);
    expect(searchNodes(graph.nodes, 'анна').map((n) => n.id)).toEqual(['ann']);
    expect(searchNodes(graph.nodes, '  ')).toEqual([]);
  });
});
