import type { Scalar } from '../data-api.ts';
import type { BaseType } from '../ontology/schema-types.ts';
import { UUID_PATTERN } from '../uuid.ts';
import { isIntegerNumber, isIsoDate } from './value-rules.ts';

export { isIntegerNumber, isIsoDate };

/**
 * Whether a value fits a data property's base type (spec domain.md §1: real, date, string, integer,
 * boolean, file). One rule for both sides: the server refuses what it names (ontology/values.ts), and
 * the object form checks the same before sending (field-validator.ts), so the form never sends what
 * the server would refuse.
 */
export type BaseTypeProblem = 'integer' | 'number' | 'boolean' | 'date' | 'file' | 'string' | 'tooLong';

/** The longest text a string value may hold, in UTF-16 units (what the store keeps). */
export const MAX_TEXT_LENGTH = 100_000;

/** The number a numeric value stands for (a number, or text the API takes as one), or null. */
export function numericValue(type: 'integer' | 'real', value: Scalar): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (type === 'integer') return /^-?\d+$/.test(text) ? Number(text) : null;
  return text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : null;
}

/** What is wrong with `value` as a value of `type`, or null when it fits. */
export function baseTypeProblem(type: BaseType, value: Scalar): BaseTypeProblem | null {
  switch (type) {
    case 'integer': {
      const n = numericValue('integer', value);
      return n !== null && isIntegerNumber(n) ? null : 'integer';
    }
    case 'real':
      return numericValue('real', value) === null ? 'number' : null;
    case 'boolean':
      return typeof value === 'boolean' || value === 'true' || value === 'false' ? null : 'boolean';
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? null : 'date';
    case 'file':
      return typeof value === 'string' && UUID_PATTERN.test(value) ? null : 'file';
    case 'string':
      if (typeof value !== 'string') return 'string';
      return value.length > MAX_TEXT_LENGTH ? 'tooLong' : null;
  }
}
