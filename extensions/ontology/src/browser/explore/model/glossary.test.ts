import { describe, expect, it } from 'vitest';
import { ONTOLOGY_STATE_FORMAT, type OntologyState } from '../../../common/state.ts';
import { filterEntries, glossaryEntries, letterIndex, letterOf } from './glossary.ts';

const state: OntologyState = {
  format: ONTOLOGY_STATE_FORMAT,
  version: 1,
  ontology: { id: 'o', name: 'Зоология' },
  classes: [
    { id: 'c2', name: 'собака', parents: ['c1'], description: 'Домашнее животное' },
    { id: 'c1', name: 'Животное', parents: [], synonyms: ['Зверь'] },
    { id: 'c3', name: 'Ёж', parents: ['c1'] },
  ],
  objectProperties: [{ id: 'p1', name: 'владеет', domain: ['c1'], range: ['c1'], labels: ['owns@en'] }],
  dataProperties: [{ id: 'd1', name: '3D-модель', domain: ['c1'], baseType: 'string' }],
  individuals: [{ id: 'i1', name: 'Animal Farm', class: 'c1', values: [], links: [] }],
};

describe('glossary (the /ontology-gloss/{id} page)', () => {
  it('lists every term in Russian alphabetical order (Cyrillic before Latin), ignoring case, with kind and letter', () => {
    const entries = glossaryEntries(state);
    expect(entries.map((e) => [e.name, e.kind, e.letter])).toEqual([
      ['3D-модель', 'dataProperty', '#'],
      ['владеет', 'objectProperty', 'В'],
      ['Ёж', 'class', 'Ё'],
      ['Животное', 'class', 'Ж'],
      ['собака', 'class', 'С'],
      ['Animal Farm', 'individual', 'A'],
    ]);
  });

  it('takes synonyms from the state, else from the separately read list', () => {
    const entries = glossaryEntries(
      state,
      new Map([
        ['c2', ['Пёс']],
        ['c1', ['не взят']],
      ]),
    );
    expect(entries.find((e) => e.id === 'c1')!.synonyms).toEqual(['Зверь']);
    expect(entries.find((e) => e.id === 'c2')!.synonyms).toEqual(['Пёс']);
    expect(entries.find((e) => e.id === 'c3')!.synonyms).toEqual([]);
  });

  it('builds the letter index with # first', () => {
    expect(letterIndex(glossaryEntries(state))).toEqual(['#', 'В', 'Ё', 'Ж', 'С', 'A']);
    expect(letterOf('  ёлка')).toBe('Ё');
    expect(letterOf('')).toBe('#');
  });

  it('searches names, synonyms, labels and descriptions, any case', () => {
    const entries = glossaryEntries(state);
    const names = (text: string) => filterEntries(entries, text).map((e) => e.name);
    expect(names('ЗВЕР')).toEqual(['Животное']);
    expect(names('домашнее')).toEqual(['собака']);
    expect(names('owns')).toEqual(['владеет']);
    expect(names('  ')).toHaveLength(6);
    expect(names('нет такого')).toEqual([]);
  });
});
