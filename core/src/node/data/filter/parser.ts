import type { FilterExpr, PropertyRef, Value } from './ast.ts';
import { FilterError, MAX_FILTER_COMPARISONS, MAX_FILTER_DEPTH } from './errors.ts';
import { tokenize } from './lexer.ts';
import { compare, requireProperty, resolveProperty } from './operands.ts';
import { describe, TokenCursor } from './token-cursor.ts';

export { isUuid } from './operands.ts';

/**
 * Parses a filter expression (grammar: docs/filter-language.md) into an AST.
 * Throws FilterError on anything malformed; types are checked later, by the compiler.
 *
 * The parts: the lexer (lexer.ts), the cursor over its tokens (token-cursor.ts), the grammar rules
 * (here), and what turns operands into AST nodes (operands.ts: properties, comparisons).
 */
export function parseFilter(source: string): FilterExpr {
  const tokens = tokenize(source);
  if (tokens.length === 1) throw new FilterError('empty expression');
  return new Parser(new TokenCursor(tokens)).parse();
}

/** Recursive descent, one method per grammar rule. */
class Parser {
  private depth = 0;
  private comparisons = 0;

  constructor(private readonly at: TokenCursor) {}

  parse(): FilterExpr {
    const expr = this.or();
    const rest = this.at.peek();
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
    while (this.at.acceptKeyword(keyword)) operands.push(operand());
    return operands.length === 1 ? first : { type: keyword, operands, offset: first.offset };
  }

  private unary(): FilterExpr {
    const token = this.at.peek();
    if (this.at.acceptKeyword('not')) {
      return this.nested(token.offset, () => ({ type: 'not', operand: this.unary(), offset: token.offset }));
    }
    if (this.at.accept('(')) {
      return this.nested(token.offset, () => {
        const expr = this.or();
        this.at.expect(')');
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
    const token = this.at.peek();
    if (++this.comparisons > MAX_FILTER_COMPARISONS) {
      throw new FilterError(`more than ${MAX_FILTER_COMPARISONS} comparisons`, left.offset);
    }
    if (token.kind === 'keyword' && token.keyword === 'is') {
      this.at.take();
      const property = requireProperty(left, "'is null'");
      const negated = this.at.acceptKeyword('not');
      this.at.expectKeyword('null');
      return { type: 'null', negated, property, offset: token.offset };
    }
    if (token.kind === 'keyword' && (token.keyword === 'in' || token.keyword === 'not')) {
      this.at.take();
      const negated = token.keyword === 'not';
      if (negated) this.at.expectKeyword('in');
      const property = requireProperty(left, "'in'");
      return { type: 'in', negated, property, values: this.list(), offset: token.offset };
    }
    if (token.kind !== 'operator') {
      throw new FilterError(`expected an operator after the operand, found ${describe(token)}`, token.offset);
    }
    this.at.take();
    return compare(left, token.operator, token.offset, this.operand());
  }

  /** `( value, value, … )` */
  private list(): Value[] {
    this.at.expect('(');
    const values: Value[] = [];
    do {
      const operand = this.operand();
      if (operand.type === 'property') {
        throw new FilterError("an 'in' list holds values, not properties", operand.offset);
      }
      values.push(operand);
    } while (this.at.accept(','));
    this.at.expect(')');
    return values;
  }

  private operand(): PropertyRef | Value {
    const token = this.at.take();
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
}
