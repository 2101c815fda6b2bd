import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../../testing/temp-store.ts';
import type { SqlStore } from '../../store/sql-store.ts';
import { ISO_DAY_FUNCTION } from '../../store/sql-expressions.ts';
import { compileFilter, FilterError, type PropertyInfo } from './index.ts';

/**
 * The compiled SQL run on a real database: the only proof that the SQL means what the docs say.
 * Runs on a fresh database of the test run's PostgreSQL (embedded, or DATABASE_URL).
 */

const uuid = (n: number) => `dddddddd-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
// Objects of the class under test…
const META = uuid(0x3); // the class of the classes below
const BOOK = uuid(0x1);
const A = uuid(0xa); // Alpha
const B = uuid(0xb); // Beta
const C = uuid(0xc); // Gamma (no author)
const D = uuid(0xd); // Delta (hardly any values)
// …and two users, who are instances too but of another class.
const USER_CLASS = uuid(0x2);
const ME = uuid(0x100);
const OTHER = uuid(0x101);
// Properties.
const TITLE = uuid(0x201);
const PAGES = uuid(0x202);
const PRICE = uuid(0x203);
const PUBLISHED = uuid(0x204);
const AVAILABLE = uuid(0x205);
const REVIEWER = uuid(0x206);
const TAGS = uuid(0x207);
const NOTE = uuid(0x208);

const PROPERTIES: Record<string, PropertyInfo> = {
  [TITLE]: { kind: 'data', baseType: 'string' },
  [PAGES]: { kind: 'data', baseType: 'integer' },
  [PRICE]: { kind: 'data', baseType: 'real' },
  [PUBLISHED]: { kind: 'data', baseType: 'date' },
  [AVAILABLE]: { kind: 'data', baseType: 'boolean' },
  [REVIEWER]: { kind: 'object', baseType: null },
  [TAGS]: { kind: 'data', baseType: 'string' },
  [NOTE]: { kind: 'data', baseType: 'string' },
};

// As migrations core-0002 and core-0011 make them.
const SCHEMA = `
  ${ISO_DAY_FUNCTION}
  create table ob_instance (
    id uuid primary key, class_id uuid not null, name text not null default '', author uuid null,
    created_at timestamptz not null default now(), owner text null
  );
  create table ob_value (
    inst uuid not null references ob_instance (id) on delete cascade, prop uuid not null, idx integer not null default 0,
    val text null, num double precision null, ref uuid null references ob_instance (id), primary key (inst, prop, idx),
    day integer generated always as (ob_iso_day(val)) stored
  );
`;

type Row = [inst: string, prop: string, idx: number, val: string, num: number | null, ref: string | null];
const text = (inst: string, prop: string, val: string, idx = 0): Row => [inst, prop, idx, val, null, null];
const number = (inst: string, prop: string, num: number): Row => [inst, prop, 0, String(num), num, null];
const ref = (inst: string, prop: string, target: string): Row => [inst, prop, 0, target, null, target];

const VALUES: Row[] = [
  text(A, TITLE, 'Война и мир'),
  number(A, PAGES, 1225),
  number(A, PRICE, 19.99),
  text(A, PUBLISHED, '1869-01-01'),
  text(A, AVAILABLE, 'true'),
  ref(A, REVIEWER, ME),
  text(A, TAGS, 'classic', 0),
  text(A, TAGS, 'russian', 1),

  text(B, TITLE, '100% pure_fun'),
  number(B, PAGES, 120),
  number(B, PRICE, 5.5),
  text(B, PUBLISHED, '2020-05-17'),
  text(B, AVAILABLE, 'false'),
  ref(B, REVIEWER, OTHER),
  text(B, TAGS, 'fun'),

  text(C, TITLE, "O'Reilly: C:\\path"),
  number(C, PAGES, 300),
  text(C, TAGS, 'classic'),

  text(D, TITLE, 'ВОЙНА'),
];

describe('compiled filters on PostgreSQL', () => {
  let temp: TempStore;
  let store: SqlStore;

  beforeAll(async () => {
    temp = await openTempStore();
    store = temp.store;
    await store.exec(SCHEMA);
    const instances: [string, string, string, string | null, string][] = [
      [META, META, 'Class', null, '2020-01-01T12:00:00Z'],
      [BOOK, META, 'Book', null, '2020-01-01T12:00:00Z'],
      [USER_CLASS, META, 'User', null, '2020-01-01T12:00:00Z'],
      [ME, USER_CLASS, 'me', null, '2020-01-01T12:00:00Z'],
      [OTHER, USER_CLASS, 'other', null, '2020-01-01T12:00:00Z'],
      [A, BOOK, 'Alpha', ME, '2024-01-15T12:00:00Z'],
      [B, BOOK, 'Beta', OTHER, '2024-03-01T12:00:00Z'],
      [C, BOOK, 'Gamma', null, '2024-03-01T12:00:00Z'],
      [D, BOOK, 'Delta', ME, '2025-06-30T12:00:00Z'],
    ];
    for (const row of instances) {
      await store.query(
        'insert into ob_instance (id, class_id, name, author, created_at) values ($1, $2, $3, $4, $5)',
        row,
      );
    }
    for (const row of VALUES) {
      await store.query('insert into ob_value (inst, prop, idx, val, num, ref) values ($1, $2, $3, $4, $5, $6)', row);
    }
  });
  afterAll(() => temp.dispose());

  /** The books a filter selects, by name. The caller's own parameter ($1) comes first, as in get_data. */
  async function select(filter: string): Promise<string[]> {
    const params: unknown[] = [BOOK];
    const { sql } = compileFilter(filter, {
      instanceAlias: 'i',
      userId: ME,
      property: (id) => PROPERTIES[id] ?? null,
      param: (value) => `$${params.push(value)}`,
    });
    const { rows } = await store.query<{ id: string }>(
      `select i.id from ob_instance i where i.class_id = $1 and ${sql} order by i.name`,
      params,
    );
    return rows.map((row) => row.id);
  }

  it('has the fixture it expects', async () => {
    expect(await select('[id] is not null')).toEqual([A, B, D, C]); // Alpha, Beta, Delta, Gamma
  });

  describe('selects', () => {
    it('strings: equality, order and case-insensitive contains, Cyrillic included', async () => {
      expect(await select(`[${TITLE}] = 'Война и мир'`)).toEqual([A]);
      expect(await select(`[${TITLE}] = 'война и мир'`)).toEqual([]); // = is exact
      expect(await select(`[${TITLE}] ~ 'война'`)).toEqual([A, D]);
      expect(await select(`[${TITLE}] ~ 'ВОЙНА И'`)).toEqual([A]);
      expect(await select(`[${TITLE}] !~ 'война'`)).toEqual([B, C]);
      expect(await select(`'Война и мир' = [${TITLE}]`)).toEqual([A]);
    });

    it('% _ \\ and quotes in ~ literally', async () => {
      // A contains-search of values takes three characters or more (MIN_CONTAINS_LENGTH).
      expect(await select(`[${TITLE}] ~ '00%'`)).toEqual([B]);
      expect(await select(`[${TITLE}] ~ 're_'`)).toEqual([B]);
      expect(await select(`[${TITLE}] ~ '0% p'`)).toEqual([B]);
      expect(await select(`[${TITLE}] ~ ':\\p'`)).toEqual([C]);
      expect(await select(`[${TITLE}] ~ 'C:\\'`)).toEqual([C]);
      expect(await select(`[${TITLE}] ~ 'O''R'`)).toEqual([C]);
      expect(await select(`[${TITLE}] = 'O''Reilly: C:\\path'`)).toEqual([C]);
    });

    it('nothing, and harms nothing, for an injection attempt', async () => {
      const count = async () =>
        (await store.query<{ n: number }>('select count(*)::int as n from ob_value')).rows[0]!.n;
      const before = await count();
      expect(await select("[name] = 'x''; drop table ob_value; --'")).toEqual([]);
      expect(await select(`[${TITLE}] ~ '''); delete from ob_value; --'`)).toEqual([]);
      expect(await select(`[${TAGS}] in ('x''); delete from ob_value; --', 'fun')`)).toEqual([B]);
      expect(await count()).toBe(before);
      expect(before).toBe(VALUES.length);
    });

    it('integers and reals by number', async () => {
      expect(await select(`[${PAGES}] > 200`)).toEqual([A, C]);
      expect(await select(`[${PAGES}] = '120'`)).toEqual([B]);
      expect(await select(`-3 < [${PAGES}]`)).toEqual([A, B, C]);
      expect(await select(`[${PAGES}] < 1000`)).toEqual([B, C]); // 300 < 1000 numerically, not as text
      expect(await select(`[${PRICE}] <= 5.5`)).toEqual([B]);
      expect(await select(`[${PRICE}] < 20 and [${PRICE}] > 19.9`)).toEqual([A]);
      expect(await select(`[${PRICE}] in (5.5, 19.99)`)).toEqual([A, B]);
    });

    it('dates, checked and compared in order', async () => {
      expect(await select(`[${PUBLISHED}] < '2000-01-01'`)).toEqual([A]);
      expect(await select(`[${PUBLISHED}] >= '2000-01-01'`)).toEqual([B]);
      expect(await select(`[${PUBLISHED}] ~ '1869'`)).toEqual([A]);
      expect(await select(`[${PUBLISHED}] in ('2020-05-17', '1999-01-01')`)).toEqual([B]);
      // The day number the database keeps beside the text: null for text that is no real date.
      const days = await store.query<{ val: string; day: number | null }>(
        `select val, day from ob_value where val in ('1869-01-01', '2020-05-17', 'ВОЙНА') order by val`,
      );
      expect(days.rows).toEqual([
        { val: '1869-01-01', day: -36_889 },
        { val: '2020-05-17', day: 18_399 },
        { val: 'ВОЙНА', day: null },
      ]);
      const odd = await store.query<{ d: number | null }>(`select ob_iso_day('2023-02-30') as d`);
      expect(odd.rows).toEqual([{ d: null }]);
    });

    it('conjunctions of value tests, joined into one subquery: the same rows as one EXISTS each', async () => {
      // Two values of one multi-valued property, each test free to match a different value.
      expect(await select(`[${TAGS}] = 'classic' and [${TAGS}] = 'russian'`)).toEqual([A]);
      expect(await select(`[${TAGS}] = 'classic' and [${PAGES}] >= 300`)).toEqual([A, C]);
      expect(await select(`[${PAGES}] >= 100 and [${PUBLISHED}] >= '2000-01-01' and [${PRICE}] < 10`)).toEqual([B]);
      // Mixed with a column of the instance, a negation, an `in` and `is not null`.
      expect(await select(`[${PAGES}] > 100 and [${TAGS}] in ('classic', 'fun') and [name] != 'Beta'`)).toEqual([A, C]);
      expect(await select(`[${PAGES}] > 100 and [${PRICE}] is not null and [${TAGS}] != 'fun'`)).toEqual([A]);
      expect(await select(`[${REVIEWER}] = #user# and [${AVAILABLE}] = true`)).toEqual([A]);
      // Under `or` and `not`, each group on its own.
      expect(
        await select(`([${PAGES}] > 1000 and [${TAGS}] = 'classic') or ([${PAGES}] < 200 and [${TAGS}] = 'fun')`),
      ).toEqual([A, B]);
      expect(await select(`not ([${PAGES}] > 100 and [${TAGS}] = 'classic')`)).toEqual([B, D]);
    });

    it('booleans, from keywords or strings', async () => {
      expect(await select(`[${AVAILABLE}] = true`)).toEqual([A]);
      expect(await select(`[${AVAILABLE}] = 'FALSE'`)).toEqual([B]);
      expect(await select(`[${AVAILABLE}] != true`)).toEqual([B, D, C]);
    });

    it('#user# on an object property and on the author', async () => {
      expect(await select(`[${REVIEWER}] = #user#`)).toEqual([A]);
      expect(await select(`[${REVIEWER}] != #user#`)).toEqual([B, D, C]);
      expect(await select(`[${REVIEWER}] in ('${OTHER}', #user#)`)).toEqual([A, B]);
      expect(await select('[author] = #user#')).toEqual([A, D]);
      // Gamma has no author: "not authored by me" includes it, whichever way it is written.
      expect(await select('[author] != #user#')).toEqual([B, C]);
      expect(await select('not [author] = #user#')).toEqual([B, C]);
      expect(await select('[author] not in (#user#)')).toEqual([B, C]);
      expect(await select('[author] is null')).toEqual([C]);
    });

    it('is null as "no value at all"', async () => {
      expect(await select(`[${NOTE}] is null`)).toEqual([A, B, D, C]);
      expect(await select(`[${NOTE}] is not null`)).toEqual([]);
      expect(await select(`[${AVAILABLE}] is null`)).toEqual([D, C]);
      expect(await select(`[${TAGS}] is not null`)).toEqual([A, B, C]);
    });

    it('multi-valued properties: any value matches; != means no value equals', async () => {
      expect(await select(`[${TAGS}] = 'classic'`)).toEqual([A, C]);
      expect(await select(`[${TAGS}] = 'russian'`)).toEqual([A]);
      // Alpha has 'classic' besides 'russian', yet != 'russian' excludes it: it HAS a value 'russian'.
      expect(await select(`[${TAGS}] != 'russian'`)).toEqual([B, D, C]);
      expect(await select(`[${TAGS}] != 'classic'`)).toEqual([B, D]);
      // Each comparison looks at all the values, so both can hold for one instance.
      expect(await select(`[${TAGS}] = 'classic' and [${TAGS}] = 'russian'`)).toEqual([A]);
      expect(await select(`[${TAGS}] in ('fun', 'russian')`)).toEqual([A, B]);
      expect(await select(`[${TAGS}] not in ('fun', 'russian')`)).toEqual([D, C]);
    });

    it('the column properties: name, created, class and id', async () => {
      expect(await select("[name] ~ 'ET'")).toEqual([B]);
      expect(await select("[name] > 'C'")).toEqual([D, C]);
      expect(await select("[created] = '2024-03-01'")).toEqual([B, C]);
      expect(await select("[created] < '2024-03-01'")).toEqual([A]);
      expect(await select("[created] ~ '2025'")).toEqual([D]);
      expect(await select(`[class] = '${BOOK}'`)).toEqual([A, B, D, C]);
      expect(await select(`[class] = '${USER_CLASS}'`)).toEqual([]);
      expect(await select(`[id] in ('${A}', '${C}')`)).toEqual([A, C]);
      expect(await select(`[id] != '${A}'`)).toEqual([B, D, C]);
    });

    it('with the documented precedence', async () => {
      // or(Gamma, and(Beta, pages > 1000)); read left to right it would select nothing.
      expect(await select(`[name] = 'Gamma' or [name] = 'Beta' and [${PAGES}] > 1000`)).toEqual([C]);
      expect(await select(`([name] = 'Gamma' or [name] = 'Beta') and [${PAGES}] > 1000`)).toEqual([]);
      expect(await select(`not [name] = 'Alpha' and not [name] = 'Beta'`)).toEqual([D, C]);
      expect(await select(`not ([name] = 'Alpha' or [${TAGS}] = 'classic')`)).toEqual([B, D]);
      expect(await select(`not not [name] = 'Alpha'`)).toEqual([A]);
    });

    it('a filter of every limit still runs', async () => {
      const many = [...Array.from({ length: 199 }, () => "[name] = ''"), `[${PAGES}] = 120`].join(' or ');
      expect(many.length).toBeLessThanOrEqual(4000);
      expect(await select(many)).toEqual([B]); // 120
      const deep = `${'not ('.repeat(16)}[name] = 'Alpha'${')'.repeat(16)}`;
      expect(await select(deep)).toEqual([A]);
    });

    it('refuses a bad filter before any SQL runs', async () => {
      await expect(select(`[${PAGES}] = 'many'`)).rejects.toThrow(FilterError);
    });
  });
});
