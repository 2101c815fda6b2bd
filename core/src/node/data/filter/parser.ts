import { PROP } from '../../../common/ontology/system-ontology.ts';
import type { BuiltinProperty, CompareOp, Comparison, FilterExpr, PropertyRef, Value } from './ast.ts';
import { FilterError, MAX_FILTER_COMPARISONS, MAX_FILTER_DEPTH, shorten } from './errors.ts';
import { tokenize, type Operator, type Token } from './lexer.ts';
import { UUID_PATTERN } from '../../../common/uuid.ts';

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

/**
 * Parses a filter expression (grammar: docs/filter-language.md) into an AST.
 * Throws FilterError on anything malformed; types are checked later, by the compiler.
 */
export function parseFilter(source: string): FilterExpr {
  const tokens = tokenize(source);
  if (tokens.length === 1) throw new FilterError('empty expression');
  return new Parser(tokens).parse();
}

/** Recursive descent, one method per grammar rule. */
class Parser {
  private next = 0;
  private depth = 0;
  private comparisons = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): FilterExpr {
    const expr = this.or();
    const rest = this.peek();
    if (rest.kind === ')') throw new FilterError("unmatched ')'", rest.offset);
    if (rest.kind !== 'end') throw new FilterError(`expected 'and' or 'or', found ${describe(rest)}`, rest.offset);
    return expr;
  }

  private or(): FilterExpr {
    return this.chain('or', () => this.and());
  }

  private and(): FilterExpr {
    return this.chain('and', () => this.unary());
  }

  private chain(keyword: 'and' | 'or', operand: () => FilterExpr): FilterExpr {
    const first = operand();
    const operands = [first];
    while (this.acceptKeyword(keyword)) operands.push(operand());
    return operands.length === 1 ? first : { type: keyword, operands, offset: first.offset };
  }

  private unary(): FilterExpr {
    const token = this.peek();
    if (this.acceptKeyword('not')) {
      return this.nested(token.offset, () => ({ type: 'not', operand: this.unary(), offset: token.offset }));
    }
    if (token.kind === '(') {
      this.next++;
      return this.nested(token.offset, () => {
        const expr = this.or();
        this.expect(')');
        return expr;
      });
    }
    return this.comparison();
  }

  /** Depth counts open parentheses and `not`s: both nest the SQL we generate. */
  private nested(offset: number, parse: () => FilterExpr): FilterExpr {
    if (++this.depth > MAX_FILTER_DEPTH) {
      throw new FilterError(`expression is nested deeper than ${MAX_FILTER_DEPTH} levels`, offset);
    }
    const expr = parse();
    this.depth--;
    return expr;
  }

  private comparison(): FilterExpr {
    const left = this.operand();
    const token = this.peek();
    if (++this.comparisons > MAX_FILTER_COMPARISONS) {
      throw new FilterError(`more than ${MAX_FILTER_COMPARISONS} comparisons`, left.offset);
    }
    if (token.kind === 'keyword' && token.keyword === 'is') {
      this.next++;
      const property = requireProperty(left, "'is null'");
      const negated = this.acceptKeyword('not');
      this.expectKeyword('null');
      return { type: 'null', negated, property, offset: token.offset };
    }
    if (token.kind === 'keyword' && (token.keyword === 'in' || token.keyword === 'not')) {
      this.next++;
      const negated = token.keyword === 'not';
      if (negated) this.expectKeyword('in');
      const property = requireProperty(left, "'in'");
      return { type: 'in', negated, property, values: this.list(), offset: token.offset };
    }
    if (token.kind !== 'operator') {
      throw new FilterError(`expected an operator after the operand, found ${describe(token)}`, token.offset);
    }
    this.next++;
    return compare(left, token.operator, token.offset, this.operand());
  }

  /** `( value, value, … )` */
  private list(): Value[] {
    this.expect('(');
    const values: Value[] = [];
    do {
      const operand = this.operand();
      if (operand.type === 'property') {
        throw new FilterError("an 'in' list holds values, not properties", operand.offset);
      }
      values.push(operand);
    } while (this.accept(','));
    this.expect(')');
    return values;
  }

  private operand(): PropertyRef | Value {
    const token = this.peek();
    this.next++;
    switch (token.kind) {
      case 'property':
        return { type: 'property', ref: resolveProperty(token.text, token.offset), offset: token.offset };
      case 'string':
        return { type: 'string', value: token.value, offset: token.offset };
      case 'number':
        return { type: 'number', value: Number(token.text), text: token.text, offset: token.offset };
      case 'user':
        return { type: 'user', offset: token.offset };
      case 'keyword':
        if (token.keyword === 'true' || token.keyword === 'false') {
          return { type: 'boolean', value: token.keyword === 'true', offset: token.offset };
        }
    }
    throw new FilterError(`expected a property, a value or #user#, found ${describe(token)}`, token.offset);
  }

  private peek(): Token {
    // The last token is always `end`, and nothing moves past it.
    return this.tokens[Math.min(this.next, this.tokens.length - 1)]!;
  }

  private accept(kind: '(' | ')' | ','): boolean {
    if (this.peek().kind !== kind) return false;
    this.next++;
    return true;
  }

  private acceptKeyword(keyword: string): boolean {
    const token = this.peek();
    if (token.kind !== 'keyword' || token.keyword !== keyword) return false;
    this.next++;
    return true;
  }

  private expect(kind: '(' | ')'): void {
    const token = this.peek();
    if (!this.accept(kind)) throw new FilterError(`expected '${kind}'`, token.offset, `found ${describe(token)}`);
  }

  private expectKeyword(keyword: string): void {
    const token = this.peek();
    if (!this.acceptKeyword(keyword)) {
      throw new FilterError(`expected '${keyword}'`, token.offset, `found ${describe(token)}`);
    }
  }
}

/** Puts the property on the left, so the compiler sees one shape only. */
function compare(
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

function requireProperty(operand: PropertyRef | Value, what: string): PropertyRef {
  if (operand.type !== 'property') throw new FilterError(`${what} needs a property on its left`, operand.offset);
  return operand;
}

function resolveProperty(text: string, offset: number): PropertyRef['ref'] {
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

function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the expression';
    case 'keyword':
      return `'${token.keyword}'`;
    case 'operator':
      return `'${token.operator}'`;
    case 'property':
      return `property [${shorten(token.text)}]`;
    case 'string':
      return `the string '${shorten(token.value)}'`;
    case 'number':
      return `the number ${token.text}`;
    case 'user':
      return '#user#';
    default:
      return `'${token.kind}'`;
  }
}
