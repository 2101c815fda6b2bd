/** An assignment as `POST assignments/fetch` replies (shell.md §3): the object, role, user or data-source role. */
export interface AssignmentRecord {
  id: string;
  obj_id: string | null;
  obj: string | null;
  obj_class: string | null;
  role: string | null;
  role_id: string | null;
  role_code: string | null;
  user: string | null;
  user_id: string | null;
  not_active: boolean;
  activeUntil: string | null;
  osaRole: string | null;
  osaRole_id: string | null;
  osaRoleUserIds: string[];
}

export type AssignmentState = 'active' | 'suspended' | 'expired';

/**
 * domain.md §4: an assignment counts only if it is not suspended and its activeUntil (YYYY-MM-DD) is empty
 * or later than `today` (YYYY-MM-DD). The one copy of the rule outside the store's SQL (access.ts).
 */
export function assignmentState(
  a: Pick<AssignmentRecord, 'not_active' | 'activeUntil'>,
  today: string,
): AssignmentState {
  if (a.not_active) return 'suspended';
  if (a.activeUntil && a.activeUntil <= today) return 'expired';
  return 'active';
}
