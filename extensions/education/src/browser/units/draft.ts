import type { AnswerDto, QuestionDto, TemplateDto, UnitDetail, UnitInput } from '../../common/units/api.ts';
import type { AnswerType } from '../../common/units/schema.ts';

/** A unit as the editor holds it: what PUT takes, plus the picked reference model's name. */
export interface UnitDraft extends UnitInput {
  referenceName: string;
}

export const toDraft = (unit: UnitDetail): UnitDraft => {
  const { id: _id, author: _a, dateCreate: _d, courses: _c, canEdit: _e, referenceModel, ...fields } = unit;
  return { ...fields, referenceModel: referenceModel?.id ?? null, referenceName: referenceModel?.name ?? '' };
};

export const toInput = ({ referenceName: _name, ...input }: UnitDraft): UnitInput => input;

export const newAnswer = (order: number): AnswerDto => ({
  id: crypto.randomUUID(),
  name: '',
  order,
  isCorrect: false,
  mark: null,
  answerGroup: '',
  studentCategory: '',
});

export const newTemplate = (order: number): TemplateDto => ({
  id: crypto.randomUUID(),
  name: '',
  template: '',
  isCorrect: true,
  mark: null,
  order,
});

export const newQuestion = (order: number, answerType: AnswerType = 'single'): QuestionDto => ({
  id: crypto.randomUUID(),
  name: '',
  order,
  answerType,
  mark: 1,
  description: '',
  competence: '',
  studentCategory: '',
  answersRandomOrder: false,
  answers: answerType === 'single' || answerType === 'multiple' ? [newAnswer(1), newAnswer(2)] : [],
  templates: [],
});

/** A number field's text as a number, or null when empty (an unparsable text stays NaN for the check). */
export const parseNumber = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.replace(',', '.'));
export const numberText = (value: number | null): string =>
  value === null || Number.isNaN(value) ? '' : String(value);

/** Moves one element of a list one place up or down. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}
