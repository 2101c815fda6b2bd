import type { Scalar } from '../data-api.ts';
import type { BaseType } from '../ontology/schema-types.ts';
import { isIntegerNumber, isIsoDate } from './value-rules.ts';

/**
 * The field validator of spec domain.md §5 ("Field validator"), shared by every object form and usable
 * on the server. Constraint descriptors are the JSON kept in PROP.constraints: `{ min, max, required,
 * regex, hint }`. No DOM or Node APIs here.
 *
 * The spec's rules, one by one:
 * - "Minimum and maximum apply to numbers by value, to strings by length, to dates by comparison, to
 *   collections by item count; a violation shows the field hint or 'Required'."
 * - "Obligatory fields need a non-empty value (false counts as empty), with an exception for similar
 *   instances."
 * - "Regular-expression fields fail with the message that the content did not pass the regular
 *   expression check."
 * - "Required field message: the field is required."
 *
 * Decisions where the spec is silent (also in docs/ontology-lists.md):
 * - A multi-valued field (or an array value) is a collection: min and max count its items, and an empty
 *   collection is counted too (min 1 on a collection is "at least one"). A single empty value is not
 *   checked against min and max: being empty is the obligatory rule's business.
 * - Dates compare as YYYY-MM-DD; a bound that is not such a date is ignored. Booleans, files and single
 *   object references have no min and max.
 * - "Similar instances": the caller says the value comes from a similar instance (a copy being made of
 *   an existing object, whose values are filled in later) with `similarInstance: true`; then the
 *   obligatory rule is skipped, the other rules still apply.
 * - The regular expression is tested (JavaScript syntax, Unicode mode) against every string value as the
 *   author wrote it: anchors are the author's. A pattern that does not compile fails the check, so a
 *   broken descriptor is noticed instead of silently letting everything through.
 * - A number field holding text that is not a number, an integer field holding a fraction (5.5), or a
 *   date field holding text that is not YYYY-MM-DD, gets a format issue before min and max are looked
 *   at. The type rules are the server's own (base-type.ts), so the form refuses what the server would.
 */

export interface FieldConstraints {
  min?: number | string;
  max?: number | string;
  required?: boolean;
  regex?: string;
  hint?: string;
}

/** What the validator needs to know about a field: the shape of get_form's FormField. */
export interface FieldRule {
  kind: 'data' | 'object';
  base_type: BaseType | null;
  multiple: boolean;
  /** The JSON descriptor as stored, or already parsed. */
  constraints: string | FieldConstraints | null;
}

export type FieldValue = Scalar | null | undefined | readonly Scalar[];

export type FieldIssueCode = 'required' | 'range' | 'regex' | 'number' | 'integer' | 'date';

export interface FieldIssue {
  code: FieldIssueCode;
  /** The text to show (hint, 'Required' or the language's message). */
  message: string;
}

export type FieldMessageLanguage = 'ru' | 'en';

/** The spec's literal text for a min/max violation without a hint. */
export const RANGE_DEFAULT_MESSAGE = 'Required';

export const FIELD_MESSAGES: Readonly<
  Record<FieldMessageLanguage, Readonly<Record<Exclude<FieldIssueCode, 'range'>, string>>>
> = {
  ru: {
    required: 'Поле обязательно для заполнения',
    regex: 'Содержимое не прошло проверку регулярным выражением',
    number: 'Введите число',
    integer: 'Введите целое число',
    date: 'Неверный формат даты',
  },
  en: {
    required: 'The field is required',
    regex: 'The content did not pass the regular expression check',
    number: 'Enter a number',
    integer: 'Enter a whole number',
    date: 'Invalid date format: use YYYY-MM-DD',
  },
};

/** Reads a constraint descriptor; anything unreadable counts as no constraints (the form still works). */
export function parseConstraints(source: string | FieldConstraints | null | undefined): FieldConstraints {
  if (source === null || source === undefined || source === '') return {};
  let raw: unknown = source;
  if (typeof source === 'string') {
    try {
      raw = JSON.parse(source);
    } catch {
      return {};
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const r = raw as Record<string, unknown>;
  const bound = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string';
  const out: FieldConstraints = {};
  if (bound(r.min)) out.min = r.min as number | string;
  if (bound(r.max)) out.max = r.max as number | string;
  if (r.required === true) out.required = true;
  if (typeof r.regex === 'string' && r.regex !== '') out.regex = r.regex;
  if (typeof r.hint === 'string' && r.hint.trim() !== '') out.hint = r.hint;
  return out;
}

/** Empty in the spec's sense: nothing, an empty or blank string, or false. */
export function isEmptyValue(value: Scalar | null | undefined): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

function toNumber(value: Scalar): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim().replace(',', '.'));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function numericBound(v: number | string | undefined): number | null {
  if (v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

function dateBound(v: number | string | undefined): string | null {
  return typeof v === 'string' && isIsoDate(v) ? v : null;
}

/**
 * Checks one field's value. Returns every issue found, most important first (obligatory, then format,
 * then min/max, then the regular expression); an empty list means the value is fine.
 */
export function validateField(
  rule: FieldRule,
  value: FieldValue,
  options: { similarInstance?: boolean; language?: FieldMessageLanguage } = {},
): FieldIssue[] {
  const c = parseConstraints(rule.constraints);
  const texts = FIELD_MESSAGES[options.language ?? 'ru'];
  const rangeIssue: FieldIssue = { code: 'range', message: c.hint ?? RANGE_DEFAULT_MESSAGE };
  const list: readonly Scalar[] = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const filled = list.filter((v) => !isEmptyValue(v));
  const issues: FieldIssue[] = [];

  if (c.required && !options.similarInstance && filled.length === 0) {
    issues.push({ code: 'required', message: texts.required });
  }

  const isCollection = rule.multiple || Array.isArray(value);
  if (isCollection) {
    const min = numericBound(c.min);
    const max = numericBound(c.max);
    if ((min !== null && filled.length < min) || (max !== null && filled.length > max)) issues.push(rangeIssue);
  }

  const type = rule.kind === 'data' ? rule.base_type : null;
  for (const v of filled) {
    if (type === 'integer' || type === 'real') {
      const n = toNumber(v);
      if (n === null) {
        issues.push({
          code: type === 'integer' ? 'integer' : 'number',
          message: texts[type === 'integer' ? 'integer' : 'number'],
        });
        continue;
      }
      // The server's own rule (value-rules.ts, base-type.ts): 5.5 is a number but not an integer.
      if (type === 'integer' && !isIntegerNumber(n)) {
        issues.push({ code: 'integer', message: texts.integer });
        continue;
      }
      if (!isCollection) {
        const min = numericBound(c.min);
        const max = numericBound(c.max);
        if ((min !== null && n < min) || (max !== null && n > max)) issues.push(rangeIssue);
      }
    } else if (type === 'date') {
      const text = String(v);
      if (!isIsoDate(text)) {
        issues.push({ code: 'date', message: texts.date });
        continue;
      }
      if (!isCollection) {
        const min = dateBound(c.min);
        const max = dateBound(c.max);
        if ((min !== null && text < min) || (max !== null && text > max)) issues.push(rangeIssue);
      }
    } else if (type === 'string' && !isCollection) {
      // Length in characters (code points), as a person counts them.
      const length = [...String(v)].length;
      const min = numericBound(c.min);
      const max = numericBound(c.max);
      if ((min !== null && length < min) || (max !== null && length > max)) issues.push(rangeIssue);
    }
    if (c.regex !== undefined && typeof v === 'string' && !matches(c.regex, v)) {
      issues.push({ code: 'regex', message: texts.regex });
    }
  }
  return dedupe(issues);
}

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

function dedupe(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<FieldIssueCode>();
  return issues.filter((i) => (seen.has(i.code) ? false : (seen.add(i.code), true)));
}

/** Validates a whole form: the issues of each field that has any, by property id. */
export function validateFields(
  fields: readonly (FieldRule & { prop: string })[],
  values: Readonly<Record<string, FieldValue>>,
  options: { similarInstance?: boolean; language?: FieldMessageLanguage } = {},
): Record<string, FieldIssue[]> {
  const out: Record<string, FieldIssue[]> = {};
  for (const field of fields) {
    const issues = validateField(field, values[field.prop], options);
    if (issues.length > 0) out[field.prop] = issues;
  }
  return out;
}
