import type { BaseTypeProblem } from './base-type.ts';

/**
 * The refusals of set_data that a user can cause from the interface, as data: a stable code, the
 * property concerned (its id) and the values the text needs. The server sends them beside its English
 * `error` text (readable for API users, unchanged for them); the browser turns the code into a text in
 * the interface's language and shows it at the field (docs/api.md, "Refusals").
 */
export type RefusalCode =
  | `type.${BaseTypeProblem}`
  /** An obligatory field (constraint descriptor `required`) left empty. */
  | 'field.required'
  /** Outside the descriptor's min/max; `params.hint` is the field's hint, when it has one. */
  | 'field.range'
  /** Did not pass the descriptor's regular expression. */
  | 'field.regex'
  /** A constraint descriptor (PROP.constraints) that is not a JSON object. */
  | 'constraints.invalid'
  /** A new object or a rename with an empty name. */
  | 'name.required'
  /** Deleting a class that still has individuals; `params.count` says how many. */
  | 'class.hasInstances'
  /** A parent-class value that makes the class its own ancestor; `params.name` is the class's name. */
  | 'class.cycle'
  /** The object written or deleted does not exist (any more), or the user may not see it. */
  | 'object.notFound'
  /** A value points at an object that does not exist (any more) or that the user may not see. */
  | 'value.notFound'
  /** A new object of a class that does not exist (any more), or that the user may not see. */
  | 'class.unknown'
  /** A property that does not exist (any more), or that the user may not see: the form is stale. */
  | 'property.unknown'
  /** The user may not create objects of this class (reserved to administrators). */
  | 'access.create'
  /** The user may not change this object. */
  | 'access.change'
  /** The user may not delete this object. */
  | 'access.delete'
  /** The user may not change this field (`field`): an administrator's, the user's own, or the system's. */
  | 'access.field'
  /** Only the object's author (or an administrator) assigns it to others. */
  | 'access.assign';

export interface Refusal {
  code: RefusalCode;
  /** The property id the refusal is about (absent for a delete). */
  field?: string;
  /** `field`: the property's name as stored; `value`, `count`, `hint` where the code uses them. */
  params?: Record<string, string | number>;
}

/**
 * The refusal in an error reply's body, if it carries one. A code this client does not know is still
 * passed on: its text falls back to the server's (form-texts.ts).
 */
export function refusalOf(body: unknown): Refusal | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { code?: unknown; field?: unknown; params?: unknown };
  if (typeof b.code !== 'string') return null;
  const params =
    typeof b.params === 'object' && b.params !== null && !Array.isArray(b.params)
      ? Object.fromEntries(
          Object.entries(b.params).filter(
            (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
          ),
        )
      : undefined;
  return {
    code: b.code as RefusalCode,
    ...(typeof b.field === 'string' ? { field: b.field } : {}),
    ...(params ? { params } : {}),
  };
}
