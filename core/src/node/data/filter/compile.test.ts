import { describe, expect, it } from 'vitest';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { compileFilter, FilterError, type FilterContext, type PropertyInfo } from './index.ts';

const uuid = (n: number) => `aaaaaaaa-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const STR = uuid(1);
const INT = uuid(2);
const REAL = uuid(3);
const DATE = uuid(4);
const BOOL = uuid(5);
const FILE = uuid(6);
const OBJ = uuid(7);
const UNTYPED = uuid(8);
const USER = 'bbbbbbbb-0000-4000-8000-000000000001';

const PROPERTIES: Record<string, PropertyInfo> = {
  [STR]: { kind: 'data', baseType: 'string' },
  [INT]: { kind: 'data', baseType: 'integer' },
  [REAL]: { kind: 'data', baseType: 'real' },
  [DATE]: { kind: 'data', baseType: 'date' },
  [BOOL]: { kind: 'data', baseType: 'boolean' },
  [FILE]: { kind: 'data', baseType: 'file' },
  [OBJ]: { kind: 'object', baseType: null },
  [UNTYPED]: { kind: 'data', baseType: null },
};

/** A context like the caller's: parameters are appended after `already` of its own. */
function context(options: { alias?: string; userId?: string; already?: number } = {}) {
  const params: unknown[] = Array.from({ length: options.already ?? 0 }, (_, i) => `caller-${i}`);
  const asked: string[] = [];
  const ctx: FilterContext = {
    instanceAlias: options.alias ?? 'i',
    userId: options.userId ?? USER,
    property(id) {
      asked.push(id);
      return PROPERTIES[id] ?? null;
    },
    param(value) {
      params.push(value);
      return `$${params.length}`;
    },
  };
  return { ctx, params, asked };
}

function compile(source: string, options?: Parameters<typeof context>[0]) {
  const { ctx, params } = context(options);
  return { sql: compileFilter(source, ctx).sql, params };
}

function failure(source: string, options?: Parameters<typeof context>[0]): string {
  try {
    compile(source, options);
  } catch (error) {
    expect(error).toBeInstanceOf(FilterError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(source)} to fail`);
}

/** A text value's condition with the predicate of val's partial indexes (migration core-0017). */
const onText = (cond: string) => `(${cond} and v.ref is null and v.num is null)`;
const exists = (prop: string, cond?: string) =>
  `exists (select 1 from ob_value v where v.inst = i.id and v.prop = ${prop}::uuid${cond ? ` and ${cond}` : ''})`;

describe('compileFilter: ob_value properties', () => {
  it('compares a string property as text', () => {
    expect(compile(`[${STR}] = 'x'`)).toEqual({ sql: exists('$1', onText('v.val = $2::text')), params: [STR, 'x'] });
    expect(compile(`[${STR}] >= 'b'`)).toEqual({ sql: exists('$1', onText('v.val >= $2::text')), params: [STR, 'b'] });
    // Any literal is its text against a text property.
    expect(compile(`[${STR}] = 007`).params).toEqual([STR, '007']);
    expect(compile(`[${STR}] = true`).params).toEqual([STR, 'true']);
    expect(compile(`[${STR}] = #user#`).params).toEqual([STR, USER]);
    // file and untyped data properties are text as well.
    expect(compile(`[${FILE}] ~ 'pdf'`).sql).toBe(exists('$1', onText("v.val ilike $2::text escape '\\'")));
    expect(compile(`[${UNTYPED}] < 'm'`).sql).toBe(exists('$1', onText('v.val < $2::text')));
  });

  it('compares integer and real properties by number', () => {
    expect(compile(`[${INT}] > 5`)).toEqual({ sql: exists('$1', 'v.num > $2::float8'), params: [INT, 5] });
    expect(compile(`[${REAL}] <= -2.5`)).toEqual({ sql: exists('$1', 'v.num <= $2::float8'), params: [REAL, -2.5] });
    expect(compile(`[${INT}] = ' 42 '`).params).toEqual([INT, 42]); // a numeric string is a number
    expect(compile(`5 < [${INT}]`).sql).toBe(exists('$1', 'v.num > $2::float8')); // mirrored
  });

  it('compares a date property by its day number (equality by its canonical text), after checking the date', () => {
    expect(compile(`[${DATE}] < '2024-02-29'`)).toEqual({
      sql: exists('$1', 'v.day < $2::int'),
      params: [DATE, 19_782],
    });
    expect(compile(`[${DATE}] >= '1970-01-01'`).params).toEqual([DATE, 0]);
    expect(compile(`[${DATE}] = '2024-02-29'`)).toEqual({
      sql: exists('$1', onText('v.val = $2::text')),
      params: [DATE, '2024-02-29'],
    });
    // `~` takes any text, not only a whole date.
    expect(compile(`[${DATE}] ~ '2024-0'`).params).toEqual([DATE, '%2024-0%']);
  });

  it('compares a boolean property by its text', () => {
    expect(compile(`[${BOOL}] = true`)).toEqual({
      sql: exists('$1', onText('v.val = $2::text')),
      params: [BOOL, 'true'],
    });
    expect(compile(`[${BOOL}] = 'FALSE'`).params).toEqual([BOOL, 'false']);
    expect(compile(`[${BOOL}] in (true, 'false')`).params).toEqual([BOOL, ['true', 'false']]);
  });

  it('compares an object property by target id', () => {
    expect(compile(`[${OBJ}] = #user#`)).toEqual({ sql: exists('$1', 'v.ref = $2::uuid'), params: [OBJ, USER] });
    expect(compile(`[${OBJ}] = '${STR.toUpperCase()}'`).params).toEqual([OBJ, STR]); // normalised
  });

  it('makes != and !~ mean "has no value that matches"', () => {
    expect(compile(`[${STR}] != 'x'`).sql).toBe(`not ${exists('$1', onText('v.val = $2::text'))}`);
    expect(compile(`[${STR}] <> 'x'`).sql).toBe(`not ${exists('$1', onText('v.val = $2::text'))}`);
    expect(compile(`[${STR}] !~ 'xyz'`)).toEqual({
      sql: `not ${exists('$1', onText("v.val ilike $2::text escape '\\'"))}`,
      params: [STR, '%xyz%'],
    });
  });

  it("refuses a contains-search of a property's values shorter than 3 characters; names take any length", () => {
    const reason = "Filter: a contains-search of a property's values needs at least 3 characters";
    expect(failure(`[${STR}] ~ 'ab'`)).toBe(`${reason} at position 42 ([name] takes any length)`);
    expect(failure(`[${STR}] !~ 'я'`)).toBe(`${reason} at position 43 ([name] takes any length)`);
    expect(failure(`[${DATE}] ~ '20'`)).toMatch(reason);
    expect(compile(`[${STR}] ~ 'abc'`).params).toEqual([STR, '%abc%']);
    expect(compile("[name] ~ 'a'").params).toEqual(['%a%']);
    expect(compile("[created] ~ '2'").params).toEqual(['%2%']);
  });

  it('escapes %, _ and backslash in ~ so they match literally', () => {
    expect(compile(`[${STR}] ~ '50%_a\\b'`).params).toEqual([STR, '%50\\%\\_a\\\\b%']);
    expect(compile(`[${STR}] ~ 'Мир'`).params).toEqual([STR, '%Мир%']);
  });

  it('compiles in and not in to = any() with a typed array', () => {
    expect(compile(`[${STR}] in ('a', 'b')`)).toEqual({
      sql: exists('$1', onText('v.val = any($2::text[])')),
      params: [STR, ['a', 'b']],
    });
    expect(compile(`[${INT}] not in (1, '2')`)).toEqual({
      sql: `not ${exists('$1', 'v.num = any($2::float8[])')}`,
      params: [INT, [1, 2]],
    });
    expect(compile(`[${OBJ}] in (#user#, '${STR}')`)).toEqual({
      sql: exists('$1', 'v.ref = any($2::uuid[])'),
      params: [OBJ, [USER, STR]],
    });
    expect(compile(`[${DATE}] in ('2024-01-01')`).sql).toBe(exists('$1', onText('v.val = any($2::text[])')));
  });

  it('compiles is null to "no value at all"', () => {
    expect(compile(`[${STR}] is null`)).toEqual({ sql: `not ${exists('$1')}`, params: [STR] });
    expect(compile(`[${OBJ}] is not null`)).toEqual({ sql: exists('$1'), params: [OBJ] });
  });
});

describe('compileFilter: column properties', () => {
  it('compiles [name] against i.name', () => {
    expect(compile("[name] = 'x'")).toEqual({ sql: '(i.name = $1::text)', params: ['x'] });
    expect(compile("[name] !~ 'x'")).toEqual({ sql: "not (i.name ilike $1::text escape '\\')", params: ['%x%'] });
    expect(compile("[name] in ('a')")).toEqual({ sql: '(i.name = any($1::text[]))', params: [['a']] });
  });

  it('compiles [author] as a nullable uuid, with #user#', () => {
    expect(compile('[author] = #user#')).toEqual({
      sql: '(i.author is not null and i.author = $1::uuid)',
      params: [USER],
    });
    // Negation keeps instances without an author: the condition is never NULL.
    expect(compile('[author] != #user#').sql).toBe('not (i.author is not null and i.author = $1::uuid)');
    expect(compile('[author] is null')).toEqual({ sql: '(i.author is null)', params: [] });
  });

  it('compiles [created] as a date and [class], [id] as uuids', () => {
    expect(compile("[created] >= '2024-01-01'")).toEqual({
      sql: '(i.created_at::date >= $1::date)',
      params: ['2024-01-01'],
    });
    expect(compile("[created] ~ '2024'").sql).toBe("(to_char(i.created_at, 'YYYY-MM-DD') ilike $1::text escape '\\')");
    expect(compile("[created] in ('2024-01-01')").sql).toBe('(i.created_at::date = any($1::date[]))');
    expect(compile(`[class] = '${STR}'`)).toEqual({ sql: '(i.class_id = $1::uuid)', params: [STR] });
    expect(compile(`[id] not in ('${STR}')`)).toEqual({ sql: 'not (i.id = any($1::uuid[]))', params: [[STR]] });
  });

  it('treats the column properties ids as the columns, without asking for their metadata', () => {
    const { ctx, asked, params } = context();
    expect(compileFilter(`[${PROP.name}] = 'x' and [${PROP.author}] = #user#`, ctx).sql).toBe(
      '((i.name = $1::text) and (i.author is not null and i.author = $2::uuid))',
    );
    expect(params).toEqual(['x', USER]);
    expect(asked).toEqual([]);
  });
});

describe('compileFilter: composition and parameters', () => {
  it('composes and, or and not with parentheses', () => {
    expect(compile(`[name] = 'a' or [${INT}] = 1 and not [author] is null`).sql).toBe(
      `((i.name = $1::text) or (${exists('$2', 'v.num = $3::float8')} and not (i.author is null)))`,
    );
    expect(compile(`not not [${STR}] is null`).sql).toBe(`not not not ${exists('$1')}`);
  });

  it("numbers placeholders after the caller's own", () => {
    const { sql, params } = compile(`[${STR}] = 'x' or [name] = 'y'`, { already: 2 });
    expect(sql).toBe(`(${exists('$3', onText('v.val = $4::text'))} or (i.name = $5::text))`);
    expect(params).toEqual(['caller-0', 'caller-1', STR, 'x', 'y']);
  });

  it('joins two or more positive value tests of a conjunction into one subquery, the rest in place', () => {
    expect(compile(`[${INT}] >= 1 and [name] = 'x' and [${STR}] = 'y' and [${STR}] != 'z'`).sql).toBe(
      '(i.id in (select f0.inst from ob_value f0 join ob_value f1 on f1.inst = f0.inst' +
        ' where f0.prop = $1::uuid and f0.num >= $2::float8 and f1.prop = $3::uuid and (f1.val = $4::text and f1.ref is null and f1.num is null))' +
        ` and (i.name = $5::text) and not ${exists('$6', onText('v.val = $7::text'))})`,
    );
    // One alone stays an EXISTS; an instance alias starting with f gets g-aliases.
    expect(compile(`[${INT}] >= 1 and [name] = 'x'`).sql).toBe(
      `(${exists('$1', 'v.num >= $2::float8')} and (i.name = $3::text))`,
    );
    expect(compile(`[${INT}] >= 1 and [${STR}] is not null`, { alias: 'f0' }).sql).toBe(
      '(f0.id in (select g0.inst from ob_value g0 join ob_value g1 on g1.inst = g0.inst where g0.prop = $1::uuid and g0.num >= $2::float8 and g1.prop = $3::uuid))',
    );
  });

  it('uses the given instance alias, and another value alias when it is v', () => {
    expect(compile(`[${STR}] = 'x'`, { alias: 'obj' }).sql).toBe(
      'exists (select 1 from ob_value v where v.inst = obj.id and v.prop = $1::uuid and (v.val = $2::text and v.ref is null and v.num is null))',
    );
    expect(compile(`[${STR}] = 'x' and [name] = 'y'`, { alias: 'v' }).sql).toBe(
      '(exists (select 1 from ob_value v1 where v1.inst = v.id and v1.prop = $1::uuid and (v1.val = $2::text and v1.ref is null and v1.num is null)) and (v.name = $3::text))',
    );
  });

  it('refuses an alias that is not a plain name (a programming error, not a FilterError)', () => {
    const { ctx } = context({ alias: 'i; drop table x' });
    expect(() => compileFilter('[name] = 1', ctx)).toThrow('Invalid instance alias');
    expect(() => compileFilter('[name] = 1', ctx)).not.toThrow(FilterError);
  });

  it('never puts user text into the SQL', () => {
    const nasty = ["x'; drop table ob_value; --", '$1', "' or 1=1 --", 'Robert"); --', '\\', '%_'];
    for (const text of nasty) {
      const literal = `'${text.replaceAll("'", "''")}'`;
      // A contains-search of values takes 3 characters or more: the short ones three times over.
      const searched = text.length >= 3 ? text : text.repeat(3);
      const long = `'${searched.replaceAll("'", "''")}'`;
      const cases: [string, unknown[]][] = [
        [`[name] = ${literal}`, [text]],
        [`[${STR}] ~ ${long}`, [STR, `%${searched.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]],
        [`[${STR}] in (${literal}, 'b')`, [STR, [text, 'b']]],
      ];
      for (const [source, expected] of cases) {
        const { sql, params } = compile(source);
        expect(params).toEqual(expected);
        for (const word of ['drop', '1=1', 'Robert', '%']) expect(sql).not.toContain(word);
        expect(sql.match(/\$\d+/g)).toEqual(params.map((_, i) => `$${i + 1}`));
      }
    }
  });
});

describe('compileFilter: type errors', () => {
  it('rejects an unknown property where it stands', () => {
    const missing = 'cccccccc-0000-4000-8000-000000000000';
    expect(failure(`[name] = 'a' or [${missing}] = 1`)).toBe(`Filter: unknown property ${missing} at position 17`);
  });

  it('rejects ordering on booleans and ids', () => {
    expect(failure(`[${BOOL}] < true`)).toBe(
      "Filter: '<' cannot compare a boolean property at position 40 (a boolean property takes =, !=, in and is null)",
    );
    expect(failure(`[${OBJ}] >= #user#`)).toMatch(/^Filter: '>=' cannot compare an object property at position 40/);
    expect(failure('[author] > #user#')).toMatch(/^Filter: '>' cannot compare \[author\] at position 10/);
    expect(failure(`'${STR}' < [class]`)).toMatch(/^Filter: '<' cannot compare \[class\]/); // as written
    expect(failure(`[id] <= '${STR}'`)).toMatch(/cannot compare \[id\]/);
  });

  it('rejects ~ on numbers, booleans and ids', () => {
    expect(failure(`[${INT}] ~ '1'`)).toMatch(
      /^Filter: '~' cannot compare an integer property at position 40 \('~' searches text/,
    );
    expect(failure(`[${REAL}] !~ '1'`)).toMatch(/^Filter: '!~' cannot compare a real property/);
    expect(failure(`[${BOOL}] ~ 'tr'`)).toMatch(/cannot compare a boolean property/);
    expect(failure(`[${OBJ}] ~ 'x'`)).toMatch(/cannot compare an object property/);
    expect(failure('[author] ~ #user#')).toMatch(/cannot compare \[author\]/);
  });

  it('rejects values of the wrong type, pointing at the value', () => {
    expect(failure(`[${INT}] = 'abc'`)).toBe(
      "Filter: 'abc' is not a number at position 42 (an integer property takes a number)",
    );
    expect(failure(`[${INT}] = '1e3'`)).toMatch(/'1e3' is not a number/);
    expect(failure(`[${REAL}] in (1, true)`)).toMatch(/^Filter: true is not a number at position 47/);
    expect(failure(`[${INT}] = #user#`)).toMatch(/#user# is not a number/);
    expect(failure(`[${INT}] = 1${'0'.repeat(400)}`)).toMatch(/number out of range/);
    expect(failure(`[${DATE}] = '2024-02-30'`)).toBe(
      "Filter: '2024-02-30' is not a date at position 42 (a date property takes 'YYYY-MM-DD')",
    );
    expect(failure(`[${DATE}] = '2024-1-5'`)).toMatch(/is not a date/);
    expect(failure(`[${DATE}] > 2024`)).toMatch(/2024 is not a date/);
    expect(failure("[created] = '0000-01-01'")).toMatch(/is not a date/);
    expect(failure(`[${BOOL}] = 'yes'`)).toBe(
      "Filter: 'yes' is not true or false at position 42 (a boolean property takes true or false)",
    );
    expect(failure(`[${BOOL}] = 1`)).toMatch(/1 is not true or false/);
    expect(failure(`[${OBJ}] = 'someone'`)).toBe(
      "Filter: 'someone' is not an id at position 42 (an object property takes a uuid or #user#)",
    );
    expect(failure('[author] in (#user#, 5)')).toMatch(/^Filter: 5 is not an id at position 22/);
  });

  it('accepts leap days and refuses #user# when there is no current user', () => {
    expect(compile(`[${DATE}] = '2024-02-29'`).params).toEqual([DATE, '2024-02-29']);
    expect(failure(`[${DATE}] = '2023-02-29'`)).toMatch(/is not a date/);
    expect(failure('[author] = #user#', { userId: '' })).toBe(
      'Filter: #user# is used but there is no current user at position 12',
    );
  });
});
