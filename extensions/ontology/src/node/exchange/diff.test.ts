import { describe, expect, it } from 'vitest';
import type { OntologyState } from '../../common/state.ts';
import { diffStates } from './diff.ts';

/** domain.md §7 `POST ontologyDiff/diff`: matching by IRI, id, name; field changes; ignoredProps. */
const state = (parts: Partial<OntologyState>): OntologyState => ({
  format: 'ontobench-ontology',
  version: 1,
  ontology: { id: 'o', name: 'O' },
  classes: [],
  objectProperties: [],
  dataProperties: [],
  individuals: [],
  ...parts,
});

describe('diffStates', () => {
  it('matches by IRI before id and by name last, across different stores', () => {
    const a = state({
      classes: [
        { id: 'a1', name: 'Animal', iri: 'http://x#Animal', parents: [] },
        { id: 'a2', name: 'Cat', parents: ['a1'] },
        { id: 'a3', name: 'Dog', parents: ['a1'] },
      ],
    });
    const b = state({
      classes: [
        { id: 'b1', name: 'Beast', iri: 'http://x#Animal', parents: [] },
        { id: 'b2', name: 'cat', parents: ['b1'] },
        { id: 'a3', name: 'Hound', parents: [] },
      ],
    });
    const { diff, stats } = diffStates(a, b);
    expect(diff.classes.map((d) => [d.name, d.status, d.matchedBy, d.changes])).toEqual([
      ['Beast', 'changed', 'iri', [{ field: 'name', before: ['Animal'], after: ['Beast'] }]],
      // The parent was renamed, not replaced: through the matching, Cat's parent is the same.
      ['cat', 'changed', 'name', [{ field: 'name', before: ['Cat'], after: ['cat'] }]],
      [
        'Hound',
        'changed',
        'id',
        [
          { field: 'name', before: ['Dog'], after: ['Hound'] },
          { field: 'parents', before: ['Animal'], after: [] },
        ],
      ],
    ]);
    expect(stats.classes).toEqual({ added: 0, removed: 0, changed: 3, unchanged: 0 });
  });

  it('added, removed, unchanged; values and links of individuals; ignoredProps leave fields out', () => {
    const a = state({
      classes: [{ id: 'c', name: 'City', parents: [] }],
      dataProperties: [{ id: 'p', name: 'population', domain: ['c'], baseType: 'integer', multiple: false }],
      objectProperties: [{ id: 'n', name: 'near', domain: ['c'], range: ['c'], multiple: true }],
      individuals: [
        {
          id: 'i1',
          name: 'Tver',
          class: 'c',
          values: [{ prop: 'p', value: 400 }],
          links: [{ prop: 'n', target: 'i2' }],
        },
        { id: 'i2', name: 'Moscow', class: 'c', values: [], links: [] },
        { id: 'i3', name: 'Klin', class: 'c', values: [], links: [] },
      ],
    });
    const b = structuredClone(a);
    b.individuals[0]!.values = [{ prop: 'p', value: 410 }];
    b.individuals[0]!.links = [];
    b.individuals = b.individuals.filter((i) => i.id !== 'i3');
    b.individuals.push({ id: 'i4', name: 'Tula', class: 'c', values: [], links: [] });
    const full = diffStates(a, b);
    expect(full.stats.individuals).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 1 });
    expect(full.diff.individuals.find((d) => d.name === 'Tver')!.changes).toEqual([
      { field: 'values', before: ['population: 400'], after: ['population: 410'] },
      { field: 'links', before: ['near → Moscow'], after: [] },
    ]);
    const ignoring = diffStates(a, b, ['values', 'links']);
    expect(ignoring.stats.individuals).toEqual({ added: 1, removed: 1, changed: 0, unchanged: 2 });
  });

  it('dangling references are errors, duplicate names warnings (and never matched by name)', () => {
    const a = state({
      classes: [
        { id: 'x', name: 'Twin', parents: ['ghost'] },
        { id: 'y', name: 'Twin', parents: [] },
      ],
    });
    const b = state({ classes: [{ id: 'z', name: 'Twin', parents: [] }] });
    const reply = diffStates(a, b);
    expect(reply.errors).toEqual(['state1: «Twin»: родительского класса ghost нет в этом состоянии']);
    expect(reply.warnings).toEqual([
      'state1: classes: имя «Twin» встречается несколько раз (2), по имени такие термины не сопоставляются',
    ]);
    expect(reply.stats.classes).toEqual({ added: 1, removed: 2, changed: 0, unchanged: 0 });
  });
});
