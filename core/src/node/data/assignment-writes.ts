import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import type { OntologyModel } from '../ontology/model.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import type { Viewer } from './access.ts';
import type { Refusal } from '../../common/validation/refusals.ts';
import { REFUSAL } from './write-refusals.ts';

/** The properties of an assignment that say who gets what: a grant is made of these. */
const GRANT_PROPS: readonly string[] = [PROP.user, PROP.role, PROP.osaRole];

/**
 * Assignments grant access, so a non-administrator may only hand out access to what they own (spec
 * shell.md §6: assignments go to users or to data-source roles; roles are the administrators'). The
 * rule is checked on each assignment as the set_data list leaves it, because a list builds one in
 * several operations (new, then obj, user, role) in any order:
 * - an assignment that names a user, role or data-source role must name an object, or it is a role
 *   membership (withRoles in access.ts), which only administrators grant;
 * - the object must be the writer's own (set-data.ts checks it when obj is written; checked again here
 *   for an assignment whose other fields change).
 * A bare assignment (nothing named yet) grants nothing and is let through.
 */
export class AssignmentWrites {
  private readonly touched = new Set<string>();

  constructor(private readonly viewer: Viewer) {}

  /** An operation created or changed instance `inst` of class `classId`. */
  note(model: OntologyModel, inst: string, classId: string): void {
    if (!this.viewer.isAdmin && model.isA(classId, CLASS.Assignment)) this.touched.add(inst.toLowerCase());
  }

  forget(inst: string): void {
    this.touched.delete(inst.toLowerCase());
  }

  /** The reason the first offending assignment is refused, with the refusal the interface says, or null. */
  async refusal(tx: SqlExecutor): Promise<{ reason: string; refusal: Refusal } | null> {
    if (this.touched.size === 0) return null;
    const { rows } = await tx.query<{ id: string; grants: boolean; obj_author: string | null; has_obj: boolean }>(
      `select a.id,
              exists (select 1 from ob_value g where g.inst = a.id and g.prop = any($2::uuid[])) as grants,
              exists (select 1 from ob_value o where o.inst = a.id and o.prop = $3) as has_obj,
              (select i.author from ob_value o join ob_instance i on i.id = o.ref
                where o.inst = a.id and o.prop = $3 order by o.idx limit 1) as obj_author
       from ob_instance a where a.id = any($1::uuid[]) order by a.id`,
      [[...this.touched], GRANT_PROPS, PROP.obj],
    );
    for (const r of rows) {
      if (r.grants && !r.has_obj)
        return {
          reason: `assignment ${r.id}: only an administrator grants a role on no particular object (a role membership)`,
          refusal: REFUSAL.assign,
        };
      if (r.has_obj && r.obj_author !== this.viewer.id)
        return {
          reason: `assignment ${r.id}: only the author of an object assigns it to others`,
          refusal: REFUSAL.assign,
        };
    }
    return null;
  }
}
