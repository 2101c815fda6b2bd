import type { AssignmentRecord } from '@ontobench/sdk/common';

/**
 * The assignments part's calls (under `/api/`; issue 21 item 2; shell.md §3 "Assignment", §4, §5). The
 * administrators' alone; the list itself is the core's `POST assignments/fetch` (shell.md §7), which the
 * page asks with `onlyActualAssignments: false`.
 */
export const ASSIGNMENTS_API = {
  /** POST AssignmentInput → `{ id }` (201). */
  assignments: 'administration/assignments',
  /** PATCH `{ notActive?, activeUntil? }` → 204; DELETE → 204. */
  assignment: (id: string) => `administration/assignments/${id}`,
} as const;

export const ASSIGNMENTS_API_PATHS: readonly string[] = [
  ASSIGNMENTS_API.assignments,
  ASSIGNMENTS_API.assignment(':id'),
];

/**
 * A new assignment: a role (by id) to a user or to a data-source role, on an object or, without one, as
 * a role membership (the user then holds the role everywhere; shell.md §6).
 */
export interface AssignmentInput {
  roleId: string;
  userId?: string;
  osaRoleId?: string;
  objectId?: string;
  /** YYYY-MM-DD or absent. */
  activeUntil?: string | null;
  notActive?: boolean;
}

export interface AssignmentPatch {
  notActive?: boolean;
  /** YYYY-MM-DD, or null to remove the end. */
  activeUntil?: string | null;
}

/** An assignment as `POST assignments/fetch` replies (shell.md §3): the core's record. */
export type AssignmentRow = AssignmentRecord;
