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
 * "The instance has a value of property `prop` for which `cond` holds", before it is written as SQL:
 * alone it is an EXISTS; two or more in one `and` become one join (see `allOf`).
 */
interface ValueTest {
  prop: string;
  /** On the value alias `alias`; null: any value at all. */
  cond: string | null;
  alias: string;
}

/**
 * A positive test of a property's values ("has a value that …"), which a conjunction may join: not a
 * negation (`!=`, `!~`, `not in`, `is null` are "has no value that …") and not a column of the instance.
 */
function isJoinable(node: FilterExpr): node is Comparison | InList | NullTest {
  if (node.type !== 'compare' && node.type !== 'in' && node.type !== 'null') return false;
  if ('builtin' in node.property.ref) return false;
  if (node.type === 'compare') return node.op !== '!=' && node.op !== '!~';
  // `is not null` (negated) is "has a value".
  return node.type === 'in' ? !node.negated : node.negated;
}

/** The test's condition on its value alias: the property, then what its value must satisfy. */
function valueWhere(test: ValueTest): string {
  return `${test.alias}.prop = ${test.prop}::uuid${test.cond ? ` and ${test.cond}` : ''}`;
}

/**
 * Every comparison compiles to a condition that is never NULL (EXISTS, or a guarded column test),
 * so `not` means exactly "the opposite" and a missing value never silently drops a row.
 */
class Compiler {
  private readonly alias: string;
  /** The ob_value alias inside EXISTS; differs from the instance alias so the correlation holds. */
  private readonly valueAlias: string;
  /** The value aliases of a conjunction's joined tests are this and a number: never the instance alias. */
  private readonly joinAlias: string;

  constructor(private readonly ctx: FilterContext) {
    // The alias is the caller's, not the user's; still, it is spliced into SQL, so it must be a plain name.
    if (!ALIAS.test(ctx.instanceAlias)) throw new Error(`Invalid instance alias: ${ctx.instanceAlias}`);
    this.alias = ctx.instanceAlias;
    this.valueAlias = ctx.instanceAlias.toLowerCase() === 'v' ? 'v1' : 'v';
    this.joinAlias = ctx.instanceAlias.toLowerCase().startsWith('f') ? 'g' : 'f';
  }

  expr(node: FilterExpr): string {
    switch (node.type) {
      case 'and':
        return this.allOf(node.operands);
      case 'or':
        return `(${node.operands.map((operand) => this.expr(operand)).join(' or ')})`;
      case 'not':
        return `not ${this.expr(node.operand)}`;
      case 'compare':
        return this.sql(this.compare(node));
      case 'in':
        return this.sql(this.inList(node));
      case 'null':
        return this.sql(this.nullTest(node));
    }
  }

  /**
   * A conjunction. Two or more positive value tests (`[a] >= 1 and [b] >= '2023-01-01'`) become one
   * `id in (select … from ob_value f0 join ob_value f1 on f1.inst = f0.inst where …)`: the planner may
   * then meet the two index scans in a hash join, or start from the rarer one, instead of probing every
   * candidate of the first for the second, which is all it can do with two EXISTS (docs/benchmarks.md,
   * "Filtered + sorted"). The rest keep their place.
   */
  private allOf(operands: readonly FilterExpr[]): string {
    const joined = operands.filter(isJoinable);
    if (joined.length < 2) return `(${operands.map((operand) => this.expr(operand)).join(' and ')})`;
    const tests = joined.map((node, k) => this.positive(node, `${this.joinAlias}${k}`));
    const sql = operands
      .filter((operand) => !isJoinable(operand) || operand === joined[0])
      .map((operand) => (operand === joined[0] ? this.join(tests) : this.expr(operand)));
    return `(${sql.join(' and ')})`;
  }

  /** A joinable test (see `isJoinable`) compiled on value alias `alias`, left unwritten. */
  private positive(node: Comparison | InList | NullTest, alias: string): ValueTest {
    const test =
      node.type === 'compare'
        ? this.compare(node, alias)
        : node.type === 'in'
          ? this.inList(node, alias)
          : this.nullTest(node, alias);
    if (typeof test === 'string') throw new Error(`Not a test of values: ${test}`);
    return test;
  }

  private sql(test: string | ValueTest): string {
    return typeof test === 'string' ? test : this.exists(test);
  }

  private exists(test: ValueTest): string {
    return `exists (select 1 from ob_value ${test.alias} where ${test.alias}.inst = ${this.alias}.id and ${valueWhere(test)})`;
  }

  private join(tests: readonly ValueTest[]): string {
    const [first, ...others] = tests;
    const from = [
      `ob_value ${first!.alias}`,
      ...others.map((t) => `join ob_value ${t.alias} on ${t.alias}.inst = ${first!.alias}.inst`),
    ].join(' ');
    const where = tests.map(valueWhere).join(' and ');
    return `${this.alias}.id in (select ${first!.alias}.inst from ${from} where ${where})`;
  }

  private compare(node: Comparison, valueAlias?: string): string | ValueTest {
    const target = this.target(node, valueAlias);
    checkOperator(node, target);
    // `!=` and `!~` are the negations of `=` and `~`: "has no value that matches".
    const negated = node.op === '!=' || node.op === '!~';
    const op = node.op === '!=' ? '=' : node.op === '!~' ? '~' : node.op;
    return this.holds(target, negated, valueAlias, () => {
      if (op === '~') {
        const text = valueText(node.value, this.userId);
        const tooShort = target.propertyId === undefined ? null : containsTooShort(text);
        if (tooShort) throw new FilterError(tooShort, node.value.offset, '[name] takes any length');
        const pattern = `%${escapeLike(text)}%`;
        return onText(target, `${target.text} ilike ${this.ctx.param(pattern)}::text escape '\\'`);
      }
      const value = convertValue(node.value, target, this.userId);
      // A date range reads the index of day numbers (migration core-0011); the text has the same order.
      if (target.dayColumn && ORDERING.has(op))
        return `${target.dayColumn} ${op} ${this.ctx.param(dayNumber(String(value)))}::int`;
      return onText(target, `${target.column} ${op} ${this.ctx.param(value)}::${target.cast}`);
    });
  }

  private inList(node: InList, valueAlias?: string): string | ValueTest {
    const target = this.target(node, valueAlias);
    return this.holds(target, node.negated, valueAlias, () => {
      const values = node.values.map((value) => convertValue(value, target, this.userId));
      return onText(target, `${target.column} = any(${this.ctx.param(values)}::${target.cast}[])`);
    });
  }

  private nullTest(node: NullTest, valueAlias?: string): string | ValueTest {
    const target = this.target(node, valueAlias);
    if (target.propertyId === undefined) return `(${target.column} is ${node.negated ? 'not ' : ''}null)`;
    // "is null" = the property has no value at all.
    return this.holds(target, !node.negated, valueAlias, () => null);
  }

  /**
   * `condition` holds for the instance: for an ob_value property, for ANY of its values.
   * The property id parameter is taken before the condition's, so placeholders read in order.
   * A positive test of values is answered unwritten: alone, `expr` writes it as an EXISTS; in a
   * conjunction, on a value alias of its own (`valueAlias`), `allOf` may join it with others.
   */
  private holds(
    target: Target,
    negated: boolean,
    valueAlias: string | undefined,
    condition: () => string | null,
  ): string | ValueTest {
    const not = negated ? 'not ' : '';
    if (target.propertyId === undefined) {
      const cond = condition()!;
      return `${not}(${target.nullable ? `${target.column} is not null and ` : ''}${cond})`;
    }
    const test: ValueTest = {
      prop: this.ctx.param(target.propertyId),
      cond: condition(),
      alias: valueAlias ?? this.valueAlias,
    };
    return negated ? `not ${this.exists(test)}` : test;
  }

  private target(node: Comparison | InList | NullTest, valueAlias = this.valueAlias): Target {
    return resolveTarget(node.property, this.alias, valueAlias, (id) => this.ctx.property(id));
  }

  private readonly userId = (at: Value): string => {
    if (!isUuid(this.ctx.userId)) throw new FilterError('#user# is used but there is no current user', at.offset);
    return this.ctx.userId.toLowerCase();
  };
}

/** A condition on a text value, with the predicate of the partial indexes on `val` when it has one (target.ts). */
function onText(target: Target, condition: string): string {
  return target.textRows ? `(${condition} and ${target.textRows})` : condition;
}
