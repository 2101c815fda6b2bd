import { isIsoDate } from '../../../common/validation/base-type.ts';
import type { FieldConstraints } from '../../../common/validation/field-validator.ts';

/**
 * The constraint descriptor (PROP.constraints, domain.md §5: `{ min, max, required, regex, hint }`)
 * between its JSON text and the constraints form. Keys the form does not know are kept as they are,
 * so editing through the form never loses what someone wrote by hand.
 */
export type ConstraintsDraft = {
  min: string;
  max: string;
  required: boolean;
  regex: string;
  hint: string;
  /** Keys besides the five, kept. */
  rest: Record<string, unknown>;
};

export type ConstraintsProblem =
  | { key: 'badJson'; reason: string }
  | { key: 'notObject' }
  | { key: 'badRegex' }
  | { key: 'badBound'; which: 'min' | 'max' }
  | { key: 'minAboveMax' };

export const EMPTY_DRAFT: ConstraintsDraft = { min: '', max: '', required: false, regex: '', hint: '', rest: {} };

/**
 * Reads the JSON text into the form's fields. Empty text is no constraints. JSON that does not parse, or
 * is not an object, has no draft; a readable one may still have a problem (a broken pattern, say).
 */
export function parseDraft(
  text: string,
): { draft: ConstraintsDraft; problem: ConstraintsProblem | null } | { draft: null; problem: ConstraintsProblem } {
  if (text.trim() === '') return { draft: EMPTY_DRAFT, problem: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { draft: null, problem: { key: 'badJson', reason: error instanceof Error ? error.message : String(error) } };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { draft: null, problem: { key: 'notObject' } };
  const { min, max, required, regex, hint, ...rest } = raw as Record<string, unknown>;
  const asText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const draft = {
    min: asText(min),
    max: asText(max),
    required: required === true,
    regex: asText(regex),
    hint: asText(hint),
    rest,
  };
  return { draft, problem: draftProblem(draft) };
}

function bound(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : t;
}

/** What is wrong with the form's fields: a bound that is neither a number nor a date, a broken pattern. */
export function draftProblem(draft: ConstraintsDraft): ConstraintsProblem | null {
  for (const which of ['min', 'max'] as const) {
    const b = bound(draft[which]);
    if (typeof b === 'string' && !isIsoDate(b)) return { key: 'badBound', which };
  }
  const min = bound(draft.min);
  const max = bound(draft.max);
  if (min !== undefined && max !== undefined && typeof min === typeof max && min > max) return { key: 'minAboveMax' };
  if (draft.regex !== '') {
    try {
      new RegExp(draft.regex, 'u');
    } catch {
      return { key: 'badRegex' };
    }
  }
  return null;
}

/** The JSON text of the form's fields: only what is set; empty text when nothing is. */
export function draftJson(draft: ConstraintsDraft): string {
  const out: FieldConstraints & Record<string, unknown> = { ...draft.rest };
  const min = bound(draft.min);
  const max = bound(draft.max);
  if (min !== undefined) out.min = min;
  if (max !== undefined) out.max = max;
  if (draft.required) out.required = true;
  if (draft.regex !== '') out.regex = draft.regex;
  if (draft.hint.trim() !== '') out.hint = draft.hint;
  return Object.keys(out).length === 0 ? '' : JSON.stringify(out);
}

/** The problem of a stored or typed JSON text, for the form's check before saving. */
export function constraintsTextProblem(text: string): ConstraintsProblem | null {
  return parseDraft(text).problem;
}
