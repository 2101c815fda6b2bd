import { describe, expect, it } from 'vitest';
import { ONTOLOGY_STATE_FORMAT, type ClassState, type OntologyState } from '../../../common/state.ts';
import { anchorOf, classForest, type ClassNode } from './doc.ts';

const withClasses = (classes: ClassState[]): OntologyState => ({
  format: ONTOLOGY_STATE_FORMAT,
  version: 1,
  ontology: { id: 'o', name: 'O' },
  classes,
  objectProperties: [],
  dataProperties: [],
  individuals: [],
});

const outline = (nodes: ClassNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.cls.name, outline(n.children)] : n.cls.name));

describe('the class hierarchy of the documentation (/ontology-doc/{id})', () => {
  it('nests subclasses under their parents, roots and children by name', () => {
    const forest = classForest(
      withClasses([
        { id: 'b', name: 'Б', parents: ['a'] },
        { id: 'a', name: 'А', parents: [] },
        { id: 'v', name: 'В', parents: ['b', 'outside'] },
        { id: 'g', name: 'Г', parents: ['a'] },
        { id: 'z', name: 'Я', parents: ['elsewhere'] },
      ]),
    );
    expect(outline(forest)).toEqual([['А', [['Б', ['В']], 'Г']], 'Я']);
  });

  it('shows a class with two parents under both, and a cycle once per path', () => {
    const forest = classForest(
      withClasses([
        { id: 'a', name: 'А', parents: [] },
        { id: 'b', name: 'Б', parents: [] },
        { id: 'c', name: 'В', parents: ['a', 'b'] },
        { id: 'x', name: 'Х', parents: ['y'] },
        { id: 'y', name: 'У', parents: ['x'] },
      ]),
    );
    expect(outline(forest)).toEqual([
      ['А', ['В']],
      ['Б', ['В']],
      ['У', ['Х']],
    ]);
  });

  it('anchors terms by kind and id', () => {
    expect(anchorOf('class', 'x-1')).toBe('class-x-1');
  });
});
