/**
 * The report template's tree (template/parse.ts makes it; template/render.ts walks it). Offsets are
 * positions in the template text, for errors said at a line and column.
 */
export type TemplateNode =
  | { kind: 'text'; text: string }
  /** `{{a.b.c}}`: a value (a column in a loop, `today`, `report.name`, `alias.total`, `alias.sum.Column`, …). */
  | { kind: 'value'; path: string[]; at: number }
  /** `{{#each alias}} … {{/each}}`: the body once per row of the source. */
  | { kind: 'each'; source: string; body: TemplateNode[]; at: number }
  /** `{{#if path}} … {{else}} … {{/if}}`: the first part when the value is not empty, zero or false. */
  | { kind: 'if'; path: string[]; then: TemplateNode[]; otherwise: TemplateNode[]; at: number }
  /** `{{table alias}}`: the source's rows as a table. */
  | { kind: 'table'; source: string; at: number };

/** Line and column (from 1) of an offset in a text. */
export function positionOf(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** A template that cannot be read or rendered: the reason, in Russian, at a line and column. */
export class TemplateError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`Шаблон, строка ${line}, столбец ${column}: ${reason}`);
    this.name = 'TemplateError';
  }

  /** The error at offset `at` of `text`. */
  static at(text: string, at: number, reason: string): TemplateError {
    const { line, column } = positionOf(text, at);
    return new TemplateError(reason, line, column);
  }
}
