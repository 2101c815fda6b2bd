import { CLASS, PROP } from '@ontobench/core/common';
import { validateFullName } from '../../core/src/common/validation/registration.ts';
import type { StoreDiff, StoreSnapshot } from './security-store.ts';
import { USER_PROPERTY_POLICY } from './security-user-policy.ts';

/**
 * What a non-administrator may have written, judged from the store before and after an accepted
 * set_data list (the intended rules of issue 11 and docs/api.md, written independently of the server's
 * code): every violation is returned as a sentence naming the instance and property.
 */
export interface Viewer {
  id: string;
  /** Objects the viewer may change through an assignment with a role that is not read-only. */
  editableByAssignment: ReadonlySet<string>;
}

interface Row {
  classId: string;
  name: string;
  author: string | null;
}

function row(snapshot: StoreSnapshot, id: string): Row | undefined {
  const text = snapshot.instances.get(id);
  if (text === undefined) return undefined;
  const [classId, ...rest] = text.split('|');
  const author = rest.pop()!;
  return { classId: classId!, name: rest.join('|'), author: author === '-' ? null : author };
}

function values(snapshot: StoreSnapshot, inst: string, prop: string): { val: string; ref: string | null }[] {
  const out: { val: string; ref: string | null }[] = [];
  for (const [key, text] of snapshot.values) {
    if (!key.startsWith(`${inst}|${prop}|`)) continue;
    const cut = text.lastIndexOf('|');
    const ref = text.slice(cut + 1);
    out.push({ val: text.slice(0, cut), ref: ref === '-' ? null : ref });
  }
  return out;
}

export function forbiddenWrites(viewer: Viewer, before: StoreSnapshot, after: StoreSnapshot, d: StoreDiff): string[] {
  const problems: string[] = [];
  const created = new Set(d.created);
  const deleted = new Set(d.deleted);
  const writable = (id: string) =>
    created.has(id) || row(before, id)?.author === viewer.id || viewer.editableByAssignment.has(id);

  for (const id of d.created) {
    const r = row(after, id)!;
    if (r.author !== viewer.id) problems.push(`created ${id} with author ${r.author}`);
    if (r.classId === CLASS.User || r.classId === CLASS.Role) problems.push(`created a ${r.classId} (user or role)`);
  }
  for (const id of d.deleted) {
    const r = row(before, id)!;
    if (r.author !== viewer.id) problems.push(`deleted ${id} of ${r.author}`);
    if (r.classId === CLASS.User || r.classId === CLASS.Role) problems.push(`deleted user or role ${id}`);
  }
  for (const id of d.renamed) {
    const [was, now] = [row(before, id)!, row(after, id)!];
    if (was.classId !== now.classId || was.author !== now.author) problems.push(`changed class or author of ${id}`);
    if (!writable(id)) problems.push(`renamed ${id} of ${was.author}`);
    if (was.classId === CLASS.User && validateFullName(now.name) !== null)
      problems.push(`renamed user ${id} to ${JSON.stringify(now.name)}, past the full-name rule`);
  }
  const touchedAssignments = new Set<string>();
  for (const change of d.values) {
    const { inst, prop } = change;
    if (deleted.has(inst)) continue;
    // A deletion takes the values that pointed at the deleted instance with it (docs/api.md, del_force).
    const key = `${inst}|${prop}|${change.idx}`;
    const wasRef = before.values.get(key)?.split('|').pop();
    if (wasRef && deleted.has(wasRef) && !after.values.has(key)) continue;
    const r = row(after, inst)!;
    if (r.classId === CLASS.Assignment) touchedAssignments.add(inst);
    if (r.classId === CLASS.User) {
      const policy = USER_PROPERTY_POLICY[prop]?.policy;
      if (inst !== viewer.id || policy !== 'self') problems.push(`wrote ${prop} of user ${inst}`);
      continue;
    }
    if (!writable(inst)) problems.push(`wrote ${prop} of ${inst} (author ${r.author})`);
  }
  for (const inst of touchedAssignments) {
    const obj = values(after, inst, PROP.obj)[0]?.ref;
    const grantsRole = values(after, inst, PROP.role).length + values(after, inst, PROP.osaRole).length > 0;
    const toUser = values(after, inst, PROP.user).length > 0;
    if (!obj && grantsRole && toUser) problems.push(`made assignment ${inst} a role membership`);
    if (obj && row(after, obj)?.author !== viewer.id) problems.push(`assignment ${inst} hands out ${obj}, not theirs`);
  }
  return problems;
}
