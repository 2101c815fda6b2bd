import { randomUUID } from 'node:crypto';
import { CLASS, PROP } from '@ontobench/core/common';
import { EDU_ROLE } from '@ontobench/ext-education/common';

/** A set_data operation as the education API tests write them. */
export type SetDataOp = { op: 'new' | 'upd'; inst: string } & Record<string, unknown>;

/**
 * The set_data operations that give `user` the education role `code` on `obj` (domain.md §3 Assignment,
 * §4 active rule), with any other assignment fields in `extra` (suspended, activeUntil). The new
 * assignment's id is the first operation's `inst`.
 */
export function eduAssignment(
  user: string,
  obj: string,
  code: keyof typeof EDU_ROLE,
  extra: Record<string, unknown> = {},
): SetDataOp[] {
  const inst = randomUUID();
  const fields = {
    [PROP.obj]: obj,
    [PROP.user]: user,
    [PROP.role]: EDU_ROLE[code],
    [PROP.roleCode]: code,
    ...extra,
  };
  return [
    { op: 'new', class: CLASS.Assignment, name: code, inst },
    ...Object.entries(fields).map(([prop, val]) => ({ op: 'upd' as const, inst, prop, val })),
  ];
}
