import { describe, expect, it } from 'vitest';
import { planSearch } from '../../../common/search-plan.ts';
import { DesignerModel, formulaProblem } from './designer-model.ts';

const ROOT = 'root-class';

describe('the semantic search designer (issue 18 item 1)', () => {
  it('§3: a nested column names the object properties leading to it in `path`, and the plan reaches it', () => {
    const model = new DesignerModel(null, ROOT);
    model.addColumn('name', [], ['Название']);
    const code = model.addColumn('p-title', ['p-teacher'], ['Преподаватель', 'Должность']);
    const config = model.snapshot();
    expect(config.get_data).toEqual({ class: ROOT });
    expect(config.columns[1]).toEqual({
      code,
      prop_id: 'p-title',
      old_name: 'Преподаватель / Должность',
      ord: 20,
      path: ['p-teacher'],
    });
    const plan = planSearch(config, {}, new Map());
    expect(plan.request.fields).toEqual([{ prop: 'p-teacher', fields: [{ prop: 'p-title' }] }]);
  });

  it('§9 column order step 10: new columns and moves keep ord in steps of 10 across property and calculated columns', () => {
    const model = new DesignerModel(null, ROOT);
    const a = model.addColumn('name', [], ['Название']);
    const b = model.addColumn('p1', [], ['Цена']);
    const f = model.addCalc('Удвоено', '[Цена] * 2');
    expect(model.columns.map((c) => [c.code, c.ord])).toEqual([
      [a, 10],
      [b, 20],
      [f, 30],
    ]);
    model.move(f, -1);
    expect(model.columns.map((c) => [c.code, c.ord])).toEqual([
      [a, 10],
      [f, 20],
      [b, 30],
    ]);
    model.move(a, -1); // the first stays first
    expect(model.columns[0]!.code).toBe(a);
    model.remove(f);
    expect(model.snapshot().calcColumns).toEqual([]);
  });

  it('§3: rename sets new_name (old_name stays), hide, aggregate, sort places 1, 2… and filters by code', () => {
    const model = new DesignerModel(null, ROOT);
    const a = model.addColumn('name', [], ['Название']);
    const b = model.addColumn('p1', [], ['Цена']);
    model.rename(b, ' Стоимость ');
    model.setHidden(a, true);
    model.setAgg(b, 'sum');
    model.setSort(b, 'desc');
    model.setSort(a, 'asc');
    model.setSort(b, null);
    model.setFilter(b, 'gt', 10);
    const config = model.snapshot();
    expect(config.columns[1]).toMatchObject({ new_name: 'Стоимость', old_name: 'Цена', agg: 'sum' });
    expect(config.columns[1]!.sort).toBeUndefined();
    expect(config.columns[0]).toMatchObject({ hidden: true, sort: 1, sort_mode: 'asc' });
    expect(config.filters).toEqual([{ code: b, mode: 'gt', value: 10 }]);
    model.setDoNotFilter(b, true);
    expect(model.snapshot().filters).toEqual([]);
    expect(model.snapshot().columns[1]!.do_not_filter).toBe(true);
  });

  it('§4 calculated columns: a formula’s syntax error gives its position; a good one none', () => {
    expect(formulaProblem('[Цена] * 2')).toBeNull();
    const problem = formulaProblem('[Цена] * * 2')!;
    expect(problem.pos).toBe(9);
    expect(problem.message).toContain('позиции 10');
    expect(formulaProblem('foo(1)')!.message).toContain('неизвестная функция');
  });

  it('is dirty after a change until saved; another root class starts afresh', () => {
    const model = new DesignerModel(
      { get_data: { class: ROOT }, filters: [], columns: [{ prop_id: 'name', ord: 10 }], calcColumns: [] },
      ROOT,
    );
    expect(model.dirty).toBe(false);
    model.rename('name', 'Курс');
    expect(model.dirty).toBe(true);
    model.markSaved();
    expect(model.dirty).toBe(false);
    model.setRoot('other');
    expect(model.snapshot()).toEqual({ get_data: { class: 'other' }, filters: [], columns: [], calcColumns: [] });
  });
});
