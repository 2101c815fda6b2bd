import { randomUUID } from 'node:crypto';
import { CLASS, PROP, filterLiteral, rowRefs } from '@ontobench/sdk/common';
import { readRows, unrestrictedReader, updateOp, type DataReader, type SeedContext } from '@ontobench/sdk/node';
import { EDU_ROLE } from '../../common/app/roles.ts';
import { EDU_CLASS } from '../../common/classes.ts';
import { COURSE_PROP } from '../../common/courses/schema.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import { courseWriter } from './read.ts';

/** The demo's flow (issue 20 item 8) and where it runs. */
export const DEMO_FLOW = { name: 'Поток 2026', code: 'ONTO-101-2026', courseCode: 'ONTO-101' } as const;
export const DEMO_STUDENT = 'student@ontobench.local';

/** A user's id by e-mail (the demo accounts), or null. */
export async function userByEmail(read: DataReader, email: string): Promise<string | null> {
  const rows = await readRows(read, CLASS.User, [], { filter: `[${PROP.email}] = ${filterLiteral(email)}` });
  return rows[0]?.id ?? null;
}

/** The demo course by its code, or null (the courses part seeds it first). */
export async function demoCourse(read: DataReader): Promise<string | null> {
  const rows = await readRows(read, EDU_CLASS.Course, [], {
    filter: `[${COURSE_PROP.code}] = ${filterLiteral(DEMO_FLOW.courseCode)}`,
  });
  return rows[0]?.id ?? null;
}

/** The demo flow's id, or null. */
export async function demoFlow(read: DataReader): Promise<{ id: string; courseId: string } | null> {
  const courseId = await demoCourse(read);
  if (!courseId) return null;
  const rows = await readRows(read, EDU_CLASS.Flow, [FLOW_PROP.course], {
    filter: `[${FLOW_PROP.code}] = ${filterLiteral(DEMO_FLOW.code)}`,
  });
  const row = rows.find((r) => rowRefs(r, FLOW_PROP.course)[0]?.id === courseId);
  return row ? { id: row.id, courseId } : null;
}

/**
 * «Поток 2026» of ONTO-101 with the demo student in it, written as the course's author (the flows' writer,
 * docs/education.md "Who reads what"). Without the course (the courses part's demo not there) nothing.
 */
export async function seedDemoFlow(ctx: SeedContext): Promise<void> {
  const read = unrestrictedReader(ctx.data);
  const courseId = await demoCourse(read);
  const student = await userByEmail(read, DEMO_STUDENT);
  if (!courseId || !student) {
    ctx.log.warn('education demo: no course ONTO-101 or no demo student; the demo flow is not seeded');
    return;
  }
  const writer = await courseWriter(read, courseId);
  const flow = randomUUID();
  const assignment = randomUUID();
  await ctx.data.run(writer, {
    act: 'set_data',
    data: [
      { op: 'new', class: EDU_CLASS.Flow, name: DEMO_FLOW.name, inst: flow },
      updateOp(flow, FLOW_PROP.code, DEMO_FLOW.code),
      updateOp(flow, FLOW_PROP.course, courseId),
      updateOp(flow, FLOW_PROP.goal, 'Освоить основы онтологического моделирования: классы, свойства, экземпляры.'),
      updateOp(flow, FLOW_PROP.approval, false),
      updateOp(flow, FLOW_PROP.selfRegistrationThreshold, 30),
      { op: 'new', class: CLASS.Assignment, name: `student: ${DEMO_FLOW.name}`, inst: assignment },
      updateOp(assignment, PROP.obj, flow),
      updateOp(assignment, PROP.user, student),
      updateOp(assignment, PROP.role, EDU_ROLE.student),
      updateOp(assignment, PROP.roleCode, 'student'),
    ],
  } as never);
}
