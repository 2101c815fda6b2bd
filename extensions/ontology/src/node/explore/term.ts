import {
  CLASS,
  PROP,
  type GetDataReply,
  type GetFormReply,
  instanceRows,
  rowRefs,
  rowTexts,
  type InstanceRow,
} from '@ontobench/sdk/common';
import { HttpError, type DataRequest, type StoreIndex, type UserData } from '@ontobench/sdk/node';
import type { Ref, TermKind, TermView } from '../../common/explore.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../common/schema.ts';
import { UUID_PATTERN, filterLiteral } from '@ontobench/sdk/common';
import { readIfKnown } from './rows.ts';
import { addOntologies } from './term-ontologies.ts';

/** The data API as the viewer (`ctx.data.run(user, …)`): every read below goes through its access rules. */
export type Reader = UserData;

export const TERM_NOT_FOUND = 'Термин не найден';
/** How many instances, links and users of a term the page lists. */
const LIST_LIMIT = 50;

/** Properties shown in their own places on the term page, not among an individual's facts. */
const META_PROPS = new Set<string>([
  PROP.name,
  PROP.description,
  PROP.parentClass,
  PROP.domain,
  PROP.range,
  PROP.baseType,
  PROP.multiple,
  PROP.assignments,
  PROP.tags,
  PROP.lifeCycleStage,
  ONTO_PROP.label,
  ONTO_PROP.synonym,
  ONTO_PROP.iri,
  ONTO_PROP.ontology,
]);

const getData = async (read: Reader, request: Omit<Extract<DataRequest, { act: 'get_data' }>, 'act'>) =>
  (await read({ act: 'get_data', ...request })) as GetDataReply;

function kindOf(classId: string, classOfClass: string | undefined): TermKind {
  if (classId === CLASS.Class) return 'class';
  if (classId === CLASS.ObjectProperty) return 'objectProperty';
  if (classId === CLASS.DataProperty) return 'dataProperty';
  if (classId === ONTO_CLASS.Ontology) return 'ontology';
  // An instance of a class some user made (an ontology's class, not one of the system's) is an individual.
  return classOfClass === CLASS.Class ? 'individual' : 'other';
}

/**
 * One object as the viewer may see it: what it is, its labels and synonyms, its place in the hierarchy
 * (class) or its domain and range (property), its facts and its links both ways (individual), and its
 * usage. The object's class is looked up in the store index only to know which form to ask for; everything shown
 * comes from get_data/get_form as the viewer, so an object the viewer may not read is a 404.
 */
export async function readTerm(index: StoreIndex, read: Reader, id: unknown): Promise<TermView> {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(404, TERM_NOT_FOUND);
  const found = await index.kindOf(id);
  if (!found) throw new HttpError(404, TERM_NOT_FOUND);
  const classId = found.classId;
  // An extension's own classes (Matching, Triplet…) are not individuals of an ontology.
  const kind = found.classOwner ? kindOf(classId, undefined) : kindOf(classId, found.classClass);

  const head = instanceRows(
    await readIfKnown(() =>
      getData(read, {
        class: classId,
        filter: `[id] = ${filterLiteral(id)}`,
        limit: 1,
        fields: [...META_PROPS].filter((p) => p !== PROP.name).map((prop) => ({ prop })),
      }),
    ),
  )[0];
  if (!head) throw new HttpError(404, TERM_NOT_FOUND);
  const className = await nameOf(read, classId);

  const view: TermView = {
    id,
    name: head.name,
    kind,
    class: { id: classId, name: className },
    description: rowTexts(head, PROP.description)[0] ?? null,
    labels: rowTexts(head, ONTO_PROP.label),
    synonyms: rowTexts(head, ONTO_PROP.synonym),
    iri: rowTexts(head, ONTO_PROP.iri)[0] ?? null,
    ontologies: rowRefs(head, ONTO_PROP.ontology),
    parents: rowRefs(head, PROP.parentClass),
    domain: rowRefs(head, PROP.domain),
    range: rowRefs(head, PROP.range),
    baseType: rowTexts(head, PROP.baseType)[0] ?? null,
    values: [],
    outgoing: [],
    incoming: [],
    usage: { count: 0, items: [] },
  };

  if (kind === 'individual' || kind === 'other') await readFacts(read, classId, id, view);
  view.incoming = await readIncoming(index, read, id, kind);
  view.usage = await readUsage(read, id, kind, view.domain);
  await addOntologies(index, read, view);
  return view;
}

/** The caption of an instance the viewer can read through a property of another (or its id). */
async function nameOf(read: Reader, classId: string): Promise<string> {
  const reply = await getData(read, { class: CLASS.Class, filter: `[id] = ${filterLiteral(classId)}`, limit: 1 });
  return instanceRows(reply)[0]?.name ?? '';
}

/** An individual's own properties: data values and outgoing links, from its class's form. */
async function readFacts(read: Reader, classId: string, id: string, view: TermView): Promise<void> {
  const form = (await read({ act: 'get_form', class: classId, inst: id, prop_cap: true })) as GetFormReply;
  for (const field of form.fields) {
    if (META_PROPS.has(field.prop)) continue;
    const prop: Ref = { id: field.prop, name: field.cap ?? field.prop };
    for (const v of field.values ?? []) {
      if (field.kind === 'object') view.outgoing.push({ prop, target: { id: String(v.val), name: v.cap ?? '' } });
      else view.values.push({ prop, value: v.val, baseType: field.base_type });
    }
  }
}

/**
 * Links that point at the object. The store index is asked which classes and properties such links
 * come from; the linking objects themselves are read with get_data as the viewer, so only those the
 * viewer may read appear. Membership links of an ontology (its terms) are the ontology's usage instead.
 */
async function readIncoming(
  index: StoreIndex,
  read: Reader,
  id: string,
  kind: TermKind,
): Promise<TermView['incoming']> {
  const sources = await index.linksTo(id, {
    exceptProps: [ONTO_PROP.ontology, PROP.assignments, PROP.tags, PROP.lifeCycleStage],
    limit: 40,
  });
  if (sources.length === 0) return [];
  const propNames = new Map(
    instanceRows(
      await getData(read, {
        class: CLASS.ObjectProperty,
        filter: `[id] in (${[...new Set(sources.map((s) => filterLiteral(s.prop)))].join(', ')})`,
        limit: 100,
      }),
    ).map((p) => [p.id, p.name]),
  );
  const out: TermView['incoming'] = [];
  const seen = new Set<string>();
  for (const { prop, classId: class_id } of sources) {
    if (kind === 'ontology' && prop === ONTO_PROP.map) continue;
    const reply = await readIfKnown(() =>
      getData(read, { class: class_id, fields: [{ prop, filter: id, hidden: true }], limit: LIST_LIMIT }),
    );
    for (const source of instanceRows(reply)) {
      const key = `${prop} ${source.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ prop: { id: prop, name: propNames.get(prop) ?? '' }, source: { id: source.id, name: source.name } });
    }
  }
  return out.sort((a, b) => a.prop.name.localeCompare(b.prop.name) || a.source.name.localeCompare(b.source.name));
}

/** Class: its instances. Ontology: its terms. Property: individuals of its domain that hold a value of it. */
async function readUsage(read: Reader, id: string, kind: TermKind, domain: Ref[]): Promise<TermView['usage']> {
  const list = (reply: GetDataReply) => ({
    count: reply.count_rows,
    items: instanceRows(reply).map((o: InstanceRow) => ({ id: o.id, name: o.name })),
  });
  if (kind === 'class') return list(await getData(read, { class: id, limit: LIST_LIMIT }));
  if (kind === 'objectProperty' || kind === 'dataProperty') {
    const usage = { count: 0, items: [] as Ref[] };
    for (const cls of domain.slice(0, 10)) {
      const part = list(
        await readIfKnown(() =>
          getData(read, { class: cls.id, fields: [{ prop: id, filter_mode: 'not_empty', hidden: true }], limit: 20 }),
        ),
      );
      usage.count += part.count;
      usage.items.push(...part.items.filter((i) => !usage.items.some((u) => u.id === i.id)));
    }
    return usage;
  }
  return { count: 0, items: [] };
}
