import { PROP } from '../../../common/ontology/system-ontology.ts';
import { UUID_PATTERN } from '../../../common/uuid.ts';
import type { BuiltinProperty, CompareOp, Comparison, PropertyRef, Value } from './ast.ts';
import { FilterError, shorten } from './errors.ts';
import type { Operator } from './lexer.ts';

/*
 * Operands of the filter grammar as AST nodes: a property in brackets resolved to a built-in column or a
 * property id, and a comparison turned so its property is always on the left.
 */

const BUILTINS: readonly BuiltinProperty[] = ['id', 'name', 'author', 'created', 'class'];
/** The column properties have ids too; `[<id of name>]` means the same as `[name]`. */
const BUILTIN_BY_ID: ReadonlyMap<string, BuiltinProperty> = new Map([
  [PROP.name, 'name'],
  [PROP.author, 'author'],
  [PROP.creationDate, 'created'],
  [PROP.class, 'class'],
]);
/** `'x' < [p]` reads as `[p] > 'x'`. */
const MIRRORED: Record<CompareOp, CompareOp> = {
  '=': '=',
  '!=': '!=',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '~': '~',
  '!~': '!~',
};

export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}

/** Puts the property on the left, so the compiler sees one shape only. */
export function compare(
  left: PropertyRef | Value,
  operator: Operator,
  offset: number,
  right: PropertyRef | Value,
): Comparison {
  const op: CompareOp = operator === '<>' ? '!=' : operator;
  if (left.type === 'property') {
    if (right.type === 'property') {
      throw new FilterError('a property can only be compared with a value, not with another property', offset);
    }
    return { type: 'compare', op, written: operator, property: left, value: right, offset };
  }
  if (right.type !== 'property') {
    throw new FilterError(`'${operator}' needs a property in brackets on one side`, offset);
  }
  // `'abc' ~ [p]` would read "the text contains the value": not what `~` does, so refuse to guess.
  if (op === '~' || op === '!~') {
    throw new FilterError(`'${operator}' needs the property on its left, e.g. [name] ${operator} 'text'`, offset);
  }
  return { type: 'compare', op: MIRRORED[op], written: operator, property: right, value: left, offset };
}

export function requireProperty(operand: PropertyRef | Value, what: string): PropertyRef {
  if (operand.type !== 'property') throw new FilterError(`${what} needs a property on its left`, operand.offset);
  return operand;
}

export function resolveProperty(text: string, offset: number): PropertyRef['ref'] {
  const name = text.trim().toLowerCase();
  const builtin = BUILTINS.find((b) => b === name);
  if (builtin) return { builtin };
  if (!UUID_PATTERN.test(name)) {
    throw new FilterError(
      `[${shorten(text)}] is not a property`,
      offset,
      'write a property id, or one of [id], [name], [author], [created], [class]',
    );
  }
  const column = BUILTIN_BY_ID.get(name);
  return column ? { builtin: column } : { id: name };
}
