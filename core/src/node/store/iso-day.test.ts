import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreMigrations } from '../migrations.ts';
import { ISO_DAY_FUNCTION } from './sql-expressions.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { runMigrations } from './migrator.ts';

/**
 * ob_iso_day as migration core-0017 made it (plain SQL, no EXCEPTION block) against the plpgsql one of
 * core-0011 that it replaced, on real PostgreSQL: the same day number, or null, for every text.
 */
let temp: TempStore;

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.exec(ISO_DAY_FUNCTION.replace('function ob_iso_day(', 'function ob_iso_day_0011('));
});
afterAll(() => temp.dispose());

const both = async (text: string | null) =>
  (
    await temp.store.query<{ now: number | null; before: number | null }>(
      'select ob_iso_day($1) as now, ob_iso_day_0011($1) as before',
      [text],
    )
  ).rows[0]!;

describe('ob_iso_day (core-0017) answers as the plpgsql function of core-0011', () => {
  it('is plain SQL now, and the stored function of the generated day column', async () => {
    const { rows } = await temp.store.query<{ lang: string; volatile: string }>(
      `select l.lanname as lang, p.provolatile as volatile from pg_proc p join pg_language l on l.oid = p.prolang
       where p.proname = 'ob_iso_day'`,
    );
    expect(rows).toEqual([{ lang: 'sql', volatile: 'i' }]);
  });

  it('valid dates: the days since 1970-01-01, leap days included', async () => {
    const cases: [string, number][] = [
      ['1970-01-01', 0],
      ['1969-12-31', -1],
      ['2020-03-01', 18322],
      ['2024-02-29', 19782],
      ['2000-02-29', 11016],
      ['0001-01-01', -719162],
      ['9999-12-31', 2932896],
    ];
    for (const [text, day] of cases) expect(await both(text)).toEqual({ now: day, before: day });
  });

  it('invalid dates, non-dates and timestamps with zones: null, as before', async () => {
    const texts = [
      '0000-01-01',
      '2023-02-29',
      '1900-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-04-31',
      '2024-1-01',
      '2024-01-01T10:00:00+03:00',
      '2024-01-01 10:00:00Z',
      '2024-01-01 ',
      '2024-01-01\n',
      '２０２４-01-01',
      'true',
      '42',
      'abc',
      '',
      null,
    ];
    for (const text of texts) expect(await both(text), String(text)).toEqual({ now: null, before: null });
  });

  it('every YYYY-MM-DD of months 00–13 and days 00–32 in years around the leap rules: no difference', async () => {
    const { rows } = await temp.store.query<{ differ: number; valid: number }>(
      `select count(*) filter (where ob_iso_day(s) is distinct from ob_iso_day_0011(s))::int as differ,
              count(ob_iso_day(s))::int as valid
       from (select to_char(y, 'FM0000') || '-' || to_char(m, 'FM00') || '-' || to_char(d, 'FM00') as s
             from (select generate_series(0, 8) union all select generate_series(1896, 2104)
                   union all select generate_series(2396, 2404) union all select generate_series(9995, 9999)) y(y),
                  generate_series(0, 13) m, generate_series(0, 32) d) t`,
    );
    // Years 1–8, 1896–2104, 2396–2404, 9995–9999 (year 0 is no date): 231 years of 365 days and 57 leap
    // days (4, 8; 1896–2104 but not 1900 and 2100; 2396, 2400, 2404; 9996).
    expect(rows[0]).toEqual({ differ: 0, valid: 231 * 365 + 57 });
  });
});
