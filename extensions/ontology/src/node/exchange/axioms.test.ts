import { describe, expect, it } from 'vitest';
import { ontologyToRdf } from './axioms.ts';
import { canonicalKeys, compareGraphs } from './graph-compare.ts';
import { parseRdf } from './rdf-formats.ts';
import { mapRdfFile } from './rdf-import.ts';

/** Issue 14 item 6: what the model has no place for is kept as the ontology's axioms and written back. */
const TTL = `@prefix : <http://example.org/u#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix schema: <https://schema.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
<http://example.org/u> a owl:Ontology ; owl:versionIRI <http://example.org/u/1> ; owl:imports <http://example.org/base> .
:note a owl:AnnotationProperty .
:Person a owl:Class ; rdfs:label "Person"@en ; rdfs:comment "A human."@en, "Второй комментарий"@ru ;
  skos:definition "Someone." ; :note "custom" ; rdfs:isDefinedBy <http://example.org/u> ; rdfs:seeAlso <http://x.org/p> ;
  owl:disjointWith :Course ; owl:equivalentClass [ owl:unionOf ( :Student :Teacher ) ] ;
  rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :teaches ; owl:maxCardinality "3"^^xsd:nonNegativeInteger ] .
:Student a owl:Class ; rdfs:subClassOf :Person .
:Teacher a owl:Class ; rdfs:subClassOf :Person .
:Course a rdfs:Class .
:teaches a owl:ObjectProperty ; rdfs:domain :Teacher ; rdfs:range :Course ; owl:inverseOf :taughtBy ;
  rdfs:subPropertyOf :knows ; owl:propertyChainAxiom ( :knows :knows ) .
:taughtBy a owl:ObjectProperty .
:attends a rdf:Property ; schema:domainIncludes :Student, :Teacher ; schema:rangeIncludes :Course .
:born a rdf:Property ; rdfs:range xsd:dateTime .
`;

describe('axioms of an imported ontology', () => {
  it('keeps every triple: the model its part, the axioms the rest; nothing is lost', async () => {
    const mapped = await mapRdfFile(TTL, 'turtle');
    const before = await parseRdf(TTL, 'turtle');
    const after = ontologyToRdf(mapped.state).quads;
    const compared = compareGraphs(before, after);
    expect(compared.missing.map((q) => q.predicate.value)).toEqual([]);
    expect(compared.kept).toBe(before.length);
    expect(mapped.fidelity.lost.total).toBe(0);
    // rdf:Property with schema.org's includes: an object property with both domains and its range;
    // with a datatype range: a data property.
    const attends = mapped.state.objectProperties.find((p) => p.id === 'http://example.org/u#attends')!;
    expect(attends.domain.sort()).toEqual(['http://example.org/u#Student', 'http://example.org/u#Teacher']);
    expect(attends.range).toEqual(['http://example.org/u#Course']);
    expect(mapped.state.dataProperties.map((p) => [p.id, p.baseType])).toEqual([['http://example.org/u#born', 'date']]);
    const kept = new Set(mapped.fidelity.axioms.byPredicate.map((p) => p.predicate.replace(/.*[#/]/, '')));
    for (const p of ['versionIRI', 'imports', 'disjointWith', 'equivalentClass', 'unionOf', 'inverseOf'])
      expect(kept).toContain(p);
    for (const p of ['subPropertyOf', 'propertyChainAxiom', 'maxCardinality', 'definition', 'note', 'seeAlso'])
      expect(kept).toContain(p);
  });

  it('writes the includes form, not rdfs:domain, and drops an includes-axiom the editor removed', async () => {
    const mapped = await mapRdfFile(TTL, 'turtle');
    const keys = () =>
      canonicalKeys(ontologyToRdf(mapped.state).quads).filter((k) => k.startsWith('<http://example.org/u#attends>'));
    expect(keys().some((k) => k.includes('rdf-schema#domain'))).toBe(false);
    const attends = mapped.state.objectProperties.find((p) => p.id === 'http://example.org/u#attends')!;
    attends.domain = ['http://example.org/u#Student'];
    expect(keys().filter((k) => k.includes('domainIncludes'))).toEqual([
      '<http://example.org/u#attends> <https://schema.org/domainIncludes> <http://example.org/u#Student>',
    ]);
  });

  it('canonical keys ignore blank-node labels and see a changed restriction', async () => {
    const a = await parseRdf('<http://a> <http://p> [ <http://q> ( <http://x> <http://y> ) ] .', 'turtle');
    const b = await parseRdf('<http://a> <http://p> _:z . _:z <http://q> ( <http://x> <http://y> ) .', 'turtle');
    const c = await parseRdf('<http://a> <http://p> [ <http://q> ( <http://x> ) ] .', 'turtle');
    expect(compareGraphs(a, b).kept).toBe(a.length);
    expect(compareGraphs(a, c).kept).toBe(0);
  });
});
