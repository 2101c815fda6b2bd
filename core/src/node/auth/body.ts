import { HttpError } from '../http/http-error.ts';

/**
 * Reading request bodies that are whatever the client sent: a wrong shape is a 400 with a message that
 * names the field, never a 500. A missing field is `undefined`, left to the route to judge.
 */

export type JsonObject = Readonly<Record<string, unknown>>;

/** The body as an object; a missing body counts as `{}` (every field then reads as missing). */
export function objectBody(body: unknown): JsonObject {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object');
  return body as JsonObject;
}

/** A string field; missing or null → `fallback`; any other type → 400. */
export function stringField(body: JsonObject, field: string, fallback: string): string;
export function stringField(body: JsonObject, field: string): string | undefined;
export function stringField(body: JsonObject, field: string, fallback?: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string`);
  return value;
}
