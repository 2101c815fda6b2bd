import {
  CLASS,
  filterLiteral,
  type GetDataReply,
  instanceRows,
  rowRefs,
  type InstanceRow,
} from '@ontobench/sdk/common';
import type { StoreIndex } from '@ontobench/sdk/node';
import type { Ref, TermView } from '../../common/explore.ts';
import { ONTO_PROP } from '../../common/schema.ts';
import { readIfKnown } from './rows.ts';
import type { Reader } from './term.ts';

/**
 * The names of the ontologies a get_data row belongs to (its ONTO_PROP.ontology field): what tells
 * "Пицца" of one ontology from "Пицца" of another (issue 14 item 3). The search and the term page both
 * name a term's ontologies with it.
 */
export function ontologyNames(row: InstanceRow): string[] {
  return rowRefs(row, ONTO_PROP.ontology).map((r) => r.name);
}

/** Every reference of a term view that names a term (not the view's own ontologies). */
function termRefs(view: TermView): Ref[] {
  return [
    view.class,
    ...view.parents,
    ...view.domain,
    ...view.range,
    ...view.values.map((v) => v.prop),
    ...view.outgoing.flatMap((o) => [o.prop, o.target]),
    ...view.incoming.flatMap((i) => [i.prop, i.source]),
    ...view.usage.items,
  ];
}

const TERM_CLASSES = [CLASS.Class, CLASS.ObjectProperty, CLASS.DataProperty];

/**
 * Names the ontologies of every term a term view links to, as the viewer may read them: one get_data
 * per term class for classes and properties, one on a class for its instances its card lists, then one
 * per class of the individuals left (found in the store index: the links of an individual, at most the
 * term page's 40 + 50). A term the viewer may not read keeps no ontologies.
 */
export async function addOntologies(index: StoreIndex, read: Reader, view: TermView): Promise<void> {
  const all = termRefs(view);
  const ids = [...new Set(all.map((r) => r.id))];
  if (ids.length === 0) return;
  const found = new Map<string, string[]>();
  const lookup = async (classId: string, list: readonly string[]) => {
    if (list.length === 0) return;
    const reply = await readIfKnown(
      async () =>
        (await read({
          act: 'get_data',
          class: classId,
          filter: `[id] in (${list.map(filterLiteral).join(', ')})`,
          fields: [{ prop: ONTO_PROP.ontology }],
          limit: list.length,
        })) as GetDataReply,
    );
    for (const o of instanceRows(reply)) found.set(o.id, ontologyNames(o));
  };
  await Promise.all(TERM_CLASSES.map((c) => lookup(c, ids)));
  // A class's card lists its instances: one get_data on the class names theirs (no index look-ups).
  if (view.kind === 'class')
    await lookup(
      view.id,
      ids.filter((id) => !found.has(id)),
    );
  const byClass = new Map<string, string[]>();
  const kinds = await Promise.all(
    ids.filter((id) => !found.has(id)).map(async (id) => [id, await index.kindOf(id)] as const),
  );
  for (const [id, kind] of kinds)
    if (kind && !kind.classOwner) byClass.set(kind.classId, [...(byClass.get(kind.classId) ?? []), id]);
  await Promise.all([...byClass].map(([classId, list]) => lookup(classId, list)));
  for (const ref of all) {
    const names = found.get(ref.id);
    if (names && names.length > 0) ref.ontologies = names;
  }
}
