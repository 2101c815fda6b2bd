import type { BaseType } from '../../common/ontology/schema-types.ts';
import type { Scalar } from '../../common/data-api.ts';

/** A value as stored in ob_value: canonical text, the number for numeric types, the target for objects. */
export interface EncodedValue {
  val: string | null;
  num: number | null;
  ref: string | null;
}

import { UUID_PATTERN } from '../../common/uuid.ts';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MAX_STRING_LENGTH = 100_000;

export class ValueError extends Error {
  override name = 'ValueError';
}

export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Checks a value against a data property's base type and encodes it; throws ValueError with the reason. */
export function encodeValue(type: BaseType, value: Scalar): EncodedValue {
  switch (type) {
    case 'integer': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n))
        throw new ValueError(`${JSON.stringify(value)} is not an integer`);
      return { val: String(n), num: n, ref: null };
    }
    case 'real': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n))
        throw new ValueError(`${JSON.stringify(value)} is not a number`);
      return { val: String(n), num: n, ref: null };
    }
    case 'boolean': {
      const b = value === 'true' ? true : value === 'false' ? false : value;
      if (typeof b !== 'boolean') throw new ValueError(`${JSON.stringify(value)} is not a boolean`);
      return { val: String(b), num: null, ref: null };
    }
    case 'date':
      if (typeof value !== 'string' || !isIsoDate(value))
        throw new ValueError(`${JSON.stringify(value)} is not a date YYYY-MM-DD`);
      return { val: value, num: null, ref: null };
    case 'file':
      if (typeof value !== 'string' || !UUID_PATTERN.test(value))
        throw new ValueError(`${JSON.stringify(value)} is not a file id`);
      return { val: value.toLowerCase(), num: null, ref: null };
    case 'string':
      if (typeof value !== 'string') throw new ValueError(`${JSON.stringify(value)} is not a string`);
      if (value.length > MAX_STRING_LENGTH)
        throw new ValueError(`the text is longer than ${MAX_STRING_LENGTH} characters`);
      return { val: value, num: null, ref: null };
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
