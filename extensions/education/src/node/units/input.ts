import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError, objectBody } from '@ontobench/sdk/node';
import type { AnswerDto, QuestionDto, TemplateDto, UnitInput } from '../../common/units/api.ts';
import type { AnswerType } from '../../common/units/schema.ts';
import { unitProblemText, unitProblems } from '../../common/units/validate.ts';

type Obj = Record<string, unknown>;
const bad = (message: string): never => {
  throw new HttpError(400, message);
};
const text = (o: Obj, key: string, where: string, max = 20_000): string => {
  const v = o[key] ?? '';
  if (typeof v !== 'string') return bad(`${where}${key}: ожидается строка`);
  if (v.length > max) return bad(`${where}${key}: не длиннее ${max} символов`);
  return v.trim();
};
const number = (o: Obj, key: string, where: string): number | null => {
  const v = o[key];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) return bad(`${where}${key}: ожидается число`);
  return v;
};
const bool = (o: Obj, key: string, where: string): boolean => {
  const v = o[key] ?? false;
  if (typeof v !== 'boolean') return bad(`${where}${key}: ожидается true или false`);
  return v;
};
const id = (o: Obj, where: string): string => {
  if (typeof o.id !== 'string' || !UUID_PATTERN.test(o.id)) return bad(`${where}id: ожидается идентификатор`);
  return o.id.toLowerCase();
};
const list = (o: Obj, key: string, where: string): unknown[] => {
  const v = o[key] ?? [];
  if (!Array.isArray(v)) return bad(`${where}${key}: ожидается список`);
  return v;
};
const order = (o: Obj, n: number, where: string): number => {
  const v = number(o, 'order', where) ?? n;
  if (!Number.isInteger(v)) bad(`${where}order: ожидается целое число`);
  return v;
};

function answer(v: unknown, n: number, where: string): AnswerDto {
  const o = objectBody<Obj>(v);
  const at = `${where}ответ ${n + 1}: `;
  return {
    id: id(o, at),
    name: text(o, 'name', at, 5000),
    order: order(o, n, at),
    isCorrect: bool(o, 'isCorrect', at),
    mark: number(o, 'mark', at),
    answerGroup: text(o, 'answerGroup', at, 200),
    studentCategory: text(o, 'studentCategory', at, 200),
  };
}

function template(v: unknown, n: number, where: string): TemplateDto {
  const o = objectBody<Obj>(v);
  const at = `${where}шаблон ${n + 1}: `;
  return {
    id: id(o, at),
    name: text(o, 'name', at, 500),
    template: text(o, 'template', at, 5000),
    isCorrect: bool(o, 'isCorrect', at),
    mark: number(o, 'mark', at),
    order: order(o, n, at),
  };
}

function question(v: unknown, n: number): QuestionDto {
  const o = objectBody<Obj>(v);
  const at = `Вопрос ${n + 1}: `;
  return {
    id: id(o, at),
    name: text(o, 'name', at, 5000),
    order: order(o, n, at),
    answerType: text(o, 'answerType', at, 20) as AnswerType,
    mark: number(o, 'mark', at),
    description: text(o, 'description', at),
    competence: text(o, 'competence', at, 500),
    studentCategory: text(o, 'studentCategory', at, 200),
    answersRandomOrder: bool(o, 'answersRandomOrder', at),
    answers: list(o, 'answers', at).map((a, i) => answer(a, i, at)),
    templates: list(o, 'templates', at).map((t, i) => template(t, i, at)),
  };
}

/**
 * A unit as sent (POST, PUT), checked: the shape field by field, then the rules of common/units/validate.ts.
 * Any problem is a 400 with the Russian text of the first and, in `problems`, every one (code and params)
 * for the page to translate; nothing is written.
 */
export function unitInput(body: unknown): UnitInput {
  const o = objectBody<Obj>(body);
  const ref = o.referenceModel;
  if (ref !== undefined && ref !== null && (typeof ref !== 'string' || !UUID_PATTERN.test(ref)))
    bad('referenceModel: ожидается идентификатор онтологии');
  const input: UnitInput = {
    name: text(o, 'name', '', 500),
    code: text(o, 'code', '', 100),
    resultDescription: text(o, 'resultDescription', ''),
    description: text(o, 'description', ''),
    rComp: text(o, 'rComp', ''),
    tComp: text(o, 'tComp', ''),
    action: text(o, 'action', '', 1000),
    actionObject: text(o, 'actionObject', '', 1000),
    skill: text(o, 'skill', '', 1000),
    maxPoint: number(o, 'maxPoint', ''),
    minPositiveMark: number(o, 'minPositiveMark', ''),
    maxQuestions: number(o, 'maxQuestions', ''),
    laborIntensity: number(o, 'laborIntensity', ''),
    contactType: text(o, 'contactType', '', 200),
    form: text(o, 'form', '', 200),
    summary: text(o, 'summary', ''),
    checkProps: bool(o, 'checkProps', ''),
    checkClsProps: bool(o, 'checkClsProps', ''),
    autoCheck: bool(o, 'autoCheck', ''),
    linkReq: bool(o, 'linkReq', ''),
    showStudentOntologyLink: bool(o, 'showStudentOntologyLink', ''),
    referenceModel: typeof ref === 'string' ? ref.toLowerCase() : null,
    questions: list(o, 'questions', '').map(question),
  };
  const problems = unitProblems(input);
  if (problems.length > 0) throw new HttpError(400, unitProblemText(problems[0]!), { details: { problems } });
  const ids = [input.questions, ...input.questions.flatMap((q) => [q.answers, q.templates])].flat().map((x) => x.id);
  if (new Set(ids).size !== ids.length) bad('Идентификаторы вопросов, ответов и шаблонов повторяются');
  return input;
}
