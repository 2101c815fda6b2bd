/**
 * The generated OWL ontology (Turtle) of the import benchmark, also imported by the map benchmark: 10 %
 * classes (a tree, four children a class), 3 % data properties (string, integer, decimal, date in turn),
 * 2 % object properties, the rest individuals, each with a label, a comment, two data values and one
 * link to the next individual.
 */
import type { Client } from './client.ts';

const BASE = 'http://example.org/bench#';

/** The Turtle text of the ontology, and how many terms of each kind it holds. */
export function generateOntology(terms: number) {
  const classes = Math.round(terms * 0.1);
  const dataProps = Math.round(terms * 0.03);
  const objectProps = Math.round(terms * 0.02);
  const individuals = terms - classes - dataProps - objectProps;
  const types = ['string', 'integer', 'decimal', 'date'] as const;
  const value = (type: (typeof types)[number], n: number) =>
    type === 'string'
      ? `"значение ${n}"`
      : type === 'integer'
        ? `"${n}"^^xsd:integer`
        : type === 'decimal'
          ? `"${(n / 7).toFixed(3)}"^^xsd:decimal`
          : `"20${String(10 + (n % 15))}-0${1 + (n % 9)}-1${n % 10}"^^xsd:date`;
  const lines = [
    '@prefix : <http://example.org/bench#> .',
    '@prefix owl: <http://www.w3.org/2002/07/owl#> .',
    '@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .',
    '@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .',
    `<${BASE}> a owl:Ontology ; rdfs:label "Импорт ${terms}" .`,
  ];
  for (let c = 0; c < classes; c++) {
    const parent = c > 0 ? ` ; rdfs:subClassOf :C${Math.floor((c - 1) / 4)}` : '';
    lines.push(`:C${c} a owl:Class ; rdfs:label "Класс ${c}"@ru, "Class ${c}"@en${parent} .`);
  }
  for (let p = 0; p < dataProps; p++) {
    const type = types[p % types.length]!;
    lines.push(`:d${p} a owl:DatatypeProperty ; rdfs:label "свойство ${p}" ; rdfs:range xsd:${type} .`);
  }
  for (let p = 0; p < objectProps; p++) {
    // The first one links any individual to any other (every class descends from C0).
    const domain = p === 0 ? 0 : (p * 3) % classes;
    const range = p === 0 ? 0 : (p * 5 + 1) % classes;
    lines.push(
      `:o${p} a owl:ObjectProperty ; rdfs:label "связь ${p}" ; rdfs:domain :C${domain} ; rdfs:range :C${range} .`,
    );
  }
  for (let i = 0; i < individuals; i++) {
    const cls = i % classes;
    const d1 = i % dataProps;
    const d2 = (i + 1) % dataProps;
    const parts = [
      `:i${i} a owl:NamedIndividual, :C${cls}`,
      `rdfs:label "Индивид ${i}"`,
      `rdfs:comment "Описание индивида ${i}"`,
      `:d${d1} ${value(types[d1 % types.length]!, i)}`,
      `:d${d2} ${value(types[d2 % types.length]!, i + 1)}`,
      `:o0 :i${(i + 1) % individuals}`,
    ];
    lines.push(`${parts.join(' ; ')} .`);
  }
  return { text: lines.join('\n'), counts: { classes, dataProps, objectProps, individuals } };
}

/** Imports a Turtle text as a job (`deferred`) and waits for it: the new ontology's id. */
export async function importTurtle(client: Client, text: string): Promise<string> {
  const response = await client.request('POST', '/api/ontology/import', { text, format: 'turtle', deferred: true });
  if (response.status !== 200) throw new Error(`import: ${response.status} ${JSON.stringify(response.body)}`);
  const job = `/api/data/requests/${(response.body as { requestId: string }).requestId}`;
  while (((await client.request('GET', `${job}/status`)).body as { status: string }).status === 'pending')
    await new Promise((resolve) => setTimeout(resolve, 200));
  const result = await client.request('GET', `${job}/result`);
  if (result.status !== 200) throw new Error(`import: ${result.status} ${JSON.stringify(result.body)}`);
  return (result.body as { ontologyId: string }).ontologyId;
}
