import { describe, expect, it } from 'vitest';
import type { OntologyState } from '../../common/state.ts';
import { readAxioms } from './axioms.ts';
import { axiomTermsOf, dropStaleAxioms } from './stale-axioms.ts';

const AXIOMS = `@prefix : <http://e.org/s#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
:Keep rdfs:seeAlso <http://x.org/keep> .
:Old rdfs:seeAlso <http://x.org/old> ; rdfs:subClassOf [ owl:onProperty :p ; owl:allValuesFrom [ owl:unionOf ( :Keep :Keep ) ] ] .
:inverseOnly owl:inverseOf :p .
`;

function state(classes: string[], axiomTerms: string[] | null): OntologyState {
  return {
    format: 'ontobench-ontology',
    version: 1,
    ontology: { id: 'o', name: 'S', baseIri: 'http://e.org/s', axioms: AXIOMS, axiomTerms: axiomTerms?.join('\n') },
    classes: classes.map((c) => ({ id: c, name: c, iri: `http://e.org/s#${c}`, parents: [] })),
    objectProperties: [],
    dataProperties: [],
    individuals: [],
  } as unknown as OntologyState;
}

describe('axioms of deleted terms (issue 14)', () => {
  it('records the IRIs of the terms, not the ontology, keeping those recorded before', () => {
    const s = state(['Keep', 'Old'], ['http://e.org/s#Earlier']);
    expect(axiomTermsOf(s).sort()).toEqual(['http://e.org/s#Earlier', 'http://e.org/s#Keep', 'http://e.org/s#Old']);
  });

  it('leaves out what is said about a recorded term now gone, with its nested blank nodes; nothing else', () => {
    const { quads } = readAxioms(AXIOMS);
    const recorded = ['http://e.org/s#Keep', 'http://e.org/s#Old'];
    expect(dropStaleAxioms(quads, state(['Keep', 'Old'], recorded)).dropped).toBeNull();
    const { kept, dropped } = dropStaleAxioms(quads, state(['Keep'], recorded));
    // :Old's two statements, the restriction's two, the inner union node's one, the list's two cells of two.
    expect(dropped).toEqual({ statements: 9, subjects: ['http://e.org/s#Old'] });
    expect(kept.map((q) => q.subject.value).sort()).toEqual(['http://e.org/s#Keep', 'http://e.org/s#inverseOnly']);
  });

  it('guesses nothing: an IRI never recorded as a term (said of, never declared) keeps its axioms', () => {
    const { quads } = readAxioms(AXIOMS);
    expect(dropStaleAxioms(quads, state([], null)).kept).toHaveLength(quads.length);
    expect(dropStaleAxioms(quads, state([], ['http://e.org/s#Old'])).dropped?.subjects).toEqual(['http://e.org/s#Old']);
  });
});
