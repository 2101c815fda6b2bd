import { PROP, filterLiteral, inChunks, inIds, rowRefs, rowText, type InstanceRow } from '@ontobench/sdk/common';
import { readRows, type DataReader, type UserContext } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { UNIT_PROP, type AnswerType } from '../../common/units/schema.ts';
import { COURSE_PROP } from '../../common/courses/schema.ts';
import type { EduRef } from '../../common/courses/api.ts';
import type { AnswerDto, QuestionDto, TemplateDto, UnitDetail, UnitSummary } from '../../common/units/api.ts';
import { coursesInLists, coursesPlacing } from '../app/rights.ts';
import { flag, num, readCourseRows, ref } from '../courses/read.ts';

const P = UNIT_PROP;
const TEXT_FIELDS = {
  code: P.code,
  resultDescription: P.resultDescription,
  description: P.description,
  rComp: P.rComp,
  tComp: P.tComp,
  action: P.action,
  actionObject: P.actionObject,
  skill: P.skill,
  contactType: P.contactType,
  form: P.form,
  summary: P.summary,
} as const;
const NUMBER_FIELDS = {
  maxPoint: P.maxPoint,
  minPositiveMark: P.minPositiveMark,
  maxQuestions: P.maxQuestions,
  laborIntensity: P.laborIntensity,
} as const;
const FLAG_FIELDS = {
  checkProps: P.checkProps,
  checkClsProps: P.checkClsProps,
  autoCheck: P.autoCheck,
  linkReq: P.linkReq,
  showStudentOntologyLink: P.showStudentOntologyLink,
} as const;

/** The unit's stored properties: text, number and flag fields by their DTO names. */
export const UNIT_FIELD_PROPS = { ...TEXT_FIELDS, ...NUMBER_FIELDS, ...FLAG_FIELDS };
const UNIT_FIELDS = [...Object.values(UNIT_FIELD_PROPS), P.referenceModel, PROP.author, PROP.creationDate];

/**
 * The units in the user's lists: those they created and those placed in a course of their lists
 * (domain.md §6, docs/education.md). Administrators: null, every unit.
 */
export async function unitsInLists(read: DataReader, user: UserContext): Promise<Set<string> | null> {
  const courses = await coursesInLists(read, user);
  if (courses === null) return null;
  const own = await readRows(read, EDU_CLASS.LearningUnit, [], {
    filter: `[author] = ${filterLiteral(user.id)}`,
    limit: 10_000,
  });
  const placed = await inChunks([...courses], (chunk) =>
    readRows(read, EDU_CLASS.CourseStructureItem, [COURSE_PROP.itemAoe], {
      filter: inIds(COURSE_PROP.itemCourse, chunk),
      limit: 10_000,
    }),
  );
  const ids = new Set(own.map((r) => r.id));
  for (const item of placed) for (const unit of rowRefs(item, COURSE_PROP.itemAoe)) ids.add(unit.id);
  return ids;
}

/** Rows of a class by ids. */
const byIds = (read: DataReader, classId: string, fields: string[], ids: readonly string[]) =>
  inChunks(ids, (chunk) => readRows(read, classId, fields, { filter: inIds('id', chunk), limit: 10_000 }));

/** The questions of units (by the `aoe` link), with their answers and templates, in order. */
export async function readQuestions(read: DataReader, unitIds: readonly string[]): Promise<Map<string, QuestionDto[]>> {
  const qs = await inChunks(unitIds, (chunk) =>
    readRows(
      read,
      EDU_CLASS.Question,
      [
        P.questionAoe,
        P.questionOrder,
        P.answerType,
        P.questionMark,
        P.questionDescription,
        P.competence,
        P.questionStudentCategory,
        P.answersRandomOrder,
      ],
      { filter: inIds(P.questionAoe, chunk), limit: 10_000 },
    ),
  );
  const qIds = qs.map((q) => q.id);
  const answers = await inChunks(qIds, (chunk) =>
    readRows(
      read,
      EDU_CLASS.Answer,
      [P.answerQuestion, P.answerOrder, P.answerIsCorrect, P.answerMark, P.answerGroup, P.answerStudentCategory],
      {
        filter: inIds(P.answerQuestion, chunk),
        limit: 10_000,
      },
    ),
  );
  const templates = await inChunks(qIds, (chunk) =>
    readRows(
      read,
      EDU_CLASS.AnswerTemplate,
      [P.templateQuestion, P.template, P.templateIsCorrect, P.templateMark, P.templateOrder],
      {
        filter: inIds(P.templateQuestion, chunk),
        limit: 10_000,
      },
    ),
  );
  const group = <T>(rows: InstanceRow[], prop: string, make: (r: InstanceRow) => T & { order: number }) => {
    const out = new Map<string, (T & { order: number })[]>();
    for (const r of rows) {
      const owner = rowRefs(r, prop)[0]?.id;
      if (owner) out.set(owner, [...(out.get(owner) ?? []), make(r)]);
    }
    for (const list of out.values()) list.sort((a, b) => a.order - b.order);
    return out;
  };
  const answersOf = group<AnswerDto>(answers, P.answerQuestion, (r) => ({
    id: r.id,
    name: r.name,
    order: num(r, P.answerOrder) ?? 0,
    isCorrect: flag(r, P.answerIsCorrect),
    mark: num(r, P.answerMark),
    answerGroup: rowText(r, P.answerGroup) ?? '',
    studentCategory: rowText(r, P.answerStudentCategory) ?? '',
  }));
  const templatesOf = group<TemplateDto>(templates, P.templateQuestion, (r) => ({
    id: r.id,
    name: r.name,
    template: rowText(r, P.template) ?? '',
    isCorrect: flag(r, P.templateIsCorrect),
    mark: num(r, P.templateMark),
    order: num(r, P.templateOrder) ?? 0,
  }));
  return group<QuestionDto>(qs, P.questionAoe, (r) => ({
    id: r.id,
    name: r.name,
    order: num(r, P.questionOrder) ?? 0,
    answerType: (rowText(r, P.answerType) ?? 'single') as AnswerType,
    mark: num(r, P.questionMark),
    description: rowText(r, P.questionDescription) ?? '',
    competence: rowText(r, P.competence) ?? '',
    studentCategory: rowText(r, P.questionStudentCategory) ?? '',
    answersRandomOrder: flag(r, P.answersRandomOrder),
    answers: answersOf.get(r.id) ?? [],
    templates: templatesOf.get(r.id) ?? [],
  }));
}

/** The courses placing each unit, named, limited to `visible` (null: all). */
async function placingCourses(read: DataReader, unitIds: readonly string[], visible: ReadonlySet<string> | null) {
  const placing = await coursesPlacing(read, unitIds);
  const all = new Set([...placing.values()].flatMap((s) => [...s]).filter((c) => visible === null || visible.has(c)));
  const names = new Map((await readCourseRows(read, all)).map((r) => [r.id, r.name]));
  return (unitId: string): EduRef[] =>
    [...(placing.get(unitId) ?? [])].flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
}

/** The units of `ids` (all when null) as the list shows them, by code then name. */
export async function unitSummaries(
  read: DataReader,
  ids: ReadonlySet<string> | null,
  visibleCourses: ReadonlySet<string> | null,
): Promise<UnitSummary[]> {
  const rows =
    ids === null
      ? await readRows(read, EDU_CLASS.LearningUnit, [P.code, PROP.author, PROP.creationDate], { limit: 10_000 })
      : await byIds(read, EDU_CLASS.LearningUnit, [P.code, PROP.author, PROP.creationDate], [...ids]);
  const unitIds = rows.map((r) => r.id);
  const counts = new Map<string, number>();
  const questions = await inChunks(unitIds, (chunk) =>
    readRows(read, EDU_CLASS.Question, [P.questionAoe], { filter: inIds(P.questionAoe, chunk), limit: 10_000 }),
  );
  for (const q of questions) {
    const unit = rowRefs(q, P.questionAoe)[0]?.id;
    if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  const coursesOf = await placingCourses(read, unitIds, visibleCourses);
  const key = (s: UnitSummary) => `${s.code}\u0000${s.name}`;
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      code: rowText(r, P.code) ?? '',
      author: ref(r, PROP.author),
      dateCreate: rowText(r, PROP.creationDate),
      questionCount: counts.get(r.id) ?? 0,
      courses: coursesOf(r.id),
    }))
    .sort((a, b) => key(a).localeCompare(key(b), 'ru', { numeric: true }));
}

/** One unit with its questions, answers and templates, or null when it does not exist. */
export async function unitDetail(
  read: DataReader,
  id: string,
  visibleCourses: ReadonlySet<string> | null,
): Promise<UnitDetail | null> {
  const row = (await byIds(read, EDU_CLASS.LearningUnit, UNIT_FIELDS, [id]))[0];
  if (!row) return null;
  const text = Object.fromEntries(Object.entries(TEXT_FIELDS).map(([k, p]) => [k, rowText(row, p) ?? '']));
  const nums = Object.fromEntries(Object.entries(NUMBER_FIELDS).map(([k, p]) => [k, num(row, p)]));
  const flags = Object.fromEntries(Object.entries(FLAG_FIELDS).map(([k, p]) => [k, flag(row, p)]));
  const coursesOf = await placingCourses(read, [id], visibleCourses);
  return {
    id,
    name: row.name,
    ...(text as Record<keyof typeof TEXT_FIELDS, string>),
    ...(nums as Record<keyof typeof NUMBER_FIELDS, number | null>),
    ...(flags as Record<keyof typeof FLAG_FIELDS, boolean>),
    author: ref(row, PROP.author),
    dateCreate: rowText(row, PROP.creationDate),
    referenceModel: ref(row, P.referenceModel),
    questions: (await readQuestions(read, [id])).get(id) ?? [],
    courses: coursesOf(id),
    canEdit: true,
  };
}
