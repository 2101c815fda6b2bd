import {
  CLASS,
  PROP,
  UUID_PATTERN,
  filterLiteral,
  type GetDataReply,
  instanceRows,
  rowText,
  rowTexts,
  type InstanceRow,
} from '@ontobench/sdk/common';
import { HttpError, type StoreIndex } from '@ontobench/sdk/node';
import type { ReferenceKey } from '../../common/api.ts';
import { docPlainText } from '../../common/doc-schema.ts';
import { REFERENCE_KINDS } from '@ontobench/sdk/common';
import { referenceKey, type ResolvedTerm } from '@ontobench/sdk/common';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { parseContent } from '../../common/content-pieces.ts';
import type { Reader } from '../content/read.ts';

/** At most this many references a call (a long document asks in batches). */
export const MAX_REFS = 500;
/** Ids per get_data: `[id] in (…)` of 90 ids stays under the filter's 4,000 characters. */
const IDS_PER_READ = 90;
const KINDS: ReadonlySet<string> = new Set(REFERENCE_KINDS);
const VALUE_KINDS: ReadonlySet<string> = new Set(['scalar', 'property']);

/** `{ refs }` checked: a list of at most MAX_REFS keys of known kinds with UUIDs; a 400 otherwise. */
export function checkRefs(body: unknown): ReferenceKey[] {
  const refs = (body as { refs?: unknown } | null)?.refs;
  if (!Array.isArray(refs)) throw new HttpError(400, 'refs: нужен список ссылок');
  if (refs.length > MAX_REFS) throw new HttpError(400, `refs: не больше ${MAX_REFS} ссылок за один вызов`);
  return refs.map((ref, i) => {
    const { kind, id, secondId } = (ref ?? {}) as Record<string, unknown>;
    const uuid = (v: unknown) => typeof v === 'string' && UUID_PATTERN.test(v);
    if (typeof kind !== 'string' || !KINDS.has(kind) || !uuid(id) || (secondId != null && !uuid(secondId)))
      throw new HttpError(400, `refs[${i}]: нужны вид ссылки (${REFERENCE_KINDS.join(', ')}) и UUID`);
    return {
      kind,
      id: (id as string).toLowerCase(),
      ...(secondId != null ? { secondId: (secondId as string).toLowerCase() } : {}),
    };
  });
}

/**
 * Term resolution (spec domain.md §7): the targets of `refs` that `read`'s user may read, each once per
 * reference key; the others are left out. Names, descriptions and document contents come from one
 * get_data per class of the targets (in batches of 90 ids); the values of `scalar`/`property`
 * references on their second UUID from one more per class of those objects. What each field holds:
 * docs/documents.md "Term resolution".
 */
export async function resolveTerms(
  index: StoreIndex,
  read: Reader,
  refs: readonly ReferenceKey[],
): Promise<ResolvedTerm[]> {
  return [...(await resolveTermsByKey(index, read, refs)).values()];
}

/** The key of a reference for resolution: its target and second UUID. */
export const termKey = (ref: ReferenceKey): string => referenceKey({ id: ref.id, second: ref.secondId });

/** `resolveTerms` by reference key (`termKey`), in the order of `refs`. */
export async function resolveTermsByKey(
  index: StoreIndex,
  read: Reader,
  refs: readonly ReferenceKey[],
): Promise<Map<string, ResolvedTerm>> {
  const ids = [...new Set(refs.flatMap((r) => [r.id, ...(r.secondId ? [r.secondId] : [])]))];
  const classes = await classesOf(index, ids);
  const rows = await readRows(read, classes, (classId) => [
    { prop: PROP.description },
    ...(classId === DOC_CLASS.Document ? [{ prop: DOC_PROP.content }] : []),
    ...(classId === CLASS.DataProperty ? [{ prop: PROP.defaultValue }] : []),
  ]);
  const values = await readValues(read, refs, rows, classes);

  const out = new Map<string, ResolvedTerm>();
  for (const ref of refs) {
    const row = rows.get(ref.id);
    const key = termKey(ref);
    if (!row || out.has(key)) continue;
    const isDocument = classes.get(ref.id) === DOC_CLASS.Document;
    const description = rowText(row, PROP.description);
    out.set(key, {
      id: row.id,
      ...(ref.secondId ? { secondId: ref.secondId } : {}),
      name: row.name,
      caption: isDocument ? description : null,
      value: VALUE_KINDS.has(ref.kind)
        ? ref.secondId
          ? (values.get(`${ref.secondId}:${ref.id}`) ?? null)
          : rowText(row, PROP.defaultValue)
        : null,
      content: isDocument ? docPlainText(parseContent(rowTexts(row, DOC_PROP.content))) : description,
      isDocument,
    });
  }
  return out;
}

/** The class of each id the store knows (from the index: ids only, read again below as the user). */
async function classesOf(index: StoreIndex, ids: readonly string[]): Promise<Map<string, string>> {
  const kinds = await Promise.all(ids.map((id) => index.kindOf(id)));
  const out = new Map<string, string>();
  ids.forEach((id, i) => {
    const kind = kinds[i];
    if (kind) out.set(id, kind.classId);
  });
  return out;
}

type FieldsOf = (classId: string) => { prop: string }[];

/** The rows the user may read among `ids` (all of `classes` unless given), by id. */
async function readRows(
  read: Reader,
  classes: ReadonlyMap<string, string>,
  fieldsOf: FieldsOf,
  ids: readonly string[] = [...classes.keys()],
): Promise<Map<string, InstanceRow>> {
  const byClass = new Map<string, string[]>();
  for (const id of ids) {
    const classId = classes.get(id);
    if (classId) byClass.set(classId, [...(byClass.get(classId) ?? []), id]);
  }
  const out = new Map<string, InstanceRow>();
  for (const [classId, members] of byClass) {
    for (let i = 0; i < members.length; i += IDS_PER_READ) {
      const batch = members.slice(i, i + IDS_PER_READ);
      const reply = await readIfKnown(read, {
        class: classId,
        filter: `[id] in (${batch.map(filterLiteral).join(', ')})`,
        limit: batch.length,
        fields: fieldsOf(classId),
      });
      for (const row of instanceRows(reply)) out.set(row.id, row);
    }
  }
  return out;
}

/** `scalar`/`property` references with a second UUID: the object's values of the property, as `object:property` → text. */
async function readValues(
  read: Reader,
  refs: readonly ReferenceKey[],
  rows: ReadonlyMap<string, InstanceRow>,
  classes: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  // Only properties and objects the user reads: a property they may not see would refuse the whole read.
  const asked = refs.filter((r) => VALUE_KINDS.has(r.kind) && r.secondId && rows.has(r.id) && rows.has(r.secondId));
  const propsOf = new Map<string, Set<string>>();
  for (const ref of asked) {
    const classId = classes.get(ref.secondId!)!;
    propsOf.set(classId, (propsOf.get(classId) ?? new Set()).add(ref.id));
  }
  const objects = [...new Set(asked.map((r) => r.secondId!))];
  const found = await readRows(
    read,
    classes,
    (classId) => [...(propsOf.get(classId) ?? [])].map((prop) => ({ prop })),
    objects,
  );
  const out = new Map<string, string>();
  for (const ref of asked) {
    const row = found.get(ref.secondId!);
    const shown = (row?.values.get(ref.id) ?? []).flatMap((v) => (v.val === null ? [] : [v.cap ?? String(v.val)]));
    if (shown.length > 0) out.set(`${ref.secondId}:${ref.id}`, shown.join(', '));
  }
  return out;
}

/**
 * get_data on a class this code found through the index. Another user's private class or property is,
 * for the user, unknown: get_data answers 400, as for an id that does not exist. Here that means
 * nothing to show; the request is built here and well-formed, so a 400 can only say that.
 */
async function readIfKnown(
  read: Reader,
  request: { class: string; filter: string; limit: number; fields: { prop: string }[] },
): Promise<GetDataReply> {
  try {
    return (await read({ act: 'get_data', ...request })) as GetDataReply;
  } catch (error) {
    if ((error as { statusCode?: unknown } | null)?.statusCode === 400) return { rows: [], count_rows: 0 };
    throw error;
  }
}
