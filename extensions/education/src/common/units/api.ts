import type { AnswerType } from './schema.ts';
import type { EduRef } from '../courses/api.ts';

/**
 * The learning units part's calls (issue 20 item 2; domain.md §3 "Learning unit (aoe)", "Question",
 * "Answer", "Answer template"), mounted under `/api/`. A unit with its answers is read by its author, the
 * holders of a teaching role on a course that places it and administrators; students never (their view of
 * questions is `edu/flow-questions`, without the correct answers).
 */
export const UNITS_API = {
  /** GET → UnitSummary[]; POST UnitInput → UnitDetail (a new unit with its questions). */
  list: 'edu/units',
  /** GET → UnitDetail; PUT UnitInput → UnitDetail (the unit, questions, answers, templates: one write); DELETE → 204. */
  unit: (id: string) => `edu/units/${id}`,
};

/** The units part's calls, mounted under `/api/` (paths without it). */
export const UNITS_API_PATHS: readonly string[] = [UNITS_API.list, UNITS_API.unit(':id')];

/** A unit in a list. */
export interface UnitSummary {
  id: string;
  name: string;
  code: string;
  author: EduRef | null;
  dateCreate: string | null;
  questionCount: number;
  /** The courses (that the user may list) whose structure places the unit. */
  courses: EduRef[];
}

/** §3 Answer: name, order, is_correct, mark, student_category, answer_group. */
export interface AnswerDto {
  id: string;
  name: string;
  order: number;
  isCorrect: boolean;
  mark: number | null;
  answerGroup: string;
  studentCategory: string;
}

/** §3 Answer template: name, template, is_correct, mark, order. */
export interface TemplateDto {
  id: string;
  name: string;
  template: string;
  isCorrect: boolean;
  mark: number | null;
  order: number;
}

/** §3 Question: name, order, answer_type, mark, student_category, description, competence, answersRandomOrder. */
export interface QuestionDto {
  id: string;
  name: string;
  order: number;
  answerType: AnswerType;
  mark: number | null;
  description: string;
  competence: string;
  studentCategory: string;
  answersRandomOrder: boolean;
  answers: AnswerDto[];
  templates: TemplateDto[];
}

/** A unit's own fields (§3), as sent and read. */
export interface UnitFields {
  name: string;
  code: string;
  resultDescription: string;
  description: string;
  rComp: string;
  tComp: string;
  action: string;
  actionObject: string;
  skill: string;
  maxPoint: number | null;
  minPositiveMark: number | null;
  maxQuestions: number | null;
  laborIntensity: number | null;
  contactType: string;
  form: string;
  summary: string;
  checkProps: boolean;
  checkClsProps: boolean;
  autoCheck: boolean;
  linkReq: boolean;
  showStudentOntologyLink: boolean;
}

/** A unit with its questions, answers and templates. */
export interface UnitDetail extends UnitFields {
  id: string;
  author: EduRef | null;
  dateCreate: string | null;
  /** The ontology an ontology task is checked against. */
  referenceModel: EduRef | null;
  questions: QuestionDto[];
  courses: EduRef[];
  canEdit: boolean;
}

/** What POST and PUT take: the whole unit; questions, answers and templates left out are deleted. New ones carry fresh ids. */
export interface UnitInput extends UnitFields {
  /** An ontology's id, or null. */
  referenceModel: string | null;
  questions: QuestionDto[];
}
