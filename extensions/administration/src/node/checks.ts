import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';

/**
 * Field checks shared by the parts' calls: each answers the value or throws a 400 with a Russian reason
 * naming the field, before anything is written.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An optional boolean field. */
export function optionalFlag(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new HttpError(400, `Поле «${field}» должно быть true или false`);
  return value;
}

/** An optional id (uuid) field, lower-cased; empty and null count as absent. */
export function optionalId(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !UUID_PATTERN.test(value))
    throw new HttpError(400, `Поле «${field}» должно быть идентификатором (uuid)`);
  return value.toLowerCase();
}

/** An optional date YYYY-MM-DD that exists; null (or '') clears it. */
export function optionalDate(body: Record<string, unknown>, field: string): string | null | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !DATE.test(value) || !sameDate(value))
    throw new HttpError(400, `Поле «${field}» должно быть датой в виде ГГГГ-ММ-ДД`);
  return value;
}

const sameDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** An optional text field, trimmed; `max` characters at most. */
export function optionalText(body: Record<string, unknown>, field: string, max = 200): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `Поле «${field}» должно быть строкой`);
  const text = value.trim();
  if (text.length > max) throw new HttpError(400, `Поле «${field}» длиннее ${max} символов`);
  return text;
}

/** A path's id, or a 404 with `missing` (a malformed id is as unknown as a missing one). */
export function pathId(value: string | undefined, missing: string): string {
  if (!value || !UUID_PATTERN.test(value)) throw new HttpError(404, missing);
  return value.toLowerCase();
}
