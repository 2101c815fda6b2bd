import {
  CLASS,
  PROP,
  assignmentState,
  filterLiteral,
  inChunks,
  inIds,
  rowRefs,
  rowText,
  rowValue,
} from '@ontobench/sdk/common';
import { readRows, type DataReader, type UserContext } from '@ontobench/sdk/node';
import { COURSE_LIST_ROLE_CODES } from '../../common/app/roles.ts';

/**
 * Who holds which education role on which object (docs/education.md "Who reads what"): the store's own
 * assignments (role code on object), counted only while in force — not suspended, and `activeUntil`
 * empty or later than today (domain.md §4). Read with the unrestricted reader: these answers decide
 * access, they are never shown as such.
 */
export interface ActiveAssignment {
  id: string;
  user: string;
  object: string;
  code: string;
}

const FIELDS = [PROP.user, PROP.obj, PROP.roleCode, PROP.notActive, PROP.activeUntil];

/** The assignments in force that match a get_data filter on the Assignment class. */
export async function activeAssignments(read: DataReader, filter: string): Promise<ActiveAssignment[]> {
  const rows = await readRows(read, CLASS.Assignment, FIELDS, { filter, limit: 40_000 });
  const today = new Date().toISOString().slice(0, 10);
  return rows.flatMap((row) => {
    const user = rowRefs(row, PROP.user)[0]?.id;
    const object = rowRefs(row, PROP.obj)[0]?.id;
    const code = rowText(row, PROP.roleCode);
    const until = rowValue(row, PROP.activeUntil);
    const state = assignmentState(
      {
        not_active: String(rowValue(row, PROP.notActive)) === 'true',
        activeUntil: until === null ? null : String(until),
      },
      today,
    );
    if (!user || !object || !code || state !== 'active') return [];
    return [{ id: row.id, user, object, code }];
  });
}

/** The objects (by id) on which the user holds one of `codes` in force, with the codes held. */
export async function objectsWithRoles(
  read: DataReader,
  userId: string,
  codes: readonly string[],
): Promise<Map<string, Set<string>>> {
  const list = await activeAssignments(read, `[${PROP.user}] = ${filterLiteral(userId)}`);
  const held = new Map<string, Set<string>>();
  for (const a of list) {
    if (!codes.includes(a.code)) continue;
    held.set(a.object, (held.get(a.object) ?? new Set()).add(a.code));
  }
  return held;
}

/** The assignments in force on any of `objects` (every user), in chunks that fit a filter. */
export async function assignmentsOn(read: DataReader, objects: readonly string[]): Promise<ActiveAssignment[]> {
  return inChunks(objects, (chunk) => activeAssignments(read, inIds(PROP.obj, chunk)));
}

/**
 * domain.md §6: "Course lists for non-admins are limited to courses where they hold an active assignment
 * with the education author or teacher role." Administrators: every course (null = no limit).
 */
export async function listableCourseIds(read: DataReader, user: UserContext): Promise<Set<string> | null> {
  if (user.isAdmin) return null;
  return new Set((await objectsWithRoles(read, user.id, COURSE_LIST_ROLE_CODES)).keys());
}

/**
 * Who teaches a course: the holders of domain.md §6's course-list roles (author, teacher) in force on it,
 * and its creator (`authorId`), once each. Whom a submission awaiting a mark is told to.
 */
export async function courseTeachers(read: DataReader, courseId: string, authorId: string): Promise<string[]> {
  const held = await assignmentsOn(read, [courseId]);
  const teaching = held.filter((a) => (COURSE_LIST_ROLE_CODES as readonly string[]).includes(a.code));
  return [...new Set([authorId, ...teaching.map((a) => a.user)])];
}
