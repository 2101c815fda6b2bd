import { CLASS, PROP, type GetDataReply, instanceRows, type InstanceRow } from '@ontobench/sdk/common';
import { HttpError, type StoreIndex } from '@ontobench/sdk/node';
import type { SearchResult, TermKind } from '../../common/explore.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../common/schema.ts';
import { filterLiteral } from '@ontobench/sdk/common';
import { readIfKnown } from './rows.ts';
import { ontologyNames } from './term-ontologies.ts';
import type { Reader } from './term.ts';

/** Results per group; the count says how many there are in all. */
export const SEARCH_GROUP_LIMIT = 30;
/** Individuals are searched in at most this many classes (the ones with the most name matches). */
const INDIVIDUAL_CLASSES = 20;
export const SEARCH_TEXT_MAX = 200;

const TERM_CLASSES: [TermKind, string][] = [
  ['ontology', ONTO_CLASS.Ontology],
  ['class', CLASS.Class],
  ['objectProperty', CLASS.ObjectProperty],
  ['dataProperty', CLASS.DataProperty],
];

/**
 * The ontology search (osa-search): ontologies, classes, properties and individuals whose name contains
 * the text, ignoring case, each group through get_data as the viewer (`[name] ~ 'text'`). Individuals are
 * instances of users' classes; SQL only finds which classes hold matching names, then get_data on each
 * of them returns what the viewer may read.
 */
export async function searchTerms(index: StoreIndex, read: Reader, payload: unknown): Promise<SearchResult> {
  const text =
    typeof (payload as { text?: unknown })?.text === 'string' ? (payload as { text: string }).text.trim() : '';
  if (text === '') throw new HttpError(400, 'Введите текст для поиска');
  if (text.length > SEARCH_TEXT_MAX) throw new HttpError(400, `Текст поиска длиннее ${SEARCH_TEXT_MAX} символов`);
  // The quick launch asks for a non-administrator's own objects only (shell.md §2, domain.md §6).
  const own = (payload as { own?: unknown }).own === true;
  const filter = `[name] ~ ${filterLiteral(text)}${own ? ' and [author] = #user#' : ''}`;
  const query = async (classId: string) =>
    (await read({
      act: 'get_data',
      class: classId,
      filter,
      fields: [{ prop: PROP.name, sort: 'asc', hidden: true }, { prop: ONTO_PROP.ontology }],
      limit: SEARCH_GROUP_LIMIT,
    })) as GetDataReply;
  const item = (o: InstanceRow) => {
    const ontologies = ontologyNames(o);
    return { id: o.id, name: o.name, ...(ontologies.length > 0 ? { ontologies } : {}) };
  };

  const groups: SearchResult['groups'] = [];
  for (const [kind, classId] of TERM_CLASSES) {
    const reply = await query(classId);
    groups.push({ kind, count: reply.count_rows, items: instanceRows(reply).map((o) => ({ ...item(o), classId })) });
  }

  const classes = await index.classesWithNamesLike(text, { classClass: CLASS.Class, limit: INDIVIDUAL_CLASSES });
  const classNames = await namesOf(read, classes);
  const individuals: SearchResult['groups'][number] = { kind: 'individual', count: 0, items: [] };
  for (const class_id of classes) {
    const class_name = classNames.get(class_id) ?? '';
    // A class found in SQL may be another user's private one: unknown to the viewer, so nothing of it.
    const reply = await readIfKnown(() => query(class_id));
    for (const o of instanceRows(reply)) {
      if (individuals.items.some((i) => i.id === o.id)) continue; // subclasses' instances come twice
      individuals.count += 1;
      if (individuals.items.length < SEARCH_GROUP_LIMIT)
        individuals.items.push({ ...item(o), className: class_name, classId: class_id });
    }
  }
  individuals.items.sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  groups.push(individuals);
  return { text, groups };
}

/** The names of the classes the viewer may read (one get_data); the others stay unnamed. */
async function namesOf(read: Reader, classIds: readonly string[]): Promise<Map<string, string>> {
  if (classIds.length === 0) return new Map();
  const reply = (await read({
    act: 'get_data',
    class: CLASS.Class,
    filter: `[id] in (${classIds.map(filterLiteral).join(', ')})`,
    limit: classIds.length,
  })) as GetDataReply;
  return new Map(instanceRows(reply).map((o) => [o.id, o.name]));
}
