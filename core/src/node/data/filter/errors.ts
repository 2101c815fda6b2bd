/**
 * What a filter may cost. The text comes from a user, so its size bounds the work of parsing and
 * the size of the SQL it becomes; the depth bounds recursion (parser and database planner alike).
 */
export const MAX_FILTER_LENGTH = 4000;
/** Enclosing parentheses and `not`s around any point of the expression. */
export const MAX_FILTER_DEPTH = 32;
/** Comparisons, `is null` and `in` tests in one expression. */
export const MAX_FILTER_COMPARISONS = 200;
/**
 * The shortest text a contains-search (`~`, `!~`, filter_mode `contains`) of a property's values takes.
 * The trigram index finds the values holding a text of three characters or more; a shorter one has no
 * trigram to look up, so the search would read every value of the store (over a second at a million
 * values, docs/benchmarks.md). Names and the other instance columns take any length: a search there reads
 * at most the instances of the class asked for.
 */
export const MIN_CONTAINS_LENGTH = 3;

/** The reason a contains-search text is refused, or null. Characters are counted as the user sees them. */
export function containsTooShort(text: string): string | null {
  return [...text].length < MIN_CONTAINS_LENGTH
    ? `a contains-search of a property's values needs at least ${MIN_CONTAINS_LENGTH} characters`
    : null;
}

/**
 * A filter the user wrote that cannot be run. The message is meant for the user: it says what is
 * wrong and, when it can, where (`position` counts characters from 1, as an editor's column does).
 */
export class FilterError extends Error {
  override readonly name = 'FilterError';
  readonly position: number | undefined;

  /** `offset` is 0-based (a string index); `hint` is said last, in parentheses. */
  constructor(message: string, offset?: number, hint?: string) {
    const where = offset === undefined ? '' : ` at position ${offset + 1}`;
    super(`Filter: ${message}${where}${hint ? ` (${hint})` : ''}`);
    this.position = offset === undefined ? undefined : offset + 1;
  }
}

/** A piece of the user's text for a message, cut short so that the message stays readable. */
export function shorten(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
