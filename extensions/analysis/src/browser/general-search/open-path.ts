import { CLASS } from '@ontobench/sdk';

/** What `openPath` needs of a quick-launch kind: the classes it opens and its path template. */
export interface OpenKind {
  classIds: readonly string[];
  open: string;
}

/** Where the ontology area shows a term or an individual, used only when that area's route is there. */
const TERM_PAGES: { route: string; classId: string; path: (id: string) => string }[] = [
  { route: '/class_list/:term_id?', classId: CLASS.Class, path: (id) => `/class_list/${id}` },
  { route: '/scalar_list/:term_id?', classId: CLASS.DataProperty, path: (id) => `/scalar_list/${id}` },
  { route: '/props_list/:term_id?', classId: CLASS.ObjectProperty, path: (id) => `/props_list/${id}` },
];
const INDIVIDUAL_ROUTE = '/examp_list/:class_id?';

/**
 * Where a found object opens, the quick-launch way (issue 18 item 6): the first quick-launch kind whose
 * classes hold the object's class (`:id` and `:class` filled in); else, where the ontology area is
 * installed, a term's list (classes, properties) or the individual in its class's list; else nowhere.
 */
export function openPath(
  hit: { id: string; classId: string },
  kinds: readonly OpenKind[],
  routePaths: ReadonlySet<string>,
): string | null {
  const id = encodeURIComponent(hit.id);
  const classId = encodeURIComponent(hit.classId);
  const kind = kinds.find((k) => k.classIds.includes(hit.classId));
  if (kind) return kind.open.replace(':id', id).replace(':class', classId);
  const term = TERM_PAGES.find((p) => p.classId === hit.classId);
  if (term) return routePaths.has(term.route) ? term.path(id) : null;
  return routePaths.has(INDIVIDUAL_ROUTE) ? `/examp_list/${classId}?inst=${id}` : null;
}
