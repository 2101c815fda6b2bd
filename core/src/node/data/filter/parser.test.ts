import { describe, expect, it } from 'vitest';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import type { FilterExpr, PropertyRef, Value } from './ast.ts';
import { FilterError, MAX_FILTER_COMPARISONS, MAX_FILTER_DEPTH, MAX_FILTER_LENGTH, parseFilter } from './index.ts';

const P = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';

/** The AST as a compact S-expression, so a test states the whole tree in one line. */
function show(expr: FilterExpr): string {
  switch (expr.type) {
    case 'and':
    case 'or':
      return `(${expr.type} ${expr.operands.map(show).join(' ')})`;
    case 'not':
      return `(not ${show(expr.operand)})`;
    case 'compare':
      return `(${expr.op} ${prop(expr.property)} ${value(expr.value)})`;
    case 'null':
      return `(${expr.negated ? 'not-null' : 'null'} ${prop(expr.property)})`;
    case 'in':
      return `(${expr.negated ? 'not-in' : 'in'} ${prop(expr.property)} ${expr.values.map(value).join(' ')})`;
  }
}
const prop = (p: PropertyRef) => ('builtin' in p.ref ? p.ref.builtin : p.ref.id);
const value = (v: Value) =>
  v.type === 'string' ? JSON.stringify(v.value) : v.type === 'user' ? '#user#' : String(v.value);

const parsed = (source: string) => show(parseFilter(source));
const failure = (source: string) => {
  try {
    parseFilter(source);
  } catch (error) {
    expect(error).toBeInstanceOf(FilterError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(source)} to fail`);
};

describe('parseFilter: structure', () => {
  it('parses a single comparison of each operator', () => {
    expect(parsed("[name] = 'a'")).toBe('(= name "a")');
    expect(parsed('[name] != 1')).toBe('(!= name 1)');
    expect(parsed('[name] <> 1')).toBe('(!= name 1)'); // normalised
    expect(parsed('[name] < 1')).toBe('(< name 1)');
    expect(parsed('[name] <= 1')).toBe('(<= name 1)');
    expect(parsed('[name] > 1')).toBe('(> name 1)');
    expect(parsed('[name] >= 1')).toBe('(>= name 1)');
    expect(parsed("[name] ~ 'x'")).toBe('(~ name "x")');
    expect(parsed("[name] !~ 'x'")).toBe('(!~ name "x")');
    expect(parsed('[name]>=1')).toBe('(>= name 1)'); // no spaces needed
  });

  it('binds not tighter than and, and tighter than or', () => {
    expect(parsed('[id] = 1 or [id] = 2 and not [id] = 3')).toBe('(or (= id 1) (and (= id 2) (not (= id 3))))');
    expect(parsed('not [id] = 1 and [id] = 2')).toBe('(and (not (= id 1)) (= id 2))');
    expect(parsed('[id] = 1 and [id] = 2 or [id] = 3 and [id] = 4')).toBe(
      '(or (and (= id 1) (= id 2)) (and (= id 3) (= id 4)))',
    );
  });

  it('keeps a chain of one operator flat', () => {
    expect(parsed('[id] = 1 or [id] = 2 or [id] = 3')).toBe('(or (= id 1) (= id 2) (= id 3))');
  });

  it('lets parentheses override precedence', () => {
    expect(parsed('([id] = 1 or [id] = 2) and [id] = 3')).toBe('(and (or (= id 1) (= id 2)) (= id 3))');
    expect(parsed('not ([id] = 1 or [id] = 2)')).toBe('(not (or (= id 1) (= id 2)))');
    expect(parsed('((([id] = 1)))')).toBe('(= id 1)');
  });

  it('reads keywords, builtins and #user# in any case', () => {
    expect(parsed("NOT [Name] = 'a' AnD [AUTHOR] Is NoT NuLl OR [class] NOT IN (#USER#) and [created] = TRUE")).toBe(
      '(or (and (not (= name "a")) (not-null author)) (and (not-in class #user#) (= created true)))',
    );
  });

  it('parses is null, is not null, in and not in', () => {
    expect(parsed(`[${P}] is null`)).toBe(`(null ${P})`);
    expect(parsed(`[${P}] is not null`)).toBe(`(not-null ${P})`);
    expect(parsed(`[${P}] in ('a', 2, -3.5, false, #user#)`)).toBe(`(in ${P} "a" 2 -3.5 false #user#)`);
    expect(parsed(`[${P}] not in ('a')`)).toBe(`(not-in ${P} "a")`);
  });

  it('mirrors a value on the left', () => {
    expect(parsed("'x' = [name]")).toBe('(= name "x")');
    expect(parsed('1 < [name]')).toBe('(> name 1)');
    expect(parsed('1 <= [name]')).toBe('(>= name 1)');
    expect(parsed('1 > [name]')).toBe('(< name 1)');
    expect(parsed('1 >= [name]')).toBe('(<= name 1)');
    expect(parsed('#user# <> [author]')).toBe('(!= author #user#)');
  });

  it('reads string escapes, unicode and numbers', () => {
    expect(parsed("[name] = 'it''s'")).toBe(`(= name "it's")`);
    expect(parsed("[name] = ''''")).toBe(`(= name "'")`);
    expect(parsed("[name] = ''")).toBe('(= name "")');
    expect(parsed("[name] = 'Война и мир ✓'")).toBe('(= name "Война и мир ✓")');
    expect(parsed("[name] = 'a\\b'")).toBe('(= name "a\\\\b")'); // a backslash is just a character
    expect(parsed("[name] = 'two\nlines'")).toBe('(= name "two\\nlines")');
    expect(parsed('[name] = -3')).toBe('(= name -3)');
    expect(parsed('[name] = 2.5')).toBe('(= name 2.5)');
    const number = parseFilter('[name] = 007');
    expect(number.type === 'compare' && number.value).toMatchObject({ type: 'number', value: 7, text: '007' });
  });

  it('resolves property references', () => {
    expect(parsed(`[ ${P.toUpperCase()} ] = 1`)).toBe(`(= ${P} 1)`); // trimmed, lower-cased
    expect(parsed('[ Created ] = 1')).toBe('(= created 1)');
    // The column properties' ids mean the columns.
    expect(parsed(`[${PROP.name}] = 1`)).toBe('(= name 1)');
    expect(parsed(`[${PROP.author}] = 1`)).toBe('(= author 1)');
    expect(parsed(`[${PROP.creationDate}] = 1`)).toBe('(= created 1)');
    expect(parsed(`[${PROP.class}] = 1`)).toBe('(= class 1)');
  });

  it('records offsets for later messages', () => {
    const expr = parseFilter("  'x' = [name]");
    expect(expr).toMatchObject({ offset: 6, written: '=', property: { offset: 8 }, value: { offset: 2 } });
  });
});

describe('parseFilter: errors', () => {
  it('rejects an empty expression', () => {
    expect(failure('')).toBe('Filter: empty expression');
    expect(failure(' \n\t ')).toBe('Filter: empty expression');
  });

  it('says what is missing and where', () => {
    expect(failure("([name] = 'a'")).toBe("Filter: expected ')' at position 14 (found the end of the expression)");
    expect(failure("([name] = 'a' [id] = 1")).toBe("Filter: expected ')' at position 15 (found property [id])");
    expect(failure("[name] = 'a' and")).toBe(
      'Filter: expected a property, a value or #user#, found the end of the expression at position 17',
    );
    expect(failure('[name]')).toBe(
      'Filter: expected an operator after the operand, found the end of the expression at position 7',
    );
    expect(failure("[name] = 'a')")).toBe("Filter: unmatched ')' at position 13");
    expect(failure("[name] = 'a' 'b'")).toBe("Filter: expected 'and' or 'or', found the string 'b' at position 14");
    expect(failure("[name] = 'a' nor [id] = 1")).toMatch(/^Filter: unexpected word 'nor' at position 14/);
    expect(failure("[name] is 'x'")).toBe("Filter: expected 'null' at position 11 (found the string 'x')");
    expect(failure("[name] not 'x'")).toBe("Filter: expected 'in' at position 12 (found the string 'x')");
    expect(failure("[name] in 'x'")).toBe("Filter: expected '(' at position 11 (found the string 'x')");
    expect(failure('[name] in ()')).toBe("Filter: expected a property, a value or #user#, found ')' at position 12");
    expect(failure("[name] in ('a',)")).toBe(
      "Filter: expected a property, a value or #user#, found ')' at position 16",
    );
    expect(failure('[name] = null')).toBe(
      "Filter: expected a property, a value or #user#, found 'null' at position 10",
    );
  });

  it('reports lexical errors with their position', () => {
    expect(failure("[a] = 'abc")).toBe('Filter: unterminated string starting at position 7');
    expect(failure("[name] = 'it''s")).toBe('Filter: unterminated string starting at position 10');
    expect(failure('[name = 1')).toBe('Filter: unterminated property reference starting at position 1');
    expect(failure('[name] = "a"')).toBe(`Filter: unexpected '"' at position 10 (strings are in single quotes)`);
    expect(failure('[name] = #me#')).toBe("Filter: unexpected '#' at position 10 (the only #-token is #user#)");
    expect(failure('[name] == 1')).toBe("Filter: expected a property, a value or #user#, found '=' at position 9");
    expect(failure('[name] = 1.')).toBe('Filter: malformed number at position 10');
    expect(failure('[name] = 2x')).toBe('Filter: malformed number at position 10');
    expect(failure('[name] = - 1')).toBe("Filter: unexpected character '-' at position 10");
    expect(failure('[name] ; 1')).toBe("Filter: unexpected character ';' at position 8");
    expect(failure("name = 'x'")).toBe(
      "Filter: unexpected word 'name' at position 1 (properties are written in brackets, e.g. [name])",
    );
  });

  it('rejects comparisons without exactly one property', () => {
    expect(failure('[name] = [id]')).toBe(
      'Filter: a property can only be compared with a value, not with another property at position 8',
    );
    expect(failure("'a' = 'b'")).toBe("Filter: '=' needs a property in brackets on one side at position 5");
    expect(failure("'a' ~ [name]")).toBe(
      "Filter: '~' needs the property on its left, e.g. [name] ~ 'text' at position 5",
    );
    expect(failure("'a' in ('b')")).toBe("Filter: 'in' needs a property on its left at position 1");
    expect(failure("'a' is null")).toBe("Filter: 'is null' needs a property on its left at position 1");
    expect(failure('[name] in ([id])')).toBe("Filter: an 'in' list holds values, not properties at position 12");
  });

  it('rejects what is not a property reference', () => {
    expect(failure('[title] = 1')).toBe(
      'Filter: [title] is not a property at position 1 (write a property id, or one of [id], [name], [author], [created], [class])',
    );
    expect(failure('[] = 1')).toMatch(/^Filter: \[\] is not a property at position 1/);
    expect(failure('[0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f] = 1')).toMatch(/is not a property/); // one digit short
  });

  it('gives FilterError its name and a 1-based position', () => {
    const error = (() => {
      try {
        parseFilter('[name] = (');
      } catch (e) {
        return e as FilterError;
      }
    })();
    expect(error?.name).toBe('FilterError');
    expect(error?.position).toBe(10);
  });
});

describe('parseFilter: limits', () => {
  it(`accepts ${MAX_FILTER_LENGTH} characters and refuses one more`, () => {
    const at = (length: number) => `[name] = '${'a'.repeat(length - 11)}'`;
    expect(at(MAX_FILTER_LENGTH)).toHaveLength(MAX_FILTER_LENGTH);
    expect(() => parseFilter(at(MAX_FILTER_LENGTH))).not.toThrow();
    expect(failure(at(MAX_FILTER_LENGTH + 1))).toBe(
      `Filter: expression is longer than ${MAX_FILTER_LENGTH} characters`,
    );
  });

  it(`accepts nesting ${MAX_FILTER_DEPTH} deep and refuses one more`, () => {
    const parens = (depth: number) => `${'('.repeat(depth)}[id] is null${')'.repeat(depth)}`;
    expect(() => parseFilter(parens(MAX_FILTER_DEPTH))).not.toThrow();
    expect(failure(parens(MAX_FILTER_DEPTH + 1))).toBe(
      `Filter: expression is nested deeper than ${MAX_FILTER_DEPTH} levels at position ${MAX_FILTER_DEPTH + 1}`,
    );
    // `not` nests too, alone or mixed with parentheses.
    expect(() => parseFilter(`${'not '.repeat(MAX_FILTER_DEPTH)}[id] is null`)).not.toThrow();
    expect(failure(`${'not '.repeat(MAX_FILTER_DEPTH + 1)}[id] is null`)).toMatch(/nested deeper/);
    expect(
      failure(`${'not ('.repeat(MAX_FILTER_DEPTH / 2)}not [id] is null${')'.repeat(MAX_FILTER_DEPTH / 2)}`),
    ).toMatch(/nested deeper/);
    // Siblings do not add up: depth is per path.
    expect(() => parseFilter(Array.from({ length: 50 }, () => '(([id] is null))').join(' or '))).not.toThrow();
  });

  it(`accepts ${MAX_FILTER_COMPARISONS} comparisons and refuses one more`, () => {
    const many = (count: number) => Array.from({ length: count }, () => '[id] is null').join(' or ');
    expect(() => parseFilter(many(MAX_FILTER_COMPARISONS))).not.toThrow();
    expect(failure(many(MAX_FILTER_COMPARISONS + 1))).toBe(
      `Filter: more than ${MAX_FILTER_COMPARISONS} comparisons at position ${MAX_FILTER_COMPARISONS * 16 + 1}`,
    );
    expect(failure(Array.from({ length: MAX_FILTER_COMPARISONS + 1 }, () => '[id] in (1)').join(' or '))).toMatch(
      /more than/,
    );
  });
});
