import { CLASS, PROP, filterLiteral, rowText } from '@ontobench/sdk/common';
import { readRows, unrestrictedReader, updateOp, writeAsUser, type SeedContext } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { EDU_ROLE, type EduRoleCode } from '../../common/app/roles.ts';
import { COURSE_PROP, COURSE_STATUS } from '../../common/courses/schema.ts';
import { DEMO_COURSES } from '../units/demo-content.ts';

/** The demo teacher (host/server/src/demo/accounts.ts). */
export const DEMO_TEACHER = 'teacher@ontobench.local';

/** A user's id by e-mail, or null. */
export async function userByEmail(ctx: SeedContext, email: string): Promise<string | null> {
  const rows = await readRows(unrestrictedReader(ctx.data), CLASS.User, [PROP.email], {
    filter: `[${PROP.email}] = ${filterLiteral(email)}`,
    limit: 1,
  });
  return rows[0]?.id ?? null;
}

/** The demo courses by code (id), as the demo user reads them. */
export async function demoCourses(ctx: SeedContext): Promise<Map<string, string>> {
  const rows = await readRows((r) => ctx.data.run(ctx.user, r), EDU_CLASS.Course, [COURSE_PROP.code], {
    filter: '[author] = #user#',
  });
  return new Map(rows.map((row) => [rowText(row, COURSE_PROP.code) ?? '', row.id]));
}

/**
 * The courses part's demo (issue 20 item 8): «Основы онтологий» (ONTO-101) and «Моделирование процессов»
 * (BPM-201), active, each with its sections; the demo user is their author, the demo teacher holds
 * `teacher` on both and `author` on ONTO-101. The units part places its units under the sections.
 */
export async function seedCoursesDemo(ctx: SeedContext): Promise<void> {
  if ((await demoCourses(ctx)).has('ONTO-101')) return;
  const teacher = await userByEmail(ctx, DEMO_TEACHER);
  const data: Record<string, unknown>[] = [];
  const assign = (obj: string, code: EduRoleCode) => {
    if (!teacher) return;
    const inst = crypto.randomUUID();
    data.push(
      { op: 'new', class: CLASS.Assignment, name: `${code}: ${DEMO_TEACHER}`, inst },
      updateOp(inst, PROP.obj, obj),
      updateOp(inst, PROP.user, teacher),
      updateOp(inst, PROP.role, EDU_ROLE[code]),
      updateOp(inst, PROP.roleCode, code),
    );
  };
  for (const course of DEMO_COURSES) {
    const id = crypto.randomUUID();
    data.push(
      { op: 'new', class: EDU_CLASS.Course, name: course.name, inst: id },
      updateOp(id, COURSE_PROP.code, course.code),
      updateOp(id, COURSE_PROP.description, course.description),
      updateOp(id, COURSE_PROP.status, COURSE_STATUS.active),
      updateOp(id, COURSE_PROP.createStudentOntology, course.code === 'ONTO-101'),
    );
    course.sections.forEach((section, n) => {
      const item = crypto.randomUUID();
      data.push(
        { op: 'new', class: EDU_CLASS.CourseStructureItem, name: section, inst: item },
        updateOp(item, COURSE_PROP.itemCourse, id),
        updateOp(item, COURSE_PROP.itemOrder, n + 1),
      );
    });
    assign(id, 'teacher');
    if (course.code === 'ONTO-101') assign(id, 'author');
  }
  await writeAsUser((r) => ctx.data.run(ctx.user, r), data, { forbidden: 'demo', missing: 'demo' });
  ctx.log.info(`education demo: ${DEMO_COURSES.length} courses`);
}
