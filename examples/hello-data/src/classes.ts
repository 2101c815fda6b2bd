import { CLASS, PROP, type DataClient, type GetDataQuery, type GetDataReply } from '@ontobench/sdk';

/** How many class names the page lists; the count covers all of them. */
export const LIST_LIMIT = 20;

/** The get_data query: classes (instances of the meta-class Class) visible to the user, by name. */
export const classesQuery: GetDataQuery = {
  class: CLASS.Class,
  fields: [{ prop: PROP.name, sort: 'asc' }],
  limit: LIST_LIMIT,
};

/** One class of the list. */
export interface ClassSummary {
  id: string;
  name: string | null;
}

/** What the page shows: the total and the first names. */
export interface ClassesOverview {
  total: number;
  classes: ClassSummary[];
}

/** Turns the reply's cells (one per instance and field) into rows, keeping the server's order. */
export function overviewFromReply(reply: GetDataReply): ClassesOverview {
  const byRow = new Map<number, ClassSummary>();
  for (const cell of reply.rows) {
    const row = byRow.get(cell.row) ?? { id: cell.inst, name: null };
    if (cell.prop === PROP.name && cell.val !== null) row.name = String(cell.val);
    byRow.set(cell.row, row);
  }
  const classes = [...byRow.entries()].sort(([a], [b]) => a - b).map(([, summary]) => summary);
  return { total: reply.count_rows, classes };
}

/** Reads the overview through the shell's data client (session, retries and errors are its business). */
export async function loadClasses(data: DataClient, signal?: AbortSignal): Promise<ClassesOverview> {
  return overviewFromReply(await data.getData(classesQuery, signal ? { signal } : undefined));
}
