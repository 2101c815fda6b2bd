import { CLASS, PROP, filterLiteral, rowRefs } from '@ontobench/sdk/common';
import { readRows, updateOp, type UserData } from '@ontobench/sdk/node';
import { ADMIN_CLASS, ADMIN_PROP } from '../../common/schema.ts';
import { readViews } from '../views/store.ts';
import type { CopyPlanner, Holder } from './plan.ts';

/** A role's class views to other roles: each creates the target's view of that class or replaces it. */
export async function planViews(data: UserData, source: Holder, targets: Holder[], plan: CopyPlanner): Promise<void> {
  const all = await readViews(data);
  for (const view of all.filter((v) => v.roleCode === source.key))
    for (const target of targets) {
      const existing = all.find((v) => v.roleCode === target.key && v.classId === view.classId);
      const inst = existing?.id ?? crypto.randomUUID();
      plan.note('views', target, view.className, existing ? 'replace' : 'create');
      plan.asAdmin.push(
        ...(existing
          ? []
          : [{ op: 'new', class: ADMIN_CLASS.ClassView, name: `${view.className} — ${target.key}`, inst }]),
        updateOp(inst, ADMIN_PROP.viewClass, view.classId),
        updateOp(inst, ADMIN_PROP.viewRole, target.key),
        updateOp(inst, ADMIN_PROP.viewFields, JSON.stringify(view.fields)),
      );
    }
}

/** The source's tags: a role's are those shared with it, a user's those they made. */
export async function sourceTags(data: UserData, source: Holder) {
  const filter =
    source.kind === 'role'
      ? `[${PROP.availableToRoles}] = ${filterLiteral(source.id)}`
      : `[${PROP.author}] = ${filterLiteral(source.id)}`;
  return readRows(data, CLASS.Tag, [PROP.availableToRoles, PROP.color], { filter });
}

/** The source's tags shared with the target roles too (so their holders read them: domain.md §3 Tag). */
export async function planTagsToRoles(
  data: UserData,
  source: Holder,
  targets: Holder[],
  plan: CopyPlanner,
): Promise<void> {
  for (const tag of await sourceTags(data, source)) {
    const shared = rowRefs(tag, PROP.availableToRoles).map((r) => r.id);
    const adding = targets.filter((t) => !shared.includes(t.id));
    if (adding.length === 0) continue;
    for (const t of adding) plan.note('tags', t, tag.name, 'share');
    plan.asAdmin.push(updateOp(tag.id, PROP.availableToRoles, [...shared, ...adding.map((t) => t.id)]));
  }
}
