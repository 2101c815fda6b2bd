import { describe, expect, it } from 'vitest';
import type { OntologyState } from '../../common/state.ts';
import { parseRdf, ParseFailure, writeRdf, type RdfFormat } from './rdf-formats.ts';
import { rdfToState } from './rdf-to-state.ts';
import { slugOf, stateToRdf, termIris } from './state-to-rdf.ts';

/** Issue #5: OWL export and import keep classes, properties, individuals and labels. */
const state: OntologyState = {
  format: 'ontobench-ontology',
  version: 1,
  ontology: { id: 'o', name: 'Пиццы', baseIri: 'http://example.org/pizza', labels: [], description: 'Меню' },
  classes: [
    { id: 'c1', name: 'Pizza', labels: ['Пицца@ru', 'Pizza@en'], parents: [], description: 'Круглая' },
    { id: 'c2', name: 'Vegetarian pizza', labels: [], parents: ['c1'] },
    { id: 'c3', name: 'Topping', iri: 'http://other.org/t#Topping', labels: [], parents: [] },
  ],
  objectProperties: [{ id: 'p1', name: 'hasTopping', domain: ['c1'], range: ['c3'], multiple: true }],
  dataProperties: [
    { id: 'd1', name: 'price', domain: ['c1'], baseType: 'real', multiple: false },
    { id: 'd2', name: 'baked', domain: ['c1'], baseType: 'date', multiple: false },
    { id: 'd3', name: 'spicy', domain: ['c1'], baseType: 'boolean', multiple: false },
    { id: 'd4', name: '2 notes', domain: [], baseType: 'string', multiple: true },
  ],
  individuals: [
    {
      id: 'i1',
      name: 'Margherita',
      class: 'c2',
      labels: ['Маргарита@ru'],
      values: [
        { prop: 'd1', value: 7.5 },
        { prop: 'd2', value: '2024-05-01' },
        { prop: 'd3', value: false },
        { prop: 'd4', value: 'a <b> & "c"\nline' },
      ],
      links: [{ prop: 'p1', target: 'i2' }],
    },
    { id: 'i2', name: 'Tomato', class: 'c3', values: [], links: [] },
  ],
};

/** The state with ids replaced by the IRIs the export gave them, as the import reads it back. */
function byIri(s: OntologyState) {
  const iris = termIris(s);
  const iri = (id: string) => iris.get(id)!;
  return {
    classes: s.classes.map((c) => [iri(c.id), c.name, c.labels ?? [], c.parents.map(iri), c.description ?? null]),
    objectProperties: s.objectProperties.map((p) => [
      iri(p.id),
      p.name,
      p.domain.map(iri),
      p.range.map(iri),
      p.multiple,
    ]),
    dataProperties: s.dataProperties.map((p) => [iri(p.id), p.name, p.domain.map(iri), p.baseType, p.multiple]),
    individuals: s.individuals.map((i) => [
      iri(i.id),
      i.name,
      i.labels ?? [],
      iri(i.class),
      i.values.map((v) => [iri(v.prop), v.value]),
      i.links.map((l) => [iri(l.prop), iri(l.target)]),
    ]),
  };
}

const sorted = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

describe.each<RdfFormat>(['turtle', 'rdfxml'])('OWL round trip through %s', (format) => {
  it('keeps classes, properties, individuals, labels, values and links', async () => {
    const { quads, prefixes } = stateToRdf(state);
    const text = await writeRdf(quads, prefixes, format);
    const back = rdfToState(await parseRdf(text, format)).state;
    expect(back.ontology).toMatchObject({ name: 'Пиццы', iri: 'http://example.org/pizza', description: 'Меню' });
    const expected = byIri(state);
    const got = {
      classes: sorted(back.classes).map((c) => [c.id, c.name, c.labels, c.parents, c.description]),
      objectProperties: sorted(back.objectProperties).map((p) => [p.id, p.name, p.domain, p.range, p.multiple]),
      dataProperties: sorted(back.dataProperties).map((p) => [p.id, p.name, p.domain, p.baseType, p.multiple]),
      individuals: sorted(back.individuals).map((i) => [
        i.id,
        i.name,
        i.labels,
        i.class,
        i.values.map((v) => [v.prop, v.value]),
        i.links.map((l) => [l.prop, l.target]),
      ]),
    };
    const sortRows = (rows: unknown[][]) => [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(got.classes).toEqual(sortRows(expected.classes));
    expect(got.objectProperties).toEqual(sortRows(expected.objectProperties));
    expect(got.dataProperties).toEqual(sortRows(expected.dataProperties));
    expect(got.individuals).toEqual(sortRows(expected.individuals));
  });
});

describe('OWL export', () => {
  it('gives terms without an IRI <base>#<slug>, keeps given IRIs, and is stable', () => {
    const iris = termIris(state);
    expect(iris.get('c1')).toBe('http://example.org/pizza#Pizza');
    expect(iris.get('c2')).toBe('http://example.org/pizza#Vegetarian_pizza');
    expect(iris.get('c3')).toBe('http://other.org/t#Topping');
    expect(iris.get('d4')).toBe('http://example.org/pizza#_2_notes');
    expect(termIris(structuredClone(state))).toEqual(iris);
    expect(slugOf('Учебный курс №1')).toBe('Учебный_курс_1');
  });

  it('writes the OWL vocabulary in Turtle', async () => {
    const { quads, prefixes } = stateToRdf(state);
    const ttl = await writeRdf(quads, prefixes, 'turtle');
    expect(ttl).toContain('owl:Class');
    expect(ttl).toContain('rdfs:subClassOf :Pizza');
    expect(ttl).toContain('"Пицца"@ru');
    expect(ttl).toContain('owl:FunctionalProperty');
    expect(ttl).toContain('"7.5"^^xsd:double');
  });
});

describe('OWL import', () => {
  it('reads a foreign ontology: undeclared parents, property kinds, names from labels or IRIs', async () => {
    const ttl = `@prefix : <http://x.org/u#> . @prefix owl: <http://www.w3.org/2002/07/owl#> .
      @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> . @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
      <http://x.org/u> a owl:Ontology .
      :Student a owl:Class ; rdfs:subClassOf :Person, [ a owl:Restriction ] ; rdfs:label "Student"@en, "Студент"@ru .
      :knows a owl:SymmetricProperty ; rdfs:domain :Person ; rdfs:range :Person .
      :age a owl:DatatypeProperty, owl:FunctionalProperty ; rdfs:range xsd:int .
      :ann a :Student ; :age "19" ; :knows :bob .
      :bob a owl:NamedIndividual, :Person ; :age "old" .`;
    const { state: s, warnings } = rdfToState(await parseRdf(ttl, 'turtle'), 'Университет');
    expect(s.ontology.name).toBe('Университет');
    expect(s.classes.map((c) => [c.name, c.parents])).toEqual([
      ['Студент', ['http://x.org/u#Person']],
      ['Person', []],
    ]);
    expect(s.objectProperties.map((p) => [p.name, p.multiple])).toEqual([['knows', true]]);
    expect(s.dataProperties.map((p) => [p.name, p.baseType, p.multiple])).toEqual([['age', 'integer', false]]);
    expect(s.individuals.map((i) => [i.name, i.values, i.links.length])).toEqual([
      ['ann', [{ prop: 'http://x.org/u#age', value: 19 }], 1],
      ['bob', [], 0],
    ]);
    expect(warnings).toEqual(['«bob»: значение «old» не подходит к типу integer']);
  });

  it('a malformed file fails with the line and the reason', async () => {
    await expect(parseRdf('@prefix : <http://x#> .\n:a :b :c .\n:a :b ;; .', 'turtle')).rejects.toThrow(
      new ParseFailure('Turtle: Expected entity but got ; on line 3.'),
    );
    await expect(
      parseRdf('<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n<x:y/>\n</rdf:RDF>', 'rdfxml'),
    ).rejects.toThrow(/^RDF\/XML: 2:\d+: unbound namespace prefix/);
  });
});
