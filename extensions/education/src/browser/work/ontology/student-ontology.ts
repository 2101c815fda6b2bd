import type { DataClient } from '@ontobench/sdk';
import {
  CLASS,
  ONTOLOGY_MODEL,
  PROP,
  filterLiteral,
  instanceRows,
  rowRefs,
  type SetDataOperation,
} from '@ontobench/sdk/common';

/** A class of the student's ontology, with its parents' ids. */
export interface OntologyClass {
  id: string;
  name: string;
  parents: string[];
}

/** A property of the student's ontology: object (domain → range) or data (domain, a string value). */
export interface OntologyProperty {
  id: string;
  name: string;
  kind: 'object' | 'data';
  domain: string[];
  range: string[];
}

export interface StudentOntologyContent {
  classes: OntologyClass[];
  properties: OntologyProperty[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'ru');

/** The classes and properties of the ontology, read as the student (it is theirs). */
export async function loadOntology(data: DataClient, ontologyId: string): Promise<StudentOntologyContent> {
  const members = (classId: string, props: string[]) =>
    data.getData({
      class: classId,
      filter: `[${ONTOLOGY_MODEL.memberOf}] = ${filterLiteral(ontologyId)}`,
      fields: props.map((prop) => ({ prop })),
      limit: 1000,
    });
  const [classes, objects, datas] = await Promise.all([
    members(CLASS.Class, [PROP.parentClass]),
    members(CLASS.ObjectProperty, [PROP.domain, PROP.range]),
    members(CLASS.DataProperty, [PROP.domain]),
  ]);
  const ids = (row: ReturnType<typeof instanceRows>[number], prop: string) => rowRefs(row, prop).map((r) => r.id);
  return {
    classes: instanceRows(classes)
      .map((row) => ({ id: row.id, name: row.name, parents: ids(row, PROP.parentClass) }))
      .sort(byName),
    properties: [
      ...instanceRows(objects).map((row) => ({
        id: row.id,
        name: row.name,
        kind: 'object' as const,
        domain: ids(row, PROP.domain),
        range: ids(row, PROP.range),
      })),
      ...instanceRows(datas).map((row) => ({
        id: row.id,
        name: row.name,
        kind: 'data' as const,
        domain: ids(row, PROP.domain),
        range: [],
      })),
    ].sort(byName),
  };
}

const member = (inst: string, ontologyId: string): SetDataOperation => ({
  op: 'add',
  inst,
  prop: ONTOLOGY_MODEL.memberOf,
  val: ontologyId,
});

/** A new class of the ontology, under `parent` when one is given. */
export function addClassOps(ontologyId: string, name: string, parent: string | null): SetDataOperation[] {
  const inst = crypto.randomUUID();
  return [
    { op: 'new', class: CLASS.Class, name, inst },
    ...(parent ? [{ op: 'add' as const, inst, prop: PROP.parentClass, val: parent }] : []),
    member(inst, ontologyId),
  ];
}

/** A new property of the ontology: an object property from `domain` to `range`, or a text data property of `domain`. */
export function addPropertyOps(
  ontologyId: string,
  input: { name: string; kind: 'object' | 'data'; domain: string; range: string | null },
): SetDataOperation[] {
  const inst = crypto.randomUUID();
  const object = input.kind === 'object';
  return [
    { op: 'new', class: object ? CLASS.ObjectProperty : CLASS.DataProperty, name: input.name, inst },
    { op: 'add', inst, prop: PROP.domain, val: input.domain },
    ...(object
      ? input.range
        ? [{ op: 'add' as const, inst, prop: PROP.range, val: input.range }]
        : []
      : [{ op: 'upd' as const, inst, prop: PROP.baseType, val: 'string' }]),
    member(inst, ontologyId),
  ];
}
