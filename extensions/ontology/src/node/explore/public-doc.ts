import { PROP, type GetDataReply } from '@ontobench/sdk/common';
import { HttpError, type StoreIndex } from '@ontobench/sdk/node';
import type { PublicOntologyDoc } from '../../common/explore.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../common/schema.ts';
import type { OntologyState } from '../../common/state.ts';
import { UUID_PATTERN, filterLiteral } from '@ontobench/sdk/common';
import type { Reader } from './term.ts';

/** One reply for a missing and a private ontology alike, so the endpoint never tells which exists. */
export const PUBLIC_DOC_NOT_FOUND = 'Документация онтологии не найдена';

/** Whether the ontology exists and is marked public (PROP.isPublic = true). The index: no user to ask as. */
export function isPublicOntology(index: StoreIndex, id: string): Promise<boolean> {
  return index.hasValue(id, ONTO_CLASS.Ontology, PROP.isPublic, 'true');
}

/** Synonyms of the ontology's members (one get_data: the ontology with its members' synonym values). */
export async function readSynonyms(read: Reader, ontologyId: string): Promise<Map<string, string[]>> {
  const reply = (await read({
    act: 'get_data',
    class: ONTO_CLASS.Ontology,
    filter: `[id] = ${filterLiteral(ontologyId)}`,
    limit: 1,
    fields: [{ prop: ONTO_PROP.ontology, reverse: true, fields: [{ prop: ONTO_PROP.synonym }] }],
  })) as GetDataReply;
  const out = new Map<string, string[]>();
  for (const cell of reply.rows) {
    if (cell.from === undefined || cell.prop !== ONTO_PROP.synonym || cell.val === null) continue;
    out.set(cell.from, [...(out.get(cell.from) ?? []), String(cell.val)]);
  }
  return out;
}

/**
 * Trims a state to what a public page may show: references to terms outside the ontology (a parent, a
 * domain or a class from another ontology) are dropped, so nothing of other ontologies appears.
 */
export function onlyOwnTerms(state: OntologyState, synonyms: ReadonlyMap<string, string[]>): PublicOntologyDoc {
  const classIds = new Set(state.classes.map((c) => c.id));
  const own = (ids: string[]) => ids.filter((id) => classIds.has(id));
  const withSynonyms = <T extends { id: string }>(term: T) => ({ ...term, synonyms: synonyms.get(term.id) ?? [] });
  return {
    ...state,
    classes: state.classes.map((c) => withSynonyms({ ...c, parents: own(c.parents) })),
    objectProperties: state.objectProperties.map((p) =>
      withSynonyms({ ...p, domain: own(p.domain), range: own(p.range) }),
    ),
    dataProperties: state.dataProperties.map((p) => withSynonyms({ ...p, domain: own(p.domain) })),
    individuals: state.individuals.map((i) => withSynonyms({ ...i, class: classIds.has(i.class) ? i.class : '' })),
  };
}

export function checkDocId(id: string | undefined): string {
  if (!id || !UUID_PATTERN.test(id)) throw new HttpError(404, PUBLIC_DOC_NOT_FOUND);
  return id.toLowerCase();
}
