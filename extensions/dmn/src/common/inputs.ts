import type { DecisionInput } from './table.ts';

/**
 * The values of a table's input columns (domain.md §3 "Column types: string, boolean, date, double, integer,
 * long"), checked and converted by column type: a test panel's text or a process's JSON value becomes the
 * value the evaluator tests (a date stays the ISO text `YYYY-MM-DD`; the evaluator makes it a FEEL date).
 * No FEEL here, so the test panel's fields can use it without loading feelin.
 */

/** An input value that does not fit its column's type: the message is Russian and names the column. */
export class DmnInputError extends Error {}

/** A value an input column takes: text, number, true/false, a date as `YYYY-MM-DD`, or none. */
export type InputValue = string | number | boolean | null;

/** The name an input column's value is given under: its expression (a variable name), else label, else id. */
export const inputKey = (input: DecisionInput): string => input.expression || input.label || input.id;

/** A column's name for messages: its label, else its expression. */
export const inputName = (input: DecisionInput): string => input.label || input.expression || input.id;

const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RU_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const INT_MAX = 2 ** 31 - 1;

const TRUE = new Set(['true', 'да', '1']);
const FALSE = new Set(['false', 'нет', '0']);

function number(value: unknown, fail: () => never): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fail();
  if (typeof value !== 'string') return fail();
  const text = value.replace(/[\s\u00a0]/g, '');
  return NUMBER.test(text) ? Number(text.replace(',', '.')) : fail();
}

function isoDate(value: unknown, fail: () => never): string {
  if (typeof value !== 'string') return fail();
  const text = value.trim();
  const ru = RU_DATE.exec(text);
  const iso = ru ? `${ru[3]}-${ru[2]}-${ru[1]}` : text;
  const parts = ISO_DATE.exec(iso);
  if (!parts) return fail();
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? iso : fail();
}

/**
 * `value` as the column's type: empty (undefined, null, blank text) is none; a value that does not fit is a
 * DmnInputError (e.g. «Столбец «Сумма»: ожидается число, получено «много»»). A column without a type keeps
 * the value as it is (text, number, true/false).
 */
export function inputValue(value: unknown, input: DecisionInput): InputValue {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  const fail = (expected: string): never => {
    throw new DmnInputError(`Столбец «${inputName(input)}»: ожидается ${expected}, получено «${shown}»`);
  };
  switch (input.typeRef) {
    case 'string':
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : fail('текст');
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (TRUE.has(text)) return true;
      if (FALSE.has(text)) return false;
      return fail('«да» или «нет»');
    }
    case 'double':
      return number(value, () => fail('число'));
    case 'integer':
    case 'long': {
      const n = number(value, () => fail('целое число'));
      const fits = input.typeRef === 'integer' ? Math.abs(n) <= INT_MAX : Number.isSafeInteger(n);
      return Number.isInteger(n) && fits ? n : fail('целое число');
    }
    case 'date':
      return isoDate(value, () => fail('дата ГГГГ-ММ-ДД'));
    default:
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : fail('текст, число или «да»/«нет»');
  }
}
