import { PROP, CLASS } from '../../common/ontology/system-ontology.ts';
import type { RoleSummary } from '../../common/roles.ts';
import type { SqlExecutor } from '../store/sql-store.ts';

/** Every role (common/roles.ts), by name: read with no access filter, since roles are named to everyone. */
export async function readRoleSummaries(db: SqlExecutor): Promise<RoleSummary[]> {
  const { rows } = await db.query<{ id: string; name: string; prop: string | null; val: string | null }>(
    `select i.id, i.name, v.prop, v.val
       from ob_instance i
       left join ob_value v on v.inst = i.id and v.prop = any($2::uuid[])
      where i.class_id = $1`,
    [CLASS.Role, [PROP.code, PROP.isGlobal, PROP.isMulti, PROP.notActive]],
  );
  const byId = new Map<string, RoleSummary>();
  for (const r of rows) {
    const role = byId.get(r.id) ?? {
      id: r.id,
      code: '',
      name: r.name,
      isGlobal: false,
      isMulti: false,
      notActive: false,
    };
    byId.set(r.id, role);
    if (r.prop === PROP.code) role.code = r.val ?? '';
    if (r.prop === PROP.isGlobal) role.isGlobal = r.val === 'true';
    if (r.prop === PROP.isMulti) role.isMulti = r.val === 'true';
    if (r.prop === PROP.notActive) role.notActive = r.val === 'true';
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.code.localeCompare(b.code));
}
