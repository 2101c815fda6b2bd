import { PROP, type GetDataReply } from '@ontobench/sdk/common';
import { describe, expect, it } from 'vitest';
import type { SearchConfig } from './search-config.ts';
import { planSearch, PlanError } from './search-plan.ts';
import { planRows, sortRows } from './search-rows.ts';

const CREDITS = '00000000-0000-4000-8000-00000000c001';
const TEACHES = '00000000-0000-4000-8000-00000000c002';
const DEGREE = '00000000-0000-4000-8000-00000000c003';
const types = new Map([
  [CREDITS, 'integer'],
  [DEGREE, 'string'],
]);
const config = (over: Partial<SearchConfig> = {}): SearchConfig => ({
  get_data: { class: 'c' },
  filters: [],
  columns: [
    { prop_id: 'name', new_name: 'Курс', code: 'name' },
    { prop_id: CREDITS, new_name: 'Кредиты', code: 'credits', sort: 1, sort_mode: 'desc' },
    { prop_id: DEGREE, path: [TEACHES], new_name: 'Степень', code: 'degree', ord: 5 },
  ],
  calcColumns: [{ code: 'hours', name: 'Часы', formula: '[Кредиты] * 36' }],
  ...over,
});
const problem = (c: SearchConfig, run = {}) => {
  try {
    planSearch(c, run, types);
  } catch (error) {
    if (error instanceof PlanError) return error.message;
    throw error;
  }
  return null;
};

describe('§3 semantic search configuration: plan', () => {
  it('§3: columns become get_data fields, nested ones under their object property, sorted ones first', () => {
    const plan = planSearch(config(), {}, types);
    expect(plan.request.fields).toEqual([
      { prop: CREDITS, sort: 'desc' },
      { prop: TEACHES, fields: [{ prop: DEGREE }] },
    ]);
    expect(plan.columns.map((c) => [c.code, c.type])).toEqual([
      ['name', 'string'],
      ['credits', 'number'],
      ['degree', 'string'],
      ['hours', 'string'],
    ]);
    // §3 ord in steps of 10: a column without one takes its place × 10, so degree's 5 goes between 0 and 10.
    expect(plan.shown).toEqual([0, 2, 1, 3]);
    expect(plan.sortOnServer).toBe(true);
  });

  it('§3: filters go on the fields; a sort by a nested or calculated column is the engine’s', () => {
    const plan = planSearch(
      config(),
      { filters: [{ code: 'credits', value: 3, mode: 'ge' }], sort: [{ code: 'hours', mode: 'asc' }] },
      types,
    );
    expect(plan.request.fields![0]).toEqual({ prop: CREDITS, filter: 3, filter_mode: 'ge' });
    expect(plan.sortOnServer).toBe(false);
    const byName = planSearch(config(), { sort: [{ code: 'name', mode: 'desc' }] }, types);
    expect(byName.request.fields![0]).toEqual({ prop: PROP.name, hidden: true, sort: 'desc' });
  });

  it('§3, §4: what cannot run is said', () => {
    expect(problem(config({ calcColumns: [{ code: 'x', formula: '1 +' }] }))).toBe(
      'Вычисляемый столбец «x»: Ошибка в формуле в позиции 4: формула оборвалась',
    );
    expect(problem(config({ calcColumns: [{ code: 'x', formula: '[Нет]' }] }))).toBe(
      'Вычисляемый столбец «x»: нет столбца [Нет]',
    );
    expect(problem(config({ calcColumns: [{ code: 'credits', formula: '1' }] }))).toBe('Два столбца с кодом «credits»');
    expect(problem(config({ columns: [{ prop_id: CREDITS, agg: 'median' }] }))).toContain('неизвестный агрегат');
    expect(problem(config(), { filters: [{ code: 'degree', value: 'x' }] })).toContain('вложенному столбцу');
    expect(problem(config(), { filters: [{ code: 'hours', value: 1 }] })).toContain('не участвует в фильтрах');
    expect(problem(config(), { sort: [{ code: 'nope', mode: 'asc' }] })).toBe('Нет столбца с кодом «nope»');
    expect(problem(config({ columns: [{ prop_id: CREDITS, path: [''] }] }))).toContain('путь');
  });
});

describe('§3 semantic search rows: nested columns and calculated columns', () => {
  const reply: GetDataReply = {
    count_rows: 2,
    rows: [
      { row: 0, inst: 'a', prop: PROP.name, val: 'Алгебра', cap: 'Алгебра', readonly: false, can_delete: true },
      { row: 0, inst: 'a', prop: CREDITS, val: 5, cap: '5' },
      { row: 0, inst: 'a', prop: TEACHES, val: 't1', cap: 'Петрова' },
      { row: 0, inst: 'a', prop: DEGREE, val: 'д.н.', cap: 'д.н.', from: 't1' },
      { row: 1, inst: 'b', prop: PROP.name, val: 'Базы', cap: 'Базы', readonly: false, can_delete: true },
      { row: 1, inst: 'b', prop: TEACHES, val: 't2', cap: 'Иванов' },
      { row: 1, inst: 'b', prop: TEACHES, val: 't1', cap: 'Петрова' },
      { row: 1, inst: 'b', prop: DEGREE, val: 'к.н.', cap: 'к.н.', from: 't2' },
      { row: 1, inst: 'b', prop: DEGREE, val: 'д.н.', cap: 'д.н.', from: 't1' },
    ],
  };

  it('§3: a nested column reads through its path; several values join; formulas see the row', () => {
    const plan = planSearch(config(), {}, types);
    const rows = planRows(plan, reply, new Set([CREDITS, DEGREE]), { today: '2024-01-01' });
    expect(rows.ids).toEqual(['a', 'b']);
    expect(rows.rows).toEqual([
      ['Алгебра', 5, 'д.н.', 180],
      ['Базы', null, 'к.н., д.н.', null],
    ]);
    const sorted = sortRows({ ...plan, sort: [{ column: 3, mode: 'asc' }] }, rows);
    expect(sorted.ids).toEqual(['a', 'b']);
  });

  it('§4: a formula’s error shows in its cell', () => {
    const plan = planSearch(config({ calcColumns: [{ code: 'x', formula: '[Кредиты] / 0' }] }), {}, types);
    const rows = planRows(plan, reply, new Set([CREDITS, DEGREE]), { today: '2024-01-01' });
    expect(rows.rows[0]![3]).toBe('#ОШИБКА: деление на ноль');
  });
});
