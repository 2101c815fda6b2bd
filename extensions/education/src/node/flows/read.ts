import {
  CLASS,
  PROP,
  filterLiteral,
  inChunks,
  inIds,
  rowRefs,
  rowText,
  rowValue,
  type InstanceRow,
} from '@ontobench/sdk/common';
import { HttpError, readRowById, readRows, type DataReader, type UserContext } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { COURSE_PROP } from '../../common/courses/schema.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import type { FlowDto, FlowRole, FlowUnit } from '../../common/flows/api.ts';
import { UNIT_PROP } from '../../common/units/schema.ts';
import { coursesInLists } from '../app/rights.ts';

/**
 * What the flows, work and grading parts read (docs/education.md "Who reads what"): always with the
 * unrestricted reader, after the route decided who may see what.
 */
export const FLOW_NOT_FOUND = 'Поток не найден';

export const FLOW_FIELDS = [
  FLOW_PROP.code,
  FLOW_PROP.course,
  FLOW_PROP.goal,
  FLOW_PROP.approval,
  FLOW_PROP.selfRegistrationThreshold,
  PROP.author,
  PROP.creationDate,
];

export const text = (row: InstanceRow, prop: string): string => rowText(row, prop) ?? '';
export const ref = (row: InstanceRow, prop: string): string => rowRefs(row, prop)[0]?.id ?? '';
export const num = (row: InstanceRow, prop: string): number | null => {
  const v = rowValue(row, prop);
  return v === null || v === '' ? null : Number(v);
};
export const flag = (row: InstanceRow, prop: string): boolean => String(rowValue(row, prop)) === 'true';

export const readFlow = (read: DataReader, id: unknown) =>
  readRowById(read, EDU_CLASS.Flow, FLOW_FIELDS, id, FLOW_NOT_FOUND);

/**
 * Who writes a course's flows, their students' assignments and their flow instances: the course's author,
 * a user the server chooses after its own check. They read the course, the units they placed in it, and
 * the flows they wrote, so every reference those objects carry is one they may point at; and a student,
 * never the author of their flow instance, cannot write its mark through the data API.
 */
export async function courseWriter(read: DataReader, courseId: string): Promise<UserContext> {
  const rows = await readRows(read, EDU_CLASS.Course, [PROP.author], { filter: `[id] = ${filterLiteral(courseId)}` });
  const author = rows[0] && rowRefs(rows[0], PROP.author)[0];
  if (!author) throw new HttpError(404, 'Курс не найден');
  return { id: author.id, name: author.name, email: '', isAdmin: false, isBetaTester: false, app: 'edu' };
}

/**
 * The courses whose flows the user teaches: domain.md §6's (an active author or teacher assignment) and the
 * courses they authored, as the course lists count them (app/rights.ts); null: all (an administrator).
 */
export const teacherCourses = (read: DataReader, user: UserContext) => coursesInLists(read, user);

export const teaches = (courses: Set<string> | null, courseId: string) => courses === null || courses.has(courseId);

/** A student's place in a flow: their `student` assignment on it (suspended while it awaits approval). */
export interface Membership {
  assignmentId: string;
  studentId: string;
  studentName: string;
  pending: boolean;
  flowId: string;
}

/** The `student` assignments on the flows (in force or awaiting approval; expired ones left out). */
export async function memberships(read: DataReader, flowIds: readonly string[]): Promise<Membership[]> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await inChunks(flowIds, (chunk) =>
    readRows(read, CLASS.Assignment, [PROP.user, PROP.obj, PROP.roleCode, PROP.notActive, PROP.activeUntil], {
      filter: `${inIds(PROP.obj, chunk)} and [${PROP.roleCode}] = 'student'`,
      limit: 10_000,
    }),
  );
  return rows.flatMap((row) => {
    const until = rowText(row, PROP.activeUntil);
    const user = rowRefs(row, PROP.user)[0];
    if (!user || (until !== null && until <= today)) return [];
    return [
      {
        assignmentId: row.id,
        studentId: user.id,
        studentName: user.name,
        pending: flag(row, PROP.notActive),
        flowId: ref(row, PROP.obj),
      },
    ];
  });
}

/** The student's memberships, every flow. */
export async function membershipsOf(read: DataReader, studentId: string): Promise<Membership[]> {
  const rows = await readRows(read, CLASS.Assignment, [PROP.user, PROP.obj, PROP.roleCode, PROP.notActive], {
    filter: `[${PROP.user}] = ${filterLiteral(studentId)} and [${PROP.roleCode}] = 'student'`,
    limit: 10_000,
  });
  return memberships(read, [...new Set(rows.map((r) => ref(r, PROP.obj)).filter(Boolean))]).then((list) =>
    list.filter((m) => m.studentId === studentId),
  );
}

/** The flow's DTO for a viewer in a role, with its counts. */
export function flowDto(row: InstanceRow, courseName: string, members: readonly Membership[], role: FlowRole): FlowDto {
  const mine = members.filter((m) => m.flowId === row.id);
  return {
    id: row.id,
    code: text(row, FLOW_PROP.code),
    name: row.name,
    courseId: ref(row, FLOW_PROP.course),
    courseName,
    goal: text(row, FLOW_PROP.goal),
    approval: flag(row, FLOW_PROP.approval),
    selfRegistrationThreshold: num(row, FLOW_PROP.selfRegistrationThreshold),
    authorName: rowRefs(row, PROP.author)[0]?.name ?? '',
    dateCreate: rowText(row, PROP.creationDate),
    students: mine.filter((m) => !m.pending).length,
    pending: mine.filter((m) => m.pending).length,
    role,
  };
}

/** The viewer's role in a flow. */
export function roleIn(
  user: UserContext,
  courses: Set<string> | null,
  flow: InstanceRow,
  members: readonly Membership[],
): FlowRole {
  if (teaches(courses, ref(flow, FLOW_PROP.course))) return 'teacher';
  const mine = members.find((m) => m.flowId === flow.id && m.studentId === user.id);
  return mine ? (mine.pending ? 'pending' : 'student') : 'none';
}

/** Course names by id. */
export async function courseNames(read: DataReader, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await inChunks([...new Set(ids)], (chunk) =>
    readRows(read, EDU_CLASS.Course, [], { filter: inIds('id', chunk), limit: 10_000 }),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A unit of a course with what the work and its checks need. */
export interface UnitInfo extends FlowUnit {
  maxQuestions: number | null;
}

/**
 * The learning units placed in a course's structure, in its order (depth first by `order`, then name); an
 * item that is not active is left out with everything under it.
 */
export async function courseUnits(read: DataReader, courseId: string): Promise<UnitInfo[]> {
  const items = await readRows(
    read,
    EDU_CLASS.CourseStructureItem,
    [COURSE_PROP.itemParent, COURSE_PROP.itemOrder, COURSE_PROP.itemNotActive, COURSE_PROP.itemAoe],
    { filter: `[${COURSE_PROP.itemCourse}] = ${filterLiteral(courseId)}`, limit: 10_000 },
  );
  const children = new Map<string, InstanceRow[]>();
  for (const item of items) {
    const parent = ref(item, COURSE_PROP.itemParent);
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const placed: { aoe: string; section: string }[] = [];
  const walk = (parent: string, section: string, depth: number) => {
    const list = (children.get(parent) ?? []).sort(
      (a, b) =>
        (num(a, COURSE_PROP.itemOrder) ?? 0) - (num(b, COURSE_PROP.itemOrder) ?? 0) || a.name.localeCompare(b.name),
    );
    for (const item of list) {
      if (flag(item, COURSE_PROP.itemNotActive) || depth > 32) continue;
      const aoe = ref(item, COURSE_PROP.itemAoe);
      if (aoe) placed.push({ aoe, section });
      walk(item.id, aoe ? section : item.name, depth + 1);
    }
  };
  walk('', '', 0);
  const unitRows = await inChunks([...new Set(placed.map((p) => p.aoe))], (chunk) =>
    readRows(read, EDU_CLASS.LearningUnit, [UNIT_PROP.maxPoint, UNIT_PROP.minPositiveMark, UNIT_PROP.maxQuestions], {
      filter: inIds('id', chunk),
      limit: 10_000,
    }),
  );
  const byId = new Map(unitRows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  return placed.flatMap(({ aoe, section }) => {
    const row = byId.get(aoe);
    if (!row || seen.has(aoe)) return [];
    seen.add(aoe);
    return [
      {
        id: aoe,
        name: row.name,
        section,
        maxPoint: num(row, UNIT_PROP.maxPoint),
        minPositiveMark: num(row, UNIT_PROP.minPositiveMark),
        maxQuestions: num(row, UNIT_PROP.maxQuestions),
      },
    ];
  });
}

export const INSTANCE_FIELDS = [
  FLOW_PROP.instanceFlow,
  FLOW_PROP.instanceCourse,
  FLOW_PROP.instanceAoe,
  FLOW_PROP.student,
  FLOW_PROP.mark,
  FLOW_PROP.markComment,
  FLOW_PROP.markDate,
  FLOW_PROP.questionsCompleted,
  FLOW_PROP.checked,
  FLOW_PROP.submittedAt,
];

/** The flow instances a filter chooses (with the answers and the check's report when `withAnswers`). */
export const readInstances = (read: DataReader, filter: string, withAnswers = false) =>
  readRows(
    read,
    EDU_CLASS.FlowInstance,
    withAnswers ? [...INSTANCE_FIELDS, FLOW_PROP.studentAnswers, FLOW_PROP.checkReport] : INSTANCE_FIELDS,
    { filter, limit: 10_000 },
  );

/** The instances of the flows, in filter-sized chunks. */
export const instancesOfFlows = (read: DataReader, flowIds: readonly string[], extra = '', withAnswers = false) =>
  inChunks(flowIds, (chunk) =>
    readInstances(read, `${inIds(FLOW_PROP.instanceFlow, chunk)}${extra ? ` and ${extra}` : ''}`, withAnswers),
  );

/** The flows (rows) of the given courses, or every flow (null). */
export async function flowsOfCourses(read: DataReader, courses: Set<string> | null): Promise<InstanceRow[]> {
  if (courses === null) return readRows(read, EDU_CLASS.Flow, FLOW_FIELDS, { limit: 10_000 });
  return inChunks([...courses], (chunk) =>
    readRows(read, EDU_CLASS.Flow, FLOW_FIELDS, { filter: inIds(FLOW_PROP.course, chunk), limit: 10_000 }),
  );
}

/** The flows by id. */
export const flowsByIds = (read: DataReader, ids: readonly string[]) =>
  inChunks([...new Set(ids)], (chunk) =>
    readRows(read, EDU_CLASS.Flow, FLOW_FIELDS, { filter: inIds('id', chunk), limit: 10_000 }),
  );
