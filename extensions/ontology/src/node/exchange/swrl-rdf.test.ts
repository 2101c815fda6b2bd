import { describe, expect, it } from 'vitest';
import { SWRL_NS, swrlQuads } from './swrl-rdf.ts';

const swrl = (local: string) => `${SWRL_NS.swrl}${local}`;
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

describe('OWL rules as SWRL in RDF (W3C SWRL submission, RDF concrete syntax)', () => {
  it('writes a swrl:Imp with its body and head as lists of atoms, variables and builtins', () => {
    const quads = swrlQuads(
      [
        {
          id: 'r1',
          name: 'Правило',
          body: [
            { kind: 'class', class: 'C', arg: { var: 'x' } },
            { kind: 'data', property: 'age', args: [{ var: 'x' }, { var: 'v' }] },
            { kind: 'builtin', builtin: 'greaterThan', args: [{ var: 'v' }, { value: 3 }] },
          ],
          head: [{ kind: 'object', property: 'p', args: [{ var: 'x' }, { var: 'x' }] }],
        },
      ],
      (id) => `http://ex.org/#${id}`,
    );
    const objects = (s: string, p: string) =>
      quads.filter((q) => q.subject.value === s && q.predicate.value === p).map((q) => q.object.value);
    const rule = 'urn:uuid:r1';
    expect(objects(rule, `${RDF}type`)).toEqual([swrl('Imp')]);
    const list = (head: string) => {
      const items: string[] = [];
      for (let cell = head; cell !== `${RDF}nil`; cell = objects(cell, `${RDF}rest`)[0]!)
        items.push(objects(cell, `${RDF}first`)[0]!);
      return items;
    };
    const body = list(objects(rule, swrl('body'))[0]!);
    expect(body.map((a) => objects(a, `${RDF}type`)[0])).toEqual([
      swrl('ClassAtom'),
      swrl('DatavaluedPropertyAtom'),
      swrl('BuiltinAtom'),
    ]);
    expect(objects(body[0]!, swrl('classPredicate'))).toEqual(['http://ex.org/#C']);
    expect(objects(`${rule}#x`, `${RDF}type`)).toEqual([swrl('Variable')]);
    expect(objects(body[2]!, swrl('builtin'))).toEqual([`${SWRL_NS.swrlb}greaterThan`]);
    const args = list(objects(body[2]!, swrl('arguments'))[0]!);
    expect(args).toEqual([`${rule}#v`, '3']);
    const [head] = list(objects(rule, swrl('head'))[0]!);
    expect(objects(head!, `${RDF}type`)).toEqual([swrl('IndividualPropertyAtom')]);
  });
});
