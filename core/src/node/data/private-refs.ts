import type { PropertyInfo } from '../ontology/model.ts';
import type { EncodedValue } from '../ontology/values.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { readableSql, type Viewer } from './access.ts';
import { SqlParams } from './sql-params.ts';

/**
 * The values of a private-reference property (AccessPolicy.privateRefProps, e.g. an object's tags) that
 * point at what the writer may not read, in their order. The writer never saw them (privateRefsLeftOut
 * leaves them out of every read), so writing "the whole list" (`upd`) or "remove all" (`rem` without a
 * value) keeps them: another user's private tag stays on the object. Empty for administrators, who
 * read everything, and for any other property.
 */
export function isPrivateRef(viewer: Viewer, prop: PropertyInfo): boolean {
  return !viewer.isAdmin && prop.kind === 'object' && (viewer.privateRefProps ?? []).includes(prop.id);
}

/** See isPrivateRef; the values in their order. */
export async function unseenPrivateRefs(
  tx: SqlExecutor,
  viewer: Viewer,
  inst: string,
  prop: PropertyInfo,
): Promise<EncodedValue[]> {
  if (!isPrivateRef(viewer, prop)) return [];
  const p = new SqlParams();
  const { rows } = await tx.query<{ ref: string }>(
    `select v.ref from ob_value v join ob_instance r on r.id = v.ref
      where v.inst = ${p.add(inst.toLowerCase())} and v.prop = ${p.add(prop.id)} and not (${readableSql('r', viewer, p)})
      order by v.idx`,
    p.values,
  );
  return rows.map(({ ref }) => ({ val: ref, num: null, ref }));
}
