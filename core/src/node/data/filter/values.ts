import type { Value } from './ast.ts';
import { FilterError, shorten } from './errors.ts';
import { isUuid } from './parser.ts';
import type { Target } from './target.ts';

/** Resolves `#user#` (it fails when nobody is signed in, pointing at the token). */
export type UserIdOf = (at: Value) => string;

const NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The parameter a value becomes when compared with `target` (`~` takes any text: see `valueText`).
 * Checking here gives the user a message with a position instead of a database error, or a silent miss.
 */
export function convertValue(value: Value, target: Target, userId: UserIdOf): string | number {
  switch (target.type) {
    case 'text':
      return valueText(value, userId);
    case 'number':
      return toNumber(value, target);
    case 'date':
      if (value.type === 'string' && isDate(value.value)) return value.value;
      throw new FilterError(`${describe(value)} is not a date`, value.offset, `${target.label} takes 'YYYY-MM-DD'`);
    case 'boolean': {
      if (value.type === 'boolean') return String(value.value);
      const text = value.type === 'string' ? value.value.toLowerCase() : '';
      if (text === 'true' || text === 'false') return text;
      throw new FilterError(
        `${describe(value)} is not true or false`,
        value.offset,
        `${target.label} takes true or false`,
      );
    }
    case 'uuid':
      if (value.type === 'user') return userId(value);
      if (value.type === 'string' && isUuid(value.value)) return value.value.toLowerCase();
      throw new FilterError(`${describe(value)} is not an id`, value.offset, `${target.label} takes a uuid or #user#`);
  }
}

/** Against text every value is its text: a number as written, true/false, #user# the user id. */
export function valueText(value: Value, userId: UserIdOf): string {
  switch (value.type) {
    case 'string':
      return value.value;
    case 'number':
      return value.text;
    case 'boolean':
      return String(value.value);
    case 'user':
      return userId(value);
  }
}

/** LIKE treats % _ and the escape character specially; the user means them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function toNumber(value: Value, target: Target): number {
  const text = value.type === 'number' ? value.text : value.type === 'string' ? value.value : '';
  if (!NUMBER.test(text)) {
    throw new FilterError(`${describe(value)} is not a number`, value.offset, `${target.label} takes a number`);
  }
  const number = Number(text);
  if (!Number.isFinite(number)) throw new FilterError('number out of range', value.offset);
  return number;
}

/** A real calendar date: '2024-02-30' is refused here rather than failing (or not) in the database. */
function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function describe(value: Value): string {
  switch (value.type) {
    case 'string':
      return `'${shorten(value.value)}'`;
    case 'number':
      return value.text;
    case 'boolean':
      return String(value.value);
    case 'user':
      return '#user#';
  }
}
