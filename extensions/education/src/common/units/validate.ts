import { ANSWER_TYPES } from './schema.ts';
import type { UnitInput } from './api.ts';

/**
 * A problem of a unit as sent (issue 20 item 2): a code the page translates (`units.problems.<code>`), its
 * params (`n`: the question's number from 1, `m`: the answer's or template's), and the Russian text the
 * server answers with. The same check runs in the page before saving and on the server, which writes
 * nothing when it finds one (docs/education.md "Checks of a unit").
 */
export interface UnitProblem {
  code: UnitProblemCode;
  params: Record<string, string | number>;
}

export type UnitProblemCode =
  | 'unitName'
  | 'questionName'
  | 'answerName'
  | 'templateEmpty'
  | 'answerType'
  | 'negative'
  | 'maxQuestions'
  | 'minAboveMax'
  | 'choiceTooFew'
  | 'singleNeedsOne'
  | 'multipleNeedsCorrect'
  | 'textHasAnswers'
  | 'ontologyNeedsModel'
  | 'tooMany';

/** The most questions a unit holds, and answers or templates a question holds. */
export const MAX_QUESTIONS = 200;
export const MAX_ANSWERS = 50;

/** The numeric fields whose negative value is refused, by their Russian names. */
const NUMBER_NAMES: Record<string, string> = {
  maxPoint: 'максимальный балл',
  minPositiveMark: 'минимальная положительная оценка',
  laborIntensity: 'трудоёмкость',
  maxQuestions: 'число вопросов для студента',
  question: 'балл вопроса',
  answer: 'балл ответа',
  template: 'балл шаблона ответа',
};

const TEXTS: Record<UnitProblemCode, (p: Record<string, string | number>) => string> = {
  unitName: () => 'Укажите название учебной единицы',
  questionName: (p) => `Вопрос ${p.n}: укажите текст вопроса`,
  answerName: (p) => `Вопрос ${p.n}, ответ ${p.m}: укажите текст ответа`,
  templateEmpty: (p) => `Вопрос ${p.n}, шаблон ${p.m}: укажите шаблон ответа`,
  answerType: (p) => `Вопрос ${p.n}: тип ответа — один из ${ANSWER_TYPES.join(', ')}`,
  negative: (p) =>
    `${p.n ? `Вопрос ${p.n}${p.m ? `, ответ ${p.m}` : ''}: ` : ''}${NUMBER_NAMES[p.field as string] ?? p.field} не может быть отрицательным`,
  maxQuestions: (p) =>
    `Число вопросов для студента (${p.max}) должно быть целым, от 1 и не больше числа вопросов единицы (${p.count})`,
  minAboveMax: (p) => `Минимальная положительная оценка (${p.min}) больше максимального балла (${p.max})`,
  choiceTooFew: (p) => `Вопрос ${p.n}: у вопроса с выбором нужно не меньше двух ответов`,
  singleNeedsOne: (p) =>
    `Вопрос ${p.n}: у вопроса с одним ответом должен быть ровно один правильный ответ (отмечено: ${p.count})`,
  multipleNeedsCorrect: (p) => `Вопрос ${p.n}: отметьте хотя бы один правильный ответ`,
  textHasAnswers: (p) =>
    `Вопрос ${p.n}: у вопроса со свободным ответом или онтологическим заданием не бывает вариантов ответа`,
  ontologyNeedsModel: (p) => `Вопрос ${p.n}: для онтологического задания выберите эталонную модель единицы`,
  tooMany: (p) => `Слишком много ${p.what === 'questions' ? 'вопросов' : 'ответов'}: не больше ${p.max}`,
};

/** The Russian text of a problem (the server's `error`). */
export const unitProblemText = (problem: UnitProblem): string => TEXTS[problem.code](problem.params);

const negative = (value: number | null | undefined) => typeof value === 'number' && value < 0;
const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/** The problems of a unit as sent, in the order of the form; none: it may be saved. */
export function unitProblems(unit: UnitInput): UnitProblem[] {
  const out: UnitProblem[] = [];
  const add = (code: UnitProblemCode, params: Record<string, string | number> = {}) => out.push({ code, params });
  if (blank(unit.name)) add('unitName');
  for (const field of ['maxPoint', 'minPositiveMark', 'laborIntensity'] as const)
    if (negative(unit[field])) add('negative', { field });
  const count = unit.questions.length;
  if (count > MAX_QUESTIONS) add('tooMany', { what: 'questions', max: MAX_QUESTIONS });
  const maxQ = unit.maxQuestions;
  if (maxQ !== null && (!Number.isInteger(maxQ) || maxQ < 1 || maxQ > count)) add('maxQuestions', { max: maxQ, count });
  if (unit.minPositiveMark !== null && unit.maxPoint !== null && unit.minPositiveMark > unit.maxPoint)
    add('minAboveMax', { min: unit.minPositiveMark, max: unit.maxPoint });
  unit.questions.forEach((q, i) => {
    const n = i + 1;
    if (blank(q.name)) add('questionName', { n });
    if (!ANSWER_TYPES.includes(q.answerType)) add('answerType', { n });
    if (negative(q.mark)) add('negative', { n, field: 'question' });
    if (q.answers.length > MAX_ANSWERS || q.templates.length > MAX_ANSWERS)
      add('tooMany', { what: 'answers', max: MAX_ANSWERS });
    q.answers.forEach((a, j) => {
      if (blank(a.name)) add('answerName', { n, m: j + 1 });
      if (negative(a.mark)) add('negative', { n, m: j + 1, field: 'answer' });
    });
    q.templates.forEach((tpl, j) => {
      if (blank(tpl.template)) add('templateEmpty', { n, m: j + 1 });
      if (negative(tpl.mark)) add('negative', { n, m: j + 1, field: 'template' });
    });
    const correct = q.answers.filter((a) => a.isCorrect).length;
    if (q.answerType === 'single' || q.answerType === 'multiple') {
      if (q.answers.length < 2) add('choiceTooFew', { n });
      else if (q.answerType === 'single' && correct !== 1) add('singleNeedsOne', { n, count: correct });
      else if (q.answerType === 'multiple' && correct < 1) add('multipleNeedsCorrect', { n });
    } else if (q.answers.length > 0) add('textHasAnswers', { n });
    if (q.answerType === 'ontology' && !unit.referenceModel) add('ontologyNeedsModel', { n });
  });
  return out;
}
