import { inChunks, inIds, rowRefs, rowText, type InstanceRow } from '@ontobench/sdk/common';
import {
  HttpError,
  objectBody,
  readRowById,
  readRows,
  unrestrictedReader,
  updateOp,
  type DataReader,
  type SeedContext,
  type ServerExtensionContext,
  type UserContext,
} from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import {
  GRADING_API,
  MARKS_CHANNEL,
  SUBMISSIONS_CHANNEL,
  type ActiveStudent,
  type AwaitingNotice,
  type FlowStudentsInfo,
  type GradingRow,
  type MarkNotice,
  type RatingRow,
} from '../../common/grading/api.ts';
import { UNIT_PROP } from '../../common/units/schema.ts';
import { courseTeachers } from '../app/access.ts';
import { passes } from '../../common/work/marking.ts';
import {
  FLOW_NOT_FOUND,
  INSTANCE_FIELDS,
  courseNames,
  courseUnits,
  courseWriter,
  flag,
  flowsByIds,
  flowsOfCourses,
  instancesOfFlows,
  memberships,
  membershipsOf,
  num,
  ref,
  teacherCourses,
  teaches,
  text,
  type UnitInfo,
} from '../flows/read.ts';
import { answersOf, unitQuestions } from '../work/questions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 24 * 60 * 60 * 1000;
/** `/edu/active-students`: students with work in the last 14 days. */
export const ACTIVE_DAYS = 14;

/** The flows a teacher grades (domain.md §6: of courses where they hold an active teacher/author assignment), one or all. */
async function taughtFlows(read: DataReader, user: UserContext, flowId: unknown): Promise<InstanceRow[]> {
  const courses = await teacherCourses(read, user);
  if (flowId !== undefined) {
    if (typeof flowId !== 'string' || !UUID.test(flowId))
      throw new HttpError(400, 'Параметр flow_id: ожидается идентификатор');
    const [flow] = await flowsByIds(read, [flowId.toLowerCase()]);
    if (!flow) throw new HttpError(404, FLOW_NOT_FOUND);
    if (!teaches(courses, ref(flow, FLOW_PROP.course)))
      throw new HttpError(403, 'Работы потока видят преподаватели его курса');
    return [flow];
  }
  return courses === null || courses.size > 0 ? flowsOfCourses(read, courses) : [];
}

/** Units of the flows' courses, by course id (each course read once). */
async function unitsByCourse(read: DataReader, flows: readonly InstanceRow[]): Promise<Map<string, UnitInfo[]>> {
  const out = new Map<string, UnitInfo[]>();
  for (const courseId of new Set(flows.map((f) => ref(f, FLOW_PROP.course))))
    out.set(courseId, await courseUnits(read, courseId));
  return out;
}

/** Flow instances as grading rows, with the texts a teacher marks. */
async function gradingRows(read: DataReader, rows: readonly InstanceRow[]): Promise<GradingRow[]> {
  const flowIds = [...new Set(rows.map((r) => ref(r, FLOW_PROP.instanceFlow)))];
  const flows = new Map((await flowsByIds(read, flowIds)).map((f) => [f.id, f]));
  const courses = await courseNames(
    read,
    [...flows.values()].map((f) => ref(f, FLOW_PROP.course)),
  );
  const aoeIds = [...new Set(rows.map((r) => ref(r, FLOW_PROP.instanceAoe)))];
  const units = new Map(
    (
      await inChunks(aoeIds, (chunk) =>
        readRows(read, EDU_CLASS.LearningUnit, [UNIT_PROP.maxPoint], { filter: inIds('id', chunk), limit: 10_000 }),
      )
    ).map((u) => [u.id, u]),
  );
  const questions = new Map((await unitQuestions(read, aoeIds)).map((q) => [q.id, q]));
  return rows.map((row) => {
    const flow = flows.get(ref(row, FLOW_PROP.instanceFlow));
    const unit = units.get(ref(row, FLOW_PROP.instanceAoe));
    const student = rowRefs(row, FLOW_PROP.student)[0];
    const texts = Object.entries(answersOf(row)).flatMap(([qid, answer]) => {
      const q = questions.get(qid);
      return q && (q.type === 'free' || q.type === 'ontology') ? [{ question: q.name, text: answer.text ?? '' }] : [];
    });
    return {
      instanceId: row.id,
      flowId: flow?.id ?? '',
      flowName: flow?.name ?? '',
      courseName: courses.get(flow ? ref(flow, FLOW_PROP.course) : '') ?? '',
      aoeId: unit?.id ?? '',
      aoeName: unit?.name ?? '',
      studentId: student?.id ?? '',
      studentName: student?.name ?? '',
      mark: num(row, FLOW_PROP.mark),
      maxPoint: unit ? num(unit, UNIT_PROP.maxPoint) : null,
      comment: text(row, FLOW_PROP.markComment),
      markDate: rowText(row, FLOW_PROP.markDate),
      submittedAt: rowText(row, FLOW_PROP.submittedAt),
      checked: flag(row, FLOW_PROP.checked),
      texts,
    };
  });
}

/** The mark's body: a number from 0 to the unit's max points (none: 1000), a comment of at most 5000 characters. */
function markInput(body: unknown, maxPoint: number | null): { mark: number; comment: string } {
  const b = objectBody<{ mark?: unknown; comment?: unknown }>(body);
  const top = maxPoint ?? 1000;
  if (typeof b.mark !== 'number' || !Number.isFinite(b.mark) || b.mark < 0 || b.mark > top)
    throw new HttpError(400, `Оценка: ожидается число от 0 до ${top}`);
  if (b.comment !== undefined && b.comment !== null && typeof b.comment !== 'string')
    throw new HttpError(400, 'Комментарий: ожидается строка');
  const comment = typeof b.comment === 'string' ? b.comment.trim() : '';
  if (comment.length > 5000) throw new HttpError(400, 'Комментарий: не больше 5000 символов');
  return { mark: Math.round(b.mark * 100) / 100, comment };
}

/** Work that awaits a mark: submitted, not yet checked. */
const AWAITING_MARK = `[${FLOW_PROP.questionsCompleted}] = true and [${FLOW_PROP.checked}] = false`;

/** The grading part's calls (common/grading/api.ts; docs/education.md "Grading and live notices"). */
export function registerGrading(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  const marks = ctx.channel<MarkNotice>(MARKS_CHANNEL);
  const awaitingChanged = ctx.channel<AwaitingNotice>(SUBMISSIONS_CHANNEL);

  /** The submitted, unmarked work of the flows the user teaches (one flow's, given `flow_id`). */
  const awaiting = async (user: UserContext, flowId: unknown, withAnswers: boolean) => {
    const flows = await taughtFlows(read, user, flowId);
    return instancesOfFlows(
      read,
      flows.map((f) => f.id),
      AWAITING_MARK,
      withAnswers,
    );
  };

  ctx.route('GET', GRADING_API.needMarks, async (request) => {
    const out = await gradingRows(read, await awaiting(await request.user(), request.query.flow_id, true));
    return { rows: out.sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? '')) };
  });

  ctx.route('GET', GRADING_API.needMarksCount, async (request) => ({
    count: (await awaiting(await request.user(), undefined, false)).length,
  }));

  ctx.route('PUT', GRADING_API.mark(':id'), async (request) => {
    const user = await request.user();
    const row = await readRowById(
      read,
      EDU_CLASS.FlowInstance,
      [...INSTANCE_FIELDS, FLOW_PROP.studentAnswers],
      request.params.id,
      'Работа не найдена',
    );
    const courseId = ref(row, FLOW_PROP.instanceCourse);
    if (!teaches(await teacherCourses(read, user), courseId))
      throw new HttpError(403, 'Оценивать работу может только преподаватель её курса');
    if (!flag(row, FLOW_PROP.questionsCompleted)) throw new HttpError(409, 'Работа ещё не сдана');
    const unit = (await courseUnits(read, courseId)).find((u) => u.id === ref(row, FLOW_PROP.instanceAoe));
    const input = markInput(request.body, unit?.maxPoint ?? null);
    const writer = await courseWriter(read, courseId);
    await ctx.data.run(writer, {
      act: 'set_data',
      data: [
        updateOp(row.id, FLOW_PROP.mark, input.mark),
        updateOp(row.id, FLOW_PROP.markComment, input.comment || null),
        updateOp(row.id, FLOW_PROP.markDate, new Date().toISOString().slice(0, 10)),
        updateOp(row.id, FLOW_PROP.checked, true),
      ],
    } as never);
    const student = ref(row, FLOW_PROP.student);
    // Live to that student only (all their tabs): their page reloads the unit and the rating.
    marks.toUsers([student], {
      instanceId: row.id,
      flowId: ref(row, FLOW_PROP.instanceFlow),
      aoeId: ref(row, FLOW_PROP.instanceAoe),
      mark: input.mark,
    });
    const fresh = await readRows(read, EDU_CLASS.FlowInstance, [...INSTANCE_FIELDS, FLOW_PROP.studentAnswers], {
      filter: `[id] = '${row.id}'`,
    });
    const marked = (await gradingRows(read, fresh))[0]!;
    // The course's teachers (the marker's other tabs too): the work leaves their awaiting lists and counts.
    awaitingChanged.toUsers(await courseTeachers(read, courseId, writer.id), {
      kind: 'marked',
      instanceId: row.id,
      flowId: marked.flowId,
      aoeId: marked.aoeId,
      studentName: marked.studentName,
      unitName: marked.aoeName,
      teacherId: user.id,
      teacherName: user.name,
    });
    return marked;
  });

  /** Per flow: units, students (a student: only themself) and each one's totals. */
  async function studentsInfo(
    user: UserContext,
    flowId: unknown,
  ): Promise<(FlowStudentsInfo & { passedByStudent: Record<string, number> })[]> {
    const taught = await taughtFlows(read, user, flowId);
    const mine = flowId === undefined ? await membershipsOf(read, user.id) : [];
    const own = (
      await flowsByIds(
        read,
        mine.filter((m) => !m.pending).map((m) => m.flowId),
      )
    ).filter((f) => !taught.some((t) => t.id === f.id));
    const flows = [...taught, ...own];
    const members = await memberships(
      read,
      flows.map((f) => f.id),
    );
    const instances = await instancesOfFlows(
      read,
      flows.map((f) => f.id),
    );
    const units = await unitsByCourse(read, flows);
    const names = await courseNames(
      read,
      flows.map((f) => ref(f, FLOW_PROP.course)),
    );
    return flows.map((flow) => {
      const isTaught = taught.includes(flow);
      const courseId = ref(flow, FLOW_PROP.course);
      const list = units.get(courseId) ?? [];
      const unitById = new Map(list.map((u) => [u.id, u]));
      const students = members
        .filter((m) => m.flowId === flow.id && (isTaught || m.studentId === user.id))
        .map((m) => {
          const work = instances.filter(
            (i) => ref(i, FLOW_PROP.instanceFlow) === flow.id && ref(i, FLOW_PROP.student) === m.studentId,
          );
          const submitted = work.filter((i) => flag(i, FLOW_PROP.questionsCompleted));
          const checked = submitted.filter((i) => flag(i, FLOW_PROP.checked));
          return {
            id: m.studentId,
            name: m.studentName,
            pending: m.pending,
            submitted: submitted.length,
            checked: checked.length,
            total: round(checked.reduce((s, i) => s + (num(i, FLOW_PROP.mark) ?? 0), 0)),
            passed: checked.filter((i) =>
              passes(num(i, FLOW_PROP.mark), unitById.get(ref(i, FLOW_PROP.instanceAoe))?.minPositiveMark ?? null),
            ).length,
          };
        })
        .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
      return {
        flowId: flow.id,
        flowName: flow.name,
        courseId,
        courseName: names.get(courseId) ?? '',
        units: list.length,
        students: students.map(({ passed: _, ...s }) => s),
        passedByStudent: Object.fromEntries(students.map((s) => [s.id, s.passed])),
      };
    });
  }

  ctx.route('GET', GRADING_API.studentsInfo, async (request) => {
    const info = await studentsInfo(await request.user(), request.query.flow_id);
    return { flows: info.map(({ passedByStudent: _, ...f }) => f) };
  });

  ctx.route('GET', GRADING_API.rating, async (request) => {
    const info = await studentsInfo(await request.user(), request.query.flow_id);
    const rows: RatingRow[] = info.flatMap((f) =>
      f.students
        .filter((s) => !s.pending)
        .map((s) => ({
          studentId: s.id,
          studentName: s.name,
          flowId: f.flowId,
          flowName: f.flowName,
          total: s.total,
          submitted: s.submitted,
          passed: f.passedByStudent[s.id] ?? 0,
          units: f.units,
        })),
    );
    return { rows: rows.sort((a, b) => b.total - a.total || a.studentName.localeCompare(b.studentName)) };
  });

  ctx.route('GET', GRADING_API.activeStudents, async (request) => {
    const user = await request.user();
    const flows = await taughtFlows(read, user, request.query.flow_id);
    const since = new Date(Date.now() - ACTIVE_DAYS * DAY).toISOString();
    const rows = await instancesOfFlows(
      read,
      flows.map((f) => f.id),
      `[${FLOW_PROP.submittedAt}] >= '${since}'`,
    );
    const byKey = new Map<string, ActiveStudent>();
    const flowName = new Map(flows.map((f) => [f.id, f.name]));
    for (const row of rows) {
      const student = rowRefs(row, FLOW_PROP.student)[0];
      const flowId = ref(row, FLOW_PROP.instanceFlow);
      if (!student) continue;
      const key = `${student.id}:${flowId}`;
      const at = text(row, FLOW_PROP.submittedAt);
      const prev = byKey.get(key);
      byKey.set(key, {
        studentId: student.id,
        studentName: student.name,
        flowId,
        flowName: flowName.get(flowId) ?? '',
        lastWork: prev && prev.lastWork > at ? prev.lastWork : at,
        submitted: (prev?.submitted ?? 0) + 1,
      });
    }
    return { rows: [...byKey.values()].sort((a, b) => b.lastWork.localeCompare(a.lastWork)) };
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The grading part's demo data: nothing of its own (the work part's demo leaves a mark awaiting the teacher). */
export async function seedGrading(ctx: SeedContext): Promise<void> {
  void ctx;
}
