import { CLASS, PROP, rowsFromReply, type DataClient, type FieldRequest, type Scalar } from '@ontobench/sdk';
import type { TreeClass } from './class-tree.ts';

/** The most rows one get_data may return (the server's MAX_LIMIT); a bigger set is read in such pages. */
export const TREE_PAGE = 10_000;

/**
 * Every user-made class the list would show (the same filter and required values), as (id, name,
 * parent ids): one get_data per 10,000 classes, never one per node. Parents are ids; one outside the set
 * (another ontology, a system class) is not shown.
 */
export async function loadTreeClasses(
  data: DataClient,
  required: readonly { prop: string; value: Scalar }[],
  signal?: AbortSignal,
): Promise<TreeClass[]> {
  const fields: FieldRequest[] = [
    { prop: PROP.parentClass },
    ...required.map((r) => ({ prop: r.prop, filter: r.value, hidden: true })),
  ];
  const out: TreeClass[] = [];
  for (let offset = 0; ; offset += TREE_PAGE) {
    const reply = await data.getData(
      { class: CLASS.Class, fields, filter: '[author] is not null', limit: TREE_PAGE, offset },
      { signal },
    );
    const rows = rowsFromReply(reply);
    for (const r of rows) {
      const parents = (r.values[PROP.parentClass] ?? []).flatMap((v) => (v.val === null ? [] : [String(v.val)]));
      out.push({ id: r.id, name: r.name, parents, readonly: r.readonly });
    }
    if (offset + TREE_PAGE >= reply.count_rows || rows.length === 0) return out;
  }
}
