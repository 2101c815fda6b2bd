import { CLASS, PROP, inIds, rowText } from '@ontobench/sdk/common';
import { HttpError, readRows, type UserData } from '@ontobench/sdk/node';
import type { RoleDto } from '../../common/roles/api.ts';

/**
 * A role's flags (shell.md §3 Role `is_global`, `is_multi`) may change only when its assignments already
 * obey them, so the assignments' rule (assignments/register.ts) holds for every role at every moment:
 * a role made global may have no assignment on an object; a role made single-object may have no holder
 * with it on two objects. Each refusal is a Russian 400 and nothing is written.
 */
export async function checkFlagChange(
  data: UserData,
  current: RoleDto,
  next: { isGlobal?: boolean; isMulti?: boolean },
): Promise<void> {
  const becomesGlobal = next.isGlobal === true && !current.isGlobal;
  const becomesSingle = next.isMulti === false && current.isMulti;
  if (!becomesGlobal && !becomesSingle) return;
  const rows = await readRows(data, CLASS.Assignment, [PROP.obj, PROP.user, PROP.osaRole], {
    filter: inIds(PROP.role, [current.id]),
    limit: 5000,
  });
  const onObjects = rows.filter((r) => rowText(r, PROP.obj) !== null);
  if (becomesGlobal && onObjects.length > 0)
    throw new HttpError(
      400,
      `Роль «${current.name}» назначена на объекты (назначений: ${onObjects.length}): глобальной она станет, когда их не будет`,
    );
  if (!becomesSingle) return;
  const objectsOf = new Map<string, Set<string>>();
  for (const r of onObjects) {
    const holder = rowText(r, PROP.user) ?? rowText(r, PROP.osaRole) ?? '';
    objectsOf.set(holder, (objectsOf.get(holder) ?? new Set()).add(rowText(r, PROP.obj)!));
  }
  const many = [...objectsOf.values()].filter((objects) => objects.size > 1).length;
  if (many > 0)
    throw new HttpError(
      400,
      `Роль «${current.name}» назначена одному держателю на несколько объектов (держателей: ${many}): только на один объект её не сделать`,
    );
}
