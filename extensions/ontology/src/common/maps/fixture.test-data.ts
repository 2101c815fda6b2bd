import { ONTOLOGY_STATE_FORMAT, type OntologyState } from '../state.ts';

/** A small ontology: Person ⊂ Agent, Company ⊂ Agent; worksFor Person → Company; age on Person; two people, one company. */
export function sampleState(): OntologyState {
  return {
    format: ONTOLOGY_STATE_FORMAT,
    version: 1,
    ontology: { id: 'o', name: 'Штат' },
    classes: [
      { id: 'agent', name: 'Агент', parents: [] },
      { id: 'person', name: 'Человек', parents: ['agent'] },
      { id: 'company', name: 'Компания', parents: ['agent', 'elsewhere'] },
    ],
    objectProperties: [
      { id: 'worksFor', name: 'работает в', domain: ['person'], range: ['company'] },
      { id: 'knows', name: 'знает', domain: ['person'], range: [] },
    ],
    dataProperties: [{ id: 'age', name: 'возраст', domain: ['person'], baseType: 'integer' }],
    individuals: [
      {
        id: 'ann',
        name: 'Анна',
        class: 'person',
        values: [{ prop: 'age', value: 30 }],
        links: [{ prop: 'worksFor', target: 'acme' }],
      },
      { id: 'bob', name: 'Борис', class: 'person', values: [], links: [{ prop: 'worksFor', target: 'nobody' }] },
      { id: 'acme', name: 'Акме', class: 'company', values: [], links: [] },
    ],
  };
}
