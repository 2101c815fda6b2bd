import { isError, type Node, type Value } from './ast.ts';
import { FUNCTIONS, toNumber, type CallContext } from './functions.ts';

/** A row as a formula reads it: a column's value by its title or code, `undefined` for no such column. */
export type RowLookup = (name: string) => string | number | boolean | null | undefined;

/** Whether a value counts as true: not empty, not `false`, not 0, not ''. */
export const truthy = (v: Value): boolean => !isError(v) && v !== null && v !== false && v !== 0 && v !== '';

function compare(op: string, a: Exclude<Value, object>, b: Exclude<Value, object>): Value {
  if (a === null || b === null) {
    if (op === '=') return a === b;
    if (op === '!=') return a !== b;
    return null;
  }
  let order: number;
  if (typeof a === 'string' && typeof b === 'string') order = a.localeCompare(b, 'ru');
  else {
    const x = toNumber(a, op);
    const y = toNumber(b, op);
    if (typeof x === 'number' && typeof y === 'number') order = x - y;
    else order = String(a).localeCompare(String(b), 'ru');
  }
  switch (op) {
    case '=':
      return order === 0;
    case '!=':
      return order !== 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    default:
      return order >= 0;
  }
}

function arithmetic(op: string, a: Exclude<Value, object>, b: Exclude<Value, object>): Value {
  // Text joins with `+` (as concat); the other operators want numbers.
  if (op === '+' && (typeof a === 'string' || typeof b === 'string')) return `${a ?? ''}${b ?? ''}`;
  const x = toNumber(a, op);
  const y = toNumber(b, op);
  if (isError(x)) return x;
  if (isError(y)) return y;
  if (x === null || y === null) return null;
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return y === 0 ? { error: 'деление на ноль' } : x / y;
    default:
      return y === 0 ? { error: 'деление на ноль' } : x % y;
  }
}

/**
 * A formula's value for one row. Empty in arithmetic gives empty; `=`/`!=` compare empties, other
 * comparisons with an empty give empty; `and`/`or` evaluate only what they need; an error in an argument
 * is the result. Never throws for data: what goes wrong is an error value with its message.
 */
export function evaluate(node: Node, row: RowLookup, context: CallContext): Value {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'ref': {
      const value = row(node.name);
      return value === undefined ? { error: `нет столбца [${node.name}]` } : value;
    }
    case 'unary': {
      const v = evaluate(node.arg, row, context);
      if (isError(v)) return v;
      if (node.op === 'not') return !truthy(v);
      const n = toNumber(v, '-');
      return typeof n === 'number' ? -n : n;
    }
    case 'binary': {
      const left = evaluate(node.left, row, context);
      if (isError(left)) return left;
      if (node.op === 'and' && !truthy(left)) return false;
      if (node.op === 'or' && truthy(left)) return true;
      const right = evaluate(node.right, row, context);
      if (isError(right)) return right;
      if (node.op === 'and' || node.op === 'or') return truthy(right);
      if (['=', '!=', '<', '<=', '>', '>='].includes(node.op)) return compare(node.op, left, right);
      return arithmetic(node.op, left, right);
    }
    case 'call': {
      if (node.name === 'if') {
        const condition = evaluate(node.args[0]!, row, context);
        if (isError(condition)) return condition;
        return evaluate(node.args[truthy(condition) ? 1 : 2]!, row, context);
      }
      const args: (string | number | boolean | null)[] = [];
      for (const arg of node.args) {
        const v = evaluate(arg, row, context);
        if (isError(v)) return v;
        args.push(v);
      }
      const result = FUNCTIONS[node.name]!.run!(args, context);
      return typeof result === 'number' && !Number.isFinite(result) ? { error: `${node.name}: не число` } : result;
    }
  }
}
