import { updateOp } from '@ontobench/sdk/node';
import { EDU_CLASS } from '../../common/classes.ts';
import { FLOW_PROP } from '../../common/flows/schema.ts';
import type { StudentAnswer } from '../../common/work/api.ts';
import { autoScore } from '../../common/work/marking.ts';
import type { OntologyTaskCheck } from './ontology-task.ts';
import type { CheckReport, StoredQuestion } from './questions.ts';

/** A unit's submission scored: each question's score (null: a teacher marks it), the unit's mark, whether it is all checked. */
export interface Scored {
  report: CheckReport;
  mark: number;
  checked: boolean;
}

/** Scores the answers: single and multiple at once, free text for the teacher, an ontology task by `ontology`. */
export async function scoreSubmission(
  questions: readonly StoredQuestion[],
  answers: Record<string, StudentAnswer>,
  ontology: (q: StoredQuestion) => Promise<OntologyTaskCheck>,
): Promise<Scored> {
  const report: CheckReport = {};
  for (const q of questions) {
    if (q.type === 'ontology') {
      const check = await ontology(q);
      report[q.id] = { score: check.score, ontology: check.ontology };
    } else report[q.id] = { score: autoScore(q, answers[q.id]) };
  }
  const scores = Object.values(report).map((r) => r.score);
  return {
    report,
    checked: scores.every((s) => s !== null),
    mark: Math.round(scores.reduce<number>((s, v) => s + (v ?? 0), 0) * 100) / 100,
  };
}

/** The set_data of a submitted flow instance (a new one unless `existing`). */
export function submissionOps(
  id: string,
  existing: boolean,
  at: { flowId: string; courseId: string; aoeId: string; studentId: string; name: string; now: Date },
  answers: Record<string, StudentAnswer>,
  scored: Scored,
) {
  const now = at.now.toISOString();
  return [
    ...(existing ? [] : [{ op: 'new', class: EDU_CLASS.FlowInstance, name: at.name, inst: id }]),
    updateOp(id, FLOW_PROP.instanceFlow, at.flowId),
    updateOp(id, FLOW_PROP.instanceCourse, at.courseId),
    updateOp(id, FLOW_PROP.instanceAoe, at.aoeId),
    updateOp(id, FLOW_PROP.student, at.studentId),
    updateOp(id, FLOW_PROP.mark, scored.mark),
    updateOp(id, FLOW_PROP.questionsCompleted, true),
    updateOp(id, FLOW_PROP.checked, scored.checked),
    updateOp(id, FLOW_PROP.markDate, scored.checked ? now.slice(0, 10) : null),
    updateOp(id, FLOW_PROP.studentAnswers, JSON.stringify(answers)),
    updateOp(id, FLOW_PROP.checkReport, JSON.stringify(scored.report)),
    updateOp(id, FLOW_PROP.submittedAt, now),
  ];
}
