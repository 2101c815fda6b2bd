import { describe, expect, it } from 'vitest';
import type { OntologyModel } from '../ontology/model.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { getData } from './get-data.ts';
import { ASSUMED_FAN_OUT, CellBudget, checkEstimate, estimateCells, MAX_CELLS_PER_REQUEST } from './query-cost.ts';

const f = (prop: string, extra: Record<string, unknown> = {}) => ({ prop, ...extra });

describe('the static estimate of a get_data (docs/security.md, "Cost of a query")', () => {
  it('counts the names, then each level of fields times the instances that reach it', () => {
    expect(estimateCells([], 100)).toBe(100);
    expect(estimateCells([f('a'), f('b')], 100)).toBe(100 + 2 * 100);
    // Hidden fields filter or sort; they return nothing.
    expect(estimateCells([f('a', { hidden: true })], 100)).toBe(100);
    // A nested level multiplies the instances by the assumed fan-out.
    expect(estimateCells([f('a', { fields: [f('x'), f('y')] })], 1)).toBe(1 + 1 + ASSUMED_FAN_OUT * 2);
    expect(estimateCells([f('a', { fields: [f('b', { fields: [f('x')] })] })], 2)).toBe(
      2 + 2 + 2 * ASSUMED_FAN_OUT + 2 * ASSUMED_FAN_OUT ** 2,
    );
  });

  it('lets the requests of the ontology area through (state document, value batches, public page)', () => {
    const member = Array.from({ length: 10 }, (_, n) => f(`m${n}`));
    expect(() => checkEstimate([f('d'), f('p'), f('b'), f('l'), f('i'), f('o', { fields: member })], 1)).not.toThrow();
    const values = Array.from({ length: 90 }, (_, n) => f(`v${n}`));
    expect(() => checkEstimate([f('o', { reverse: true, fields: values })], 1)).not.toThrow();
    // A list page of the largest size with a handful of columns.
    expect(() =>
      checkEstimate(
        Array.from({ length: 20 }, (_, n) => f(`c${n}`)),
        10_000,
      ),
    ).not.toThrow();
  });

  it('refuses a shape over the budget with a clear 400', () => {
    const wide = Array.from({ length: 40 }, (_, n) => f(`c${n}`));
    expect(() => checkEstimate(wide, 10_000)).toThrow(
      expect.objectContaining({ statusCode: 400, message: expect.stringMatching(/could return about 410000 values/) }),
    );
  });

  it('refuses it before any lookup or SQL', async () => {
    const noSql: SqlExecutor = {
      query: () => Promise.reject(new Error('SQL ran')),
      exec: () => Promise.reject(new Error('SQL ran')),
    };
    const noModel = {} as OntologyModel;
    const wide = Array.from({ length: 40 }, (_, n) => f(`c${n}`));
    await expect(
      getData(
        noSql,
        noModel,
        { id: 'x', isAdmin: false },
        { act: 'get_data', class: 'c', limit: 10_000, fields: wide },
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/^get_data: the request could return/) });
  });
});

describe('the running count of cells', () => {
  it('counts what goes into the reply and stops past the budget', () => {
    const budget = new CellBudget(10);
    budget.take(7);
    expect(budget.remaining).toBe(3);
    expect(() => budget.ensure(3)).not.toThrow();
    expect(() => budget.ensure(4)).toThrow(/returns more than 10 values/);
    expect(() => budget.take(4)).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(new CellBudget().max).toBe(MAX_CELLS_PER_REQUEST);
  });
});
