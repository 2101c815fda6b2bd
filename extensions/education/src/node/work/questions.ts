import { inChunks, inIds, rowText, type InstanceRow } from '@ontobench/sdk/common';
import { readRows, type DataReader } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import { ANSWER_TYPES, UNIT_PROP, type AnswerType } from '../../common/units/schema.ts';
import type { FlowInstanceDto, FlowQuestion, StudentAnswer } from '../../common/work/api.ts';
import type { OntologyCheckReport } from '../../common/work/ontology-check.ts';
import { passes } from '../../common/work/marking.ts';
import { pickQuestions, shuffled } from '../../common/work/order.ts';
import { flag, num, ref, text, type UnitInfo } from '../flows/read.ts';

/** A question with its answers and templates, as stored (correctness included: never sent as it is). */
export interface StoredQuestion {
  id: string;
  aoeId: string;
  name: string;
  description: string;
  order: number;
  type: AnswerType;
  mark: number | null;
  randomOrder: boolean;
  answers: { id: string; name: string; order: number; isCorrect: boolean; mark: number | null }[];
  templates: { name: string; template: string; isCorrect: boolean; mark: number | null; order: number }[];
}

const byOrder = <T extends { order: number; name: string }>(a: T, b: T) =>
  a.order - b.order || a.name.localeCompare(b.name);

/** The questions of the units with their answers and templates, each unit's in its order. */
export async function unitQuestions(read: DataReader, aoeIds: readonly string[]): Promise<StoredQuestion[]> {
  const rows = await inChunks(aoeIds, (chunk) =>
    readRows(
      read,
      EDU_CLASS.Question,
      [
        UNIT_PROP.questionAoe,
        UNIT_PROP.questionOrder,
        UNIT_PROP.answerType,
        UNIT_PROP.questionMark,
        UNIT_PROP.questionDescription,
        UNIT_PROP.answersRandomOrder,
      ],
      { filter: inIds(UNIT_PROP.questionAoe, chunk), limit: 10_000 },
    ),
  );
  const ids = rows.map((r) => r.id);
  const answers = await inChunks(ids, (chunk) =>
    readRows(
      read,
      EDU_CLASS.Answer,
      [UNIT_PROP.answerQuestion, UNIT_PROP.answerOrder, UNIT_PROP.answerIsCorrect, UNIT_PROP.answerMark],
      { filter: inIds(UNIT_PROP.answerQuestion, chunk), limit: 10_000 },
    ),
  );
  const templates = await inChunks(ids, (chunk) =>
    readRows(
      read,
      EDU_CLASS.AnswerTemplate,
      [
        UNIT_PROP.templateQuestion,
        UNIT_PROP.template,
        UNIT_PROP.templateIsCorrect,
        UNIT_PROP.templateMark,
        UNIT_PROP.templateOrder,
      ],
      { filter: inIds(UNIT_PROP.templateQuestion, chunk), limit: 10_000 },
    ),
  );
  const group = (list: InstanceRow[], prop: string) => {
    const out = new Map<string, InstanceRow[]>();
    for (const row of list) out.set(ref(row, prop), [...(out.get(ref(row, prop)) ?? []), row]);
    return out;
  };
  const answersOf = group(answers, UNIT_PROP.answerQuestion);
  const templatesOf = group(templates, UNIT_PROP.templateQuestion);
  return rows
    .map((row): StoredQuestion => {
      const type = rowText(row, UNIT_PROP.answerType) as AnswerType;
      return {
        id: row.id,
        aoeId: ref(row, UNIT_PROP.questionAoe),
        name: row.name,
        description: text(row, UNIT_PROP.questionDescription),
        order: num(row, UNIT_PROP.questionOrder) ?? 0,
        type: ANSWER_TYPES.includes(type) ? type : 'free',
        mark: num(row, UNIT_PROP.questionMark),
        randomOrder: flag(row, UNIT_PROP.answersRandomOrder),
        answers: (answersOf.get(row.id) ?? [])
          .map((a) => ({
            id: a.id,
            name: a.name,
            order: num(a, UNIT_PROP.answerOrder) ?? 0,
            isCorrect: flag(a, UNIT_PROP.answerIsCorrect),
            mark: num(a, UNIT_PROP.answerMark),
          }))
          .sort(byOrder),
        templates: (templatesOf.get(row.id) ?? [])
          .map((t) => ({
            name: t.name,
            template: text(t, UNIT_PROP.template),
            isCorrect: flag(t, UNIT_PROP.templateIsCorrect),
            mark: num(t, UNIT_PROP.templateMark),
            order: num(t, UNIT_PROP.templateOrder) ?? 0,
          }))
          .sort(byOrder),
      };
    })
    .sort(byOrder);
}

/** The student's questions of a unit: `maxQuestions` of them picked by the seed of (student, question). */
export const studentQuestions = (all: readonly StoredQuestion[], unit: UnitInfo, studentId: string) =>
  pickQuestions(
    all.filter((q) => q.aoeId === unit.id),
    studentId,
    unit.maxQuestions,
  );

/**
 * The check's report kept with a flow instance: each question's score (null: a teacher marks it) and, for an
 * ontology task, what its check found (common/work/ontology-check.ts).
 */
export type CheckReport = Record<string, { score: number | null; ontology?: OntologyCheckReport }>;

const parse = <T>(raw: string, fallback: T): T => {
  try {
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
};

export const answersOf = (row: InstanceRow | undefined) =>
  parse<Record<string, StudentAnswer>>(row ? text(row, FLOW_PROP.studentAnswers) : '', {});
export const reportOf = (row: InstanceRow | undefined) =>
  parse<CheckReport>(row ? text(row, FLOW_PROP.checkReport) : '', {});

/**
 * A question as the student may see it: answers in their seeded order; correctness, marks, templates and
 * the score only once the unit is submitted (`reveal`), or for a teacher.
 */
export function flowQuestion(
  q: StoredQuestion,
  studentId: string,
  instance: InstanceRow | undefined,
  reveal: boolean,
): FlowQuestion {
  const ordered = q.randomOrder ? shuffled(q.answers, studentId, q.id) : q.answers;
  const submitted = instance !== undefined && flag(instance, FLOW_PROP.questionsCompleted);
  const out: FlowQuestion = {
    question_id: q.id,
    aoe_id: q.aoeId,
    name: q.name,
    description: q.description,
    order: q.order,
    answer_type: q.type,
    mark: q.mark,
    answers: ordered.map((a) =>
      reveal ? { id: a.id, name: a.name, is_correct: a.isCorrect, mark: a.mark } : { id: a.id, name: a.name },
    ),
    student_answers: submitted ? (answersOf(instance)[q.id] ?? {}) : null,
  };
  if (reveal && submitted) {
    const checked = reportOf(instance)[q.id];
    out.score = checked?.score ?? null;
    if (checked?.ontology) out.ontology_check = checked.ontology;
  }
  if (reveal)
    out.templates = q.templates.map((t) => ({
      name: t.name,
      template: t.template,
      is_correct: t.isCorrect,
      mark: t.mark,
    }));
  return out;
}

export function instanceDto(row: InstanceRow, unit: UnitInfo | undefined): FlowInstanceDto {
  const mark = num(row, FLOW_PROP.mark);
  const checked = flag(row, FLOW_PROP.checked);
  return {
    id: row.id,
    aoe_id: ref(row, FLOW_PROP.instanceAoe),
    mark,
    questions_completed: flag(row, FLOW_PROP.questionsCompleted),
    checked,
    passed: checked && passes(mark, unit?.minPositiveMark ?? null),
    mark_comment: text(row, FLOW_PROP.markComment),
    mark_date: rowText(row, FLOW_PROP.markDate),
    submitted_at: rowText(row, FLOW_PROP.submittedAt),
  };
}
