import type { OntologyCheckReport } from './ontology-check.ts';
import type { AnswerType } from '../units/schema.ts';

/** The work part's calls, mounted under `/api/` (paths without it); docs/education.md "Doing the work". */
export const WORK_API = {
  /** GET (domain.md §7) `?flow_id&student_id[&aoe_id]`: the student's questions of the flow. */
  flowQuestions: 'edu/flow-questions',
  /** POST: the student submits their answers to one unit of the flow. */
  submit: (flowId: string, aoeId: string) => `edu/flows/${flowId}/units/${aoeId}/submit`,
} as const;

export const WORK_API_PATHS: readonly string[] = [WORK_API.flowQuestions, WORK_API.submit(':id', ':aoeId')];

/** A student's answer to one question: the chosen answers' ids (single, multiple) or a text (free, ontology). */
export interface StudentAnswer {
  answers?: string[];
  text?: string;
}

/** An answer as the student sees it: `is_correct` and `mark` only after the unit was submitted. */
export interface FlowAnswer {
  id: string;
  name: string;
  is_correct?: boolean;
  mark?: number | null;
}

/** domain.md §3 "Flow question": the question with question_id, aoe_id, answers and student_answers. */
export interface FlowQuestion {
  question_id: string;
  aoe_id: string;
  name: string;
  description: string;
  order: number;
  answer_type: AnswerType;
  /** The question's full mark. */
  mark: number | null;
  answers: FlowAnswer[];
  /** The student's submitted answer, null before submitting. */
  student_answers: StudentAnswer | null;
  /** After submitting: what this question scored (null: awaiting the teacher). */
  score?: number | null;
  /** After submitting: the answer templates (text, correctness), for free-text questions. */
  templates?: { name: string; template: string; is_correct: boolean; mark: number | null }[];
  /** After submitting an ontology task: what the check found, item by item (the same for student and teacher). */
  ontology_check?: OntologyCheckReport;
}

/** The student's flow instance of a unit (their work on it). */
export interface FlowInstanceDto {
  id: string;
  aoe_id: string;
  mark: number | null;
  questions_completed: boolean;
  checked: boolean;
  passed: boolean;
  mark_comment: string;
  mark_date: string | null;
  submitted_at: string | null;
}

/** GET `edu/flow-questions`: the questions (those of `aoe_id`, or of every unit) and the student's instances. */
export interface FlowQuestionsReply {
  questions: FlowQuestion[];
  instances: FlowInstanceDto[];
  /**
   * The student's personal ontology for the flow's course (domain.md §3 Course `createStudentOntology`), where
   * they build the answer to its ontology tasks; null when the course has none.
   */
  student_ontology: { id: string; name: string } | null;
}

/** POST submit: `{ answers: { [questionId]: StudentAnswer } }`. */
export interface SubmitUnit {
  answers: Record<string, StudentAnswer>;
}
