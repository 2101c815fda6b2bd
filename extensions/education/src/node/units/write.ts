import { PROP } from '@ontobench/sdk/common';
import { updateOp } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { UNIT_PROP as P } from '../../common/units/schema.ts';
import type { QuestionDto, UnitInput } from '../../common/units/api.ts';
import { UNIT_FIELD_PROPS } from './read.ts';

type Op = Record<string, unknown>;
const orNull = (v: unknown) => (v === '' ? null : v);

/** What is stored under a unit: the ids of its questions, answers and templates. */
export interface StoredParts {
  questions: Set<string>;
  answers: Set<string>;
  templates: Set<string>;
}

export const storedParts = (questions: readonly QuestionDto[]): StoredParts => ({
  questions: new Set(questions.map((q) => q.id)),
  answers: new Set(questions.flatMap((q) => q.answers.map((a) => a.id))),
  templates: new Set(questions.flatMap((q) => q.templates.map((t) => t.id))),
});

/** The ids of the sent questions, answers and templates that are not stored under the unit: they are new. */
export function freshIds(input: UnitInput, stored: StoredParts): string[] {
  return [
    ...input.questions.filter((q) => !stored.questions.has(q.id)).map((q) => q.id),
    ...input.questions.flatMap((q) => q.answers.filter((a) => !stored.answers.has(a.id)).map((a) => a.id)),
    ...input.questions.flatMap((q) => q.templates.filter((t) => !stored.templates.has(t.id)).map((t) => t.id)),
  ];
}

/**
 * One set_data turning the stored unit into the sent one (all or nothing): the unit's fields, new
 * questions, answers and templates (with the page's ids), every one's fields, and the left-out ones deleted.
 */
export function unitOps(unitId: string, input: UnitInput, stored: StoredParts, isNew: boolean): Op[] {
  const ops: Op[] = [];
  if (isNew) ops.push({ op: 'new', class: EDU_CLASS.LearningUnit, name: input.name, inst: unitId });
  ops.push(updateOp(unitId, PROP.name, input.name));
  for (const [key, prop] of Object.entries(UNIT_FIELD_PROPS))
    ops.push(updateOp(unitId, prop, orNull(input[key as keyof typeof UNIT_FIELD_PROPS])));
  ops.push(updateOp(unitId, P.referenceModel, input.referenceModel));
  const sent: StoredParts = storedParts(input.questions);
  input.questions.forEach((q, n) => {
    if (!stored.questions.has(q.id)) ops.push({ op: 'new', class: EDU_CLASS.Question, name: q.name, inst: q.id });
    ops.push(
      updateOp(q.id, PROP.name, q.name),
      updateOp(q.id, P.questionAoe, unitId),
      updateOp(q.id, P.questionOrder, n + 1),
      updateOp(q.id, P.answerType, q.answerType),
      updateOp(q.id, P.questionMark, q.mark),
      updateOp(q.id, P.questionDescription, orNull(q.description)),
      updateOp(q.id, P.competence, orNull(q.competence)),
      updateOp(q.id, P.questionStudentCategory, orNull(q.studentCategory)),
      updateOp(q.id, P.answersRandomOrder, q.answersRandomOrder),
    );
    q.answers.forEach((a, m) => {
      if (!stored.answers.has(a.id)) ops.push({ op: 'new', class: EDU_CLASS.Answer, name: a.name, inst: a.id });
      ops.push(
        updateOp(a.id, PROP.name, a.name),
        updateOp(a.id, P.answerQuestion, q.id),
        updateOp(a.id, P.answerOrder, m + 1),
        updateOp(a.id, P.answerIsCorrect, a.isCorrect),
        updateOp(a.id, P.answerMark, a.mark),
        updateOp(a.id, P.answerGroup, orNull(a.answerGroup)),
        updateOp(a.id, P.answerStudentCategory, orNull(a.studentCategory)),
      );
    });
    q.templates.forEach((t, m) => {
      const name = t.name || t.template.slice(0, 100);
      if (!stored.templates.has(t.id)) ops.push({ op: 'new', class: EDU_CLASS.AnswerTemplate, name, inst: t.id });
      ops.push(
        updateOp(t.id, PROP.name, name),
        updateOp(t.id, P.templateQuestion, q.id),
        updateOp(t.id, P.template, t.template),
        updateOp(t.id, P.templateIsCorrect, t.isCorrect),
        updateOp(t.id, P.templateMark, t.mark),
        updateOp(t.id, P.templateOrder, m + 1),
      );
    });
  });
  const gone = (kind: keyof StoredParts) =>
    [...stored[kind]].filter((id) => !sent[kind].has(id)).map((id) => ({ op: 'del', inst: id, del_force: true }));
  return [...ops, ...gone('answers'), ...gone('templates'), ...gone('questions')];
}
