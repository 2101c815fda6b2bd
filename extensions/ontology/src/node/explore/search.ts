import { CLASS, PROP, type GetDataReply } from '@ontobench/sdk/common';
import { HttpError, type SqlStore } from '@ontobench/sdk/node';
import type { SearchResult, TermKind } from '../../common/explore.ts';
import { ONTO_CLASS } from '../../common/schema.ts';
import { filterLiteral } from '@ontobench/sdk/common';
import { objectsOf, readIfKnown } from './rows.ts';
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
export async function searchTerms(store: SqlStore, read: Reader, payload: unknown): Promise<SearchResult> {
  const text =
    typeof (payload as { text?: unknown })?.text === 'string' ? (payload as { text: string }).text.trim() : '';
  if (text === '') throw new HttpError(400, 'Введите текст для поиска');
  if (text.length > SEARCH_TEXT_MAX) throw new HttpError(400, `Текст поиска длиннее ${SEARCH_TEXT_MAX} символов`);
  const filter = `[name] ~ ${filterLiteral(text)}`;
  const query = async (classId: string) =>
    (await read({
      act: 'get_data',
      class: classId,
      filter,
      fields: [{ prop: PROP.name, sort: 'asc', hidden: true }],
      limit: SEARCH_GROUP_LIMIT,
    })) as GetDataReply;

  const groups: SearchResult['groups'] = [];
  for (const [kind, classId] of TERM_CLASSES) {
    const reply = await query(classId);
    groups.push({ kind, count: reply.count_rows, items: objectsOf(reply).map((o) => ({ id: o.id, name: o.name })) });
  }

  const likePattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const classes = await store.query<{ class_id: string; class_name: string }>(
    `select i.class_id, c.name as class_name from ob_instance i join ob_instance c on c.id = i.class_id
      where c.owner is null and c.class_id = $1 and lower(i.name) like $2
      group by i.class_id, c.name order by count(*) desc limit ${INDIVIDUAL_CLASSES}`,
    [CLASS.Class, likePattern],
  );
  const individuals: SearchResult['groups'][number] = { kind: 'individual', count: 0, items: [] };
  for (const { class_id, class_name } of classes.rows) {
    // A class found in SQL may be another user's private one: unknown to the viewer, so nothing of it.
    const reply = await readIfKnown(() => query(class_id));
    for (const o of objectsOf(reply)) {
      if (individuals.items.some((i) => i.id === o.id)) continue; // subclasses' instances come twice
      individuals.count += 1;
      if (individuals.items.length < SEARCH_GROUP_LIMIT)
        individuals.items.push({ id: o.id, name: o.name, className: class_name });
    }
  }
  individuals.items.sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  groups.push(individuals);
  return { text, groups };
}
