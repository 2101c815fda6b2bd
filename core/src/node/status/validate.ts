import { HttpError } from '../http/http-error.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';

/**
 * Small checks for request bodies and queries: each throws HttpError 400 with a message naming the
 * field, so a client's mistake is never a 500.
 */

export type JsonObject = Record<string, unknown>;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The body as a JSON object; `allowed` lists the only keys it may have (omit to allow any). */
export function bodyObject(body: unknown, allowed?: readonly string[]): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  if (allowed) {
    const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
    if (unknown.length > 0) throw new HttpError(400, `Unknown field(s): ${unknown.join(', ')}`);
  }
  return body as JsonObject;
}

export function requiredBoolean(object: JsonObject, field: string): boolean {
  const value = object[field];
  if (typeof value !== 'boolean') throw new HttpError(400, `${field} must be true or false`);
  return value;
}

export interface StringRule {
  max: number;
  /** An empty string is refused. */
  nonEmpty?: boolean;
}

export function requiredString(object: JsonObject, field: string, rule: StringRule): string {
  const value = object[field];
  if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string`);
  return checkString(field, value, rule);
}

/** Undefined when the field is absent (or null). */
export function optionalString(object: JsonObject, field: string, rule: StringRule): string | undefined {
  const value = object[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string`);
  return checkString(field, value, rule);
}

function checkString(field: string, value: string, rule: StringRule): string {
  if (rule.nonEmpty && value.trim() === '') throw new HttpError(400, `${field} must not be empty`);
  if (value.length > rule.max) throw new HttpError(400, `${field} is longer than ${rule.max} characters`);
  return value;
}

type Query = Readonly<Record<string, unknown>>;

/** A non-negative integer query parameter within [0, max], or `fallback` when absent. */
export function queryInteger(query: unknown, field: string, fallback: number, max: number): number {
  const value = (query as Query | undefined)?.[field];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) {
    throw new HttpError(400, `${field} must be a whole number from 0 to ${max}`);
  }
  const number = Number(value);
  if (number > max) throw new HttpError(400, `${field} must be a whole number from 0 to ${max}`);
  return number;
}
