import type { BaseType } from '../../common/ontology/schema-types.ts';
import type { Scalar } from '../../common/data-api.ts';

/** A value as stored in ob_value: canonical text, the number for numeric types, the target for objects. */
export interface EncodedValue {
  val: string | null;
  num: number | null;
  ref: string | null;
}

import {
  MAX_TEXT_LENGTH,
  baseTypeProblem,
  isIsoDate,
  numericValue,
  type BaseTypeProblem,
} from '../../common/validation/base-type.ts';

export { isIsoDate };
export const MAX_STRING_LENGTH = MAX_TEXT_LENGTH;

/** A value that does not fit its base type: `problem` is the stable code the client translates. */
export class ValueError extends Error {
  override name = 'ValueError';
  constructor(
    readonly problem: BaseTypeProblem,
    message: string,
  ) {
    super(message);
  }
}

const REASON: Record<BaseTypeProblem, string> = {
  integer: 'is not an integer',
  number: 'is not a number',
  boolean: 'is not a boolean',
  date: 'is not a date YYYY-MM-DD',
  file: 'is not a file id',
  string: 'is not a string',
  tooLong: '',
};

/**
 * Checks a value against a data property's base type (the shared rule of common/validation/base-type.ts)
 * and encodes it; throws ValueError with the reason.
 */
export function encodeValue(type: BaseType, value: Scalar): EncodedValue {
  const problem = baseTypeProblem(type, value);
  if (problem === 'tooLong') throw new ValueError(problem, `the text is longer than ${MAX_STRING_LENGTH} characters`);
  if (problem) throw new ValueError(problem, `${JSON.stringify(value)} ${REASON[problem]}`);
  switch (type) {
    case 'integer':
    case 'real': {
      const n = numericValue(type, value)!;
      return { val: String(n), num: n, ref: null };
    }
    case 'boolean':
      return { val: String(value === true || value === 'true'), num: null, ref: null };
    case 'file':
      return { val: String(value).toLowerCase(), num: null, ref: null };
    case 'date':
    case 'string':
      return { val: value as string, num: null, ref: null };
  }
}

/** A checked 'YYYY-MM-DD' as ob_value.day holds it: days since 1970-01-01 (migration core-0011). */
export function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** The value as the API returns it: numbers as numbers, booleans as booleans, the rest as text. */
export function decodeValue(type: BaseType | null, row: { val: string | null; num: number | null }): Scalar | null {
  if (row.val === null) return null;
  if (type === 'integer' || type === 'real') return row.num ?? Number(row.val);
  if (type === 'boolean') return row.val === 'true';
  return row.val;
}
