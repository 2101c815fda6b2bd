import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { SqlParams } from './sql-params.ts';
import type { PartOf, RoleSharing } from '../../common/access-policy.ts';

/** Who reads or writes: the signed-in user. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
  /**
   * The data-source roles the viewer holds (`withRoles`): an assignment to one of them counts as an
   * assignment to the viewer. Unknown (undefined) counts as none.
   */
  roles?: readonly string[];
  /**
   * The role codes whose assignment lets a user read an object but not change it: what the registered
   * access policies say (access-policies.ts; DataService fills it in). Unknown (undefined) means no
   * assignment grants writing: a viewer nobody asked the policies for is refused rather than let in.
   */
  readOnlyRoleCodes?: readonly string[];
  /**
   * Classes shared with the data-source roles a property of theirs names (the policies'
   * `sharedWithRoles`, e.g. a tag available to roles): their instances are read by the roles' holders.
   */
  sharedWithRoles?: readonly RoleSharing[];
  /** Properties whose values pointing at an instance the viewer may not read are left out of reads. */
  privateRefProps?: readonly string[];
  /** Classes whose instances follow the whole a property of theirs names (the policies' `partsOf`). */
  partsOf?: readonly PartOf[];
}

/**
 * The active assignments of the viewer, as SQL over ob_value: an assignment counts only if it is not
 * suspended and its activeUntil is empty or later than today (spec shell.md §4, domain.md §4).
 * `objSql` is the object the assignment must be on.
 */
function activeAssignmentOn(objSql: string, viewer: Viewer, p: SqlParams, extra = ''): string {
  return `exists (
    select 1 from ob_value a_obj
    where a_obj.prop = ${p.add(PROP.obj)} and a_obj.ref = ${objSql}
      and exists (select 1 from ob_value a_to where a_to.inst = a_obj.inst and (${assignedTo(viewer, p)}))
      and ${isActive('a_obj.inst', p)}
      ${extra}
  )`;
}

/**
 * The role codes of the viewer's active assignments on one object (to them or to a data-source role they
 * hold), sorted: what an area needs to tell its own kinds of right apart, such as the structured
 * documents' content-only editors (docs/structured-documents.md "Access").
 */
export async function activeRoleCodesOn(db: SqlExecutor, viewer: Viewer, objectId: string): Promise<string[]> {
  const withMemberships = await withRoles(db, viewer);
  const p = new SqlParams();
  const { rows } = await db.query<{ code: string }>(
    `select distinct rc.val as code from ob_value a_obj
       join ob_value rc on rc.inst = a_obj.inst and rc.prop = ${p.add(PROP.roleCode)}
      where a_obj.prop = ${p.add(PROP.obj)} and a_obj.ref = ${p.add(objectId)}
        and exists (select 1 from ob_value a_to where a_to.inst = a_obj.inst and (${assignedTo(withMemberships, p)}))
        and ${isActive('a_obj.inst', p)}
      order by 1`,
    p.values,
  );
  return rows.map((r) => r.code);
}

/** SQL over `a_to` (a value of an assignment): the assignment goes to the viewer or to a role they hold. */
function assignedTo(viewer: Viewer, p: SqlParams): string {
  const toMe = `a_to.prop = ${p.add(PROP.user)} and a_to.ref = ${p.add(viewer.id)}`;
  return viewer.roles?.length
    ? `${toMe} or a_to.prop = ${p.add(PROP.osaRole)} and a_to.ref = any(${p.add(viewer.roles)}::uuid[])`
    : toMe;
}

/** Not suspended, and activeUntil empty or later than today. */
function isActive(assignmentSql: string, p: SqlParams): string {
  const today = "to_char(current_date, 'YYYY-MM-DD')";
  return `not exists (select 1 from ob_value na where na.inst = ${assignmentSql} and na.prop = ${p.add(PROP.notActive)} and na.val = 'true')
      and not exists (select 1 from ob_value au where au.inst = ${assignmentSql} and au.prop = ${p.add(PROP.activeUntil)} and au.val <= ${today})`;
}

/**
 * The viewer with the data-source roles they hold: an active assignment of the role to them on no
 * particular object (spec shell.md §6: assignments go to users or to data-source roles). Administrators
 * need none: they read everything. Only administrators grant memberships (assignment-writes.ts), and
 * only a membership an administrator wrote counts: one a user made before that rule grants nothing.
 */
export async function withRoles(db: SqlExecutor, viewer: Viewer): Promise<Viewer> {
  if (viewer.isAdmin || viewer.roles) return viewer;
  const p = new SqlParams();
  const rows = await db.query<{ role: string }>(
    `select distinct r.ref as role from ob_value r
     join ob_instance a on a.id = r.inst and a.class_id = ${p.add(CLASS.Assignment)}
     join ob_value u on u.inst = r.inst and u.prop = ${p.add(PROP.user)} and u.ref = ${p.add(viewer.id)}
     join ob_value adm on adm.inst = a.author and adm.prop = ${p.add(PROP.isAdmin)} and adm.val = 'true'
     where r.prop = ${p.add(PROP.role)} and r.ref is not null
       and not exists (select 1 from ob_value o where o.inst = r.inst and o.prop = ${p.add(PROP.obj)})
       and ${isActive('r.inst', p)}`,
    p.values,
  );
  return { ...viewer, roles: rows.rows.map((r) => r.role) };
}

/**
 * Reference data every signed-in user reads, whoever made it: the life-cycle stages an administrator
 * defines are set on everyone's objects (domain.md §1, §3), so a user must be able to pick them.
 * Reading only: changing a stage stays with its author.
 */
const SHARED_READ_CLASSES: readonly string[] = [CLASS.LifeCycleStage];

/**
 * SQL condition: the viewer may read the instance under `alias`. Administrators read everything;
 * others their own objects, their own user record, the system ontology (rows an extension declared),
 * the shared reference data and the objects they hold an active assignment on. Other users' records stay private: author names
 * reach the UI as captions, never through their e-mails and flags.
 */
export function readableSql(alias: string, viewer: Viewer, p: SqlParams): string {
  if (viewer.isAdmin) return 'true';
  const me = p.add(viewer.id);
  return `(${alias}.author = ${me} or ${alias}.id = ${me} or ${alias}.owner is not null
    or ${alias}.class_id = any(${p.add(SHARED_READ_CLASSES)}::uuid[])${sharedWithMyRoles(alias, viewer, p)}
    or ${activeAssignmentOn(`${alias}.id`, viewer, p)}${viaWhole(alias, viewer, p, false)})`;
}

/**
 * SQL `or …`: the instance is a part (AccessPolicy.partsOf) whose whole the viewer authored or holds an
 * active assignment on — for `edit`, one whose role code is not read-only. Empty when no class is a part.
 */
function viaWhole(alias: string, viewer: Viewer, p: SqlParams, edit: boolean): string {
  const parts = viewer.partsOf ?? [];
  if (parts.length === 0) return '';
  const me = p.add(viewer.id);
  const assigned =
    !edit || viewer.readOnlyRoleCodes
      ? ` or ${activeAssignmentOn('w.id', viewer, p, edit ? notReadOnly(viewer, p) : '')}`
      : '';
  return parts
    .map(
      (part) => `
    or (${alias}.class_id = ${p.add(part.classId)} and exists (select 1 from ob_value pw
      join ob_instance w on w.id = pw.ref
      where pw.inst = ${alias}.id and pw.prop = ${p.add(part.prop)} and (w.author = ${me}${assigned})))`,
    )
    .join('');
}

/** SQL `and …` over an assignment `a_obj`: its role code is not one of the read-only ones. */
function notReadOnly(viewer: Viewer, p: SqlParams): string {
  return `and not exists (select 1 from ob_value rc where rc.inst = a_obj.inst and rc.prop = ${p.add(PROP.roleCode)}
          and rc.val = any(${p.add(viewer.readOnlyRoleCodes ?? [])}::text[]))`;
}

/**
 * SQL `or …`: the instance is of a class shared with roles (AccessPolicy.sharedWithRoles) and names in
 * that property a role the viewer holds. Empty when the viewer holds no role or no class is shared.
 */
function sharedWithMyRoles(alias: string, viewer: Viewer, p: SqlParams): string {
  const shared = viewer.sharedWithRoles ?? [];
  if (!viewer.roles?.length || shared.length === 0) return '';
  const roles = p.add(viewer.roles);
  return shared
    .map(
      (s) => `
    or (${alias}.class_id = ${p.add(s.classId)} and exists (select 1 from ob_value sr
      where sr.inst = ${alias}.id and sr.prop = ${p.add(s.prop)} and sr.ref = any(${roles}::uuid[])))`,
    )
    .join('');
}

export interface InstanceAccess {
  classId: string;
  author: string | null;
  /** Declared by the system or an extension: never deleted, changed only by administrators. */
  system: boolean;
  canRead: boolean;
  canWrite: boolean;
  canDelete: boolean;
}

/**
 * What the viewer may do with each instance. Write: administrators; the author; an active assignment
 * whose role is not a read-only one. Delete: administrators and the author, never system rows.
 */
export async function accessOf(
  db: SqlExecutor,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Map<string, InstanceAccess>> {
  const result = new Map<string, InstanceAccess>();
  if (ids.length === 0) return result;
  const p = new SqlParams();
  const idsParam = p.add([...new Set(ids)]);
  const rows = await db.query<AccessRow & { id: string }>(
    `select i.id, ${accessColumnsSql('i', viewer, p)} from ob_instance i where i.id = any(${idsParam}::uuid[])`,
    p.values,
  );
  for (const r of rows.rows) result.set(r.id, accessFromRow(viewer, r));
  return result;
}

/** The columns `accessColumnsSql` selects. */
export interface AccessRow {
  class_id: string;
  author: string | null;
  system: boolean;
  readable: boolean;
  assigned_edit: boolean;
  /** A part whose whole the viewer may change (AccessPolicy.partsOf). */
  whole_edit: boolean;
}

/**
 * The SQL of the columns of AccessRow for the instance under `alias`, so that a query which reads
 * instances anyway (a get_data page) learns the viewer's access to them without a query of its own.
 * `knownReadable`: the query keeps only instances the viewer reads.
 */
export function accessColumnsSql(alias: string, viewer: Viewer, p: SqlParams, knownReadable = false): string {
  // Only non-administrators need the assignment clause; its parameters exist only when its SQL does.
  const assignedEdit =
    viewer.isAdmin || !viewer.readOnlyRoleCodes
      ? 'false'
      : activeAssignmentOn(`${alias}.id`, viewer, p, notReadOnly(viewer, p));
  // A part whose whole the viewer may change (AccessPolicy.partsOf): `false or …` when some class is a part.
  const wholeEdit = viewer.isAdmin ? 'false' : `(false${viaWhole(alias, viewer, p, true)})`;
  // Rows a query already kept readable need not be asked again (less for the planner to plan).
  const readable = knownReadable ? 'true' : readableSql(alias, viewer, p);
  return `${alias}.class_id, ${alias}.author, ${alias}.owner is not null as system,
          ${readable} as readable, ${assignedEdit} as assigned_edit, ${wholeEdit} as whole_edit`;
}

/**
 * Write: administrators; the author; an active assignment whose role is not a read-only one; for a part
 * (AccessPolicy.partsOf), who may change its whole. Delete: administrators, the author, and for a part who
 * may change its whole; never system rows.
 */
export function accessFromRow(viewer: Viewer, r: AccessRow): InstanceAccess {
  const own = r.author === viewer.id;
  const viaWhole = r.whole_edit === true;
  const canWrite = r.system ? viewer.isAdmin : viewer.isAdmin || own || r.assigned_edit || viaWhole;
  return {
    classId: r.class_id,
    author: r.author,
    system: r.system,
    canRead: r.readable,
    canWrite,
    canDelete: !r.system && (viewer.isAdmin || own || viaWhole),
  };
}
