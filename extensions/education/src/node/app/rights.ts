import { PROP, filterLiteral, inChunks, inIds, rowRefs } from '@ontobench/sdk/common';
import { readRows, type DataReader, type UserContext } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { COURSE_PROP } from '../../common/courses/schema.ts';
import type { EduRoleCode } from '../../common/app/roles.ts';
import { listableCourseIds, objectsWithRoles } from './access.ts';

/**
 * The education roles that change a course and read its units with their answers: every role but the
 * read-only ones (student, customer; EDUCATION_ACCESS_POLICY). docs/education.md "Courses and units".
 */
export const COURSE_EDIT_ROLE_CODES: readonly EduRoleCode[] = [
  'admin',
  'assistant',
  'author',
  'course_creator',
  'editor',
  'teacher',
];

/** The courses (of `ids`, or all when null) whose author column is the user. */
async function authoredCourses(read: DataReader, userId: string): Promise<Set<string>> {
  const rows = await readRows(read, EDU_CLASS.Course, [], {
    filter: `[author] = ${filterLiteral(userId)}`,
    limit: 10_000,
  });
  return new Set(rows.map((row) => row.id));
}

/**
 * The courses in the user's lists (domain.md §6: an active author or teacher assignment), and the courses
 * they created (a course's author sees it, before anyone is assigned). Administrators: null, every course.
 */
export async function coursesInLists(read: DataReader, user: UserContext): Promise<Set<string> | null> {
  const listable = await listableCourseIds(read, user);
  if (listable === null) return null;
  for (const id of await authoredCourses(read, user.id)) listable.add(id);
  return listable;
}

/** The courses the user may change: their author, an active teaching role on them, or an administrator (null: all). */
export async function editableCourses(read: DataReader, user: UserContext): Promise<Set<string> | null> {
  if (user.isAdmin) return null;
  const held = new Set((await objectsWithRoles(read, user.id, COURSE_EDIT_ROLE_CODES)).keys());
  for (const id of await authoredCourses(read, user.id)) held.add(id);
  return held;
}

/** The courses whose structure places each unit of `unitIds` (unit id → course ids). */
export async function coursesPlacing(read: DataReader, unitIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const rows = await inChunks(unitIds, (chunk) =>
    readRows(read, EDU_CLASS.CourseStructureItem, [COURSE_PROP.itemAoe, COURSE_PROP.itemCourse], {
      filter: inIds(COURSE_PROP.itemAoe, chunk),
      limit: 10_000,
    }),
  );
  const out = new Map<string, Set<string>>();
  for (const row of rows) {
    const unit = rowRefs(row, COURSE_PROP.itemAoe)[0]?.id;
    const course = rowRefs(row, COURSE_PROP.itemCourse)[0]?.id;
    if (unit && course) out.set(unit, (out.get(unit) ?? new Set()).add(course));
  }
  return out;
}

/** The author (id) of each of `ids` of a class, read unrestricted. */
export async function authorsOf(
  read: DataReader,
  classId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await inChunks(ids, (chunk) => readRows(read, classId, [PROP.author], { filter: inIds('id', chunk) }));
  return new Map(
    rows.flatMap((row) => (rowRefs(row, PROP.author)[0] ? [[row.id, rowRefs(row, PROP.author)[0]!.id]] : [])),
  );
}

/**
 * Whether the user reads and changes a unit with its answers (issue 20 item 2): its author, who may change
 * a course that places it, administrators. Students never.
 */
export async function mayEditUnit(read: DataReader, user: UserContext, unitId: string): Promise<boolean> {
  if (user.isAdmin) return true;
  if ((await authorsOf(read, EDU_CLASS.LearningUnit, [unitId])).get(unitId) === user.id) return true;
  const placing = (await coursesPlacing(read, [unitId])).get(unitId) ?? new Set();
  if (placing.size === 0) return false;
  const editable = await editableCourses(read, user);
  return [...placing].some((course) => editable === null || editable.has(course));
}

/** The user with an administrator's writing rights, for writes the area checked itself (the author stays the user). */
export const raised = (user: UserContext): UserContext => ({ ...user, isAdmin: true });
