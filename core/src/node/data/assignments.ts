import type { AssignmentRecord } from '../../common/assignment.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import { HttpError } from '../http/http-error.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { readableSql, withRoles, type Viewer } from './access.ts';
import { SqlParams } from './sql-params.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';

export interface AssignmentQuery {
  userId?: string;
  objectId?: string;
  roleId?: string;
  roleCode?: string;
  /** Default true: only assignments that are not suspended and not expired. */
  onlyActualAssignments: boolean;
}

export type { AssignmentRecord } from '../../common/assignment.ts';

export function validateAssignmentQuery(body: unknown): AssignmentQuery {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'assignments/fetch: the request body must be a JSON object');
  const b = body as Record<string, unknown>;
  const id = (key: string) => {
    const v = b[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || !UUID_PATTERN.test(v))
      throw new HttpError(400, `assignments/fetch: ${key} must be an id (uuid)`);
    return v.toLowerCase();
  };
  if (b.roleCode !== undefined && b.roleCode !== null && typeof b.roleCode !== 'string')
    throw new HttpError(400, 'assignments/fetch: roleCode must be a string');
  if (b.onlyActualAssignments !== undefined && typeof b.onlyActualAssignments !== 'boolean') {
    throw new HttpError(400, 'assignments/fetch: onlyActualAssignments must be true or false');
  }
  return {
    userId: id('userId'),
    objectId: id('objectId'),
    roleId: id('roleId'),
    roleCode: (b.roleCode as string | undefined) || undefined,
    onlyActualAssignments: b.onlyActualAssignments !== false,
  };
}

/**
 * POST assignments/fetch (spec shell.md §7): the matching assignments, or an empty list. Non-administrators
 * see their own assignments and those on objects they may read.
 */
export async function fetchAssignments(db: SqlExecutor, user: Viewer, q: AssignmentQuery): Promise<AssignmentRecord[]> {
  const viewer = await withRoles(db, user);
  const p = new SqlParams();
  const val = (prop: string, column = 'val') =>
    `(select v.${column} from ob_value v where v.inst = a.id and v.prop = ${p.add(prop)} order by v.idx limit 1)`;
  const select = `select a.id,
      ${val(PROP.obj, 'ref')} as obj_id, ${val(PROP.role, 'ref')} as role_id, ${val(PROP.user, 'ref')} as user_id,
      ${val(PROP.osaRole, 'ref')} as osa_role_id, ${val(PROP.roleCode)} as role_code,
      ${val(PROP.notActive)} = 'true' as not_active, ${val(PROP.activeUntil)} as active_until
    from ob_instance a where a.class_id = ${p.add(CLASS.Assignment)}`;
  const where: string[] = [];
  if (q.userId) where.push(`x.user_id = ${p.add(q.userId)}::uuid`);
  if (q.objectId) where.push(`x.obj_id = ${p.add(q.objectId)}::uuid`);
  if (q.roleId) where.push(`x.role_id = ${p.add(q.roleId)}::uuid`);
  if (q.roleCode) where.push(`x.role_code = ${p.add(q.roleCode)}`);
  if (q.onlyActualAssignments)
    where.push(
      `x.not_active is not true and (x.active_until is null or x.active_until > to_char(current_date, 'YYYY-MM-DD'))`,
    );
  if (!viewer.isAdmin) {
    where.push(
      `(x.user_id = ${p.add(viewer.id)}::uuid or exists (select 1 from ob_instance i where i.id = x.obj_id and ${readableSql('i', viewer, p)}))`,
    );
  }
  const rows = await db.query<{
    id: string;
    obj_id: string | null;
    role_id: string | null;
    user_id: string | null;
    osa_role_id: string | null;
    role_code: string | null;
    not_active: boolean | null;
    active_until: string | null;
    obj: string | null;
    obj_class: string | null;
    role: string | null;
    user_name: string | null;
    osa_role: string | null;
  }>(
    `select x.*, o.name as obj, o.class_id as obj_class, r.name as role, u.name as user_name, s.name as osa_role
     from (${select}) x
     left join ob_instance o on o.id = x.obj_id left join ob_instance r on r.id = x.role_id
     left join ob_instance u on u.id = x.user_id left join ob_instance s on s.id = x.osa_role_id
     ${where.length ? `where ${where.join(' and ')}` : ''} order by o.name, u.name, x.id`,
    p.values,
  );
  const roleUsers = await usersOfRoles(
    db,
    rows.rows.map((r) => r.osa_role_id).filter((x): x is string => !!x),
  );
  return rows.rows.map((r) => ({
    id: r.id,
    obj_id: r.obj_id,
    obj: r.obj,
    obj_class: r.obj_class,
    role: r.role,
    role_id: r.role_id,
    role_code: r.role_code,
    user: r.user_name,
    user_id: r.user_id,
    not_active: r.not_active === true,
    activeUntil: r.active_until,
    osaRole: r.osa_role,
    osaRole_id: r.osa_role_id,
    osaRoleUserIds: r.osa_role_id ? (roleUsers.get(r.osa_role_id) ?? []) : [],
  }));
}

/** The users holding each data-source role: those with an assignment of the role on no particular object. */
async function usersOfRoles(db: SqlExecutor, roleIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (roleIds.length === 0) return out;
  const rows = await db.query<{ role: string; user_id: string }>(
    `select r.ref as role, u.ref as user_id from ob_value r join ob_value u on u.inst = r.inst and u.prop = $2
     where r.prop = $1 and r.ref = any($3::uuid[]) and not exists (select 1 from ob_value o where o.inst = r.inst and o.prop = $4)`,
    [PROP.role, PROP.user, [...new Set(roleIds)], PROP.obj],
  );
  for (const r of rows.rows) out.set(r.role, [...(out.get(r.role) ?? []), r.user_id]);
  return out;
}
