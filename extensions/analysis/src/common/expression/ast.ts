/**
 * The formula language of calculated columns (domain.md §4 "calculated columns (formula)"): its values,
 * tokens and syntax tree. Parsed by `parse.ts`, evaluated by `evaluate.ts`; never `eval`.
 */

/** A formula's value: text, a number, a boolean, empty, or an error with its message. */
export type Value = string | number | boolean | null | FormulaError;

/** An error as a value: what went wrong evaluating a formula for a row (division by zero, a bad date…). */
export interface FormulaError {
  readonly error: string;
}

/** Whether a value is an error. */
export const isError = (value: Value): value is FormulaError => typeof value === 'object' && value !== null;

/** A formula's syntax tree. `pos` is the 0-based position in the formula's text. */
export type Node =
  | { kind: 'literal'; value: string | number | boolean | null; pos: number }
  | { kind: 'ref'; name: string; pos: number }
  | { kind: 'unary'; op: '-' | 'not'; arg: Node; pos: number }
  | { kind: 'binary'; op: BinaryOp; left: Node; right: Node; pos: number }
  | { kind: 'call'; name: string; args: Node[]; pos: number };

/** The binary operators, by precedence groups: `or`; `and`; comparison; `+ -`; `* / %`. */
export type BinaryOp = 'or' | 'and' | '=' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

/** A formula that does not parse: its message names the position (1-based, as people count). */
export class FormulaSyntaxError extends Error {
  constructor(
    message: string,
    /** 0-based position in the formula. */
    readonly pos: number,
  ) {
    super(`Ошибка в формуле в позиции ${pos + 1}: ${message}`);
    this.name = 'FormulaSyntaxError';
  }
}
