import { CLASS, PROP, UUID_PATTERN, assignmentState, filterLiteral, rowRefs, rowValue } from '@ontobench/sdk/common';
import type { UserContext } from '@ontobench/sdk/node';
import { readRows, type Reader } from './store.ts';

/**
 * Who a user task is for (docs/processes.md "Assignees and roles"). `camunda:assignee` names a user by id, by
 * e-mail, or `${initiator}` (the instance's author); `camunda:candidateGroups` names a role (CLASS.Role) by
 * id or by name. A user holds a role by an active membership: an assignment of the role to the user on no
 * object (the same record the store's access rule counts, shell.md §6). Read with the unrestricted reader:
 * these answers decide access, they are never shown as such.
 */

const INITIATOR = /^\$\{\s*(initiator|author)\s*\}$/;

/** The user id `camunda:assignee` names, or null when it names nobody known. */
export async function assigneeId(read: Reader, value: string, initiator: string): Promise<string | null> {
  if (INITIATOR.test(value)) return initiator;
  if (UUID_PATTERN.test(value)) return value.toLowerCase();
  const rows = await readRows(read, CLASS.User, [], `[${PROP.email}] = ${filterLiteral(value)}`);
  return rows[0]?.id ?? null;
}

/** The role id `camunda:candidateGroups` names (its id or its name), or null. */
export async function roleId(read: Reader, value: string): Promise<string | null> {
  const filter = UUID_PATTERN.test(value)
    ? `[id] = ${filterLiteral(value.toLowerCase())}`
    : `[name] = ${filterLiteral(value)}`;
  return (await readRows(read, CLASS.Role, [], filter))[0]?.id ?? null;
}

/** Active memberships (assignments on no object), with their user and role. */
async function memberships(read: Reader, filter: string): Promise<{ user: string; role: string }[]> {
  const rows = await readRows(
    read,
    CLASS.Assignment,
    [PROP.user, PROP.role, PROP.obj, PROP.notActive, PROP.activeUntil],
    filter,
  );
  const today = new Date().toISOString().slice(0, 10);
  return rows.flatMap((row) => {
    const user = rowRefs(row, PROP.user)[0]?.id;
    const role = rowRefs(row, PROP.role)[0]?.id;
    const until = rowValue(row, PROP.activeUntil);
    const inactive =
      assignmentState(
        {
          not_active: String(rowValue(row, PROP.notActive)) === 'true',
          activeUntil: until === null ? null : String(until),
        },
        today,
      ) !== 'active';
    if (!user || !role || rowRefs(row, PROP.obj).length > 0 || inactive) return [];
    return [{ user, role }];
  });
}

/** The roles the user holds (administrators too: their count and rights are decided elsewhere). */
export async function rolesOf(read: Reader, user: UserContext): Promise<string[]> {
  return [...new Set((await memberships(read, `[${PROP.user}] = ${filterLiteral(user.id)}`)).map((m) => m.role))];
}

/** The users holding the role: who a task for it reaches live. */
export async function holdersOf(read: Reader, role: string): Promise<string[]> {
  return [...new Set((await memberships(read, `[${PROP.role}] = ${filterLiteral(role)}`)).map((m) => m.user))];
}
