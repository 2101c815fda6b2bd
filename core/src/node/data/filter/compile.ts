import type { Comparison, FilterExpr, InList, NullTest, Value } from './ast.ts';
import { containsTooShort, FilterError } from './errors.ts';
import { isUuid, parseFilter } from './parser.ts';
import { checkOperator, ORDERING, resolveTarget, type PropertyInfo, type Target } from './target.ts';
import { dayNumber } from '../../ontology/values.ts';
import { convertValue, escapeLike, valueText } from './values.ts';

export interface FilterContext {
  /** SQL alias of the ob_instance row being filtered, e.g. 'i'. */
  instanceAlias: string;
  /** The current user id for #user#. */
  userId: string;
  /** Metadata of a property id, or null when unknown (→ error "unknown property <id>"). */
  property(id: string): PropertyInfo | null;
  /** Appends a parameter and returns its placeholder, e.g. '$3'. The caller owns numbering. */
  param(value: unknown): string;
}

export interface CompiledFilter {
  /** A boolean SQL condition on `instanceAlias`; user text only ever reaches it as parameters. */
  sql: string;
}

/**
 * Compiles a filter expression to a SQL condition. Throws FilterError when the text is malformed or
 * does not fit the properties it names (unknown property, operator or value of the wrong type).
 */
export function compileFilter(source: string, ctx: FilterContext): CompiledFilter {
  return { sql: new Compiler(ctx).expr(parseFilter(source)) };
}

const ALIAS = /^[a-z_][a-z0-9_]*$/i;

/**
 * Every comparison compiles to a condition that is never NULL (EXISTS, or a guarded column test),
 * so `not` means exactly "the opposite" and a missing value never silently drops a row.
 */
class Compiler {
  private readonly alias: string;
  /** The ob_value alias inside EXISTS; differs from the instance alias so the correlation holds. */
  private readonly valueAlias: string;

  constructor(private readonly ctx: FilterContext) {
    // The alias is the caller's, not the user's; still, it is spliced into SQL, so it must be a plain name.
    if (!ALIAS.test(ctx.instanceAlias)) throw new Error(`Invalid instance alias: ${ctx.instanceAlias}`);
    this.alias = ctx.instanceAlias;
    this.valueAlias = ctx.instanceAlias.toLowerCase() === 'v' ? 'v1' : 'v';
  }

  expr(node: FilterExpr): string {
    switch (node.type) {
      case 'and':
      case 'or':
        return `(${node.operands.map((operand) => this.expr(operand)).join(` ${node.type} `)})`;
      case 'not':
        return `not ${this.expr(node.operand)}`;
      case 'compare':
        return this.compare(node);
      case 'in':
        return this.inList(node);
      case 'null':
        return this.nullTest(node);
    }
  }

  private compare(node: Comparison): string {
    const target = this.target(node);
    checkOperator(node, target);
    // `!=` and `!~` are the negations of `=` and `~`: "has no value that matches".
    const negated = node.op === '!=' || node.op === '!~';
    const op = node.op === '!=' ? '=' : node.op === '!~' ? '~' : node.op;
    return this.holds(target, negated, () => {
      if (op === '~') {
        const text = valueText(node.value, this.userId);
        const tooShort = target.propertyId === undefined ? null : containsTooShort(text);
        if (tooShort) throw new FilterError(tooShort, node.value.offset, '[name] takes any length');
        const pattern = `%${escapeLike(text)}%`;
        return `${target.text} ilike ${this.ctx.param(pattern)}::text escape '\\'`;
      }
      const value = convertValue(node.value, target, this.userId);
      // A date range reads the index of day numbers (migration core-0011); the text has the same order.
      if (target.dayColumn && ORDERING.has(op))
        return `${target.dayColumn} ${op} ${this.ctx.param(dayNumber(String(value)))}::int`;
      return `${target.column} ${op} ${this.ctx.param(value)}::${target.cast}`;
    });
  }

  private inList(node: InList): string {
    const target = this.target(node);
    return this.holds(target, node.negated, () => {
      const values = node.values.map((value) => convertValue(value, target, this.userId));
      return `${target.column} = any(${this.ctx.param(values)}::${target.cast}[])`;
    });
  }

  private nullTest(node: NullTest): string {
    const target = this.target(node);
    if (target.propertyId === undefined) return `(${target.column} is ${node.negated ? 'not ' : ''}null)`;
    // "is null" = the property has no value at all.
    return this.holds(target, !node.negated, () => null);
  }

  /**
   * `condition` holds for the instance: for an ob_value property, for ANY of its values.
   * The property id parameter is taken before the condition's, so placeholders read in order.
   */
  private holds(target: Target, negated: boolean, condition: () => string | null): string {
    const not = negated ? 'not ' : '';
    if (target.propertyId === undefined) {
      const cond = condition()!;
      return `${not}(${target.nullable ? `${target.column} is not null and ` : ''}${cond})`;
    }
    const v = this.valueAlias;
    const prop = this.ctx.param(target.propertyId);
    const cond = condition();
    const where = `${v}.inst = ${this.alias}.id and ${v}.prop = ${prop}::uuid${cond ? ` and ${cond}` : ''}`;
    return `${not}exists (select 1 from ob_value ${v} where ${where})`;
  }

  private target(node: Comparison | InList | NullTest): Target {
    return resolveTarget(node.property, this.alias, this.valueAlias, (id) => this.ctx.property(id));
  }

  private readonly userId = (at: Value): string => {
    if (!isUuid(this.ctx.userId)) throw new FilterError('#user# is used but there is no current user', at.offset);
    return this.ctx.userId.toLowerCase();
  };
}
