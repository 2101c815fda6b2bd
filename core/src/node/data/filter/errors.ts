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
