import { DIAGRAM_ROLE_CODES, EDU_ROLE } from '../../../common/interim-areas/index.ts';

/**
 * Role codes an assignment may carry (shell.md §5 "An assignment is added only if the role code is
 * known"): the diagram roles editor and reader (domain.md §3) and the eight education roles.
 */
export const KNOWN_ROLE_CODES: readonly string[] = [...DIAGRAM_ROLE_CODES, ...Object.keys(EDU_ROLE)];

/** An assignment as POST assignments/fetch replies (shell.md §3). */
export interface AssignmentRecord {
  id: string;
  user: string | null;
  user_id: string | null;
  role_code: string | null;
  not_active: boolean;
  activeUntil: string | null;
}

export type AssignmentState = 'active' | 'suspended' | 'expired';

/** Domain.md §4: it counts only if not suspended and activeUntil is empty or later than today. */
export function assignmentState(
  a: Pick<AssignmentRecord, 'not_active' | 'activeUntil'>,
  today: string,
): AssignmentState {
  if (a.not_active) return 'suspended';
  if (a.activeUntil && a.activeUntil <= today) return 'expired';
  return 'active';
}
