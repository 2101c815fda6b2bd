import { describe, expect, it } from 'vitest';
import { axiomsOf } from './axioms.ts';
import { cutParentCycles } from './parent-cycles.ts';
import { parseRdf } from './rdf-formats.ts';
import { rdfToState } from './rdf-to-state.ts';

const cls = (id: string, parents: string[]) => ({ id, name: id, labels: [], parents });

describe('cutParentCycles: the store refuses a class that is its own ancestor, so an import cuts such links', () => {
  it('keeps links in order while they close no cycle, cuts the one that would', () => {
    const classes = [cls('A', ['C']), cls('B', ['A']), cls('C', ['B']), cls('D', ['A', 'B'])];
    expect(cutParentCycles(classes)).toEqual([['C', 'B']]);
    expect(classes.map((c) => c.parents)).toEqual([['C'], ['A'], [], ['A', 'B']]);
  });

  it('an OWL equivalence written as two subClassOf imports as one link, the other kept as an axiom and warned of', async () => {
    const quads = await parseRdf(
      `@prefix owl: <http://www.w3.org/2002/07/owl#> . @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
       @prefix : <http://example.org/x#> .
       :A a owl:Class ; rdfs:label "A" ; rdfs:subClassOf :B .
       :B a owl:Class ; rdfs:label "B" ; rdfs:subClassOf :A .`,
      'turtle',
    );
    const mapped = rdfToState(quads);
    expect(mapped.state.classes.map((c) => [c.name, c.parents])).toEqual([
      ['A', ['http://example.org/x#B']],
      ['B', []],
    ]);
    expect(mapped.warnings).toContain(
      '«B» ⊑ «A»: связь замкнула бы цикл родительских классов, она сохранена как аксиома',
    );
    const axioms = axiomsOf(quads, mapped.state).map((q) => [q.subject.value, q.object.value]);
    expect(axioms).toContainEqual(['http://example.org/x#B', 'http://example.org/x#A']);
  });
});
