import { CLASS, PROP, type BaseType, type DataRow, type FieldRequest, type Scalar } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';
import { ONTO_CLASS, ONTO_PROP } from '../../common/schema.ts';
import {
  ONTOLOGY_STATE_FORMAT,
  type ClassState,
  type DataPropertyState,
  type IndividualState,
  type ObjectPropertyState,
  type OntologyState,
  type TermBase,
} from '../../common/state.ts';
import { UUID_PATTERN } from '@ontobench/sdk/common';
import { getData, type DataRunner } from './data-runner.ts';

/** Said for an unknown ontology and for one the user may not see alike, so nothing leaks. */
export const ONTOLOGY_NOT_FOUND = 'Онтология не найдена';

/** Fields every member is read with, whatever its kind. */
const MEMBER_FIELDS = [
  PROP.class,
  PROP.parentClass,
  PROP.domain,
  PROP.range,
  PROP.baseType,
  PROP.multiple,
  PROP.description,
  ONTO_PROP.label,
  ONTO_PROP.iri,
  ONTO_PROP.synonym,
];
/** Value properties are read in batches of this many nested fields per get_data call. */
const VALUE_BATCH = 90;

type Cells = Map<string, Scalar[]>;

/**
 * Reads one ontology as an `OntologyState`, as the given user: the ontology and every readable
 * instance pointing at it through ONTO_PROP.ontology (classes, properties, individuals). A handful of
 * get_data calls whatever the size: one for the ontology with its members' structure (a reverse field
 * with nested fields), then one per 90 value properties for the individuals' values and links.
 * 404 when the ontology does not exist or is not visible to the user.
 */
export async function readOntologyState(run: DataRunner, ontologyId: string): Promise<OntologyState> {
  if (!UUID_PATTERN.test(ontologyId)) throw new HttpError(404, ONTOLOGY_NOT_FOUND);
  const id = ontologyId.toLowerCase();
  const head = await getData(run, {
    class: ONTO_CLASS.Ontology,
    filter: `[id] = '${id}'`,
    limit: 1,
    fields: [
      { prop: PROP.description },
      { prop: PROP.isPublic },
      { prop: ONTO_PROP.baseIri },
      { prop: ONTO_PROP.label },
      { prop: ONTO_PROP.iri },
      { prop: ONTO_PROP.axioms },
      { prop: ONTO_PROP.axiomTerms },
      { prop: ONTO_PROP.ontology, reverse: true, fields: MEMBER_FIELDS.map((prop) => ({ prop })) },
    ],
  });
  const nameCell = head.rows.find((r) => r.prop === PROP.name && r.from === undefined);
  if (!nameCell) throw new HttpError(404, ONTOLOGY_NOT_FOUND);

  const own = cellsOf(head.rows.filter((r) => r.from === undefined && r.prop !== ONTO_PROP.ontology));
  const memberNames = new Map<string, string>();
  for (const r of head.rows)
    if (r.from === undefined && r.prop === ONTO_PROP.ontology && typeof r.val === 'string')
      memberNames.set(r.val, r.cap ?? '');
  const members = nestedCells(head.rows);

  const classes: ClassState[] = [];
  const objectProperties: ObjectPropertyState[] = [];
  const dataProperties: DataPropertyState[] = [];
  const individualClass = new Map<string, string>();
  for (const [memberId, name] of memberNames) {
    const cells = members.get(memberId) ?? new Map<string, Scalar[]>();
    const kind = String(first(cells, PROP.class) ?? '');
    const base = termBase(memberId, name, cells);
    if (kind === CLASS.Class) classes.push({ ...base, parents: strings(cells, PROP.parentClass) });
    else if (kind === CLASS.ObjectProperty)
      objectProperties.push({
        ...base,
        domain: strings(cells, PROP.domain),
        range: strings(cells, PROP.range),
        multiple: first(cells, PROP.multiple) === true,
      });
    else if (kind === CLASS.DataProperty)
      dataProperties.push({
        ...base,
        domain: strings(cells, PROP.domain),
        baseType: (String(first(cells, PROP.baseType) ?? 'string') as BaseType) || 'string',
        multiple: first(cells, PROP.multiple) === true,
      });
    else if (kind) individualClass.set(memberId, kind);
  }

  const classIds = new Set(classes.map((c) => c.id));
  for (const c of classes) c.parents = c.parents.filter((p) => classIds.has(p));
  const individuals = await readIndividuals(run, id, memberNames, members, individualClass, [
    ...dataProperties.map((p) => p.id),
    ...objectProperties.map((p) => p.id),
  ]);
  const objectPropIds = new Set(objectProperties.map((p) => p.id));
  const individualIds = new Set(individuals.map((i) => i.id));
  for (const ind of individuals) {
    // Values of object properties are links; links leave the document only towards its own individuals.
    ind.links = ind.values
      .filter((v) => objectPropIds.has(v.prop) && individualIds.has(String(v.value)))
      .map((v) => ({ prop: v.prop, target: String(v.value) }));
    ind.values = ind.values.filter((v) => !objectPropIds.has(v.prop));
  }

  return {
    format: ONTOLOGY_STATE_FORMAT,
    version: 1,
    ontology: {
      ...termBase(id, String(nameCell.val ?? ''), own),
      isPublic: first(own, PROP.isPublic) === true,
      baseIri: stringOrNull(first(own, ONTO_PROP.baseIri)),
      // Stored in ordered pieces (import-plan.ts), joined here.
      ...(own.has(ONTO_PROP.axioms) ? { axioms: strings(own, ONTO_PROP.axioms).join('') } : {}),
      ...(own.has(ONTO_PROP.axiomTerms) ? { axiomTerms: strings(own, ONTO_PROP.axiomTerms).join('') } : {}),
    },
    classes: sortTerms(classes),
    objectProperties: sortTerms(objectProperties),
    dataProperties: sortTerms(dataProperties),
    individuals: sortTerms(individuals),
  };
}

async function readIndividuals(
  run: DataRunner,
  ontologyId: string,
  names: ReadonlyMap<string, string>,
  members: ReadonlyMap<string, Cells>,
  classOf: ReadonlyMap<string, string>,
  valueProps: readonly string[],
): Promise<IndividualState[]> {
  const values = new Map<string, IndividualState['values']>();
  const batches: FieldRequest[][] = [];
  for (let start = 0; start < valueProps.length && classOf.size > 0; start += VALUE_BATCH)
    batches.push(valueProps.slice(start, start + VALUE_BATCH).map((prop) => ({ prop })));
  // Side by side: each batch is a reading of its own.
  const replies = await Promise.all(
    batches.map((fields) =>
      getData(run, {
        class: ONTO_CLASS.Ontology,
        filter: `[id] = '${ontologyId}'`,
        limit: 1,
        fields: [{ prop: ONTO_PROP.ontology, reverse: true, fields }],
      }),
    ),
  );
  for (const reply of replies)
    for (const r of reply.rows) {
      if (r.from === undefined || !classOf.has(r.from) || r.val === null) continue;
      const list = values.get(r.from);
      if (list) list.push({ prop: r.prop, value: r.val });
      else values.set(r.from, [{ prop: r.prop, value: r.val }]);
    }
  return [...classOf].map(([id, cls]) => ({
    ...termBase(id, names.get(id) ?? '', members.get(id) ?? new Map()),
    class: cls,
    values: values.get(id) ?? [],
    links: [],
  }));
}

function termBase(id: string, name: string, cells: Cells): TermBase {
  return {
    id,
    name,
    iri: stringOrNull(first(cells, ONTO_PROP.iri)),
    labels: strings(cells, ONTO_PROP.label),
    description: stringOrNull(first(cells, PROP.description)),
    ...(cells.has(ONTO_PROP.synonym) ? { synonyms: strings(cells, ONTO_PROP.synonym) } : {}),
  };
}

function cellsOf(rows: readonly DataRow[]): Cells {
  const out: Cells = new Map();
  for (const r of rows) if (r.val !== null) out.set(r.prop, [...(out.get(r.prop) ?? []), r.val]);
  return out;
}

/** Nested cells by the member they belong to (`from`). */
function nestedCells(rows: readonly DataRow[]): Map<string, Cells> {
  const out = new Map<string, Cells>();
  for (const r of rows) {
    if (r.from === undefined || r.val === null) continue;
    const cells = out.get(r.from) ?? new Map<string, Scalar[]>();
    out.set(r.from, cells);
    cells.set(r.prop, [...(cells.get(r.prop) ?? []), r.val]);
  }
  return out;
}

const first = (cells: Cells, prop: string): Scalar | undefined => cells.get(prop)?.[0];
const strings = (cells: Cells, prop: string): string[] => (cells.get(prop) ?? []).map(String);
const stringOrNull = (v: Scalar | undefined): string | null => (v === undefined || v === '' ? null : String(v));

/** Name then id: the same ontology always gives the same document, so state files diff cleanly. */
function sortTerms<T extends TermBase>(terms: T[]): T[] {
  return terms.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
