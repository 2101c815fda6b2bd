import { PROP, inChunks, inIds, rowRefs } from '@ontobench/sdk/common';
import { readRows, type DataReader, type UserContext } from '@ontobench/sdk/node';
import { COURSE_LIST_ROLE_CODES } from '../../common/app/roles.ts';
import { EDU_CLASS } from '../../common/classes.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import { assignmentsOn, objectsWithRoles } from '../app/access.ts';

/** What a user may do with a project: change it (its author, an administrator), read it, or nothing. */
export type ProjectRight = 'edit' | 'read' | null;

/**
 * The students a user teaches (docs/education.md "Portfolio"): those with an active `student` assignment
 * on a flow of a course where the user holds an active `teacher` or `author` assignment (domain.md §6's
 * course rule, COURSE_LIST_ROLE_CODES). Read with the unrestricted reader: the answer decides access.
 */
export async function taughtStudents(read: DataReader, user: UserContext): Promise<Set<string>> {
  const courses = [...(await objectsWithRoles(read, user.id, COURSE_LIST_ROLE_CODES)).keys()];
  const flows = await inChunks(courses, (chunk) =>
    readRows(read, EDU_CLASS.Flow, [], { filter: inIds(FLOW_PROP.course, chunk), limit: 20_000 }),
  );
  const students = await assignmentsOn(
    read,
    flows.map((f) => f.id),
  );
  return new Set(students.filter((a) => a.code === 'student').map((a) => a.user));
}

/** The right of `user` on a project whose author is `authorId`. */
export async function projectRight(
  read: DataReader,
  user: UserContext,
  authorId: string | undefined,
): Promise<ProjectRight> {
  if (user.isAdmin || (authorId !== undefined && authorId === user.id)) return 'edit';
  if (authorId !== undefined && (await taughtStudents(read, user)).has(authorId)) return 'read';
  return null;
}

/** The author of a project row (the student who made it). */
export const authorOf = (row: Parameters<typeof rowRefs>[0]) => rowRefs(row, PROP.author)[0];
