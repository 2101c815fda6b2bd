import { randomUUID } from 'node:crypto';
import { CLASS, PROP, filterLiteral, type InstanceRow } from '@ontobench/sdk/common';
import {
  HttpError,
  unrestrictedReader,
  updateOp,
  type DataReader,
  type SeedContext,
  type ServerExtensionContext,
  type UserContext,
} from '@ontobench/sdk/node';
import { EDU_ROLE } from '../../common/app/roles.ts';
import { EDU_CLASS } from '../../common/classes.ts';
import { FLOWS_API, type FlowDetail, type FlowDto, type FlowSummary } from '../../common/flows/api.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import { objectsWithRoles } from '../app/access.ts';
import { ensureStudentOntology } from '../app/student-ontology.ts';
import { flowInput } from './input.ts';
import { progressByStudent } from './progress.ts';
import {
  courseNames,
  courseUnits,
  courseWriter,
  flowDto,
  flowsByIds,
  flowsOfCourses,
  instancesOfFlows,
  memberships,
  membershipsOf,
  readFlow,
  ref,
  roleIn,
  teacherCourses,
  teaches,
  type Membership,
} from './read.ts';
import { seedDemoFlow } from './demo.ts';

const NOT_TEACHER = 'Управлять потоком может только преподаватель или автор его курса';

/** The flow and the viewer's standing in it; a flow the viewer is neither teacher nor student of is a 404 unless `open`. */
export async function flowFor(read: DataReader, user: UserContext, id: unknown) {
  const flow = await readFlow(read, id);
  const courses = await teacherCourses(read, user);
  const members = await memberships(read, [flow.id]);
  const role = roleIn(user, courses, flow, members);
  return { flow, courseId: ref(flow, FLOW_PROP.course), members, role, courses };
}

async function dtos(
  read: DataReader,
  user: UserContext,
  rows: InstanceRow[],
  known?: { courses: Set<string> | null; members: Membership[] },
): Promise<FlowDto[]> {
  const courses = known ? known.courses : await teacherCourses(read, user);
  const members =
    known?.members ??
    (await memberships(
      read,
      rows.map((r) => r.id),
    ));
  const names = await courseNames(
    read,
    rows.map((r) => ref(r, FLOW_PROP.course)),
  );
  return rows
    .map((row) =>
      flowDto(row, names.get(ref(row, FLOW_PROP.course)) ?? '', members, roleIn(user, courses, row, members)),
    )
    .sort((a, b) => a.courseName.localeCompare(b.courseName) || a.name.localeCompare(b.name));
}

/** The flows part's calls (common/flows/api.ts; docs/education.md "Flows"). */
export function registerFlows(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);

  ctx.route('GET', FLOWS_API.flows, async (request) => {
    const user = await request.user();
    const courses = await teacherCourses(read, user);
    const taught = courses === null || courses.size > 0 ? await flowsOfCourses(read, courses) : [];
    // A student sees the flows they are in, and the flows of the courses they are a student of (to join).
    const mine = await membershipsOf(read, user.id);
    const studentCourses = [...(await objectsWithRoles(read, user.id, ['student'])).keys()];
    const open = studentCourses.length > 0 ? await flowsOfCourses(read, new Set(studentCourses)) : [];
    const joined = await flowsByIds(
      read,
      mine.map((m) => m.flowId),
    );
    const all = new Map([...taught, ...open, ...joined].map((r) => [r.id, r]));
    return { flows: await dtos(read, user, [...all.values()]) };
  });

  ctx.route('POST', FLOWS_API.flows, async (request) => {
    const user = await request.user();
    const input = flowInput(request.body);
    const courses = await teacherCourses(read, user);
    if (!teaches(courses, input.courseId)) throw new HttpError(403, NOT_TEACHER);
    const writer = await courseWriter(read, input.courseId);
    const id = randomUUID();
    await ctx.data.run(writer, {
      act: 'set_data',
      data: [{ op: 'new', class: EDU_CLASS.Flow, name: input.name, inst: id }, ...flowOps(id, input)],
    } as never);
    return (await dtos(read, user, [await readFlow(read, id)]))[0];
  });

  ctx.route('PUT', FLOWS_API.flow(':id'), async (request) => {
    const user = await request.user();
    const { flow, courseId, role } = await flowFor(read, user, request.params.id);
    if (role !== 'teacher') throw new HttpError(403, NOT_TEACHER);
    const input = flowInput(request.body);
    if (input.courseId !== courseId) throw new HttpError(400, 'Курс потока не меняется');
    await ctx.data.run(await courseWriter(read, courseId), {
      act: 'set_data',
      data: [updateOp(flow.id, PROP.name, input.name), ...flowOps(flow.id, input)],
    } as never);
    return (await dtos(read, user, [await readFlow(read, flow.id)]))[0];
  });

  ctx.route('GET', FLOWS_API.flow(':id'), async (request): Promise<FlowDetail> => {
    const user = await request.user();
    const { flow, courseId, members, role, courses } = await flowFor(read, user, request.params.id);
    const [dto] = await dtos(read, user, [flow], { courses, members });
    const units = await courseUnits(read, courseId);
    if (role === 'none') return { flow: dto!, units, students: [] };
    // A student sees their own progress only; a teacher every student's.
    const shown = role === 'teacher' ? members : members.filter((m) => m.studentId === user.id);
    const extra = role === 'teacher' ? '' : `[${FLOW_PROP.student}] = ${filterLiteral(user.id)}`;
    const progress = progressByStudent(await instancesOfFlows(read, [flow.id], extra), units);
    const students = shown
      .map((m) => ({
        id: m.studentId,
        name: m.studentName,
        pending: m.pending,
        progress: progress.get(m.studentId) ?? {},
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { flow: dto!, units: units.map(({ maxQuestions: _, ...u }) => u), students };
  });

  ctx.route('GET', FLOWS_API.summary(':id'), async (request): Promise<FlowSummary> => {
    const user = await request.user();
    const { flow, courseId, members, role, courses } = await flowFor(read, user, request.params.id);
    if (role !== 'teacher') throw new HttpError(403, 'Сводку потока видят преподаватели его курса');
    // Three independent reads at once: the flow's line, the course's units, the flow's 2,400 instances.
    const [[dto], units, instances] = await Promise.all([
      dtos(read, user, [flow], { courses, members }),
      courseUnits(read, courseId),
      instancesOfFlows(read, [flow.id]),
    ]);
    const progress = progressByStudent(instances, units);
    const students = members
      .filter((m) => !m.pending)
      .map((m) => ({ id: m.studentId, name: m.studentName }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const cells = students.map((s) => {
      const mine = progress.get(s.id) ?? {};
      return units.map((u) => {
        const p = mine[u.id];
        return p ? ([p.mark, p.submitted, p.checked] as [number | null, boolean, boolean]) : null;
      });
    });
    return { flow: dto!, units: units.map(({ maxQuestions: _, ...u }) => u), students, cells };
  });

  ctx.route('POST', FLOWS_API.join(':id'), async (request) => {
    const user = await request.user();
    const flow = await readFlow(read, request.params.id);
    const courseId = ref(flow, FLOW_PROP.course);
    const writer = await courseWriter(read, courseId);
    const approval = String(flow.values.get(FLOW_PROP.approval)?.[0]?.val) === 'true';
    const threshold = flow.values.get(FLOW_PROP.selfRegistrationThreshold)?.[0]?.val;
    // One join at a time per flow: the flow's row is locked, the students counted inside the lock.
    await ctx.data.unitOfWork(writer, async (uow) => {
      await uow.lock([flow.id]);
      const members = await memberships(uow.run, [flow.id]);
      if (members.some((m) => m.studentId === user.id))
        throw new HttpError(409, 'Вы уже записаны в этот поток или ждёте одобрения');
      if (typeof threshold === 'number' && members.length >= threshold)
        throw new HttpError(409, 'Мест для самозаписи в потоке больше нет');
      const id = randomUUID();
      await uow.run({
        act: 'set_data',
        data: [
          { op: 'new', class: CLASS.Assignment, name: `student: ${flow.name}`, inst: id },
          updateOp(id, PROP.obj, flow.id),
          updateOp(id, PROP.user, user.id),
          updateOp(id, PROP.role, EDU_ROLE.student),
          updateOp(id, PROP.roleCode, 'student'),
          ...(approval ? [updateOp(id, PROP.notActive, true)] : []),
        ],
      } as never);
    });
    // The course's personal ontology for the student (createStudentOntology), once they are in.
    if (!approval) await studentOntology(ctx, read, user, courseId);
    return { status: approval ? 'pending' : 'joined' };
  });

  const memberOf = async (request: { params: Record<string, string>; user(): Promise<UserContext> }) => {
    const user = await request.user();
    const { flow, courseId, members, role } = await flowFor(read, user, request.params.id);
    const member = members.find((m) => m.studentId === request.params.studentId);
    return { user, flow, courseId, role, member };
  };
  const notMember = () => new HttpError(404, 'Студент не записан в этот поток');

  ctx.route('POST', FLOWS_API.student(':id', ':studentId'), async (request) => {
    const { courseId, role, member } = await memberOf(request);
    if (role !== 'teacher') throw new HttpError(403, NOT_TEACHER);
    if (!member) throw notMember();
    await ctx.data.run(await courseWriter(read, courseId), {
      act: 'set_data',
      data: [updateOp(member.assignmentId, PROP.notActive, false)],
    } as never);
    const student = { id: member.studentId, name: member.studentName, email: '', isAdmin: false, isBetaTester: false };
    await studentOntology(ctx, read, { ...student, app: 'edu' }, courseId);
    return { status: 'joined' };
  });

  ctx.route('DELETE', FLOWS_API.student(':id', ':studentId'), async (request) => {
    const { user, courseId, role, member } = await memberOf(request);
    // A teacher removes anyone; a student withdraws themself.
    if (role !== 'teacher' && request.params.studentId !== user.id) throw new HttpError(403, NOT_TEACHER);
    if (!member) throw notMember();
    await removeMember(ctx, read, courseId, member);
    return undefined;
  });
}

/** The student's personal ontology for the course, if it asks for one; a failure is logged, the join stands. */
async function studentOntology(ctx: ServerExtensionContext, read: DataReader, student: UserContext, courseId: string) {
  await ensureStudentOntology(ctx, read, student, courseId).catch((error: unknown) =>
    ctx.log.warn({ err: error, courseId }, 'education: the student ontology was not made'),
  );
}

async function removeMember(ctx: ServerExtensionContext, read: DataReader, courseId: string, member: Membership) {
  await ctx.data.run(await courseWriter(read, courseId), {
    act: 'set_data',
    data: [{ op: 'del', inst: member.assignmentId }],
  } as never);
}

function flowOps(id: string, input: ReturnType<typeof flowInput>) {
  return [
    updateOp(id, FLOW_PROP.code, input.code),
    updateOp(id, FLOW_PROP.course, input.courseId),
    updateOp(id, FLOW_PROP.goal, input.goal || null),
    updateOp(id, FLOW_PROP.approval, input.approval),
    updateOp(id, FLOW_PROP.selfRegistrationThreshold, input.selfRegistrationThreshold),
  ];
}

/** The flows part's demo data: «Поток 2026» of ONTO-101 (a new demo database only). */
export async function seedFlows(ctx: SeedContext): Promise<void> {
  await seedDemoFlow(ctx);
}
