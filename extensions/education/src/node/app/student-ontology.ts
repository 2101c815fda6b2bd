import { CLASS, ONTOLOGY_MODEL, PROP, filterLiteral, rowRefs } from '@ontobench/sdk/common';
import { dataAs, readRows, type DataReader, type ServerExtensionContext, type UserContext } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { COURSE_PROP } from '../../common/courses/schema.ts';
import { STUDENT_ONTOLOGY_PROP, STUDENT_ONTOLOGY_READER } from '../../common/app/student-ontology.ts';
import { activeAssignments } from './access.ts';

/**
 * The student's personal ontology for a course (domain.md §3 Course `createStudentOntology`; docs/education.md
 * "Doing the work and checking it"): found by its course mark among the ontologies the student authored, or
 * made — as the student, so it is theirs to build — when the course asks for one. The course's author and its
 * teachers and authors by assignment get a `reader` assignment on it (they read it, never change it). Null when the course does not ask
 * for one.
 */
export async function ensureStudentOntology(
  ctx: Pick<ServerExtensionContext, 'data' | 'index'>,
  read: DataReader,
  student: UserContext,
  courseId: string,
): Promise<string | null> {
  const course = (
    await readRows(read, EDU_CLASS.Course, [COURSE_PROP.createStudentOntology, PROP.author], {
      filter: `[id] = ${filterLiteral(courseId)}`,
    })
  )[0];
  if (!course || String(course.values.get(COURSE_PROP.createStudentOntology)?.[0]?.val) !== 'true') return null;
  if (!(await ontologiesExist(ctx))) return null;
  const existing = await studentOntologyOf(ctx, read, student.id, courseId);
  if (existing) return existing.id;
  const ontology = crypto.randomUUID();
  // Who teaches the course: its author and its active teachers and authors by assignment.
  const assigned = (await activeAssignments(read, `[${PROP.obj}] = ${filterLiteral(courseId)}`))
    .filter((a) => a.code === 'teacher' || a.code === 'author')
    .map((a) => a.user);
  const teachers = [...new Set([rowRefs(course, PROP.author)[0]?.id, ...assigned])].filter(
    (user): user is string => user !== undefined && user !== student.id,
  );
  await dataAs(
    ctx.data,
    student,
  )({
    act: 'set_data',
    data: [
      {
        op: 'new' as const,
        class: ONTOLOGY_MODEL.ontologyClass,
        name: `${course.name} — ${student.name}`,
        inst: ontology,
      },
      { op: 'upd' as const, inst: ontology, prop: STUDENT_ONTOLOGY_PROP.course, val: courseId },
      ...teachers.flatMap((teacher) => {
        const inst = crypto.randomUUID();
        return [
          { op: 'new' as const, class: CLASS.Assignment, name: `${STUDENT_ONTOLOGY_READER}: ${course.name}`, inst },
          { op: 'upd' as const, inst, prop: PROP.obj, val: ontology },
          { op: 'upd' as const, inst, prop: PROP.user, val: teacher },
          { op: 'upd' as const, inst, prop: PROP.roleCode, val: STUDENT_ONTOLOGY_READER },
        ];
      }),
    ],
  });
  return ontology;
}

/**
 * Whether the store knows the ontology area's Ontology class: without that area (it may be off) there is no
 * personal ontology to make or find, and the tasks await the teacher.
 */
const ontologiesExist = async (ctx: Pick<ServerExtensionContext, 'index'>) =>
  (await ctx.index.kindOf(ONTOLOGY_MODEL.ontologyClass)) !== null;

/** The student's personal ontology for the course (its id and name), or null (read with the unrestricted reader). */
export async function studentOntologyOf(
  ctx: Pick<ServerExtensionContext, 'index'>,
  read: DataReader,
  studentId: string,
  courseId: string,
): Promise<{ id: string; name: string } | null> {
  if (!(await ontologiesExist(ctx))) return null;
  const rows = await readRows(read, ONTOLOGY_MODEL.ontologyClass, [PROP.author], {
    filter: `[${STUDENT_ONTOLOGY_PROP.course}] = ${filterLiteral(courseId)}`,
  });
  const mine = rows.find((row) => rowRefs(row, PROP.author)[0]?.id === studentId);
  return mine ? { id: mine.id, name: mine.name } : null;
}
