import { describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/sdk/common';
import { ONTO_PROP } from '../../../common/schema.ts';
import { buildOntologyGraph } from '../../../common/maps/graph.ts';
import { sampleState } from '../../../common/maps/fixture.test-data.ts';
import { applyCreation, creationOps, relationChoices } from './create.ts';

describe('creating from the map (issue 14, item 4)', () => {
  it('creates a class as the lists do: new + membership in the ontology, and a parent when given', () => {
    expect(creationOps('o', { kind: 'class', id: 'x', name: 'Кот', parent: 'agent' })).toEqual([
      { op: 'new', class: CLASS.Class, name: 'Кот', inst: 'x' },
      { op: 'add', inst: 'x', prop: ONTO_PROP.ontology, val: 'o' },
      { op: 'add', inst: 'x', prop: PROP.parentClass, val: 'agent' },
    ]);
  });

  it('creates an individual of its class, and a new object property with domain and range', () => {
    expect(creationOps('o', { kind: 'individual', id: 'y', name: 'Мурка', classId: 'person' })[0]).toEqual({
      op: 'new',
      class: 'person',
      name: 'Мурка',
      inst: 'y',
    });
    expect(
      creationOps('o', { kind: 'property', id: 'p', name: 'владеет', from: 'person', to: 'company' }),
    ).toContainEqual({ op: 'upd', inst: 'p', prop: PROP.range, val: ['company'] });
  });

  it('puts each new term on the map without loading the ontology again', () => {
    let state = sampleState();
    state = applyCreation(state, { kind: 'class', id: 'cat', name: 'Кот', parent: 'agent' });
    state = applyCreation(state, { kind: 'individual', id: 'murka', name: 'Мурка', classId: 'cat' });
    state = applyCreation(state, { kind: 'link', from: 'bob', to: 'acme', prop: 'worksFor' });
    state = applyCreation(state, { kind: 'subclass', from: 'company', to: 'person' });
    const graph = buildOntologyGraph(state);
    const ids = new Set(graph.edges.map((e) => e.id));
    expect(graph.nodes.find((n) => n.id === 'murka')).toMatchObject({ kind: 'individual', label: 'Мурка' });
    expect(ids.has('sub:cat:agent')).toBe(true);
    expect(ids.has('io:murka:cat')).toBe(true);
    expect(ids.has('sub:company:person')).toBe(true);
    expect(graph.edges.some((e) => e.kind === 'link' && e.from === 'bob' && e.to === 'acme')).toBe(true);
    expect(sampleState().classes).toHaveLength(3); // the old document is left as it was
  });

  it('offers subclass-of or a new relation between classes, never a cycle', () => {
    const state = sampleState();
    expect(relationChoices(state, 'company', 'person')).toEqual([{ kind: 'subclass' }, { kind: 'property' }]);
    // person is already under agent; agent under person would be a cycle.
    expect(relationChoices(state, 'person', 'agent')).toEqual([{ kind: 'property' }]);
    expect(relationChoices(state, 'agent', 'person')).toEqual([{ kind: 'property' }]);
  });

  it('offers between individuals the object properties whose domain and range hold their classes', () => {
    const state = sampleState();
    expect(relationChoices(state, 'bob', 'acme')).toEqual([{ kind: 'link', prop: 'worksFor', name: 'работает в' }]);
    expect(relationChoices(state, 'acme', 'bob')).toEqual([]);
    expect(relationChoices(state, 'ann', 'person')).toEqual([]);
    expect(relationChoices(state, 'ann', 'ann')).toEqual([]);
  });
});
