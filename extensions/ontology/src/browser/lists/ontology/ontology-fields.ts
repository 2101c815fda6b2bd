import { PROP, filterLiteral, type DataClient, type SetDataOperation } from '@ontobench/sdk';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';

/** An ontology's own fields, edited beside its map (issue 14 item 4): description, base IRI, public flag. */
export interface OntologyFields {
  description: string;
  baseIri: string;
  isPublic: boolean;
}

/**
 * Whether a base IRI is acceptable: empty (none), or an absolute IRI (RFC 3987): a scheme, a colon, and
 * no spaces or characters an IRI may not hold (`<>"{}|\^` and the backquote). Unicode is allowed, as
 * in IRIs. The export writes terms as base + local name, so a malformed base breaks every term's IRI.
 */
export function isValidBaseIri(text: string): boolean {
  const value = text.trim();
  if (value === '') return true;
  return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s<>"{}|\\^`]+$/u.test(value);
}

/** The fields as stored: one get_data of the ontology with its three properties. */
export async function loadOntologyFields(data: DataClient, id: string): Promise<OntologyFields> {
  const reply = await data.getData({
    class: ONTO_CLASS.Ontology,
    filter: `[id] = ${filterLiteral(id)}`,
    limit: 1,
    fields: [{ prop: PROP.description }, { prop: ONTO_PROP.baseIri }, { prop: PROP.isPublic }],
  });
  const value = (prop: string) => reply.rows.find((c) => c.from === undefined && c.prop === prop)?.val ?? null;
  return {
    description: String(value(PROP.description) ?? ''),
    baseIri: String(value(ONTO_PROP.baseIri) ?? ''),
    isPublic: value(PROP.isPublic) === true,
  };
}

/** One `upd` per changed field (an emptied text is removed), so an unchanged form sends nothing. */
export function fieldChanges(id: string, before: OntologyFields, after: OntologyFields): SetDataOperation[] {
  const ops: SetDataOperation[] = [];
  const text = (prop: string, a: string, b: string) => {
    if (a.trim() !== b.trim()) ops.push({ op: 'upd', inst: id, prop, val: b.trim() === '' ? null : b.trim() });
  };
  text(PROP.description, before.description, after.description);
  text(ONTO_PROP.baseIri, before.baseIri, after.baseIri);
  if (before.isPublic !== after.isPublic) ops.push({ op: 'upd', inst: id, prop: PROP.isPublic, val: after.isPublic });
  return ops;
}

/** Where the public documentation of a public ontology is (shell.md §2: /public/ontology-doc/{id}). */
export const publicDocPath = (id: string) => `/public/ontology-doc/${encodeURIComponent(id)}`;
